/**
 * RSS 2.0 / RSS 1.0 (RDF) / Atom (RFC 4287) parsing into NewsItems, with htmlparser2 in XML mode,
 * which tolerates the malformed markup feeds often carry (unescaped "&", stray tags).
 */
import { DomUtils, parseDocument } from 'htmlparser2'
import type { NewsItem } from './types.ts'
import { stripHtml } from './text.ts'

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]
const { getElementsByTagName, textContent } = DomUtils

function child(el: Element, ...names: string[]): Element | undefined {
  for (const name of names) {
    const found = el.children.find((c): c is Element => c.type === 'tag' && (c as Element).name.toLowerCase() === name)
    if (found) return found
  }
  return undefined
}
const text = (el: Element | undefined) => (el ? textContent(el).trim() : '')

function isoDate(raw: string): string | undefined {
  if (!raw) return undefined
  const t = Date.parse(raw) // RFC 822 (RSS 2.0) and RFC 3339 (Atom §3.3) both parse
  return Number.isNaN(t) ? undefined : new Date(t).toISOString()
}

/** Items of an RSS or Atom document; an unparseable document yields no items. */
export function parseFeed(xml: string, provider: string): NewsItem[] {
  const doc = parseDocument(xml, { xmlMode: true, decodeEntities: true })
  const nodes = [...getElementsByTagName('item', doc.children, true), ...getElementsByTagName('entry', doc.children, true)]
  const out: NewsItem[] = []
  for (const el of nodes) {
    // Atom: <link rel="alternate" href>; RSS: <link>text</link>, else <guid isPermaLink>
    const links = el.children.filter((c): c is Element => c.type === 'tag' && (c as Element).name.toLowerCase() === 'link')
    const atomLink = links.find((l) => l.attribs.href && (!l.attribs.rel || l.attribs.rel === 'alternate')) ?? links.find((l) => l.attribs.href)
    const url = atomLink?.attribs.href ?? (text(links[0]) || text(child(el, 'guid')))
    const title = stripHtml(text(child(el, 'title')))
    if (!url || !title) continue
    const body = text(child(el, 'content:encoded', 'content', 'description', 'summary'))
    const source = child(el, 'source')
    out.push({
      url, title, text: stripHtml(body), provider,
      publishedAt: isoDate(text(child(el, 'pubdate', 'published', 'updated', 'dc:date'))),
      outlet: source ? (text(source) || source.attribs.url) : undefined,
    })
  }
  return out
}
