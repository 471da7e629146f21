/**
 * Which topics (terms.ts) a link or a page is about. A link: its text or its URL slug names a topic. A page:
 * its slug, its first-level heading or its title (the part that is not the site-wide title) names it; its
 * second- and third-level headings name sections.
 */
import type { ExtractedDocument } from '../extract/index.ts'
import { normalize, slugWords, termMatcher, type TermMatcher } from './match.ts'
import { PAGE_TERMS, TOPIC_ORDER, type Topic } from './terms.ts'

const matchers: [Topic, TermMatcher][] = TOPIC_ORDER.map((t) => [t, termMatcher(PAGE_TERMS[t])])

/** Topics named in a normalised text, in TOPIC_ORDER. */
export function topicsIn(normalizedText: string): Topic[] {
  if (!normalizedText) return []
  return matchers.filter(([, m]) => m.find(normalizedText) !== undefined).map(([t]) => t)
}

/** The term that made `topic` match in the normalised text, for evidence. */
export function termOf(topic: Topic, normalizedText: string): string | undefined {
  return matchers.find(([t]) => t === topic)?.[1].find(normalizedText)
}

const NOT_PAGES = /\.(?:jpe?g|png|gif|webp|avif|svg|ico|css|js|mjs|json|xml|pdf|zip|gz|rar|7z|mp[34]|m4v|mov|avi|webm|woff2?|ttf|eot|exe|dmg|apk|docx?|xlsx?|pptx?|csv|txt)$/i

/** An http(s) page URL (not an asset), without its fragment; undefined otherwise. */
export function pageUrl(href: string): string | undefined {
  let u: URL
  try { u = new URL(href) } catch { return undefined }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined
  if (NOT_PAGES.test(u.pathname)) return undefined
  u.hash = ''
  return u.href
}

/** A link's topics: its text, else its URL slug. Link texts longer than a menu label are not names. */
export function linkTopics(url: string, text: string): Topic[] {
  const t = normalize(text)
  const fromText = t.length <= 60 ? topicsIn(t) : []
  const fromSlug = topicsIn(slugWords(url))
  return [...new Set([...fromText, ...fromSlug])]
}

/** Title words shared with the home page's title are the site's name or tagline, not the page's. */
function ownTitle(title: string | undefined, homeTitle: string | undefined): string {
  const words = normalize(title ?? '').split(' ')
  const home = new Set(normalize(homeTitle ?? '').split(' '))
  return words.filter((w) => !home.has(w)).join(' ')
}

export function pageTopics(doc: ExtractedDocument, url: string, homeTitle: string | undefined, isHome: boolean):
  { topics: Topic[]; sections: { topic: Topic; heading: string }[] } {
  const sections: { topic: Topic; heading: string }[] = []
  for (const h of doc.headings) {
    if (h.text.length > 120) continue
    for (const topic of topicsIn(normalize(h.text))) sections.push({ topic, heading: h.text })
  }
  if (isHome) return { topics: [], sections }
  const h1 = doc.headings.find((h) => h.level === 1)?.text ?? ''
  const named = [slugWords(url), normalize(h1.length <= 120 ? h1 : ''), ownTitle(doc.title, homeTitle)]
  const topics = [...new Set(named.flatMap(topicsIn))]
  return { topics, sections }
}
