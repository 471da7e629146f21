/**
 * GET of a news API or feed: per-call deadline (headers and body), body capped at `maxBytes` (the read stops
 * there). Failures map once, on `code`, to AppErrors. The URLs are operator-configured endpoints and are
 * connected to as configured; a redirect to another origin is learned from outside, so it goes through the
 * outbound policy (src/fetch/outbound.ts): public addresses and allowed ports only, pinned, and without the
 * API key or any other credential header.
 */
import { AppError } from '../errors.ts'
import { createOutbound, type Outbound } from '../fetch/outbound.ts'

export interface HttpGetOptions { signal: AbortSignal; headers?: Record<string, string>; maxBytes: number; timeoutMs: number }
export interface NewsHttp { getText(url: string, opts: HttpGetOptions): Promise<string>; close(): Promise<void> }

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ABORT_ERR', 'ETIMEDOUT'])

/** `outbound`: the shared outbound policy; without one, the default policy (public only, default ports). */
export function createNewsHttp(outbound?: Outbound): NewsHttp {
  const out = outbound ?? createOutbound({ allowPrivate: false, connectTimeoutMs: 3000 })
  return {
    async getText(url, opts) {
      try {
        const res = await out.request(url, {
          configured: true, maxRedirects: 3, signal: opts.signal, headersTimeoutMs: opts.timeoutMs, bodyTimeoutMs: opts.timeoutMs,
          headers: { accept: 'application/json, application/rss+xml, application/atom+xml, text/xml;q=0.9, */*;q=0.5', ...opts.headers },
        })
        const chunks: Buffer[] = []
        let size = 0
        for await (const chunk of res.body) {
          size += chunk.length
          if (size > opts.maxBytes) { chunks.push(chunk.subarray(0, chunk.length - (size - opts.maxBytes))); res.body.destroy(); break }
          chunks.push(chunk)
        }
        if (res.statusCode < 200 || res.statusCode > 299) throw new AppError('fetch_failed', `news source answered HTTP ${res.statusCode}`, { details: { status: res.statusCode } })
        return Buffer.concat(chunks).toString('utf8')
      } catch (err) {
        if (err instanceof AppError) throw err
        const code = (err as { code?: string; name?: string }).code ?? (err as { name?: string }).name
        if (code && (TIMEOUT_CODES.has(code) || code === 'TimeoutError' || code === 'AbortError')) throw new AppError('upstream_timeout', 'news source timed out', { cause: err })
        throw new AppError('fetch_failed', 'news source failed', { cause: err, details: code && code !== 'WEBINTEL_CONNECT_FAILED' ? { code } : { reason: 'connection' } })
      }
    },
    async close() { if (!outbound) await out.close() },
  }
}
