import { Parser } from 'htmlparser2'
import { boundText, wordSized } from '../text/bounds.ts'

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
  return fold(boundText(s)).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '' && wordSized(w))
}

/**
 * Characters of one story field (title, description, content) that are read: a feed description or an API's
 * article text is far shorter. The screening work per story is linear in it.
 */
export const MAX_FIELD_CHARS = 10_000
/** Element nesting at which stripHtml stops reading (the HTML parser's stack costs O(depth) per tag). */
const MAX_FIELD_DEPTH = 256
// Tags that open or close a block (HTML Living Standard grouping, sections, headings, tables, lists): their
// boundaries become line breaks, so a headline is never glued to the sentence after it.
const BLOCK = new Set(['p', 'div', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup', 'header', 'footer', 'section', 'article', 'aside', 'nav', 'main', 'blockquote', 'pre', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'address', 'details', 'summary', 'hr', 'br'])

/**
 * Removes HTML tags and decodes every HTML entity (feed descriptions often carry escaped markup): one linear
 * htmlparser2 pass over at most MAX_FIELD_CHARS characters. A tag separates words (a line break at every block
 * boundary); script and style content is dropped.
 */
export function stripHtml(s: string): string {
  const parts: string[] = []
  let hidden = 0
  let depth = 0
  const parser = new Parser({
    onopentag(name) {
      if (name === 'script' || name === 'style') hidden++
      parts.push(BLOCK.has(name) ? '\n' : ' ')
      if (++depth >= MAX_FIELD_DEPTH) parser.pause()
    },
    ontext(t) { if (!hidden) parts.push(t) },
    onclosetag(name) {
      depth--
      if (name === 'script' || name === 'style') hidden = Math.max(0, hidden - 1)
      parts.push(BLOCK.has(name) ? '\n' : ' ')
    },
  }, { decodeEntities: true, lowerCaseTags: true })
  parser.write(boundText(s, MAX_FIELD_CHARS))
  parser.end()
  return parts.join('').replace(/\u00a0/g, ' ').replace(/[ \t\f\v\r]+/g, ' ').replace(/\n\s*/g, '\n').trim()
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
