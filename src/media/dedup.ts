/**
 * De-duplication: the same story from several outlets or providers counts once. Two items are the same
 * story when their canonical URLs match (scheme, "www.", query and fragment ignored) or their headlines
 * match after folding (outlet suffixes such as " - Reuters" removed). The merged story keeps the longest
 * text, the earliest date and every outlet.
 */
import { fold } from './text.ts'
import type { NewsItem } from './types.ts'

export interface Story extends NewsItem { outlets: string[]; providers: string[] }

export function canonicalUrl(u: string): string {
  try {
    const url = new URL(u)
    // (?<!\/): the trailing run is tried once from its start, not again from each of its slashes (quadratic in a long run)
    return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/(?<!\/)\/+$/, '')}`.toLowerCase()
  } catch { return u.trim().toLowerCase() }
}

/**
 * The headline without its " - Outlet" suffix, folded; only its first 1,000 characters. The suffix is tried from
 * the start of a whitespace run only ((?<!\s): the leftmost match is the same), not again from each of its
 * characters, which was quadratic in a run of em spaces (U+2003 is not collapsed before this).
 */
export function headlineKey(title: string): string {
  return fold(title.slice(0, 1000)).replace(/(?<!\s)\s+[-|–—]\s+[^-|–—]{2,40}$/, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
}

function outletOf(item: NewsItem): string {
  if (item.outlet) return item.outlet
  try { return new URL(item.url).hostname.replace(/^www\./, '') } catch { return item.provider }
}

export function dedupe(items: NewsItem[]): Story[] {
  const stories: Story[] = []
  const byKey = new Map<string, Story>()
  for (const item of items) {
    const keys = [`u:${canonicalUrl(item.url)}`, `t:${headlineKey(item.title)}`]
    const hit = keys.map((k) => byKey.get(k)).find(Boolean)
    if (hit) {
      if (item.text.length > hit.text.length) hit.text = item.text
      if (item.publishedAt && (!hit.publishedAt || item.publishedAt < hit.publishedAt)) hit.publishedAt = item.publishedAt
      const o = outletOf(item)
      if (!hit.outlets.includes(o)) hit.outlets.push(o)
      if (!hit.providers.includes(item.provider)) hit.providers.push(item.provider)
      for (const k of keys) byKey.set(k, hit)
      continue
    }
    const story: Story = { ...item, outlets: [outletOf(item)], providers: [item.provider] }
    stories.push(story)
    for (const k of keys) byKey.set(k, story)
  }
  return stories
}
