/**
 * RSS 2.0 / RSS 1.0 (RDF) / Atom (RFC 4287) parsing into NewsItems: one linear htmlparser2 pass in XML
 * mode (it tolerates the malformed markup feeds often carry: unescaped "&", stray tags), no DOM. A feed is
 * untrusted input, so every dimension is bounded (docs/fetch.md "Limits"): characters read, element nesting
 * (the parser's open-element stack costs O(depth) per tag, so the pass stops at MAX_DEPTH, as the
 * extraction scan does), items, and the characters kept per field.
 */
import { Parser } from 'htmlparser2'
import { MAX_ELEMENT_DEPTH as MAX_DEPTH } from '../text/bounds.ts'
import type { NewsItem } from './types.ts'
import { MAX_FIELD_CHARS, stripHtml } from './text.ts'

/** Characters of a feed document read; a search feed of 100 items is about 100–300 KB. */
export const MAX_FEED_CHARS = 1_000_000
/** Items taken from one feed. */
export const MAX_FEED_ITEMS = 500

/** The child elements of an item that are read, by lower-cased name. */
const FIELDS = new Set(['link', 'guid', 'title', 'content:encoded', 'content', 'description', 'summary', 'pubdate', 'published', 'updated', 'dc:date', 'source'])

interface Field { name: string; attribs: Record<string, string>; text: string }
interface Item { kind: 'item' | 'entry'; depth: number; fields: Field[] }

function isoDate(raw: string): string | undefined {
  if (!raw) return undefined
  const t = Date.parse(raw) // RFC 822 (RSS 2.0) and RFC 3339 (Atom §3.3) both parse
  return Number.isNaN(t) ? undefined : new Date(t).toISOString()
}

function toNewsItem(it: Item, provider: string): NewsItem | undefined {
  const child = (...names: string[]) => { for (const n of names) { const f = it.fields.find((x) => x.name === n); if (f) return f } return undefined }
  const text = (f: Field | undefined) => (f ? f.text.trim() : '')
  // Atom: <link rel="alternate" href>; RSS: <link>text</link>, else <guid isPermaLink>
  const links = it.fields.filter((f) => f.name === 'link')
  const atomLink = links.find((l) => l.attribs.href && (!l.attribs.rel || l.attribs.rel === 'alternate')) ?? links.find((l) => l.attribs.href)
  const url = atomLink?.attribs.href ?? (text(links[0]) || text(child('guid')))
  const title = stripHtml(text(child('title')))
  if (!url || !title) return undefined
  const source = child('source')
  return {
    url, title, text: stripHtml(text(child('content:encoded', 'content', 'description', 'summary'))), provider,
    publishedAt: isoDate(text(child('pubdate', 'published', 'updated', 'dc:date'))),
    outlet: source ? (text(source) || source.attribs.url) : undefined,
  }
}

/**
 * Items of an RSS or Atom document (`<item>`s, then `<entry>`s, each in document order); an unparseable
 * document yields no items. An item's fields are its direct children; an item inside another is not one.
 */
export function parseFeed(xml: string, provider: string): NewsItem[] {
  const done: Item[] = []
  let item: Item | undefined
  let field: Field | undefined
  let depth = 0
  const parser = new Parser({
    onopentag(name, attribs) {
      depth++
      if (!item && (name === 'item' || name === 'entry') && done.length < MAX_FEED_ITEMS) item = { kind: name, depth, fields: [] }
      else if (item && !field && depth === item.depth + 1 && FIELDS.has(name.toLowerCase())) {
        field = { name: name.toLowerCase(), attribs, text: '' }
        item.fields.push(field)
      }
      if (depth >= MAX_DEPTH) parser.pause()
    },
    ontext(t) { // CDATA sections arrive here too (recognizeCDATA)
      if (field && field.text.length < MAX_FIELD_CHARS) field.text += t
    },
    onclosetag() {
      if (field && item && depth === item.depth + 1) field = undefined
      else if (item && depth === item.depth) { done.push(item); item = undefined }
      depth--
    },
  }, { xmlMode: true, decodeEntities: true, recognizeCDATA: true })
  parser.write(xml.length > MAX_FEED_CHARS ? xml.slice(0, MAX_FEED_CHARS) : xml)
  parser.end()
  const out: NewsItem[] = []
  for (const kind of ['item', 'entry'] as const) {
    for (const it of done) {
      if (it.kind !== kind) continue
      const n = toNewsItem(it, provider)
      if (n) out.push(n)
    }
  }
  return out
}
