import { createServer, type Server } from 'node:http'
import type { Metrics } from './registry.ts'
import { metricsAccess, renderMetrics } from './http.ts'

export interface OpsServerOptions {
  host: string
  port: number
  metrics: Metrics
  /** WEBINTEL_METRICS_TOKEN; without it /metrics answers loopback only (same rule as the API). */
  token?: string
  /** /readyz: resolves true when the process can do its work (database answers). */
  ready(): Promise<boolean>
}

/**
 * A minimal HTTP server for processes without the API (`webintel worker`): /healthz, /readyz and
 * /metrics, so orchestrators and Prometheus treat workers like API nodes. Plain node:http — the
 * worker has no routes, auth or envelopes to serve.
 */
export async function startOpsServer(opts: OpsServerOptions): Promise<Server> {
  const allowed = metricsAccess(opts.token)
  const server = createServer((req, res) => {
    const send = (status: number, type: string, body: string) => { res.writeHead(status, { 'content-type': type }); res.end(body) }
    const path = (req.url ?? '/').split('?')[0]
    if (req.method !== 'GET') return send(405, 'application/json', '{"status":"method_not_allowed"}')
    if (path === '/healthz') return send(200, 'application/json', '{"status":"ok"}')
    if (path === '/readyz') {
      opts.ready().then((ok) => send(ok ? 200 : 503, 'application/json', JSON.stringify({ status: ok ? 'ready' : 'not_ready' })), () => send(503, 'application/json', '{"status":"not_ready"}'))
      return
    }
    const forwarded = req.headers.forwarded !== undefined || req.headers['x-forwarded-for'] !== undefined
    if (path === '/metrics' && allowed(req.headers.authorization, req.socket.remoteAddress, forwarded)) {
      renderMetrics(opts.metrics).then((m) => send(200, m.contentType, m.body), () => send(500, 'application/json', '{"status":"error"}'))
      return
    }
    send(404, 'application/json', '{"status":"not_found"}')
  })
  server.keepAliveTimeout = 5000
  server.requestTimeout = 10_000
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(opts.port, opts.host, () => resolve()) })
  return server
}
