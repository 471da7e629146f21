/**
 * Word statistics derived from the vector vocabulary alone. The package lists words by corpus frequency, so
 * Zipf's law gives p(w) ≈ 1 / ((rank + 1) · H_N); from it come the SIF weight a / (a + p(w)) (Arora, Liang &
 * Ma, ICLR 2017) used to average vectors, and an IDF-like weight for lexical matching. No labelled data is
 * involved. Stemmed input ("regist", "daili") is mapped back to the most frequent vocabulary word with that
 * stem so it still gets a vector.
 */
import type { WordVectors } from './vectors.ts'
import { stem, isStopword } from '../text/tokenize.ts'

const SIF_A = 1e-3

/**
 * Words that appear on nearly every website whatever its topic (site furniture, account and legal
 * links). Written for this project; they keep a fifth of their weight so that "online", "site" or "login"
 * do not pull every page towards Technology.
 */
const WEB_GENERIC = new Set(`website websites site sites login log sign account accounts privacy policy cookie cookies terms
conditions contact home page pages click menu share follow subscribe newsletter copyright rights reserved help faq support
information info official welcome view learn read online app apps download android ios play google apple`.split(/\s+/))
// Stemmed input ("onlin", "websit") is recognised too.
const GENERIC_STEMS = new Set([...WEB_GENERIC].map(stem))
const isGeneric = (t: string): boolean => WEB_GENERIC.has(t) || GENERIC_STEMS.has(t)
const GENERIC_FACTOR = 0.2
const STEM_MAP_WORDS = 120_000
const COMMON_WORDS = 3000
/**
 * A token that is the stem of a vocabulary word ("busi" ← business, "footbal" ← football, "devic" ← device)
 * but also a token of its own is read as that word when it is far rarer than the word (≥ 50× the rank, an
 * IDF gap of ≥ ln 50 ≈ 3.9) and rare in itself (rank ≥ 20,000): such a token is almost always a stem from a
 * pre-stemmed crawl, and its own statistics (IDF ≈ 8, the vector of a word seen a handful of times) would let
 * one token outweigh a page. Common words that happen to be stems ("organ" ← organization, "govern",
 * "intern", "medic", "franc") stay themselves.
 */
const STEM_RESOLVE_RATIO = 50
const STEM_RESOLVE_MIN_RANK = 20_000

export interface Lexicon {
  vectors: WordVectors
  /** Vector row for a token (exact, else via its stem; far rarer stems read as their word), or -1. */
  row(token: string): number
  /** SIF weight in (0,1]: frequent words near 0, rare words near 1. */
  sif(token: string): number
  /** IDF-like weight ≥ 0 (log of the Zipf rank ratio). */
  idf(token: string): number
  /** The same IDF-like weight without the site-furniture discount (for comparing sentences, not sites). */
  plainIdf(token: string): number
  /** Unit vector of the corpus "common discourse" direction, removed from sentence vectors. */
  common: Float32Array
  /**
   * Stem key of a token. Porter2 is not idempotent ("course" → "cours" → "cour", "university" → "univers"
   * → "univ"), so a token that already is the stem of a vocabulary word (pre-stemmed crawls) is kept as it
   * is; it then meets profile terms, which are stems of real words.
   */
  stemKey(token: string): string
  /** Row of the most frequent vocabulary word whose Porter2 stem is `s` (a word other than `s` itself), or -1. */
  wordOfStem(s: string): number
}

export function createLexicon(vectors: WordVectors): Lexicon {
  const H = Math.log(vectors.size) + 0.5772
  const byStem = new Map<string, number>()
  const stems = new Set<string>()
  for (let r = 0; r < Math.min(STEM_MAP_WORDS, vectors.size); r++) {
    const w = vectors.word(r)
    if (!/^[a-z]{3,}$/.test(w)) continue
    const s = stem(w)
    if (s !== w) stems.add(s)
    if (!byStem.has(s)) byStem.set(s, r)
    if (!byStem.has(w)) byStem.set(w, r)
  }
  // Stems that are also far rarer tokens of their own: token → row of the word they stem from.
  const resolved = new Map<string, number>()
  for (const s of stems) {
    const own = vectors.index(s), r = byStem.get(s)!
    if (own >= STEM_RESOLVE_MIN_RANK && own + 1 >= STEM_RESOLVE_RATIO * (r + 1)) resolved.set(s, r)
  }
  const rowMemo = new Map<string, number>()
  const row = (t: string): number => {
    let r = rowMemo.get(t)
    if (r !== undefined) return r
    r = resolved.get(t) ?? vectors.index(t)
    if (r < 0) r = byStem.get(t) ?? byStem.get(stem(t)) ?? -1
    if (rowMemo.size > 300_000) rowMemo.clear()
    rowMemo.set(t, r)
    return r
  }
  const rankOf = (t: string): number => { const r = row(t); return r < 0 ? vectors.size : r }
  const common = new Float32Array(vectors.dims)
  for (let r = 0; r < COMMON_WORDS; r++) {
    if (!/^[a-z]+$/.test(vectors.word(r))) continue
    vectors.addTo(common, r, 1 / ((r + 1) * H))
  }
  let n = 0
  for (const x of common) n += x * x
  n = Math.sqrt(n)
  for (let d = 0; d < common.length; d++) common[d]! /= n
  return {
    vectors, row, common,
    wordOfStem: (s) => (stems.has(s) ? byStem.get(s)! : -1),
    stemKey(t) {
      if (!stems.has(t)) return stem(t)
      // Kept only when the word it stems from is more frequent than the token as a word of its own
      // ("cours" ← course: kept; "children" ← childrens: stemmed as usual).
      const own = vectors.index(t)
      return own < 0 || byStem.get(t)! < own ? t : stem(t)
    },
    sif(t) {
      if (isStopword(t)) return 0.01
      const p = 1 / ((rankOf(t) + 1) * H)
      return (SIF_A / (SIF_A + p)) * (isGeneric(t) ? GENERIC_FACTOR : 1)
    },
    idf(t) {
      if (isStopword(t)) return 0
      return Math.log((rankOf(t) + 50) / 50) * (isGeneric(t) ? GENERIC_FACTOR : 1)
    },
    plainIdf(t) {
      return isStopword(t) ? 0 : Math.log((rankOf(t) + 50) / 50)
    },
  }
}

/** Removes the projection on `dir` (unit) in place and returns the resulting norm. */
export function removeComponent(v: Float32Array, dir: Float32Array, amount = 1): number {
  let dot = 0
  for (let d = 0; d < v.length; d++) dot += v[d]! * dir[d]!
  let n = 0
  for (let d = 0; d < v.length; d++) { v[d]! -= amount * dot * dir[d]!; n += v[d]! * v[d]! }
  return Math.sqrt(n)
}

export function cosine(a: Float32Array, an: number, b: Float32Array, bn: number): number {
  if (!(an > 0) || !(bn > 0)) return 0
  let dot = 0
  for (let d = 0; d < a.length; d++) dot += a[d]! * b[d]!
  return dot / (an * bn)
}
