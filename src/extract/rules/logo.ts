// The site logo for a link preview or a risk report: the largest *square* image the page declares for
// the site, among its icons (rules/icons.ts) and its declared logos — `og:logo` (a common, unofficial
// Open Graph extension), microdata `itemprop=logo` (schema.org Organization/Brand), and the JSON-LD
// `logo` of the site's own Organization/Brand/WebSite objects or of any object's `publisher` (never an
// author's, provider's or sponsor's). A JSON-LD logo counts only when its declared width equals its
// height: a 600×60 word mark is made for AMP headers, not for an icon slot.
import type { RuleContext } from '../bundle.ts'
import { resolveUrl, toStr } from '../normalize.ts'
import type { Icon } from '../types.ts'
import { iconSize } from './icons.ts'
import { typesOf } from '../jsonld.ts'
import { deref } from '../select.ts'

interface Candidate { url: string; size: number }

/** `1024`, `"1024"`, `"1024px"` → 1024; anything else → undefined. */
function px(v: unknown): number | undefined {
  const m = /^\s*(\d{1,5})(?:\.0+)?\s*(px)?\s*$/.exec(typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '')
  return m ? Number(m[1]) : undefined
}

// Objects that speak for the site itself (schema.org Organization and its subtypes, Brand, WebSite).
const SITE_TYPES = /Organization$|^Corporation$|^Brand$|^WebSite$|^LocalBusiness$|^NewsMediaOrganization$/

/** Square `logo` ImageObjects of one holder (a bare URL says nothing about its shape). */
function squareLogos(holder: unknown, base: URL, out: Candidate[]): void {
  if (!holder || typeof holder !== 'object') return
  const val = (holder as Record<string, unknown>).logo
  for (const l of Array.isArray(val) ? val : [val]) {
    if (!l || typeof l !== 'object') continue
    const o = l as Record<string, unknown>
    const w = px(o.width), h = px(o.height)
    const raw = toStr(o.url ?? o.contentUrl, ['url', '@value', '@id'])
    const url = raw ? resolveUrl(raw, base) : undefined
    if (url && w && w === h) out.push({ url, size: w })
  }
}

/** Declared logos, in document order. og:logo and itemprop=logo carry no size: ranked as an unsized favicon. */
export function declaredLogos(ctx: RuleContext): Candidate[] {
  const out: Candidate[] = []
  const explicit = [...(ctx.meta.get('og:logo') ?? []), ...(ctx.meta.get('logo') ?? [])]
  // one by one: a page's values spread as arguments overflow the stack from about 120,000 of them
  for (const [prop, values] of ctx.microdata) if (/(^|\.)logo(\.url)?$/.test(prop)) for (const v of values) explicit.push(v)
  for (const raw of explicit) {
    const url = resolveUrl(raw, ctx.base)
    if (url) out.push({ url, size: 16 })
  }
  for (const obj of ctx.jsonLd) {
    if (typesOf(obj).some((t) => SITE_TYPES.test(t))) squareLogos(obj, ctx.base, out)
    const pub = obj.publisher
    for (const p of Array.isArray(pub) ? pub : [pub]) squareLogos(deref(p, ctx.jsonLd), ctx.base, out)
  }
  return out
}

/** Largest square candidate; icons first on a tie (declared order); else the favicon fallback. */
export function bestLogo(logos: Candidate[], icons: Icon[], favicon: string | undefined): string | undefined {
  let best: Candidate | undefined
  const all = [...icons.filter((i) => i.rel !== 'mask-icon').map((i) => ({ url: i.url, size: iconSize(i) })), ...logos]
  for (const c of all) if (!best || c.size > best.size) best = c
  return best?.url ?? favicon
}
