// Site name: og:site_name (OGP), the JSON-LD publisher, then app names (HTML application-name).
import { defineBundle } from '../bundle.ts'
import { $jsonld, $meta } from '../select.ts'
import { asText, resolveUrl } from '../normalize.ts'
import type { Rule } from '../bundle.ts'
import { unspacedLetters } from '../../text/scripts.ts'

const squash = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '')
// Scripts written without spaces (Han, kana, Thai …): three letters count as a word, so a brand of up to nine
// (中国新闻网, さくら雑貨店) stays short and a tagline-length phrase does not.
const words = (s: string): number => s.split(/\s+/).length + unspacedLetters(s) / 3
const short = (s: string): boolean => s !== '' && words(s) <= 4 && s.length <= 40

// A list of things ("Checking, Savings, Mortgages") is a tagline, not a name; a legal form after a comma
// ("Acme, Inc.") is part of one.
const listLike = (s: string): boolean => /,\s*(?!(?:inc|llc|ltd|l\.?p|plc|gmbh|s\.?a|co)\b\.?)\p{L}/iu.test(s)

// "Article headline | Site Name": the <title> convention. The segment that spells the host's name wins
// ("LeanData | The Winds of Change" on leandata.com names the site first); otherwise the last short one,
// unless it is a list and the first is not ("Northfield Community Bank | Checking, Savings, Mortgages").
const $titleSuffix: Rule<string> = ({ scan, url, meta, base }) => {
  // Separators between spaces (the set WordPress SEO plugins offer for "Title %sep% Site": - – — : · • * ⋆ | ~ « » < >,
  // and ›), and the full-width bar (｜) that Japanese and Chinese titles write without them.
  const parts = (scan.title ?? '').split(/\s+[|\-–—·•:*⋆~«»<>›]{1,2}\s+|\s*｜\s*/).map((p) => p.trim()).filter(Boolean)
  if (parts.length < 2) return undefined
  // The page's host, and the host of the URL it declares as its own (og:url, rel=canonical): a page read from
  // a mirror, a cache or a proxy still names its site's host there.
  const hostOf = (u: string | undefined): string => {
    const abs = u ? resolveUrl(u, base) : undefined
    return abs ? squash(new URL(abs).hostname.replace(/^www\d*\./, '')) : ''
  }
  const hosts = [url.href, meta.get('og:url')?.[0], scan.links.find((l) => l.rel.includes('canonical'))?.href].map(hostOf).filter(Boolean)
  const first = parts[0]!, last = parts[parts.length - 1]!
  const spellsHost = (p: string): boolean => { const q = squash(p); return q.length >= 3 && hosts.some((h) => h.includes(q)) }
  if (short(last) && spellsHost(last)) return last
  if (short(first) && spellsHost(first)) return first
  if (short(last) && !listLike(last)) return last
  if (short(first) && !listLike(first) && listLike(last)) return first
  if (short(last)) return last
  // A home page's title names the site first and then says what it does ("さくら雑貨店｜手作りの食器…"); a
  // deeper page's first segment is the page's own title.
  return url.pathname.replace(/\/(index\.\w+)?$/, '') === '' && short(first) && !listLike(first) ? first : undefined
}

export default defineBundle({
  name: 'site-name',
  rules: {
    siteName: [
      asText($jsonld('publisher.name', /Article$|BlogPosting$/), 200),
      asText($meta('og:site_name'), 200),
      asText($jsonld('publisher.name'), 200),
      asText($meta('application-name'), 200),
      asText($meta('apple-mobile-web-app-title'), 200),
      asText($jsonld('name', /^(WebSite|Organization|NewsMediaOrganization)$/), 200),
      asText($titleSuffix, 200),
    ],
  },
})
