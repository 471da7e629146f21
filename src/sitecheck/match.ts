/**
 * Term matching on normalised text (see terms.ts): lower case, diacritics removed (NFD), German ß → ss,
 * Polish ł → l, every run of non-letters/digits one space. A term of five or more characters matches the start
 * of a word, a shorter one a whole word.
 */

export function normalize(text: string): string {
  return text.toLowerCase()
    .replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/æ/g, 'ae').replace(/ø/g, 'o')
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export interface TermMatcher {
  /** The first term found in the normalised text, or undefined. */
  find(normalized: string): string | undefined
  /** Every distinct term found. */
  all(normalized: string): string[]
  /** How many times any term occurs. */
  count(normalized: string): number
}

/** One regular expression over all terms; terms are normalised the same way as the text. */
export function termMatcher(terms: readonly string[]): TermMatcher {
  const parts = [...new Set(terms.map(normalize).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((t) => (t.length >= 5 ? `${escape(t)}` : `${escape(t)}(?![\\p{L}\\p{N}])`))
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join('|')})`, 'gu')
  return {
    find(text) {
      re.lastIndex = 0
      const m = re.exec(text)
      return m ? m[0] : undefined
    },
    count(text) {
      re.lastIndex = 0
      let n = 0
      while (re.exec(text)) n++
      return n
    },
    all(text) {
      re.lastIndex = 0
      return [...new Set([...text.matchAll(re)].map((m) => m[0]))]
    },
  }
}

/** A URL path (and query) as words: "/de/widerrufsbelehrung.html" → "de widerrufsbelehrung html". */
export function slugWords(url: string): string {
  try {
    const u = new URL(url)
    let path = u.pathname
    try { path = decodeURIComponent(path) } catch { /* keep it encoded */ }
    return normalize(`${path} ${u.search.replace(/[?&=]/g, ' ')}`)
  } catch {
    return ''
  }
}

/**
 * The sentence of `text` around the first match of `needle` (a normalised term), cut to `max` characters,
 * for evidence quotes. Falls back to the start of the text.
 */
export function quoteAround(text: string, term: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const words = term.split(' ')
  // Find the term in the original text: match each word's letters loosely (accents and case ignored).
  const loose = new RegExp(words.map((w) => [...w].map((c) => `${escape(c)}[\\u0300-\\u036f]*`).join('')).join('[^\\p{L}\\p{N}]+'), 'iu')
  const folded = flat.normalize('NFD').replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/Ł/g, 'L')
  const m = loose.exec(folded)
  if (!m) return flat.slice(0, max)
  // Map the position back: NFD only adds combining marks, so count base characters.
  const start = Math.max(0, baseIndex(folded, m.index) - 60)
  let from = flat.lastIndexOf('. ', baseIndex(folded, m.index))
  from = from >= start ? from + 2 : start
  const quote = flat.slice(from, from + max).trim()
  return (from > 0 ? '…' : '') + quote + (from + max < flat.length ? '…' : '')
}

function baseIndex(folded: string, index: number): number {
  let n = 0
  for (let i = 0; i < index; i++) if (!/[\u0300-\u036f]/.test(folded[i])) n++
  // ß was expanded to "ss" in `folded`; the shift is at most a few characters, acceptable for a quote window.
  return n
}
