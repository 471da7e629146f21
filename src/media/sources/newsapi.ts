/**
 * NewsAPI.org `/v2/everything` (https://newsapi.org/docs/endpoints/everything): key in the X-Api-Key
 * header; `q` accepts quoted phrases, AND/OR/NOT and parentheses. Errors come as
 * `{ status: "error", code, message }` with a 4xx status.
 */
import { AppError } from '../../errors.ts'
import type { NewsHttp } from '../http.ts'
import { booleanQuery } from '../query.ts'
import type { NewsItem, NewsProvider } from '../types.ts'

interface NewsApiArticle { source?: { name?: string }; title?: string; description?: string | null; content?: string | null; url?: string; publishedAt?: string }

export function newsApiProvider(opts: { baseUrl: string; apiKey: string; http: NewsHttp; timeoutMs: number; maxBytes: number }): NewsProvider {
  return {
    name: 'newsapi',
    booleanSyntax: true,
    async search(q, { signal }) {
      const u = new URL(opts.baseUrl)
      u.searchParams.set('q', booleanQuery(q, true).replace(/\) \(/, ') AND ('))
      u.searchParams.set('language', 'en')
      u.searchParams.set('sortBy', 'relevancy')
      u.searchParams.set('pageSize', '50')
      const body = await opts.http.getText(u.toString(), { signal, timeoutMs: opts.timeoutMs, maxBytes: opts.maxBytes, headers: { 'x-api-key': opts.apiKey } })
      let json: { status?: string; articles?: NewsApiArticle[]; message?: string }
      try { json = JSON.parse(body) } catch (cause) { throw new AppError('fetch_failed', 'newsapi: response is not JSON', { cause }) }
      if (json.status !== 'ok') throw new AppError('fetch_failed', `newsapi: ${json.message ?? 'error'}`)
      return (json.articles ?? []).filter((a) => a.url && a.title && a.title !== '[Removed]').map((a): NewsItem => ({
        url: a.url!, title: a.title!, provider: 'newsapi', publishedAt: a.publishedAt, outlet: a.source?.name,
        // `content` is truncated by NewsAPI with "… [+123 chars]"
        text: [a.description ?? '', (a.content ?? '').replace(/\[\+\d+ chars\]$/, '').trimEnd()].filter(Boolean).join('\n'),
      }))
    },
  }
}
