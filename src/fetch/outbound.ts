/**
 * The outbound policy every client that leaves the process shares (news sources, the model provider, RDAP
 * and port-43 WHOIS; the web fetcher builds on the same address guard). Two kinds of destination:
 *  - operator-configured endpoints (WEBINTEL_NEWS_PROVIDERS, the model base URL, WEBINTEL_WHOIS_SERVER …) are
 *    connected to as configured, the origin of the first URL included;
 *  - anything learned from outside (a redirect to another origin, a WHOIS referral, a registrar link) is
 *    public-only: the name is resolved once, every answer is checked against the special ranges, the port
 *    against the allowed ports, and the connection goes to exactly the checked address.
 * Redirects are followed here by hand, hop by hop; on a hop to another origin, credential headers
 * (Authorization, cookies, API-key headers) and credential query values are dropped (RFC 9110 §15.4).
 */
import type { Socket } from 'node:net'
import type { ConnectionOptions } from 'node:tls'
import { Agent, request, type Dispatcher } from 'undici'
import { AppError } from '../errors.ts'
import {
  checkUrl, connectFailed, createGuardedConnector, defaultConnector, defaultResolver, resolveChecked, urlHost,
  WEB_PORTS, type Connector, type PortRule, type Resolver,
} from './address-guard.ts'
import { credentialHeaderValues, credentialParamValues, withoutCredentialHeaders, withoutCredentialParams } from './credentials.ts'
import { DecompressionBombError, readLimitedBody } from './body-limit.ts'
import { bodyTooLarge, decompressionBomb, fetchBlocked, toFetchError } from './errors.ts'
import { checkHostName, normalizeHost } from './host-rules.ts'
import { FOLLOWED_STATUSES } from './redirects.ts'
import { DEFAULT_USER_AGENT, loadFetchConfig } from './config.ts'

export interface OutboundOptions {
  /** Lifts the address rule for learned destinations too (WEBINTEL_FETCH_ALLOW_PRIVATE; metadata stays refused). */
  allowPrivate: boolean
  /** Ports allowed on public addresses for learned HTTP destinations (WEBINTEL_FETCH_ALLOWED_PORTS). */
  ports?: PortRule
  connectTimeoutMs: number
  /** DNS for learned destinations (the test seam). */
  resolve?: Resolver
  /** TCP to a checked address for learned destinations (the test seam). */
  connect?: Connector
  tls?: ConnectionOptions
  /** Sent as User-Agent on every request, replacing any the caller set (WEBINTEL_FETCH_USER_AGENT). */
  userAgent?: string
  /** Deadline of one `get` (every hop, headers and body), in ms; a caller may set less (WEBINTEL_FETCH_TIMEOUT_MS). */
  timeoutMs?: number
  /** Largest decoded body `get` reads, in bytes; a caller may set less (WEBINTEL_FETCH_MAX_BYTES). */
  maxBytes?: number
  /** Decoded/coded ratio past which `get` refuses a body as a decompression bomb (WEBINTEL_FETCH_MAX_COMPRESSION_RATIO; 0 = off). */
  maxCompressionRatio?: number
}

export interface OutboundRequestOptions {
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  signal: AbortSignal
  headersTimeoutMs: number
  bodyTimeoutMs: number
  /** Hops followed at most (default 3). */
  maxRedirects?: number
  /**
   * True when the URL is an operator-configured endpoint: its origin is connected to as configured. False: the
   * URL itself was learned from outside and is public-only like every other-origin hop.
   */
  configured: boolean
}

export interface OutboundGetOptions {
  headers?: Record<string, string>
  /** The caller's cancellation (a lookup's own deadline); the outbound deadline applies as well. */
  signal?: AbortSignal
  /** Lowers the outbound deadline for this call, never raises it. */
  timeoutMs?: number
  /** Lowers the body cap for this call, never raises it. */
  maxBytes?: number
  /** What a body over the cap gives: cut and flagged `truncated` (the default, as the web fetcher does), or fetch_failed `too_large`. */
  overLimit?: 'cut' | 'fail'
  maxRedirects?: number
  /** As in OutboundRequestOptions: false for a URL learned from outside (public only, pinned). */
  configured: boolean
}

/** A whole answer read by `get`. */
export interface OutboundBody {
  statusCode: number
  headers: Dispatcher.ResponseData['headers']
  /** Decoded (RFC 9110 §8.4) and at most the cap. */
  body: Buffer
  truncated: boolean
  /** The URL that answered (after redirects). */
  url: string
}

export interface OutboundResponse {
  statusCode: number
  headers: Dispatcher.ResponseData['headers']
  body: Dispatcher.ResponseData['body']
  /** The URL that answered (after redirects). */
  url: string
}

export interface Outbound {
  /** Scheme, host-name, literal-address and port rules for a learned URL. Throws fetch_blocked. */
  checkUrl(url: URL): void
  /** An HTTP request; redirects followed by hand, each hop checked, credentials kept to their origin. */
  request(url: string, o: OutboundRequestOptions): Promise<OutboundResponse>
  /**
   * A GET read whole: `request`'s redirects and address rules, one deadline for every hop and the body
   * (`timeoutMs`), the decoded body cap (`maxBytes`, fetch/body-limit.ts), and every failure mapped once as the
   * web fetcher maps it (fetch/errors.ts: fetch_blocked, fetch_failed, upstream_timeout). Any status is returned.
   */
  get(url: string, o: OutboundGetOptions): Promise<OutboundBody>
  /** Name and literal-address rules for a host named from outside (a WHOIS referral); no port rule. Throws fetch_blocked. */
  checkHost(host: string): void
  /**
   * A TCP connection to a learned host (a WHOIS referral): resolved once, every answer checked, `ports` only,
   * connected to exactly the checked address. Failures: fetch_blocked, or one fetch_failed for any failure to connect.
   */
  connectLearned(host: string, port: number, ports: PortRule, signal: AbortSignal): Promise<Socket>
  close(): Promise<void>
}

export function createOutbound(o: OutboundOptions): Outbound {
  const ports = o.ports ?? WEB_PORTS
  const resolve = o.resolve ?? defaultResolver
  const connect = o.connect ?? defaultConnector
  const guarded = new Agent({
    connect: createGuardedConnector({ allowPrivate: o.allowPrivate, ports, connectTimeoutMs: o.connectTimeoutMs, resolve, connect, tls: o.tls }),
    connections: 16,
  })
  // Operator-configured origins: undici's own connector (system DNS, once per connection), as configured.
  const configured = new Agent({ connections: 16, connect: { timeout: o.connectTimeoutMs } })

  const check = (url: URL): void => checkUrl(url, o.allowPrivate, ports)
  const timeoutMs = o.timeoutMs ?? DEFAULTS.timeoutMs
  const maxBytes = o.maxBytes ?? DEFAULTS.maxBytes

  const api: Outbound = {
    checkUrl: check,

    checkHost(host) {
      checkUrl(new URL(`http://${urlHost(normalizeHost(host.replace(/^\[|\]$/g, '')))}/`), o.allowPrivate, 'any')
    },

    async get(url, go) {
      const limit = Math.min(go.timeoutMs ?? timeoutMs, timeoutMs)
      const cap = Math.min(go.maxBytes ?? maxBytes, maxBytes)
      const deadline = AbortSignal.timeout(limit)
      const signal = go.signal ? AbortSignal.any([deadline, go.signal]) : deadline
      try {
        let first: URL
        try { first = new URL(url) } catch { throw fetchBlocked('not a valid absolute URL', { url: url.slice(0, 200), rule: 'invalid' }) }
        const res = await api.request(first.href, {
          configured: go.configured, maxRedirects: go.maxRedirects, signal, headers: go.headers,
          headersTimeoutMs: limit, bodyTimeoutMs: limit,
        })
        const encoding = res.headers['content-encoding']
        const { body, truncated } = await readLimitedBody(res.body, Array.isArray(encoding) ? encoding.join(',') : encoding, cap, o.maxCompressionRatio ?? 0)
          .catch((err: unknown) => { throw err instanceof DecompressionBombError ? decompressionBomb(safeOrigin(res.url), err) : err })
        if (truncated && go.overLimit === 'fail') throw bodyTooLarge(safeOrigin(res.url), cap)
        return { statusCode: res.statusCode, headers: res.headers, body, truncated, url: res.url }
      } catch (err) {
        throw toFetchError(err, { url: safeOrigin(url), deadlineHit: deadline.aborted })
      }
    },

    async request(url, ro) {
      const first = new URL(url)
      const max = ro.maxRedirects ?? 3
      // Our credentials, wherever we sent them: a server that copies one into its Location does not get it forwarded.
      const secrets = [...credentialParamValues(first), ...credentialHeaderValues(ro.headers ?? {})]
      let current = first
      let method = ro.method ?? 'GET'
      let body = ro.body
      // One User-Agent rule for every outbound request: the configured one (docs/fetch.md).
      let headers: Record<string, string> = { ...withoutUserAgent(ro.headers ?? {}), 'user-agent': o.userAgent ?? DEFAULT_USER_AGENT }
      for (let hop = 0; ; hop++) {
        const trusted = ro.configured && current.origin === first.origin
        if (!trusted) check(current)
        const res = await request(current, {
          method, body, headers, signal: ro.signal,
          dispatcher: trusted ? configured : guarded,
          headersTimeout: ro.headersTimeoutMs, bodyTimeout: ro.bodyTimeoutMs,
        })
        const location = res.headers.location
        if (!FOLLOWED_STATUSES.has(res.statusCode) || typeof location !== 'string') {
          return { statusCode: res.statusCode, headers: res.headers, body: res.body, url: current.href }
        }
        res.body.on('error', () => {})
        await res.body.dump({ limit: 16 * 1024 }).catch(() => res.body.destroy())
        if (hop >= max) throw new AppError('fetch_failed', `more than ${max} redirects`, { details: { url: first.origin, reason: 'redirects', max } })
        let next: URL
        try {
          next = new URL(location, current)
        } catch {
          throw fetchBlocked('redirect to an invalid URL', { url: current.origin, rule: 'redirect-invalid' })
        }
        next.hash = ''
        if (next.origin !== current.origin) {
          headers = withoutCredentialHeaders(headers)
          next = withoutCredentialParams(next, secrets)
        }
        // RFC 9110 §15.4.4: 303 turns into GET; 301/302 after POST too, as every browser does.
        if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method === 'POST')) {
          method = 'GET'
          body = undefined
          headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !/^content-/i.test(k)))
        }
        current = next
      }
    },

    async connectLearned(host, port, allowed, signal) {
      const name = normalizeHost(host)
      const label = `whois://${urlHost(name)}:${port}`
      const problem = checkHostName(name)
      if (problem && !(problem.liftable && o.allowPrivate)) throw fetchBlocked(problem.message, { host, rule: problem.rule })
      const chosen = await resolveChecked(name, port, label, { allowPrivate: o.allowPrivate, resolve, ports: allowed })
      const ac = new AbortController()
      const onAbort = (): void => ac.abort(signal.reason)
      signal.addEventListener('abort', onAbort, { once: true })
      const timer = setTimeout(() => ac.abort(Object.assign(new Error('connect timed out'), { code: 'ETIMEDOUT' })), o.connectTimeoutMs)
      try {
        return await connect({ address: chosen.address, family: chosen.family, port, hostname: name, protocol: 'whois:', signal: ac.signal })
      } catch (err) {
        if (signal.aborted) throw err
        throw new AppError('fetch_failed', `could not connect to ${host}`, { cause: connectFailed(label, err), details: { server: host, reason: 'connection' } })
      } finally {
        clearTimeout(timer)
        signal.removeEventListener('abort', onAbort)
      }
    },

    async close() {
      await Promise.all([guarded.close(), configured.close()])
    },
  }
  return api
}

/** The web fetcher's defaults (fetch/config.ts) for an outbound stack built without a configuration. */
const DEFAULTS = loadFetchConfig({})

/** Scheme, host and port only: a URL in an error never carries a path or query that may hold a credential. */
function safeOrigin(url: string): string {
  try { return new URL(url).origin } catch { return url.slice(0, 200) }
}

function withoutUserAgent(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== 'user-agent'))
}
