/**
 * GDELT DOC 2.0 API (https://blog.gdeltproject.org/gdelt-doc-2-0-api-debuts/): no key, JSON article
 * lists (`mode=ArtList&format=json`). Articles carry url, title, seendate (`YYYYMMDDTHHMMSSZ`) and domain;
 * no text, so screening relies on the headline. Boolean syntax: quoted phrases, OR inside parentheses.
 */
import { AppError } from '../../errors.ts'
import type { NewsHttp } from '../http.ts'
import { booleanQuery } from '../query.ts'
import type { NewsItem, NewsProvider } from '../types.ts'

interface GdeltArticle { url?: string; title?: string; seendate?: string; domain?: string }

function seenDate(s: string | undefined): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s ?? '')
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z` : undefined
}

export function gdeltProvider(opts: { baseUrl: string; http: NewsHttp; timeoutMs: number; maxBytes: number; maxRecords?: number }): NewsProvider {
  return {
    name: 'gdelt',
    booleanSyntax: true,
    async search(q, { signal }) {
      const u = new URL(opts.baseUrl)
      u.searchParams.set('query', `${booleanQuery(q, true)} sourcelang:english`)
      u.searchParams.set('mode', 'ArtList')
      u.searchParams.set('format', 'json')
      u.searchParams.set('maxrecords', String(opts.maxRecords ?? 75))
      u.searchParams.set('sort', 'DateDesc')
      const body = await opts.http.getText(u.toString(), { signal, timeoutMs: opts.timeoutMs, maxBytes: opts.maxBytes })
      // GDELT answers an empty object (or an empty body) when nothing matched, and plain text for query errors.
      if (body.trim() === '') return []
      let json: { articles?: GdeltArticle[] }
      try { json = JSON.parse(body) } catch (cause) { throw new AppError('fetch_failed', `gdelt: ${body.slice(0, 120)}`, { cause }) }
      return (json.articles ?? []).filter((a) => a.url && a.title).map((a): NewsItem => ({
        url: a.url!, title: a.title!, text: '', publishedAt: seenDate(a.seendate), outlet: a.domain, provider: 'gdelt',
      }))
    },
  }
}
