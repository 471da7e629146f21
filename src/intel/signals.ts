/**
 * signalsFromHtml: the categorization signals of a page from one cheap htmlparser2 walk (no DOM, no
 * layout): title, meta description/keywords (and og: fallbacks), headings, visible text outside
 * navigation/script/style/footer, link and button texts, JSON-LD @types and the declared language.
 */
import { MOUNT_POINT_ID } from '../text/app-shell.ts'
import { Parser, type Handler } from 'htmlparser2'
import type { PageSignals } from './types.ts'
import { MAX_ELEMENT_DEPTH as MAX_DEPTH, nestedDeeperThan, writeInSlices } from '../text/bounds.ts'

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head'])
const CHROME = new Set(['nav', 'footer', 'aside', 'form'])
// Mount points of single-page-application frameworks (React, Vue, Next.js, Nuxt, Angular, Gatsby, Svelte).
const BLOCK = /^(p|div|section|article|main|li|ul|ol|dl|h[1-6]|hgroup|br|hr|tr|td|th|table|caption|header|footer|nav|aside|blockquote|pre|dd|dt|figure|figcaption|address|details|summary|fieldset|legend|center)$/

/**
 * Bounds of the walk (docs/fetch.md "Limits"): characters of HTML read, open elements (the parser's stack
 * costs O(depth) per tag, so the walk stops at MAX_DEPTH, as the extraction scan does), and what is kept.
 * Every step is linear in the input; a page under the time limit of the extraction pool cannot hold a thread.
 */
export const SIGNALS_MAX_HTML_CHARS = 3_000_000
const MAX_TEXT_CHARS = 200_000
/** Characters kept of the title (of `<title>`, or of og:title standing in for it) and of each heading. */
export const MAX_TITLE_CHARS = 2000
export const MAX_HEADING_CHARS = MAX_TITLE_CHARS
/**
 * Characters kept of each meta value (description, keywords, og: and twitter: fallbacks): every reader of the
 * signals (categories, risk, summary) tokenizes the title, description, keywords and first headings whole, so
 * one megabyte-long attribute held the event loop for a second; real descriptions stay under a few thousand.
 */
export const MAX_META_CHARS = 10_000
/** Characters kept of `<html lang>` (a language tag is at most 35 characters in practice, BCP 47). */
export const MAX_LANG_CHARS = 64
const MAX_HEADINGS = 200
const MAX_LINKS = 1000
const MAX_LD_CHARS = 1_000_000

function jsonLdTypes(json: string, out: Set<string>): void {
  if (nestedDeeperThan(json)) return
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) { v.forEach(visit); return }
    if (!v || typeof v !== 'object') return
    const o = v as Record<string, unknown>
    const t = o['@type']
    for (const x of Array.isArray(t) ? t : [t]) if (typeof x === 'string') out.add(x)
    if (o['@graph']) visit(o['@graph'])
  }
  try { visit(JSON.parse(json)) } catch { /* malformed JSON-LD is common; ignore it */ }
}

/**
 * A reader of one htmlparser2 pass: the parser's callbacks, and what they collected once the parser has ended.
 * The page pipeline (docs/architecture.md, "Page pipeline and Variant B") hands several readers to the one
 * parse of a page; `deep()` says when this reader reached the nesting limit (the owner of the parser pauses it).
 */
export interface PageReader<T> {
  handler: Partial<Handler>
  deep(): boolean
  finish(): T
}

/** The categorization signals of a page, read from a parse someone else feeds (see signalsFromHtml). */
export function createSignalsReader(url: string | undefined): PageReader<PageSignals> {
  let deep = false
  const meta = new Map<string, string>()
  const headings: string[] = [], links: string[] = [], types = new Set<string>()
  let title = '', lang: string | undefined
  const text: string[] = []
  let textChars = 0
  const stack: string[] = []
  let skip = 0, chrome = 0, svg = 0, buf = '', ld = '', inLd = false
  let scripts = 0, appShell = false, passwordField = false
  const flushBuf = (into: string[]) => {
    const t = buf.replace(/\s+/g, ' ').trim()
    if (t && (into !== text || textChars < MAX_TEXT_CHARS)) { into.push(t); if (into === text) textChars += t.length }
    buf = ''
  }
  const handler: Partial<Handler> = {
    onopentag(name, attrs) {
      stack.push(name)
      if (name === 'svg') svg++
      if (name === 'html' && attrs.lang) lang = attrs.lang.slice(0, MAX_LANG_CHARS)
      if (name === 'script') scripts++
      if (name === 'input' && (attrs.type ?? '').toLowerCase() === 'password') passwordField = true
      if (name === 'div' && attrs.id && MOUNT_POINT_ID.test(attrs.id)) appShell = true
      if (name === 'meta') {
        const key = (attrs.name ?? attrs.property ?? '').toLowerCase()
        if (key && attrs.content && !meta.has(key)) meta.set(key, attrs.content.slice(0, MAX_META_CHARS))
      }
      if (name === 'script' && (attrs.type ?? '').toLowerCase() === 'application/ld+json') { inLd = true; ld = '' }
      if (SKIP.has(name)) skip++
      if (CHROME.has(name)) chrome++
      if (/^(h[1-6]|a|button|title)$/.test(name) || BLOCK.test(name)) { if (!skip && !chrome) flushBuf(text); else buf = '' }
      if (stack.length >= MAX_DEPTH) deep = true
    },
    ontext(t) {
      if (inLd) { if (ld.length < MAX_LD_CHARS) ld += t; return }
      const top = stack[stack.length - 1]
      // <title> inside inline SVG names the drawing, not the page.
      if (top === 'title' && !svg) { if (title.length < MAX_TITLE_CHARS) title += t; return }
      if (skip) return
      if (buf.length < MAX_TEXT_CHARS) buf += t
    },
    onclosetag(name) {
      stack.pop()
      if (name === 'svg') svg = Math.max(0, svg - 1)
      if (name === 'script' && inLd) { inLd = false; jsonLdTypes(ld, types) }
      if (/^h[1-6]$/.test(name) && !skip) { const h = buf.replace(/\s+/g, ' ').trim(); if (h && headings.length < MAX_HEADINGS) headings.push(h.slice(0, MAX_HEADING_CHARS)); if (!chrome) flushBuf(text); else buf = '' }
      else if ((name === 'a' || name === 'button') && !skip) { const l = buf.replace(/\s+/g, ' ').trim(); if (l && l.length < 80 && links.length < MAX_LINKS) links.push(l); buf = '' }
      else if (BLOCK.test(name) && !skip) { if (!chrome) flushBuf(text); else buf = '' }
      if (SKIP.has(name)) skip = Math.max(0, skip - 1)
      if (CHROME.has(name)) chrome = Math.max(0, chrome - 1)
    },
  }
  const finish = (): PageSignals => {
    flushBuf(text)
    const kw = meta.get('keywords')
    return {
      url,
      title: (title.replace(/\s+/g, ' ').trim() || meta.get('og:title')?.slice(0, MAX_TITLE_CHARS)) ?? undefined,
      description: meta.get('description') ?? meta.get('og:description') ?? meta.get('twitter:description'),
      keywords: kw ? kw.split(',').map((k) => k.trim()).filter(Boolean) : undefined,
      headings,
      text: text.join('\n'),
      linkTexts: links,
      jsonLdTypes: [...types],
      lang,
      scripts,
      appShell,
      passwordField,
    }
  }
  return { handler, deep: () => deep, finish }
}

/** One walk: the parser to feed, whether it stopped reading (nesting limit), and the signals once it ended. */
function signalsWalk(url: string | undefined): { parser: Parser; stopped(): boolean; finish(): PageSignals } {
  const reader = createSignalsReader(url)
  const parser = parserOf(reader)
  return { parser, stopped: reader.deep, finish: () => { parser.end(); return reader.finish() } }
}

/** A parser of its own for one reader (outside the shared pass), paused once the reader reaches the nesting limit. */
export function parserOf(reader: PageReader<unknown>): Parser {
  const parser: Parser = new Parser({
    ...reader.handler,
    onopentag(name, attrs, implied) {
      reader.handler.onopentag!(name, attrs, implied)
      if (reader.deep()) parser.pause()
    },
  }, PARSER_OPTIONS)
  return parser
}

/** The parser options of the signals walk; the extraction scan (src/extract/scan.ts) parses with the same ones. */
export const PARSER_OPTIONS = { decodeEntities: true, lowerCaseTags: true } as const

const cut = (html: string, max: number) => (html.length > max ? html.slice(0, max) : html)

/** The signals of a page in one synchronous pass over at most `maxHtmlChars` characters. */
export function signalsFromHtml(html: string, url?: string, maxHtmlChars = SIGNALS_MAX_HTML_CHARS): PageSignals {
  const walk = signalsWalk(url)
  walk.parser.write(cut(html, maxHtmlChars))
  return walk.finish()
}

/** The same signals, the page fed in slices with the event loop let run between them (src/text/bounds.ts). */
export async function signalsFromHtmlAsync(html: string, url?: string, maxHtmlChars = SIGNALS_MAX_HTML_CHARS): Promise<PageSignals> {
  const walk = signalsWalk(url)
  await writeInSlices(walk.parser, cut(html, maxHtmlChars), walk.stopped)
  return walk.finish()
}
