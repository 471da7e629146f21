/**
 * The one parse: a single htmlparser2 SAX pass that indexes what the rules read (metas, links, JSON-LD,
 * microdata, headings, anchors, visible text). No DOM is built: on real pages a DOM costs ~1.5× the
 * tokenizer alone and the rules need only these indexes. Memory is bounded by the caps below.
 */
import { MOUNT_POINT_ID } from '../text/app-shell.ts'
import { Parser, type Handler } from 'htmlparser2'
import { compact, own, stripControls } from './strings.ts'
import { MAX_ELEMENT_DEPTH } from '../text/bounds.ts'
import type { Anchor, Heading, LinkTag, MetaTag } from './types.ts'


export interface ScanLimits {
  maxTextChars: number
  /** Visible text kept for contact scanning (includes nav/header/footer, where contacts live). */
  maxContactChars: number
  maxAnchors: number
  /** false: anchors are not listed in `anchors` (only the contact extractors and the document's links read them). */
  anchors?: boolean
}

export interface Capture {
  kind: 'heading' | 'anchor' | 'itemprop' | 'byline' | 'title' | 'para' | 'date'
  text: string
  /** For itemprop captures: the property path (`author.name`). */
  prop?: string
  level?: 1 | 2 | 3
  anchor?: Anchor
}

export interface Scan {
  htmlLang: string | undefined
  title: string | undefined
  baseHref: string | undefined
  metas: MetaTag[]
  links: LinkTag[]
  jsonLd: string[]
  /** itemprop path → values, source order. */
  microdata: Array<{ prop: string; value: string }>
  headings: Heading[]
  bylines: string[]
  /** The first paragraphs of main content (outside page chrome), for a description fallback. */
  paragraphs: string[]
  times: Array<{ datetime: string; prop: string }>
  /** Text of the first date-like elements of the content (`<time>`, class `date`/`published`/`timestamp`…). */
  dateTexts: string[]
  mainText: string
  contactText: string
  anchors: Anchor[]
  /** Address of the first `<img>` (not a data: URI; a lazy-loaded image's `data-src`, else `srcset`), for an image fallback. */
  firstImage: string | undefined
  /** Cloudflare email-protection payloads (`data-cfemail` hex), decoded by contact/emails.ts. */
  cfEmails: string[]
  /** Visible characters (not whitespace) of the body's text, counted up to VISIBLE_COUNT_MAX. */
  visibleChars: number
  /** `<script>` elements other than JSON data (JSON-LD, import maps, JSON state), and a framework mount point. */
  scripts: number
  mountPoint: boolean
  /** Elements seen, deepest nesting, and whether parsing stopped at MAX_DEPTH. */
  elements: number
  maxDepth: number
  tooDeep: boolean
}

// Elements whose text is never visible.
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'textarea', 'select', 'head'])
// Page chrome: kept for contact data, left out of the main text.
const CHROME = new Set(['nav', 'header', 'footer', 'aside', 'form', 'menu', 'dialog'])
// Block boundaries: a newline keeps "Tel 555" in one cell from gluing to "0123" in the next.
const BLOCK = new Set(['p', 'div', 'li', 'td', 'th', 'tr', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article',
  'header', 'footer', 'address', 'ul', 'ol', 'table', 'dd', 'dt', 'blockquote', 'pre', 'hr', 'option', 'main', 'nav',
  'aside', 'figure', 'figcaption', 'form', 'label', 'button', 'body', 'html'])
const CAPTURE_MAX = 400
/** Visible characters are counted up to this: enough to tell an empty shell from a page. */
export const VISIBLE_COUNT_MAX = 1000
const PARA_MAX = 1000
// Parsing stops at this many open elements, with a warning (src/text/bounds.ts says why).
export const MAX_DEPTH = MAX_ELEMENT_DEPTH
const F_SKIP = 1
const F_CHROME = 2
const F_SCOPE = 4

/**
 * An image that is not content: hidden from assistive technology (WAI-ARIA 1.2 aria-hidden, role
 * presentation/none), `hidden` (HTML §6.1), or declared at most 2 px wide or high (spacers, tracking pixels).
 */
function decorative(a: Record<string, string>): boolean {
  if (a['aria-hidden'] === 'true' || a.role === 'presentation' || a.role === 'none' || a.hidden !== undefined) return true
  const tiny = (v: string | undefined): boolean => v !== undefined && /^\s*[0-2](px)?\s*$/.test(v)
  return tiny(a.width) || tiny(a.height)
}

function splitRel(v: string | undefined): string[] {
  return v ? v.toLowerCase().split(/\s+/).filter(Boolean) : []
}

/** More readers of a scan, made once the parser exists; `position` is the parser's offset in the page. */
export type ReadersOf = (position: () => number) => Partial<Handler>[]

/** A scanner fed in pieces, so a caller can yield to the event loop between pieces. */
export interface Scanner {
  write(chunk: string): void
  end(): Scan
}

/**
 * `readers`: more callbacks on the same parse (the page pipeline's readers: the categorizer's signals, the site
 * entity; docs/architecture.md, "Page pipeline and Variant B"). Each sees every tag and text node this scan sees,
 * unchanged and in order, so a page is tokenized once however many readers it has.
 */
/**
 * The address an `<img>` shows: its `src`, unless that is missing or a `data:` placeholder, as lazy-loading scripts
 * write it (the real address then waits in `data-src`, `data-lazy-src` or `data-original`), else the first
 * candidate of `srcset` / `data-srcset`.
 */
function imageSource(a: Record<string, string | undefined>): string | undefined {
  const real = (v: string | undefined): string | undefined => (v && v.trim() && !v.trim().startsWith('data:') ? v.trim() : undefined)
  const firstCandidate = (v: string | undefined): string | undefined => real(v?.trim().split(/\s*,\s*/)[0]?.split(/\s+/)[0])
  return real(a.src) ?? real(a['data-src']) ?? real(a['data-lazy-src']) ?? real(a['data-original']) ??
    firstCandidate(a.srcset) ?? firstCandidate(a['data-srcset'])
}

export function createScanner(limits: ScanLimits, withReaders?: ReadersOf): Scanner {
  const out: Scan = {
    htmlLang: undefined, title: undefined, firstImage: undefined, baseHref: undefined, metas: [], links: [], jsonLd: [], microdata: [],
    headings: [], bylines: [], paragraphs: [], times: [], dateTexts: [], mainText: '', contactText: '', anchors: [], cfEmails: [], visibleChars: 0, scripts: 0, mountPoint: false, elements: 0, maxDepth: 0, tooDeep: false,
  }
  const flags: number[] = []
  const caps: Array<Capture[] | null> = []
  const scopes: string[] = [] // itemprop of each open itemscope ('' for a top-level scope)
  const open: Capture[] = []
  let skip = 0
  let chrome = 0
  // Text is collected as parts and joined once: a long chain of += builds a rope that the first regex
  // over it has to flatten, and the many small nodes load the GC.
  const mainParts: string[] = []
  const contactParts: string[] = []
  let mainLen = 0
  let contactLen = 0
  let mainKept = 0
  let contactKept = 0
  let ldBuf: string | null = null
  let anchorsSeen = 0
  // Track the last character ourselves: endsWith() on a concatenated string flattens it (O(n²) overall).
  let contactNl = true
  let mainNl = true
  const newline = (): void => {
    if (!contactNl && contactLen < limits.maxContactChars) { contactParts.push('\n'); contactLen++; contactNl = true }
    if (!mainNl && chrome === 0 && mainLen < limits.maxTextChars * 2) { mainParts.push('\n'); mainLen++; mainNl = true }
  }

  // A byline box often holds the name, then (after a line break or in another block) a role or a
  // section ("Kelly Sheridan<br>News"): block boundaries inside it are marked, and the name is the first part.
  const bylineBreak = (): void => {
    for (const c of open) if (c.kind === 'byline' && c.text !== '' && !c.text.endsWith(BYLINE_BREAK)) c.text += BYLINE_BREAK
  }

  const parser = new Parser({
    onopentag(name, a, implied) {
      for (const r of readers) r.onopentag?.(name, a, implied)
      out.elements++
      let f = 0
      // Most tags capture nothing: the array is made only when needed (one per tag was ~10 % of all allocation).
      let mine: Capture[] | null = null
      if (name === 'title' && out.title === undefined && skip <= 1) (mine ??= []).push({ kind: 'title', text: '' })
      if (name === 'html' && (a.lang ?? a['xml:lang']) !== undefined && out.htmlLang === undefined) out.htmlLang = a.lang ?? a['xml:lang']
      else if (name === 'meta') {
        const raw = a.content ?? a.value
        const value = raw === undefined ? undefined : own(raw)
        if (a.charset === undefined && value !== undefined) {
          if (a.name) out.metas.push({ attr: 'name', key: a.name.trim().toLowerCase(), value })
          if (a.property) out.metas.push({ attr: 'property', key: a.property.trim().toLowerCase(), value })
          if (a.itemprop) out.metas.push({ attr: 'itemprop', key: a.itemprop.trim().toLowerCase(), value })
          if (a['http-equiv']) out.metas.push({ attr: 'http-equiv', key: a['http-equiv'].trim().toLowerCase(), value })
        }
      } else if (name === 'link' && a.href !== undefined) {
        out.links.push({ rel: splitRel(a.rel), href: own(a.href), type: (a.type ?? '').toLowerCase(), sizes: a.sizes ?? '', title: a.title ?? '', hreflang: a.hreflang ?? '' })
      } else if (name === 'base' && a.href && out.baseHref === undefined) out.baseHref = own(a.href)
      else if (name === 'script') {
        const type = (a.type ?? '').toLowerCase()
        if (type.includes('ld+json')) ldBuf = ''
        else if (!type.includes('json')) out.scripts++
      }
      if (a.id !== undefined && !out.mountPoint && MOUNT_POINT_ID.test(a.id)) out.mountPoint = true
      if (name === 'img' && out.firstImage === undefined && skip === 0 && !decorative(a)) {
        const src = imageSource(a)
        if (src) out.firstImage = own(src)
      }
      if (a['data-cfemail'] && out.cfEmails.length < 100) out.cfEmails.push(own(a['data-cfemail']))
      if (SKIP.has(name)) f |= F_SKIP
      if (CHROME.has(name) || a.role === 'navigation' || a.role === 'contentinfo') f |= F_CHROME
      if (skip === 0) {
        if (name === 'h1' || name === 'h2' || name === 'h3') (mine ??= []).push({ kind: 'heading', text: '', level: Number(name[1]) as 1 | 2 | 3 })
        else if (name === 'a' && a.href !== undefined && anchorsSeen < limits.maxAnchors) {
          anchorsSeen++
          const rel = splitRel(a.rel)
          const author = rel.includes('author')
          if (limits.anchors !== false || author) {
            // Without `anchors`, only an author link is read (for its byline), and it is not listed.
            const anchor: Anchor = { href: limits.anchors !== false ? own(a.href) : '', text: '', rel }
            if (limits.anchors !== false) out.anchors.push(anchor)
            mine = [{ kind: 'anchor', text: '', anchor }]
          }
          if (author) out.bylines.push('') // placeholder filled on close
        } else if (name === 'p' && chrome === 0 && out.paragraphs.length < 5 && !open.some((c) => c.kind === 'para')) (mine ??= []).push({ kind: 'para', text: '' })
        const cls = a.class
        if (cls !== undefined && (cls.includes('yline') || cls.includes('uthor')) && bylineClass(cls) && out.bylines.length < 20 && !open.some((c) => c.kind === 'byline')) (mine ??= []).push({ kind: 'byline', text: '' })
        if (name === 'time' && a.datetime) out.times.push({ datetime: own(a.datetime), prop: a.itemprop ?? '' })
        if (chrome === 0 && out.dateTexts.length < 5 && (name === 'time' || (cls !== undefined && dateClass(cls))) && !open.some((c) => c.kind === 'date')) (mine ??= []).push({ kind: 'date', text: '' })
      }
      if (a.itemprop !== undefined && name !== 'meta') {
        const parent = scopes.length ? scopes[scopes.length - 1] : ''
        const prop = (parent ? parent + '.' : '') + a.itemprop.trim()
        const attrValue = a.content ?? (name === 'a' || name === 'link' ? a.href : undefined) ??
          (name === 'img' || name === 'source' || name === 'video' || name === 'audio' ? a.src : undefined) ??
          (name === 'time' ? a.datetime : undefined) ?? (name === 'data' || name === 'meter' ? a.value : undefined)
        if (a.itemscope !== undefined) { f |= F_SCOPE; scopes.push(prop) } else if (attrValue !== undefined) out.microdata.push({ prop, value: own(attrValue) })
        else if (skip === 0) (mine ??= []).push({ kind: 'itemprop', text: '', prop })
      } else if (a.itemscope !== undefined) { f |= F_SCOPE; scopes.push('') }
      if (f & F_SKIP) skip++
      if (f & F_CHROME) chrome++
      if (BLOCK.has(name) && skip === 0) newline()
      if (BLOCK.has(name) || name === 'br') bylineBreak()
      flags.push(f)
      caps.push(mine)
      if (mine) for (const c of mine as Capture[]) open.push(c)
      if (flags.length > out.maxDepth) out.maxDepth = flags.length
      if (flags.length >= MAX_DEPTH && !out.tooDeep) { out.tooDeep = true; parser.pause() }
    },
    ontext(t) {
      for (const r of readers) r.ontext?.(t)
      if (skip === 0 && out.visibleChars < VISIBLE_COUNT_MAX) out.visibleChars += t.replace(/\s+/g, '').length
      // Text no capture and no output takes (scripts, styles and other hidden elements outside a capture, any
      // text once the text parts are full or not wanted): nothing to clean. Script bodies are a large part of most pages.
      if (ldBuf === null && open.length === 0 && (skip > 0 || (contactLen >= limits.maxContactChars && (chrome > 0 || mainLen >= limits.maxTextChars * 2)))) return
      t = stripControls(t)
      if (ldBuf !== null) { if (ldBuf.length < 1_000_000) ldBuf += t.slice(0, 1_000_000); return }
      for (const c of open) {
        const max = c.kind === 'para' ? PARA_MAX : CAPTURE_MAX
        if (c.text.length < max) c.text += t.length > max ? t.slice(0, max) : t
      }
      if (skip > 0) return
      // Cut inside the node too: one text node can be megabytes long.
      if (contactLen < limits.maxContactChars) {
        const part = t.length > limits.maxContactChars - contactLen ? t.slice(0, limits.maxContactChars - contactLen) : t
        contactParts.push(part); contactLen += part.length; contactNl = false
      }
      if (chrome === 0 && mainLen < limits.maxTextChars * 2) {
        const part = t.length > limits.maxTextChars * 2 - mainLen ? t.slice(0, limits.maxTextChars * 2 - mainLen) : t
        mainParts.push(part); mainLen += part.length; mainNl = false
      }
    },
    onclosetag(name, implied) {
      for (const r of readers) r.onclosetag?.(name, implied)
      const f = flags.pop() ?? 0
      const mine = caps.pop() ?? null
      if (f & F_SKIP) skip--
      if (f & F_CHROME) chrome--
      if (f & F_SCOPE) scopes.pop()
      if (name === 'script' && ldBuf !== null) { out.jsonLd.push(own(ldBuf)); ldBuf = null }
      if (BLOCK.has(name) && skip === 0) newline()
      if (BLOCK.has(name)) bylineBreak()
      if (mine) for (const cap of mine) finishCapture(cap)
    },
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true })
  const readers = withReaders ? withReaders(() => parser.startIndex) : []
  function finishCapture(cap: Capture): void {
      open.splice(open.lastIndexOf(cap), 1)
      const text = own(cap.text.replace(/\s+/g, ' ').trim())
      if (cap.kind === 'title') out.title = text
      else if (cap.kind === 'heading') { if (text && out.headings.length < 100) out.headings.push({ level: cap.level!, text }) }
      else if (cap.kind === 'anchor') {
        cap.anchor!.text = text
        if (cap.anchor!.rel.includes('author')) out.bylines[out.bylines.lastIndexOf('')] = text
      } else if (cap.kind === 'byline') { const name = bylineName(text); if (name) out.bylines.push(name) }
      else if (cap.kind === 'date') { if (text && text.length <= 200) out.dateTexts.push(text) }
      else if (cap.kind === 'para') { if (text.length >= 40) out.paragraphs.push(text) }
      else if (cap.kind === 'itemprop' && text) out.microdata.push({ prop: cap.prop!, value: text })
  }
  return {
    write(chunk) {
      if (out.tooDeep) return
      parser.write(chunk)
      // This chunk's text parts become one flat string: the parts are slices that would pin the chunk.
      mainKept = compact(mainParts, mainKept)
      contactKept = compact(contactParts, contactKept)
    },
    end() {
      parser.end()
      out.mainText = mainParts.join('')
      out.contactText = contactParts.join('')
      out.bylines = out.bylines.filter(Boolean)
      return out
    },
  }
}

const BYLINE_BREAK = '\u0001'

// Parts of a class name that make an "author" box something else: a follow button, a photo, a bio or
// "About the author" panel, a list of other writers.
const NOT_BYLINE = /^(?:follow|bio|avatar|img|image|photo|pic|picture|thumb|social|about|heading|desc|description|list|more|links?|widget)$/i

/** A class token naming a byline (`byline`, `author`, `author-name`, BEM `article__author`), not a neighbouring widget. */
function bylineClass(cls: string): boolean {
  for (const token of cls.split(/\s+/)) {
    const parts = token.toLowerCase().split(/[-_]+/)
    if (parts.some((p) => p === 'byline' || p === 'author' || p === 'authors') && !parts.some((p) => NOT_BYLINE.test(p))) return true
  }
  return false
}

/**
 * A class token naming a publication date (`date`, `post-date`, `published`, `timestamp`, `PublishDate`), not an
 * update, or the line under a headline that carries it: the byline box or the post's meta line (`post-meta`,
 * `entry-meta`, `article-meta`: "by Jo Reed | May 16, 2016 | 0 comments").
 */
const DATE_HINT = /date|publish|timestamp|posted|meta|byline/i
const DATE_LINE = /^(?:(?:post|entry|article|story)[-_]?(?:meta|byline|info)|byline)$/i
function dateClass(cls: string): boolean {
  if (!DATE_HINT.test(cls)) return false // most classes: one test, no allocation
  // `status-publish` is WordPress's post status (post_class()), on the whole article: not a date.
  return cls.split(/\s+/).some((t) => DATE_LINE.test(t) || (/date|publish|timestamp|posted/i.test(t) && !/updat|modif|validat|candidate|mandate|^status-/i.test(t)))
}

/** The first block of a byline box; a lone "By" label keeps the block after it. */
function bylineName(text: string): string {
  const parts = text.split(BYLINE_BREAK).map((p) => p.trim()).filter(Boolean)
  if (parts.length > 1 && /^(?:by|von|par|por|di|door|av|af)$/i.test(parts[0]!)) return `${parts[0]} ${parts[1]}`
  return parts[0] ?? ''
}

export function scanHtml(html: string, limits: ScanLimits): Scan {
  const s = createScanner(limits)
  s.write(html)
  return s.end()
}
