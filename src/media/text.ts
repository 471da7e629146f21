import { DomUtils, parseDocument } from 'htmlparser2'

/**
 * Text normalisation shared by matching and classification: lower case, accents removed (Unicode NFKD,
 * combining marks U+0300–U+036F dropped), typographic quotes and dashes folded, so "Société Générale",
 * "SOCIETE GENERALE" and "Societe-Generale" compare equal after tokenising.
 */
export function fold(s: string): string {
  // soft hyphens and zero-width characters (U+00AD, U+200B–U+200D, U+2060, U+FEFF) are dropped too
  return s.normalize('NFKD').replace(/[\u0300-\u036f\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u2018\u2019\u201b\u2032`´]/g, "'").replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-').replace(/ß/g, 'ss').replace(/[æ]/g, 'ae').replace(/[ø]/g, 'o').replace(/[đð]/g, 'd').replace(/ł/g, 'l')
    .toLowerCase()
}

/** Tokens of letters and digits after folding (punctuation is a separator; "S.A." → ["s", "a"]). */
export function tokens(s: string): string[] {
  return fold(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

// Tags that open or close a block (HTML Living Standard §4 grouping, sections, headings, tables, lists):
// their boundaries become line breaks, so a headline is never glued to the sentence after it.
const BLOCK_TAG = /<\/?(?:p|div|li|ul|ol|dl|dt|dd|h[1-6]|hgroup|header|footer|section|article|aside|nav|main|blockquote|pre|figure|figcaption|table|caption|thead|tbody|tfoot|tr|td|th|address|details|summary|hr|br)\b[^>]*>/gi

/** Removes HTML tags and decodes every HTML entity (feed descriptions often carry escaped markup). */
export function stripHtml(s: string): string {
  const noTags = s.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(BLOCK_TAG, '\n').replace(/<[^>]*>/g, ' ')
  // htmlparser2 decodes the full WHATWG named-reference table; with the tags gone the input is only text
  const decoded = DomUtils.textContent(parseDocument(noTags.replace(/</g, '&lt;'), { decodeEntities: true }).children)
  return decoded.replace(/\u00a0/g, ' ').replace(/[ \t\f\v\r]+/g, ' ').replace(/\n\s*/g, '\n').trim()
}

/** Splits text into sentences on terminal punctuation followed by space and a capital, or on line breaks. */
export function sentences(text: string): string[] {
  return text.split(/\n+|(?<=[.!?]["')\]]?)\s+(?=["'([]?[\p{Lu}\d])/u).map((s) => s.trim()).filter((s) => s.length > 1)
}

/** First one or two sentences, at most `max` characters (used as an article's summary). */
export function lead(text: string, max = 300): string {
  const ss = sentences(text)
  let out = ''
  for (const s of ss.slice(0, 2)) {
    if (out && out.length + s.length + 1 > max) break
    out = out ? `${out} ${s}` : s
  }
  return out.length > max ? `${out.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : out
}
