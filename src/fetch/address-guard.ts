/**
 * The address guard. Two checkpoints:
 *  - `checkUrl` runs on the parsed URL of the first request and of every redirect hop (scheme,
 *    credentials, host-name rules, literal IP addresses);
 *  - `createGuardedConnector` is the undici connector: for every new connection it resolves the name
 *    once, refuses if any answer is in a special range, and connects to exactly the address it checked.
 *    No second lookup happens anywhere, so DNS rebinding cannot swap the address after the check.
 * Both also apply the port rule (only the allowed ports on public addresses). Every failure to connect
 * (refused, reset, unreachable, timed out) comes out as one error, so a caller cannot tell an open, closed
 * or filtered port apart from the answer.
 */
import { isIP, type Socket } from 'node:net'
import { connect as tlsConnect, type ConnectionOptions, type TLSSocket } from 'node:tls'
import { lookup } from 'node:dns/promises'
import type { buildConnector } from 'undici'
import { AppError } from '../errors.ts'
import { fetchBlocked } from './errors.ts'
import { checkHostName, normalizeHost } from './host-rules.ts'
import { findSpecialRange, isBlockedAddress } from './special-ranges.ts'
import { connectTcp } from './tcp.ts'

export interface ResolvedAddress { address: string; family: number }
/** Resolves a host name to every address it has. Rejects (e.g. ENOTFOUND) when it has none. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export interface ConnectTarget {
  /** The checked address to connect to. */
  address: string
  family: number
  port: number
  /** The URL host (for logs and test routing); never used to connect. */
  hostname: string
  /** `whois:` for a port-43 connection (RFC 3912). */
  protocol: 'http:' | 'https:' | 'whois:'
  /** Aborted when the connect timeout fires; the connector must then give up and destroy its socket. */
  signal: AbortSignal
}
/** Opens a TCP connection to `target.address` (the test seam: tests map it to a loopback server). */
export type Connector = (target: ConnectTarget) => Promise<Socket>

export const defaultResolver: Resolver = async (hostname) => lookup(hostname, { all: true, verbatim: true })
export const defaultConnector: Connector = (t) => connectTcp(t.address, t.port, t.signal)

/** Which TCP ports may be connected to on a public address: a set, or any. */
export type PortRule = ReadonlySet<number> | 'any'
/** HTTP, HTTPS and their two common alternates (the WEBINTEL_FETCH_ALLOWED_PORTS default). */
export const WEB_PORTS: PortRule = new Set([80, 443, 8080, 8443])
/** A port-43 WHOIS referral may name no other port (RFC 3912). */
export const WHOIS_PORTS: PortRule = new Set([43])

export function portRuleOf(ports: readonly number[] | 'any'): PortRule {
  return ports === 'any' ? 'any' : new Set(ports)
}

/** The port a URL connects to (the scheme's default when it names none). */
export function portOf(url: URL): number {
  return url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80
}

/**
 * Throws fetch_blocked when `port` is not allowed. `address` is the address that will be connected to, when
 * known: an address admitted only by the private-address allowance (loopback, private …) may use any port.
 */
export function checkPort(port: number, address: string | undefined, url: string, allowPrivate: boolean, ports: PortRule): void {
  if (ports === 'any' || ports.has(port)) return
  if (allowPrivate && address !== undefined && findSpecialRange(address) !== undefined) return
  if (allowPrivate && address === undefined) return // decided by the connector once the address is known
  throw fetchBlocked(`port ${port} is not fetched (allowed: ${[...ports].join(', ')})`, { url, rule: 'port', port })
}

/** Checks a parsed URL before a request or redirect hop. Throws fetch_blocked. */
export function checkUrl(url: URL, allowPrivate: boolean, ports: PortRule = WEB_PORTS): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw fetchBlocked(`only http and https URLs are fetched, not ${url.protocol.replace(/:$/, '')}`, { url: url.href, rule: 'scheme' })
  }
  if (url.username !== '' || url.password !== '') {
    throw fetchBlocked('URLs with credentials are not fetched', { url: url.href, rule: 'credentials' })
  }
  const problem = checkHostName(url.hostname)
  if (problem && !(problem.liftable && allowPrivate)) {
    throw fetchBlocked(problem.message, { url: url.href, rule: problem.rule })
  }
  const host = normalizeHost(url.hostname)
  if (isIP(host)) checkAddress(host, url.href, allowPrivate)
  checkPort(portOf(url), isIP(host) ? host : undefined, url.href, allowPrivate, ports)
}

/** Throws fetch_blocked when the address is in a refused range. */
export function checkAddress(address: string, url: string, allowPrivate: boolean): void {
  if (!isBlockedAddress(address, allowPrivate)) return
  const range = findSpecialRange(address)
  throw fetchBlocked(`${url} resolves to a ${range?.name ?? 'non-public'} address (${range?.ref ?? 'not public'})`, {
    url, rule: 'address', range: range?.name, ref: range?.ref,
  })
}

export interface GuardOptions {
  allowPrivate: boolean
  connectTimeoutMs: number
  resolve: Resolver
  connect: Connector
  /** Ports allowed on public addresses (default WEB_PORTS). */
  ports?: PortRule
  /** Extra TLS options (tests pass a private CA). */
  tls?: ConnectionOptions
  /** Called with every origin and the address its new connection was pinned to. */
  onPinned?: (origin: string, address: string) => void
}

function connectError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code })
}

/** The code of the one error every failure to connect becomes (see toFetchError). */
export const CONNECT_FAILED = 'WEBINTEL_CONNECT_FAILED'
const DNS_FAILURES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL', 'ENONAME', 'EREFUSED'])

/**
 * Refusals (AppErrors) and DNS failures pass; anything else that stopped the TCP connection (refused, reset,
 * unreachable, timed out) becomes one error with no detail from the socket: the cause stays for the log.
 */
export function connectFailed(host: string, cause: unknown): Error {
  if (cause instanceof AppError) return cause
  const code = (cause as { code?: unknown } | null)?.code
  if (typeof code === 'string' && DNS_FAILURES.has(code)) return cause as Error
  return Object.assign(new Error(`could not connect to ${host}`), { code: CONNECT_FAILED, cause })
}

/** `host` as it can appear in a URL: IPv6 literals in brackets (RFC 3986 §3.2.2). */
export function urlHost(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host
}

/**
 * Resolves `hostname` once, refuses when any answer is not allowed, checks the port against the address, and
 * returns the address to connect to (the first answer). The one place where a learned name becomes an address.
 */
export async function resolveChecked(hostname: string, port: number, label: string, g: Pick<GuardOptions, 'allowPrivate' | 'resolve' | 'ports'>): Promise<ResolvedAddress> {
  const host = normalizeHost(hostname)
  const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await g.resolve(host)
  if (answers.length === 0) throw connectError('ENOTFOUND', `no address for ${host}`)
  // Refuse when any answer is internal: a mixed answer set is either a misconfiguration or an attack.
  for (const a of answers) checkAddress(a.address, label, g.allowPrivate)
  const chosen = answers[0]
  checkPort(port, chosen.address, label, g.allowPrivate, g.ports ?? WEB_PORTS)
  return chosen
}

async function openPinned(o: buildConnector.Options, g: GuardOptions, signal: AbortSignal): Promise<Socket | TLSSocket> {
  const protocol = o.protocol === 'https:' ? 'https:' : 'http:'
  const host = normalizeHost(o.hostname)
  const label = `${protocol}//${urlHost(host)}`
  const port = Number(o.port) || (protocol === 'https:' ? 443 : 80)
  // Defence in depth: undici only gets here for URLs checkUrl accepted, but check the name again.
  checkUrl(new URL(`${label}/`), g.allowPrivate, 'any')
  const chosen = await resolveChecked(host, port, label, g)
  let socket: Socket
  try {
    socket = await g.connect({ address: chosen.address, family: chosen.family, port, hostname: host, protocol, signal })
  } catch (err) {
    throw connectFailed(label, err)
  }
  g.onPinned?.(`${protocol}//${urlHost(o.hostname)}${o.port ? `:${o.port}` : ''}`, chosen.address)
  if (protocol === 'http:') return socket
  // TLS runs over the pinned socket; SNI and certificate checks still use the URL's host name.
  const secure = tlsConnect({ ...g.tls, socket, servername: isIP(host) ? undefined : host, ALPNProtocols: ['http/1.1'] })
  await new Promise<void>((resolve, reject) => {
    secure.once('secureConnect', resolve)
    secure.once('error', reject)
    signal.addEventListener('abort', () => { secure.destroy(); reject(signal.reason) }, { once: true })
  })
  return secure
}

/** The undici `connect` function enforcing the guard on every new connection. */
export function createGuardedConnector(g: GuardOptions): buildConnector.connector {
  return (options, callback) => {
    let done = false
    const ac = new AbortController()
    const timer = setTimeout(() => {
      done = true
      ac.abort(connectError('ETIMEDOUT', 'connect timed out'))
      callback(connectFailed(options.hostname, connectError('ETIMEDOUT', `connect to ${options.hostname} timed out`)), null)
    }, g.connectTimeoutMs)
    openPinned(options, g, ac.signal).then((socket) => {
      clearTimeout(timer)
      if (done) { socket.destroy(); return }
      done = true
      callback(null, socket)
    }, (err: unknown) => {
      clearTimeout(timer)
      if (done) return
      done = true
      callback(err instanceof Error ? err : connectFailed(options.hostname, err), null)
    })
  }
}
