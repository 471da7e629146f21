/**
 * The extraction engine: HTML in, ExtractedDocument out. One SAX pass (scan.ts) builds the index, the
 * rule bundles (bundles.ts) pick each field, the contact extractors (contact/) read links and text.
 * Pure and synchronous; `extractDocumentAsync` feeds the parser in slices and yields between them so a
 * multi-megabyte page never holds the event loop for more than a slice.
 */
import type { Warning } from '../context.ts'
import { foldLineBreaks } from '../text/bounds.ts'
import { cpuTurn } from '../text/turns.ts'
import type { Bundle, FieldName, RuleContext, RuleFields } from './bundle.ts'
import { bundles as defaultBundles } from './bundles.ts'
import { extractContacts } from './contact/index.ts'
import { MAX_JSONLD_DEPTH, parseJsonLd } from './jsonld.ts'
import { resolveUrl } from './normalize.ts'
import { bestFavicon } from './rules/icons.ts'
import { bestLogo, declaredLogos } from './rules/logo.ts'
import { createScanner, type ReadersOf, type Scan, type ScanLimits } from './scan.ts'
import type { ExtractedDocument, ExtractOptions } from './types.ts'

export const EXTRACT_DEFAULTS = { maxHtmlChars: 3_000_000, maxTextChars: 20_000, maxLinks: 500, contacts: true, content: true } as const
const SLICE_CHARS = 128 * 1024
// Bytes decoded per piece: the decoded piece stays a regular young-generation object (V8 puts strings over
// 128 KiB, i.e. 64 Ki two-byte characters, in large-object space).
const BYTE_SLICE = 64 * 1024
const FIELDS: FieldName[] = ['title', 'description', 'keywords', 'author', 'siteName', 'lang', 'publishedTime',
  'modifiedTime', 'image', 'canonical', 'icons', 'feeds']

interface Prepared { html: string; limits: ScanLimits; opts: Required<ExtractOptions>; warnings: Warning[] }

function prepare(html: string, options: ExtractOptions | undefined): Prepared {
  const opts: Required<ExtractOptions> = { ...EXTRACT_DEFAULTS, ...options }
  const warnings: Warning[] = []
  if (html.length > opts.maxHtmlChars) {
    warnings.push({ source: 'engine', code: 'input_truncated', message: `only the first ${opts.maxHtmlChars} of ${html.length} characters were processed` })
    html = html.slice(0, opts.maxHtmlChars)
  }
  // A part the caller does not read is not collected at all (its text would only be joined and thrown away).
  const limits = {
    maxTextChars: opts.content ? opts.maxTextChars : 0,
    maxContactChars: opts.contacts ? Math.max(opts.maxTextChars * 10, 200_000) : 0,
    maxAnchors: 5000,
    anchors: opts.contacts || opts.content,
  }
  return { html, limits, opts, warnings }
}

function pageBase(pageUrl: string, baseHref: string | undefined): { url: URL; base: URL } {
  const url = new URL(pageUrl)
  let base = url
  if (baseHref) {
    const b = resolveUrl(baseHref, url, 'page')
    if (b) base = new URL(b)
  }
  return { url, base }
}

function group(list: Array<{ key: string; value: string }>): Map<string, string[]> {
  const m = new Map<string, string[]>()
  for (const { key, value } of list) {
    const arr = m.get(key)
    if (arr) arr.push(value)
    else m.set(key, [value])
  }
  return m
}

function pick(map: Map<string, string[]>, prefix: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [k, v] of map) if (k.startsWith(prefix)) out[k] = v
  return out
}

/** `en-US` → `en` (RFC 5646 §2.2.1: the primary language subtag). */
export function primaryLang(tag: string | undefined): string | undefined {
  return tag ? tag.split('-')[0].toLowerCase() : undefined
}

/** Runs the bundles: first defined value per field; a throwing rule becomes a warning. */
export function runBundles(ctx: RuleContext, list: Bundle[], warnings: Warning[]): Partial<RuleFields> {
  const out: Partial<Record<FieldName, unknown>> = {}
  const applicable = list.filter((b) => {
    try { return !b.test || b.test(ctx) } catch (err) {
      warnings.push({ source: `${b.name}#test`, code: 'rule_failed', message: (err as Error).message })
      return false
    }
  })
  for (const field of FIELDS) {
    for (const b of applicable) {
      const rules = b.rules[field] as Array<(c: RuleContext) => unknown> | undefined
      if (!rules) continue
      for (let i = 0; i < rules.length && out[field] === undefined; i++) {
        try { out[field] = rules[i](ctx) } catch (err) {
          warnings.push({ source: `${b.name}#${i + 1}`, code: 'rule_failed', message: `${field}: ${(err as Error).message}` })
        }
      }
      if (out[field] !== undefined) break
    }
  }
  return out as Partial<RuleFields>
}

/**
 * A page built by scripts in the browser: scripts, and a body without visible text (or, around a framework's
 * mount point, under SHELL_TEXT_CHARS of it, such as "Loading…"). Its metadata in `<head>` may still be
 * complete; what the body would hold is not.
 */
const SHELL_TEXT_CHARS = 100
function scriptShell(scan: Scan): boolean {
  return scan.scripts > 0 && (scan.mountPoint ? scan.visibleChars < SHELL_TEXT_CHARS : scan.visibleChars === 0)
}

function finish(scan: Scan, pageUrl: string, p: Prepared, list: Bundle[]): ExtractedDocument {
  const { warnings, opts } = p
  const { url, base } = pageBase(pageUrl, scan.baseHref)
  if (scan.tooDeep) warnings.push({ source: 'engine', code: 'nesting_too_deep', message: `parsing stopped at element nesting depth ${scan.maxDepth}` })
  if (scriptShell(scan)) {
    warnings.push({ source: 'engine', code: 'needs_rendering', message: 'The page body has no text until its JavaScript runs: text, contact data and any field the scripts set are missing; a browser would see more.' })
  }
  const meta = group(scan.metas)
  const { objects: jsonLd, failed, tooDeep } = parseJsonLd(scan.jsonLd)
  if (failed > tooDeep) warnings.push({ source: 'jsonld', code: 'jsonld_invalid', message: `${failed - tooDeep} JSON-LD block(s) could not be parsed` })
  if (tooDeep) warnings.push({ source: 'jsonld', code: 'jsonld_too_deep', message: `${tooDeep} JSON-LD block(s) nested deeper than ${MAX_JSONLD_DEPTH} levels were skipped` })
  const microdata = group(scan.microdata.map((m) => ({ key: m.prop, value: m.value })))
  const ctx: RuleContext = { url, base, scan, meta, jsonLd, microdata }
  const f = runBundles(ctx, list, warnings)
  const contacts = opts.contacts ? extractContacts(ctx, f.lang, warnings) : { emails: [], phoneNumbers: [], socialLinks: [] } // the full tag: its region hints phone numbers
  const icons = f.icons ?? []
  const favicon = bestFavicon(icons, url)
  const links: ExtractedDocument['links'] = []
  for (const a of opts.content ? scan.anchors : []) {
    if (links.length >= opts.maxLinks) break
    // Already absolute and clean: no need to parse (the common case, and URL parsing is the cost here).
    const abs = /^https?:\/\/[^\s\\]+$/.test(a.href) ? a.href : resolveUrl(a.href, base, 'page')
    if (abs) links.push({ url: abs, text: a.text })
  }
  const text = foldLineBreaks(scan.mainText.replace(/[ \t\u00a0\r\f\v]+/g, ' ')).trim().slice(0, opts.maxTextChars)
  return {
    url: url.href,
    contentType: 'text/html',
    title: f.title, description: f.description, keywords: f.keywords ?? [], canonical: f.canonical,
    lang: primaryLang(f.lang), locale: f.lang, author: f.author, publishedTime: f.publishedTime, modifiedTime: f.modifiedTime,
    siteName: f.siteName, image: f.image, favicon, logo: bestLogo(declaredLogos(ctx), icons, favicon), icons, feeds: f.feeds ?? [],
    meta: Object.fromEntries(meta), openGraph: pick(meta, 'og:'), twitter: pick(meta, 'twitter:'),
    article: pick(meta, 'article:'), jsonLd, microdata: Object.fromEntries(microdata),
    headings: scan.headings, text, links,
    emails: contacts.emails, phoneNumbers: contacts.phoneNumbers, socialLinks: contacts.socialLinks,
    warnings,
  }
}

/**
 * Extracts everything from one HTML page. `pageUrl` (absolute) resolves relative URLs and hints the
 * phone region. Never throws on bad markup; throws TypeError only for an invalid `pageUrl`.
 */
export function extractDocument(html: string, pageUrl: string, options?: ExtractOptions, list: Bundle[] = defaultBundles): ExtractedDocument {
  const p = prepare(html, options)
  const scanner = createScanner(p.limits)
  scanner.write(p.html)
  return finish(scanner.end(), pageUrl, p, list)
}

/**
 * As extractDocumentAsync, but from the body bytes: they are decoded (WHATWG Encoding Standard, streaming
 * `TextDecoder`, which gives exactly what a one-shot decode gives) 64 KiB at a time and each piece is fed to
 * the scanner at once. The page never exists as one string: a 1.6 MB page decoded whole is a 1.6–3.2 MB
 * heap string that outlives several scavenges while the other requests run, gets promoted and makes V8 grow
 * the young generation (measured: bench/service/stages.ts). `charset` is a WHATWG encoding name.
 */
export async function extractDocumentFromBytes(bytes: Uint8Array, charset: string, pageUrl: string, options?: ExtractOptions, list: Bundle[] = defaultBundles, readers?: ReadersOf): Promise<ExtractedDocument> {
  const p = prepare('', options)
  const decoder = new TextDecoder(charset)
  const scanner = createScanner(p.limits, readers)
  let fed = 0
  let total = 0
  let sinceYield = 0
  for (let i = 0; i <= bytes.length; i += BYTE_SLICE) {
    const last = i + BYTE_SLICE >= bytes.length
    const piece = decoder.decode(bytes.subarray(i, i + BYTE_SLICE), { stream: !last })
    total += piece.length
    if (fed < p.opts.maxHtmlChars && piece.length > 0) {
      const take = piece.length > p.opts.maxHtmlChars - fed ? piece.slice(0, p.opts.maxHtmlChars - fed) : piece
      scanner.write(take)
      fed += take.length
      sinceYield += take.length
    }
    if (last) break
    if (sinceYield >= SLICE_CHARS) { sinceYield = 0; await cpuTurn() }
  }
  if (total > p.opts.maxHtmlChars) {
    p.warnings.push({ source: 'engine', code: 'input_truncated', message: `only the first ${p.opts.maxHtmlChars} of ${total} characters were processed` })
  }
  return finish(scanner.end(), pageUrl, p, list)
}

/** As extractDocument, yielding to the event loop every 128 Ki characters of parsing. */
export async function extractDocumentAsync(html: string, pageUrl: string, options?: ExtractOptions, list: Bundle[] = defaultBundles, readers?: ReadersOf): Promise<ExtractedDocument> {
  const p = prepare(html, options)
  const scanner = createScanner(p.limits, readers)
  for (let i = 0; i < p.html.length; i += SLICE_CHARS) {
    scanner.write(p.html.slice(i, i + SLICE_CHARS))
    if (i + SLICE_CHARS < p.html.length) await cpuTurn()
  }
  return finish(scanner.end(), pageUrl, p, list)
}

/** A page's HTML: body bytes with their WHATWG encoding name (preferred, see extractDocumentFromBytes), or text. */
export type HtmlInput = { bytes: Uint8Array; charset: string; /** The caller no longer needs the bytes: the pool may move them to a worker (pool.ts). */ handOver?: boolean } | { text: string }

/**
 * extractDocumentFromBytes or extractDocumentAsync, as the input is. `readers` read the same parse (scan.ts):
 * the page pipeline's one pass (src/operations/page.ts).
 */
export function extractHtml(input: HtmlInput, pageUrl: string, options?: ExtractOptions, readers?: ReadersOf): Promise<ExtractedDocument> {
  return 'bytes' in input ? extractDocumentFromBytes(input.bytes, input.charset, pageUrl, options, defaultBundles, readers) : extractDocumentAsync(input.text, pageUrl, options, defaultBundles, readers)
}
