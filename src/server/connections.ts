/**
 * Connection limits of the API server. Every open socket holds a file descriptor; without limits a flood
 * of idle sockets from one host uses up the process's descriptors and the server stops accepting anyone.
 *  - a total cap (net.Server `maxConnections`): beyond it new connections are closed at once, and idle
 *    keep-alive connections are closed to make room;
 *  - a cap per client address: beyond it the new connection is reset (TCP RST, so this side keeps no
 *    TIME_WAIT state), before any HTTP parsing;
 *  - a short head timeout (Node's `headersTimeout`, checked every `connectionsCheckingInterval`): a socket
 *    that has not sent a complete request head in time is closed, whether it sent nothing or a trickle.
 * Refusals are counted and logged at most once per LOG_EVERY_MS.
 */
import { readFileSync } from 'node:fs'
import type { Server, ServerOptions } from 'node:http'
import type { Socket } from 'node:net'
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
export function totalCap(cfg: ConnectionsConfig, limit = openFileLimit()): number {
  if (cfg.maxConnections > 0) return cfg.maxConnections
  return limit === undefined ? FALLBACK_MAX : Math.max(64, Math.floor(limit * 0.75))
}

/** Options for http.createServer (Fastify's `http` option): the head timeout and how often it is checked. */
export function serverOptions(cfg: ConnectionsConfig): ServerOptions {
  return { headersTimeout: cfg.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(cfg.headersTimeoutMs / 4))) }
}

export interface ConnectionGuard {
  readonly stats: { open: number; clients: number; refusedPerClient: number; refusedTotal: number; cap: number }
}

/** Applies the caps to `server` (before it listens). */
export function guardConnections(server: Server, cfg: ConnectionsConfig, log: Log): ConnectionGuard {
  const cap = totalCap(cfg)
  server.maxConnections = cap
  const perClient = new Map<string, number>()
  let open = 0, refusedPerClient = 0, refusedTotal = 0, unlogged = 0, lastLog = 0, lastShed = 0

  const note = () => {
    unlogged++
    const now = Date.now()
    if (now - lastLog < LOG_EVERY_MS) return
    lastLog = now
    log.warn({ refused: unlogged, refusedPerClient, refusedTotal, open, cap, perClientCap: cfg.maxConnectionsPerClient }, '[server] connections refused: connection cap reached')
    unlogged = 0
  }

  // Runs before the HTTP server's own listener: a refused socket is gone before any parsing.
  server.prependListener('connection', (socket: Socket) => {
    const addr = socket.remoteAddress ?? ''
    const n = (perClient.get(addr) ?? 0) + 1
    if (cfg.maxConnectionsPerClient > 0 && n > cfg.maxConnectionsPerClient) {
      refusedPerClient++
      socket.resetAndDestroy()
      note()
      return
    }
    perClient.set(addr, n)
    open++
    socket.once('close', () => {
      open--
      const m = (perClient.get(addr) ?? 1) - 1
      if (m <= 0) perClient.delete(addr)
      else perClient.set(addr, m)
    })
  })
  server.on('drop', () => {
    refusedTotal++
    note()
    // Make room: keep-alive connections waiting for their next request are the cheapest to lose.
    const now = Date.now()
    if (now - lastShed >= 1000) { lastShed = now; server.closeIdleConnections() }
  })
  return { get stats() { return { open, clients: perClient.size, refusedPerClient, refusedTotal, cap } } }
}
