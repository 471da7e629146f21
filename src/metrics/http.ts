import { timingSafeEqual, createHash } from 'node:crypto'
import { isIP } from 'node:net'
import type { Metrics } from './registry.ts'

/** The parts of a finished request the HTTP metrics need (kept framework-free: engines never import Fastify). */
export interface FinishedRequest {
  method: string
  /** The route's operation name (config.operation), else its URL pattern; undefined for unmatched URLs. */
  operation: string | undefined
  statusCode: number
  /** Seconds from request received to response sent. */
  seconds: number
}

/** Records one answered request. Unmatched URLs share one label value so scanners cannot blow up cardinality. */
export function observeRequest(metrics: Metrics, r: FinishedRequest): void {
  const labels = { operation: r.operation ?? 'unmatched', method: r.method, status: String(r.statusCode) }
  metrics.httpRequests.inc(labels)
  metrics.httpDuration.observe(labels, r.seconds)
}

const digest = (v: string) => createHash('sha256').update(v).digest()

function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const a = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
  return a === '::1' || (isIP(a) === 4 && a.startsWith('127.'))
}

/**
 * Who may read /metrics: with a token configured, callers presenting `Authorization: Bearer <token>`;
 * without one, only clients whose TCP peer is loopback (the socket address, never X-Forwarded-For) and
 * whose request was not forwarded — a reverse proxy on the same host connects from loopback too, so a
 * request carrying Forwarded / X-Forwarded-For is treated as remote.
 */
export function metricsAccess(token: string | undefined) {
  const want = token ? digest(token) : undefined
  return (authorization: string | undefined, peerAddress: string | undefined, forwarded = false): boolean => {
    if (!want) return !forwarded && isLoopback(peerAddress)
    const m = /^Bearer\s+(.+)$/i.exec(authorization ?? '')
    return !!m && timingSafeEqual(digest(m[1].trim()), want)
  }
}

/** Prometheus text exposition of every metric in the registry. */
export async function renderMetrics(metrics: Metrics): Promise<{ contentType: string; body: string }> {
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }
}
