/**
 * Any RSS/Atom search endpoint given as a URL template: `{query}` receives the URL-encoded query (the
 * quoted names OR-ed: the syntax most site searches accept, and harmless where it is ignored).
 */
import type { NewsHttp } from '../http.ts'
import { parseFeed } from '../feed.ts'
import type { NewsProvider } from '../types.ts'

export function rssTemplateProvider(opts: { template: string; http: NewsHttp; timeoutMs: number; maxBytes: number }): NewsProvider {
  const host = (() => { try { return new URL(opts.template.replace('{query}', 'q')).host } catch { return 'rss' } })()
  const name = `rss:${host}`
  return {
    name,
    booleanSyntax: false,
    async search(q, { signal }) {
      const query = q.names.length > 1 ? q.names.map((n) => `"${n}"`).join(' OR ') : q.names[0] ?? ''
      const url = opts.template.replaceAll('{query}', encodeURIComponent(query))
      const xml = await opts.http.getText(url, { signal, timeoutMs: opts.timeoutMs, maxBytes: opts.maxBytes })
      return parseFeed(xml, name)
    },
  }
}
