import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { isIP } from 'node:net'

/** Answered on the plain-HTTP listener itself: load balancers and orchestrators probe over http. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

/** 127.0.0.0/8 (RFC 1122 §3.2.1.3), ::1 (RFC 4291 §2.5.3), and 127/8 mapped into IPv6 (RFC 4291 §2.5.5.2). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return (isIP(v4) === 4 && v4.startsWith('127.')) || address === '::1'
}

const HOSTNAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$|^\[[0-9A-Fa-f:.]+\]$|^\d{1,3}(?:\.\d{1,3}){3}$/

export interface RedirectOptions {
  /** Serves a request with the app (Fastify's `routing`), for the paths that are not redirected. */
  route(req: IncomingMessage, res: ServerResponse): void
  /** https origin of WEBINTEL_PUBLIC_URL when it is one; otherwise the request's Host name is used. */
  httpsOrigin: string | undefined
  /** Port of the TLS listener (the bound one when PORT=0), used with a Host-derived origin. */
  httpsPort(): number
}

/**
 * The plain-HTTP listener's request handler. Everything is redirected to https with the same path and
 * query: 301 for GET and HEAD, 308 for other methods so that they are repeated with their body
 * (RFC 9110 §15.4.2, RFC 9110 §15.4.9). Not redirected: the health paths, and `/api/*` on a connection
 * that arrived at a loopback address, which is Variant B's plain-HTTP local base (docs/deployment.md).
 */
export function redirectHandler(opts: RedirectOptions) {
  return (req: IncomingMessage, res: ServerResponse) => {
    let target: URL
    try { target = new URL(req.url ?? '/', 'http://placeholder') } catch { return answer(res, 400, 'Bad request target\n') }
    const path = target.pathname
    if (HEALTH_PATHS.has(path) || ((path === '/api' || path.startsWith('/api/')) && isLoopbackAddress(req.socket.localAddress))) {
      opts.route(req, res)
      return
    }
    let origin = opts.httpsOrigin
    if (origin === undefined) {
      const host = (req.headers.host ?? '').replace(/:\d*$/, '')
      if (!HOSTNAME.test(host)) return answer(res, 400, 'Missing or invalid Host header; use https\n')
      const port = opts.httpsPort()
      origin = `https://${host}${port === 443 ? '' : `:${port}`}`
    }
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308
    res.writeHead(status, { Location: `${origin}${path}${target.search}`, 'Content-Length': '0' })
    res.end()
  }
}

function answer(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' })
  res.end(body)
}

/** Creates the plain-HTTP listener (not yet listening) with the API's socket time limits. */
export function createRedirectServer(opts: RedirectOptions & { requestTimeoutMs: number; keepAliveTimeoutMs: number }): Server {
  const server = createServer(redirectHandler(opts))
  server.requestTimeout = opts.requestTimeoutMs
  server.headersTimeout = Math.min(60_000, opts.requestTimeoutMs)
  server.keepAliveTimeout = opts.keepAliveTimeoutMs
  return server
}
