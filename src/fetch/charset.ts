/**
 * Character-encoding sniffing per the WHATWG HTML "determining the character encoding" algorithm
 * (HTML §13.2.3.2) and the WHATWG Encoding Standard labels (resolved by Node's ICU TextDecoder):
 * BOM → Content-Type charset → <meta> prescan of the first 1024 bytes → UTF-8 autodetection →
 * windows-1252. An unknown or unsupported label is skipped, never thrown.
 */

export type CharsetSource = 'bom' | 'header' | 'meta' | 'xml-declaration' | 'detected' | 'default'

export interface Decoded {
  text: string
  /** WHATWG encoding name ("utf-8", "shift_jis", "windows-1252" …). */
  charset: string
  source: CharsetSource
}

/** The WHATWG encoding name for a label, or undefined when the label is unknown or unsupported. */
export function encodingForLabel(label: string | undefined): string | undefined {
  if (!label) return undefined
  const l = label.trim().toLowerCase()
  // Encoding Standard §4.2: x-user-defined is only meaningful for XHR; HTML treats it as windows-1252.
  if (l === 'x-user-defined') return 'windows-1252'
  try { return new TextDecoder(l).encoding } catch { return undefined }
}

/** The charset parameter of a Content-Type header value (RFC 9110 §8.3.2). */
export function charsetParam(contentType: string | undefined): string | undefined {
  const m = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '')
  return m ? (m[1] ?? m[2]) : undefined
}

/** BOM sniffing (Encoding Standard §6 "BOM sniff"). */
export function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  return undefined
}

/** "Extracting a character encoding from a meta element" (HTML §2.6.4 … in the content attribute). */
function charsetFromContent(content: string): string | undefined {
  const m = /charset\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;"']+))/i.exec(content)
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined
}

/** Meta prescan over the first 1024 bytes (HTML §13.2.3.2 "prescan a byte stream"), simplified to tags. */
export function prescanMeta(bytes: Uint8Array, limit = 1024): string | undefined {
  const head = Buffer.from(bytes.subarray(0, limit)).toString('latin1').replace(/<!--[\s\S]*?(?:-->|$)/g, '')
  const metaRe = /<meta[\s/]([^>]*)>?/gi
  for (let m = metaRe.exec(head); m; m = metaRe.exec(head)) {
    const attrs = new Map<string, string>()
    const attrRe = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g
    for (let a = attrRe.exec(m[1]); a; a = attrRe.exec(m[1])) {
      const name = a[1].toLowerCase()
      if (!attrs.has(name)) attrs.set(name, a[2] ?? a[3] ?? a[4] ?? '') // first occurrence wins
    }
    let label: string | undefined
    if (attrs.has('charset')) label = attrs.get('charset')
    else if (attrs.get('http-equiv')?.toLowerCase() === 'content-type') label = charsetFromContent(attrs.get('content') ?? '')
    const enc = encodingForLabel(label)
    if (!enc) continue
    // The prescan never yields UTF-16: a document that can be prescanned as ASCII is not UTF-16.
    return enc.startsWith('utf-16') ? 'utf-8' : enc
  }
  return undefined
}

/** The encoding declared in an XML declaration (XML 1.0 §4.3.3). */
function xmlDeclaration(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1')
  const m = /^<\?xml[^>]*\sencoding\s*=\s*["']([^"']+)["']/.exec(head)
  return encodingForLabel(m?.[1])
}

/** True when the bytes hold non-ASCII text that is valid UTF-8 (HTML §13.2.3.2 step 9 allows autodetection). */
function looksUtf8(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024)
  if (!sample.some((b) => b >= 0x80)) return false
  try {
    // Streaming only when the sample was cut: then a split sequence at its end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < bytes.length })
    return true
  } catch {
    return false
  }
}

/** Media types whose bodies are text. */
export function isTextual(mime: string): boolean {
  return mime === '' || mime.startsWith('text/') || /^application\/(?:[\w.+-]+\+)?(?:json|xml)$/.test(mime)
    || mime === 'application/javascript' || mime === 'application/ecmascript' || mime === 'application/x-javascript'
}

export function pick(bytes: Uint8Array, mime: string, contentType: string | undefined): { charset: string; source: CharsetSource } {
  const bom = bomEncoding(bytes)
  if (bom) return { charset: bom, source: 'bom' }
  const header = encodingForLabel(charsetParam(contentType))
  if (header) return { charset: header, source: 'header' }
  const html = mime === '' || mime === 'text/html' || mime === 'application/xhtml+xml'
  if (html) {
    const meta = prescanMeta(bytes)
    if (meta) return { charset: meta, source: 'meta' }
  }
  if (mime.endsWith('xml')) {
    const decl = xmlDeclaration(bytes)
    if (decl) return { charset: decl, source: 'xml-declaration' }
  }
  // JSON and XML default to UTF-8 (RFC 8259 §8.1, XML 1.0 §4.3.3); HTML and plain text to windows-1252.
  if (mime.endsWith('json') || mime.endsWith('xml')) return { charset: 'utf-8', source: 'default' }
  if (looksUtf8(bytes)) return { charset: 'utf-8', source: 'detected' }
  if (html) {
    // A <meta charset> past the first 1024 bytes: browsers meet it while parsing and re-decode the page
    // ("change the encoding", HTML §13.2.3.4). The same within a bound, for bytes that are not UTF-8.
    const late = prescanMeta(bytes, LATE_META_BYTES)
    if (late) return { charset: late, source: 'meta' }
  }
  return { charset: 'windows-1252', source: 'default' }
}

/** How far a late `<meta charset>` is looked for (the head of any real page fits). */
export const LATE_META_BYTES = 64 * 1024

/** Decodes a textual body. `mime` is the parameter-free lower-case type, `contentType` the raw header. */
/**
 * Gives `response.text` as a getter that decodes the body on first read: a caller that only needs the
 * bytes (the extractor streams them) never holds a second, often two-byte, copy of a large page.
 */
export function withLazyText<T extends { body: Uint8Array; charset: string | undefined }>(response: T): T & { text: string | undefined } {
  let text: string | undefined
  return Object.defineProperty(response, 'text', {
    enumerable: true,
    configurable: true,
    get() {
      if (text === undefined && response.charset !== undefined) text = new TextDecoder(response.charset).decode(response.body)
      return text
    },
  }) as T & { text: string | undefined }
}

export function decodeText(bytes: Uint8Array, mime: string, contentType?: string): Decoded {
  const { charset, source } = pick(bytes, mime, contentType)
  // The BOM, when present, is consumed by TextDecoder (ignoreBOM false) for the matching UTF encodings.
  const text = new TextDecoder(charset).decode(bytes)
  return { text, charset, source }
}
