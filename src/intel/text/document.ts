/**
 * The bag-of-words + vector view of one text that every scorer shares: stem frequencies with the most
 * common surface form (for evidence), and the SIF-weighted mean word vector with the corpus common
 * direction removed.
 */
import { contentTokens } from './tokenize.ts'
import { removeComponent, type Lexicon } from '../resources/lexicon.ts'

export interface DocModel {
  stems: Map<string, { tf: number; word: string }>
  /** Euclidean norm of the saturated-tf × idf vector over `stems`. */
  lexNorm: number
  vec: Float32Array
  vecNorm: number
  tokens: number
}

/** Term-frequency saturation as in BM25 (k1 = 1.2): repeated words count, but less and less. */
export const sat = (tf: number): number => (tf * 2.2) / (tf + 1.2)

export function buildDoc(text: string, lex: Lexicon, maxTokens = 4000): DocModel {
  return docFromTokens(contentTokens(text, maxTokens), lex)
}

/** Token counts, so that per-word work (stemming, lookups) happens once per distinct word. */
export function countTokens(toks: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const t of toks) counts.set(t, (counts.get(t) ?? 0) + 1)
  return counts
}

export function docFromTokens(toks: string[], lex: Lexicon, counts = countTokens(toks)): DocModel {
  const stems = new Map<string, { tf: number; word: string }>()
  const vec = new Float32Array(lex.vectors.dims)
  for (const [t, n] of counts) {
    const s = lex.stemKey(t)
    const e = stems.get(s)
    if (e) e.tf += n
    else stems.set(s, { tf: n, word: t })
    const r = lex.row(t)
    if (r >= 0) lex.vectors.addTo(vec, r, lex.sif(t) * n)
  }
  let n2 = 0
  for (const { tf, word } of stems.values()) { const x = sat(tf) * lex.idf(word); n2 += x * x }
  const vecNorm = removeComponent(vec, lex.common)
  return { stems, lexNorm: Math.sqrt(n2), vec, vecNorm, tokens: toks.length }
}
