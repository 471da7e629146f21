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
        // A Set, not a scan of the list: a page of thousands of feed links once cost their count squared.
        const seen = new Set<string>()
        for (const l of scan.links) {
          if (!l.rel.includes('alternate') || !FEED_TYPES.test(l.type)) continue
          const url = resolveUrl(l.href, base)
          if (!url || seen.has(url)) continue
          seen.add(url)
          out.push({ url, type: l.type, title: l.title.trim() })
        }
        return out
      },
    ],
  },
})

/**
 * Pixel size of an icon: the declared `sizes` (HTML §4.6.7.8; `×` accepted as well as `x`), else an
 * `NNxNN` in the file name. An icon of unknown size ranks as the smallest common size of its kind, so a
 * size the page states beats one we would only guess: 57 for an Apple touch icon (the original iPhone
 * home-screen size), 512 for a Fluid app icon (made for a
 * dock; GitHub's is 512 px), 64 for a scalable SVG or
 * `sizes=any`, 16 for a classic favicon.
 */
export function iconSize(icon: Icon): number {
  // A loop, not Math.max(...list): a `sizes` value of 150,000 entries passed as arguments overflows the stack. A match
  // starts where a digit run starts (a shorter start fails where the whole run failed): the lookbehind keeps a long run
  // of digits from being rescanned from each of its positions.
  let declared = -1
  for (const m of icon.sizes.matchAll(/(?<!\d)(\d+)\s*[x×]\s*(\d+)/gi)) declared = Math.max(declared, parseInt(m[0], 10))
  if (declared >= 0) return declared
  const named = icon.url.match(/(?:^|\D)(\d{2,4})[x×]\1(?:\D|$)/)
  if (named) return Number(named[1])
  if (icon.rel.startsWith('apple-touch-icon')) return 57
  if (icon.rel === 'fluid-icon') return 512
  if (icon.sizes === 'any' || icon.type === 'image/svg+xml' || /\.svg(\?|$)/i.test(icon.url)) return 64
  return 16
}

/**
 * The best favicon: the largest declared icon (a link preview or a bookmark wants resolution; a
 * mask-icon is monochrome and only a last resort), ties going to the first declared; else
 * `/favicon.ico` at the origin, which browsers request by default (HTML §4.6.7.8 note).
 */
export function bestFavicon(icons: Icon[], pageUrl: URL): string | undefined {
  let best: Icon | undefined
  let bestSize = -1
  for (const icon of icons) {
    const size = icon.rel === 'mask-icon' ? 0 : iconSize(icon)
    if (size > bestSize) { best = icon; bestSize = size }
  }
  if (best) return best.url
  return pageUrl.protocol === 'http:' || pageUrl.protocol === 'https:' ? new URL('/favicon.ico', pageUrl).href : undefined
}
