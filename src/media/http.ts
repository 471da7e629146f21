/**
 * GET of a news API or feed with undici: per-call deadline (headers and body), redirects capped, body
 * capped at `maxBytes` (the read stops there). Failures map once, on `code`, to AppErrors (STYLE §4).
 * The URLs are operator-configured endpoints, not user input, so the SSRF guard of src/fetch is not needed.
 */
import { Agent, interceptors, request, type Dispatcher } from 'undici'
import { AppError } from '../errors.ts'

export interface HttpGetOptions { signal: AbortSignal; headers?: Record<string, string>; maxBytes: number; timeoutMs: number }
export interface NewsHttp { getText(url: string, opts: HttpGetOptions): Promise<string>; close(): Promise<void> }

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ABORT_ERR', 'ETIMEDOUT'])

export function createNewsHttp(): NewsHttp {
  const dispatcher: Dispatcher = new Agent({ connections: 16 }).compose(interceptors.redirect({ maxRedirections: 3 }))
  return {
    async getText(url, opts) {
      try {
        const res = await request(url, {
          dispatcher, signal: opts.signal, headersTimeout: opts.timeoutMs, bodyTimeout: opts.timeoutMs,
          headers: { 'user-agent': 'webintel-adverse-media/0.1', accept: 'application/json, application/rss+xml, application/atom+xml, text/xml;q=0.9, */*;q=0.5', ...opts.headers },
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
        throw new AppError('fetch_failed', 'news source failed', { cause: err, details: code ? { code } : undefined })
      }
    },
    async close() { await dispatcher.close() },
  }
}
