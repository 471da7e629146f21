/**
 * A fetched response to a document: HTML through the engine; other types (PDF, images, JSON, plain
 * text, feeds) described from what the headers and URL tell, never parsed as HTML and never a crash.
 */
import type { FetchedResponse } from '../fetch/types.ts'
import { extractHtml, primaryLang, type HtmlInput } from './engine.ts'
import type { ExtractedDocument, ExtractOptions } from './types.ts'

/** Extracts a page's HTML somewhere else than this thread (an ExtractPool); the result must equal the engine's. */
export type HtmlExtractor = (input: HtmlInput, url: string, options?: ExtractOptions) => Promise<ExtractedDocument>

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml', ''])

export function emptyDocument(url: string, contentType: string): ExtractedDocument {
  return {
    url, contentType, title: undefined, description: undefined, keywords: [], canonical: url, lang: undefined, locale: undefined,
    author: undefined, publishedTime: undefined, modifiedTime: undefined, siteName: undefined, image: undefined,
    favicon: undefined, logo: undefined, icons: [], feeds: [], meta: {}, openGraph: {}, twitter: {}, article: {}, jsonLd: [],
    microdata: {}, headings: [], text: '', links: [], emails: [], phoneNumbers: [], socialLinks: [], warnings: [],
  }
}

/** Content-Language (RFC 9110 §8.5): the first tag. */
function setLang(doc: ExtractedDocument, header: string): void {
  const tag = header.split(',')[0].trim()
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(tag)) return
  doc.locale = tag
  doc.lang = primaryLang(tag)
}

/** `filename` of Content-Disposition (RFC 6266 §4.3; `filename*` per RFC 8187 preferred), else the URL's last segment. */
function fileName(resp: FetchedResponse): string | undefined {
  const cd = resp.headers['content-disposition'] ?? ''
  const star = cd.match(/filename\*\s*=\s*[^']*'[^']*'([^;]+)/i)
  if (star) { try { return decodeURIComponent(star[1].trim()) } catch { /* fall through */ } }
  const plain = cd.match(/filename\s*=\s*"?([^";]+)"?/i)
  if (plain) return plain[1].trim()
  try {
    const last = new URL(resp.url).pathname.split('/').filter(Boolean).pop()
    return last ? decodeURIComponent(last) : undefined
  } catch { return undefined }
}

function headerDate(v: string | undefined): string | undefined {
  const ms = v ? Date.parse(v) : NaN
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString()
}

/**
 * The body as text. From the bytes with the charset the fetcher determined when it is known (reading
 * `text` could make a lazily decoding response build the whole-page string), else the decoded `text`.
 */
function textOf(resp: FetchedResponse, maxBytes = Infinity): string | undefined {
  if (resp.charset !== undefined) return new TextDecoder(resp.charset).decode(resp.body.subarray(0, maxBytes))
  return resp.text === undefined || maxBytes === Infinity ? resp.text : resp.text.slice(0, maxBytes)
}

/** Looks like HTML despite a missing or generic Content-Type (WHATWG MIME sniffing §7.1, simplified). */
function sniffHtml(resp: FetchedResponse): boolean {
  const head = (textOf(resp, 1024) ?? '').slice(0, 1024).trimStart().toLowerCase()
  return head.startsWith('<!doctype html') || head.startsWith('<html') || /<(head|body|title|meta)[\s>]/.test(head)
}

/** The page's HTML as the engine takes it (from the bytes when the charset is known), or undefined when the response is not a web page. */
export function htmlInputOf(resp: FetchedResponse): HtmlInput | undefined {
  const type = resp.contentType
  const textual = resp.charset !== undefined || resp.text !== undefined
  const isHtml = (HTML_TYPES.has(type) || type === 'text/plain' || type === 'application/octet-stream') && textual &&
    (type === 'text/html' || type === 'application/xhtml+xml' || sniffHtml(resp))
  if (!isHtml) return undefined
  // From the bytes when the charset is known: the page is then never held as one string (engine.ts).
  return resp.charset !== undefined ? { bytes: resp.body, charset: resp.charset } : { text: resp.text ?? '' }
}

/** What the response adds to an extracted HTML document: the size-cap warning, Content-Language. */
export function completeHtmlDocument(doc: ExtractedDocument, resp: FetchedResponse): ExtractedDocument {
  if (resp.truncated) doc.warnings.push({ source: 'fetch', code: 'body_truncated', message: 'the body was cut at the size cap' })
  if (!doc.locale && resp.headers['content-language']) setLang(doc, resp.headers['content-language'])
  return doc
}

/** `extractElsewhere`: where HTML pages are extracted (the page pipeline passes the worker pool for large ones); default in this thread. */
export async function documentFromResponse(resp: FetchedResponse, options?: ExtractOptions, extractElsewhere?: HtmlExtractor): Promise<ExtractedDocument> {
  const input = htmlInputOf(resp)
  if (input) return completeHtmlDocument(await (extractElsewhere ?? extractHtml)(input, resp.url, options), resp)
  return describeNonHtml(resp, options)
}

/** A response that is not a web page, described from its headers and URL (never parsed as HTML). */
export function describeNonHtml(resp: FetchedResponse, options?: ExtractOptions): ExtractedDocument {
  const type = resp.contentType
  const text = textOf(resp)
  const doc = emptyDocument(resp.url, type || 'application/octet-stream')
  // Not a page: no title is invented from the file name (it is named in the warning instead).
  const file = fileName(resp)
  doc.modifiedTime = headerDate(resp.headers['last-modified'])
  if (resp.headers['content-language']) setLang(doc, resp.headers['content-language'])
  if (type.startsWith('image/')) doc.image = resp.url
  if (type === 'text/plain' && text) doc.text = text.slice(0, options?.maxTextChars ?? 20_000)
  if ((type === 'application/json' || type.endsWith('+json')) && text) {
    try {
      const v: unknown = JSON.parse(text)
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        const o = v as Record<string, unknown>
        if (typeof o.title === 'string') doc.title = o.title
        if (typeof o.description === 'string') doc.description = o.description
      }
    } catch {
      doc.warnings.push({ source: 'response', code: 'json_invalid', message: 'the JSON body could not be parsed' })
    }
  }
  doc.warnings.push({ source: 'response', code: 'not_html', message: `not a web page: ${type || 'unknown content type'}${file ? ` (${file})` : ''}, described from its headers only` })
  return doc
}
