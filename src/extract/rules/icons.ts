// Icons (HTML §4.6.7.8 rel=icon; Apple touch icons; Safari mask-icon) and feed links (RFC 4287 /
// RSS autodiscovery: <link rel=alternate type=application/rss+xml|atom+xml>).
import { defineBundle } from '../bundle.ts'
import { resolveUrl } from '../normalize.ts'
import type { FeedLink, Icon } from '../types.ts'

const ICON_RELS = ['icon', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon', 'fluid-icon']
const FEED_TYPES = /^application\/(rss|atom|feed)\+xml$|^application\/(rss|atom)$|^application\/feed\+json$/

export default defineBundle({
  name: 'icons',
  rules: {
    icons: [
      ({ scan, base }) => {
        const out: Icon[] = []
        const seen = new Set<string>()
        for (const l of scan.links) {
          const rel = ICON_RELS.find((r) => l.rel.includes(r))
          const url = rel ? resolveUrl(l.href, base) : undefined
          if (!rel || !url || seen.has(url)) continue
          seen.add(url)
          out.push({ url, rel, sizes: l.sizes.trim().toLowerCase(), type: l.type })
        }
        return out
      },
    ],
    feeds: [
      ({ scan, base }) => {
        const out: FeedLink[] = []
        for (const l of scan.links) {
          if (!l.rel.includes('alternate') || !FEED_TYPES.test(l.type)) continue
          const url = resolveUrl(l.href, base)
          if (url && !out.some((f) => f.url === url)) out.push({ url, type: l.type, title: l.title.trim() })
        }
        return out
      },
    ],
  },
})

/**
 * The favicon a browser tab would show: the first declared `rel=icon` (browsers use the last matching
 * one, but pages list the canonical favicon first far more often), else a touch icon, else
 * `/favicon.ico` at the origin, which browsers request by default (HTML §4.6.7.8 note).
 */
export function bestFavicon(icons: Icon[], pageUrl: URL): string | undefined {
  const icon = icons.find((i) => i.rel === 'icon') ?? icons.find((i) => i.rel.startsWith('apple-touch-icon')) ?? icons[0]
  if (icon) return icon.url
  return pageUrl.protocol === 'http:' || pageUrl.protocol === 'https:' ? new URL('/favicon.ico', pageUrl).href : undefined
}
