/**
 * Google News RSS search (`/rss/search?q=…&hl=en-US&gl=US&ceid=US:en`): no key. Items carry the
 * headline as "Title - Outlet", a link, pubDate, <source> (the outlet) and an HTML description.
 */
import type { NewsHttp } from '../http.ts'
import { parseFeed } from '../feed.ts'
import { booleanQuery } from '../query.ts'
import type { NewsProvider } from '../types.ts'

export function googleNewsProvider(opts: { baseUrl: string; http: NewsHttp; timeoutMs: number; maxBytes: number }): NewsProvider {
  return {
    name: 'googlenews',
    booleanSyntax: true,
    async search(q, { signal }) {
      const u = new URL(opts.baseUrl)
      u.searchParams.set('q', booleanQuery(q, true))
      u.searchParams.set('hl', 'en-US')
      u.searchParams.set('gl', 'US')
      u.searchParams.set('ceid', 'US:en')
      const xml = await opts.http.getText(u.toString(), { signal, timeoutMs: opts.timeoutMs, maxBytes: opts.maxBytes })
      return parseFeed(xml, 'googlenews').map((item) => {
        // The outlet is repeated at the end of the title; drop it so de-duplication compares headlines.
        const title = item.outlet && item.title.endsWith(` - ${item.outlet}`) ? item.title.slice(0, -(item.outlet.length + 3)) : item.title
        const text = item.text.replace(title, '').replace(item.outlet ?? '\u0000', '').trim()
        return { ...item, title, text }
      })
    },
  }
}
