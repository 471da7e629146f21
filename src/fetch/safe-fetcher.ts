/**
 * createSafeFetcher: the one module every outbound web request goes through.
 * One undici Agent whose connector is the address guard (resolve once, check, connect to exactly the
 * checked address); redirects are followed here hop by hop so each hop is checked again; bodies are
 * read through the decoded-size cap; one overall deadline covers everything.
 */
import type { ConnectionOptions } from 'node:tls'
import { Agent, request, type Dispatcher } from 'undici'
import type { Cache } from '../cache/cache.ts'
import { AppError } from '../errors.ts'
import type { Log } from '../context.ts'
import { checkUrl, createGuardedConnector, defaultConnector, defaultResolver, portRuleOf, type Connector, type Resolver } from './address-guard.ts'
import { DecompressionBombError, readLimitedBody } from './body-limit.ts'
import { isTextual, pick, withLazyText } from './charset.ts'
import { loadFetchConfig, type FetchConfig } from './config.ts'
import { decompressionBomb, fetchFailed, fetchQueueFull, toFetchError } from './errors.ts'
import { createLimiter } from './limiter.ts'
import { FOLLOWED_STATUSES, locationOf, nextHop, type RedirectState } from './redirects.ts'
import { fromCacheEntry, toCacheEntry, MAX_CACHED_BODY_BYTES, type CacheEntry } from './response-cache.ts'
import type { FetchedResponse, FetchOptions, SafeFetcher } from './types.ts'

export interface SafeFetcherOptions extends Partial<FetchConfig> {
  /** DNS resolution (default: node:dns lookup, all addresses). Called once per new connection. */
  resolve?: Resolver
  /** Opens the TCP connection to a checked address (default: net.connect). The test seam. */
  connect?: Connector
  /** Response cache; responses are kept `cacheTtlMs` (0 = off). `fresh: true` bypasses the read. */
  cache?: Cache
  /** Extra TLS options, e.g. a private CA in tests. Certificate checks stay on. */
  tls?: ConnectionOptions
  /** Refusals and failures are logged at debug level (the caller logs what it returns). */
  log?: Log
}

const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,application/xml;q=0.8,*/*;q=0.5'
const DEFAULTS: FetchConfig = loadFetchConfig({})

function isOk(status: number): boolean { return status >= 200 && status < 300 }

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(raw)) if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
  return out
}

/** Drops a body we do not read: a small one is drained (the connection stays reusable), a large one cut. */
async function discard(body: Dispatcher.ResponseData['body'], signal: AbortSignal): Promise<void> {
  body.on('error', () => {})
  try { await body.dump({ limit: 16 * 1024, signal }) } catch { body.destroy() }
}

function parseInput(input: string | URL): URL {
  try {
    return new URL(String(input))
  } catch {
    throw new AppError('invalid_request', 'the URL to fetch is not a valid absolute URL', { details: { url: String(input).slice(0, 200) } })
  }
}

export function createSafeFetcher(opts: SafeFetcherOptions = {}): SafeFetcher {
  const cfg: FetchConfig = { ...DEFAULTS, ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) } as FetchConfig
  const pinned = new Map<string, string>()
  const ports = portRuleOf(cfg.allowedPorts)
  const agent = new Agent({
    connect: createGuardedConnector({
      allowPrivate: cfg.allowPrivate,
      ports,
      connectTimeoutMs: cfg.connectTimeoutMs,
      resolve: opts.resolve ?? defaultResolver,
      connect: opts.connect ?? defaultConnector,
      tls: opts.tls,
      onPinned: (origin, address) => {
        // Bounded: one entry per recently connected origin, oldest dropped first.
        pinned.delete(origin)
        pinned.set(origin, address)
        if (pinned.size > 10_000) pinned.delete(pinned.keys().next().value as string)
      },
    }),
    headersTimeout: cfg.headersTimeoutMs,
    bodyTimeout: cfg.timeoutMs,
    maxHeaderSize: cfg.maxHeaderBytes,
    connections: cfg.perHostConcurrency,
    keepAliveTimeout: 4000,
  })
  const limiter = createLimiter(cfg.concurrency, cfg.perHostConcurrency, {
    maxWaiting: cfg.queueMax,
    overflow: () => fetchQueueFull(cfg.queueMax, cfg.timeoutMs),
  })
  const cacheTtl = opts.cache ? cfg.cacheTtlMs : 0

  async function fetchOnce(first: URL, o: FetchOptions, maxBytes: number, signal: AbortSignal, started: number): Promise<FetchedResponse> {
    const state: RedirectState = { visited: new Set([first.href]), hops: [], max: cfg.maxRedirects }
    let current = first
    for (;;) {
      checkUrl(current, cfg.allowPrivate, ports)
      const release = await limiter.acquire(current.host, signal)
      try {
        const res = await request(current, {
          dispatcher: agent,
          method: 'GET',
          signal,
          headers: {
            'user-agent': cfg.userAgent,
            accept: o.accept ?? DEFAULT_ACCEPT,
            'accept-encoding': 'gzip, deflate, br',
          },
        })
        const location = FOLLOWED_STATUSES.has(res.statusCode) ? locationOf(res.headers.location, current.href) : undefined
        if (location !== undefined) {
          await discard(res.body, signal)
          current = nextHop(state, current, location)
          continue
        }
        const accepted = (o.acceptStatus ?? isOk)(res.statusCode)
        if (!accepted) {
          await discard(res.body, signal)
          throw fetchFailed(`${current.href} answered HTTP ${res.statusCode}`, { url: current.href, reason: 'status', status: res.statusCode })
        }
        const headers = flattenHeaders(res.headers)
        let limited
        try {
          limited = await readLimitedBody(res.body, headers['content-encoding'], maxBytes, cfg.maxCompressionRatio)
        } catch (err) {
          if (!(err instanceof DecompressionBombError)) throw err
          throw decompressionBomb(current.href, err)
        }
        const { body, truncated } = limited
        const contentType = (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
        const charset = isTextual(contentType) ? pick(body, contentType, headers['content-type']).charset : undefined
        return withLazyText({
          requestedUrl: first.href,
          url: current.href,
          status: res.statusCode,
          headers,
          contentType,
          body,
          truncated,
          charset,
          redirects: state.hops,
          remoteAddress: pinned.get(current.origin),
          elapsedMs: Math.round(performance.now() - started),
        })
      } finally {
        release()
      }
    }
  }

  return {
    async fetch(input, o = {}) {
      const started = performance.now()
      const first = parseInput(input)
      first.hash = ''
      checkUrl(first, cfg.allowPrivate, ports)
      const maxBytes = Math.min(o.maxBytes ?? cfg.maxBytes, cfg.maxBytes)
      // One key per page, whatever the size cap (the entry says which cap it was read under): a page read by
      // two callers with different caps is downloaded once (docs/architecture.md, "Page pipeline and Variant B").
      const key = `fetch:v2:${o.accept ?? ''}:${first.href}`
      if (cacheTtl > 0 && !o.fresh) {
        try {
          const hit = await opts.cache!.get<CacheEntry>(key)
          const res = hit && (o.acceptStatus ?? isOk)(hit.status) ? fromCacheEntry(hit, maxBytes) : undefined
          if (res) return res
        } catch { /* a failing cache is a miss */ }
      }
      const deadline = AbortSignal.timeout(cfg.timeoutMs)
      const signal = o.signal ? AbortSignal.any([deadline, o.signal]) : deadline
      let res: FetchedResponse
      try {
        res = await fetchOnce(first, o, maxBytes, signal, started)
      } catch (err) {
        const mapped = toFetchError(err, { url: first.href, deadlineHit: deadline.aborted })
        opts.log?.debug({ url: first.href, code: mapped.code, details: mapped.details }, 'fetch did not succeed')
        throw mapped
      }
      if (cacheTtl > 0 && res.body.length <= MAX_CACHED_BODY_BYTES) {
        try { await opts.cache!.set(key, toCacheEntry(res, maxBytes), cacheTtl) } catch { /* best effort */ }
      }
      return res
    },
    async close() {
      await agent.close()
    },
  }
}
