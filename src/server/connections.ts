/**
 * Connection limits of the API server. Every open socket holds a file descriptor; without limits a flood
 * of idle sockets from one host uses up the process's descriptors and the server stops accepting anyone.
 *  - a total cap: at it, the oldest socket that has not sent a complete request head yet is closed to make
 *    room for the new one (a flood of silent sockets cannot lock out clients that send their request at
 *    once); when every socket has sent one, the new connection is reset and idle keep-alive connections
 *    are closed;
 *  - a cap per client address: beyond it the new connection is reset (TCP RST, so this side keeps no
 *    TIME_WAIT state), before any HTTP parsing;
 *  - a short head timeout: a new socket that has not sent a complete request head within it is closed. Node's
 *    `headersTimeout` (checked every `connectionsCheckingInterval`) covers a head that has begun (a trickle
 *    gets 408); a socket that sends nothing at all is only seen by the timer set here.
 * Refusals are counted and logged at most once per LOG_EVERY_MS.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, Server, ServerOptions } from 'node:http'
import { isIPv6, type Socket } from 'node:net'
import type { Log } from '../context.ts'
import type { Section } from '../config/vars.ts'
import type { connectionsSection } from './config.ts'

export type ConnectionsConfig = Section<typeof connectionsSection>

const LOG_EVERY_MS = 10_000
const FALLBACK_MAX = 10_000

/** The soft open-file limit of this process (Linux /proc/self/limits), or undefined. */
export function openFileLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | undefined {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(read())
    return m ? Number(m[1]) : undefined
  } catch { return undefined }
}

/** The total cap in effect: the configured one, else three quarters of the open-file limit. */
export function totalCap(cfg: ConnectionsConfig, fileLimit: () => number | undefined = openFileLimit): number {
  if (cfg.maxConnections > 0) return cfg.maxConnections
  const limit = fileLimit()
  return limit === undefined ? FALLBACK_MAX : Math.max(64, Math.floor(limit * 0.75))
}

/** Options for http.createServer (Fastify's `http` option): the head timeout and how often it is checked. */
export function serverOptions(cfg: ConnectionsConfig): ServerOptions {
  return { headersTimeout: cfg.headersTimeoutMs, connectionsCheckingInterval: checkEvery(cfg) }
}

const checkEvery = (cfg: ConnectionsConfig) => Math.min(1000, Math.max(100, Math.floor(cfg.headersTimeoutMs / 4)))

/**
 * The address a per-client cap counts under: an IPv4 address as it is (also when IPv4-mapped, RFC 4291
 * §2.5.5.2), an IPv6 address by its /64 prefix — one subscriber usually holds a whole /64 (RFC 6177), so
 * counting single addresses would let one host open sockets from as many addresses as it likes.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (!isIPv6(address)) return address
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

export interface ConnectionGuard {
  /**
   * Open sockets, client addresses, refusals by cap, silent sockets closed to make room under the total cap
   * (`evicted`) and for sending no request head in time (`shedIdle`).
   */
  readonly stats: { open: number; clients: number; refusedPerClient: number; refusedTotal: number; evicted: number; shedIdle: number; cap: number }
  /** Closes every socket that has not sent a request yet (on shutdown: nothing is in flight on them). */
  closeSilent(): void
}

/** Applies the caps to `server` (before it listens). */
export function guardConnections(server: Server, cfg: ConnectionsConfig, log: Log): ConnectionGuard {
  const cap = totalCap(cfg)
  const perClient = new Map<string, number>()
  // Sockets that have not sent a complete request head yet, oldest first (a Map keeps insertion order).
  const silent = new Map<Socket, NodeJS.Timeout>()
  let open = 0, refusedPerClient = 0, refusedTotal = 0, shedIdle = 0, evicted = 0, unlogged = 0, lastLog = 0, lastShed = 0

  const note = () => {
    unlogged++
    const now = Date.now()
    if (now - lastLog < LOG_EVERY_MS) return
    lastLog = now
    log.warn({ refused: unlogged, refusedPerClient, refusedTotal, evicted, open, cap, perClientCap: cfg.maxConnectionsPerClient }, '[server] connections refused: connection cap reached')
    unlogged = 0
  }
  const unsilence = (socket: Socket) => {
    const timer = silent.get(socket)
    if (timer) { clearTimeout(timer); silent.delete(socket) }
  }

  // Runs before the HTTP server's own listener: a refused socket is gone before any parsing.
  server.prependListener('connection', (socket: Socket) => {
    const addr = clientKey(socket.remoteAddress ?? '')
    const n = (perClient.get(addr) ?? 0) + 1
    if (cfg.maxConnectionsPerClient > 0 && n > cfg.maxConnectionsPerClient) {
      refusedPerClient++
      socket.resetAndDestroy()
      note()
      return
    }
    if (open >= cap) {
      // Full: the oldest socket that has still sent no request makes room; a client that sends its request
      // at once is then served even while a flood of silent sockets holds the cap.
      const [oldest] = silent.keys()
      if (oldest) { evicted++; unsilence(oldest); oldest.destroy() }
      else {
        refusedTotal++
        socket.resetAndDestroy()
        note()
        // Keep-alive connections waiting for their next request are the next cheapest to lose.
        const now = Date.now()
        if (now - lastShed >= 1000) { lastShed = now; server.closeIdleConnections() }
        return
      }
    }
    perClient.set(addr, n)
    open++
    // Later than Node's check, so that a head which has begun gets Node's 408 answer first.
    const timer = setTimeout(() => { shedIdle++; silent.delete(socket); socket.destroy() }, cfg.headersTimeoutMs + 2 * checkEvery(cfg))
    timer.unref()
    silent.set(socket, timer)
    socket.once('close', () => {
      unsilence(socket)
      open--
      const m = (perClient.get(addr) ?? 1) - 1
      if (m <= 0) perClient.delete(addr)
      else perClient.set(addr, m)
    })
  })
  // The first complete request head: from here Node's own timeouts (head, request, keep-alive) apply.
  server.on('request', (req: IncomingMessage) => unsilence(req.socket))
  return {
    get stats() { return { open, clients: perClient.size, refusedPerClient, refusedTotal, evicted, shedIdle, cap } },
    closeSilent() { for (const socket of [...silent.keys()]) { unsilence(socket); socket.destroy() } },
  }
}
