/**
 * The address guard (DESIGN §6, STYLE §1). Two checkpoints:
 *  - `checkUrl` runs on the parsed URL of the first request and of every redirect hop (scheme,
 *    credentials, host-name rules, literal IP addresses);
 *  - `createGuardedConnector` is the undici connector: for every new connection it resolves the name
 *    once, refuses if any answer is in a special range, and connects to exactly the address it checked.
 *    No second lookup happens anywhere, so DNS rebinding cannot swap the address after the check.
 */
import { isIP, type Socket } from 'node:net'
import { connect as tlsConnect, type ConnectionOptions, type TLSSocket } from 'node:tls'
import { lookup } from 'node:dns/promises'
import type { buildConnector } from 'undici'
import { fetchBlocked, fetchFailed } from './errors.ts'
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
  protocol: 'http:' | 'https:'
  /** Aborted when the connect timeout fires; the connector must then give up and destroy its socket. */
  signal: AbortSignal
}
/** Opens a TCP connection to `target.address` (the test seam: tests map it to a loopback server). */
export type Connector = (target: ConnectTarget) => Promise<Socket>

export const defaultResolver: Resolver = async (hostname) => lookup(hostname, { all: true, verbatim: true })
export const defaultConnector: Connector = (t) => connectTcp(t.address, t.port, t.signal)

/** Checks a parsed URL before a request or redirect hop. Throws fetch_blocked. */
export function checkUrl(url: URL, allowPrivate: boolean): void {
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
  /** Extra TLS options (tests pass a private CA). */
  tls?: ConnectionOptions
  /** Called with every origin and the address its new connection was pinned to. */
  onPinned?: (origin: string, address: string) => void
}

function connectError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code })
}

async function openPinned(o: buildConnector.Options, g: GuardOptions, signal: AbortSignal): Promise<Socket | TLSSocket> {
  const protocol = o.protocol === 'https:' ? 'https:' : 'http:'
  const host = normalizeHost(o.hostname)
  const label = `${protocol}//${o.hostname}`
  // Defence in depth: undici only gets here for URLs checkUrl accepted, but check the name again.
  checkUrl(new URL(`${protocol}//${o.hostname}/`), g.allowPrivate)
  const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await g.resolve(host)
  if (answers.length === 0) throw connectError('ENOTFOUND', `no address for ${host}`)
  // Refuse when any answer is internal: a mixed answer set is either a misconfiguration or an attack.
  for (const a of answers) checkAddress(a.address, label, g.allowPrivate)
  const chosen = answers[0]
  const port = Number(o.port) || (protocol === 'https:' ? 443 : 80)
  const socket = await g.connect({ address: chosen.address, family: chosen.family, port, hostname: host, protocol, signal })
  g.onPinned?.(`${protocol}//${o.hostname}${o.port ? `:${o.port}` : ''}`, chosen.address)
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
      callback(connectError('ETIMEDOUT', `connect to ${options.hostname} timed out`), null)
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
      callback(err instanceof Error ? err : fetchFailed('connection failed', { host: options.hostname }, err), null)
    })
  }
}
