/**
 * Relevance: is the screened entity this article's subject? Names are compared as folded token
 * sequences (case, accents and punctuation ignored: "SOCIÉTÉ-GÉNÉRALE" = "Societe Generale"). A person's
 * surname alone counts as a mention unless a different given name stands before it (a namesake). A
 * one-word name must appear capitalised in the original text ("Apple" is not "apple pie").
 */
import { fold, sentences } from './text.ts'
import { boundText, wordSized } from '../text/bounds.ts'

interface Tok { raw: string; norm: string }
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'dr', 'sir', 'lord', 'judge', 'president', 'minister', 'senator', 'chief', 'ceo', 'former', 'ex', 'prof', 'general', 'gen', 'rep', 'gov', 'governor', 'mayor', 'prince', 'king', 'queen', 'sheikh', 'the', 'said', 'says', 'and', 'by', 'of', 'to', 'that', 'with', 'when', 'as', 'against', 'for', 'from', 'but', 'after', 'before', 'while', 'whom', 'who'])

/** Letter/digit runs of at most MAX_WORD_CHARS (src/text/bounds.ts) in the first MAX_TOKENIZED_CHARS characters. */
function toks(s: string): Tok[] {
  return (boundText(s).replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '').match(/[\p{L}\p{N}]+/gu) ?? []).filter(wordSized).map((raw) => ({ raw, norm: fold(raw) }))
}

/** Umlaut and vowel-digraph transliterations (ö/oe, ü/ue, ou/u as in Makhlouf/Makhluf) compare equal. */
const translit = (s: string) => s.replace(/([aou])e/g, '$1').replace(/ou/g, 'u').replace(/(.)\1/g, '$1')

/** Optimal-string-alignment distance, bounded: returns max + 1 as soon as it is exceeded. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = [], prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1)
      cur.push(v); rowMin = Math.min(rowMin, v)
    }
    if (rowMin > max) return max + 1
    prev2 = prev; prev = cur
  }
  return prev[b.length]!
}

/** Token equality that survives transliteration and one typo (two in long names); short tokens must match exactly. */
export function sameToken(a: string, b: string): boolean {
  if (a === b) return true
  // The edit distance is quadratic in the length: words longer than any name part compare exactly only.
  if (a.length < 5 || b.length < 5 || a[0] !== b[0] || !wordSized(a) || !wordSized(b)) return false
  const ta = translit(a), tb = translit(b)
  if (ta === tb) return true
  return editDistance(ta, tb, ta.length >= 8 ? 2 : 1) <= (ta.length >= 8 ? 2 : 1)
}

function findSeq(hay: Tok[], needle: string[], from = 0): number {
  outer: for (let i = from; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (!sameToken(hay[i + j]!.norm, needle[j]!)) continue outer
    return i
  }
  return -1
}

export interface EntityMatcher {
  /** Occurrences in a text: full-name mentions, surname mentions, namesake mentions. */
  count(text: string): { full: number; partial: number; namesake: number }
  /** True when a folded sentence names the entity (used to weight adverse evidence near the name). */
  mentions(foldedSentence: string): boolean
  /**
   * The folded sentence with punctuation as spaces and every mention of the entity replaced by the token
   * `qqentity` (for role patterns, role.ts); undefined when the sentence does not name the entity.
   */
  mark(foldedSentence: string): string | undefined
}

export function createMatcher(variants: string[]): EntityMatcher {
  const seqs = variants.map((v) => toks(v).map((t) => t.norm)).filter((s) => s.length > 0)
  const single = seqs.filter((s) => s.length === 1)
  // Person-like: the longest variant has 2–4 alphabetic tokens; its last token (≥ 3 letters) is a surname.
  const longest = seqs.reduce<string[]>((a, b) => (b.length > a.length ? b : a), [])
  const personLike = longest.length >= 2 && longest.length <= 4 && longest.every((t) => /^\p{L}+$/u.test(t))
  const surname = personLike && longest.at(-1)!.length >= 3 ? longest.at(-1)! : undefined
  const given = new Set(personLike ? longest.slice(0, -1) : [])
  const foldedNeedles = [...seqs.map((s) => ` ${s.join(' ')} `), ...(surname ? [` ${surname} `] : [])]
  return {
    count(text) {
      const hay = toks(text)
      let full = 0, partial = 0, namesake = 0
      for (const seq of seqs) {
        for (let i = findSeq(hay, seq); i >= 0; i = findSeq(hay, seq, i + seq.length)) {
          if (seq.length === 1 && single.length && !/^\p{Lu}/u.test(hay[i]!.raw)) continue
          full++
        }
      }
      if (surname && full === 0) {
        for (let i = findSeq(hay, [surname]); i >= 0; i = findSeq(hay, [surname], i + 1)) {
          if (!/^\p{Lu}/u.test(hay[i]!.raw)) continue
          const prev = hay[i - 1]
          if (prev && /^\p{Lu}/u.test(prev.raw) && !given.has(prev.norm) && !HONORIFICS.has(prev.norm) && prev.norm.length > 1) namesake++
          else partial++
        }
      }
      return { full, partial, namesake }
    },
    mentions(s) {
      const padded = ` ${s.replace(/[^\p{L}\p{N}]+/gu, ' ')} `
      return foldedNeedles.some((n) => padded.includes(n))
    },
    mark(s) {
      let padded = ` ${s.replace(/[^\p{L}\p{N}$\u00a3\u20ac]+/gu, ' ')} `
      let found = false
      // longest needle first, so "acme widgets" is marked before "acme"
      for (const n of [...foldedNeedles].sort((a, b) => b.length - a.length)) {
        if (!padded.includes(n)) continue
        found = true
        padded = padded.split(n).join(' qqentity ')
      }
      return found ? padded.replace(/\s+/g, ' ').trim() : undefined
    },
  }
}

/**
 * The lead: the first two sentences, or as many as fill the first LEAD_CHARS characters — what a feed shows
 * of an article (its snippet), so a name anywhere in a snippet counts as named in the lead.
 */
export const LEAD_CHARS = 400

/**
 * Relevance in [0, 1]: 1 = named in the headline; 0.9 = named in the lead; repeated mentions 0.8;
 * surname only scaled down; one passing mention deep in the text 0.45 (below the 0.5 cut); only a
 * namesake (another given name with the same surname) 0.1; not named at all 0.
 */
export function relevance(m: EntityMatcher, title: string, text: string): number {
  const t = m.count(title)
  if (t.full > 0) return 1
  const ss = sentences(text)
  let n = 0
  for (let len = 0; n < ss.length && (n < 2 || len < LEAD_CHARS); n++) len += ss[n]!.length + 1
  const leadText = ss.slice(0, n).join(' ')
  const l = m.count(leadText)
  const b = m.count(text)
  if (l.full > 0) return 0.9
  if (t.partial > 0) return 0.85
  if (b.full >= 2) return 0.8
  if (l.partial > 0) return 0.75
  if (b.partial >= 2) return 0.65
  if (b.full === 1) return 0.55
  if (b.partial === 1) return 0.45
  if (t.namesake + b.namesake > 0) return 0.1
  return 0
}
