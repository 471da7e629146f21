/**
 * Embedded text similarity. Three views of the two texts are blended:
 *  - SIF sentence vectors (Arora et al. 2017) with the corpus common direction removed: overall topic;
 *  - soft word alignment (each content word's best cosine match on the other side, or 1 for a WordNet
 *    synonym, idf-weighted, both
 *    directions averaged; in the spirit of BERTScore's greedy matching, here with static vectors): meaning;
 *  - idf-weighted stem overlap: the exact shared vocabulary.
 * Long texts are reduced to their 100 highest-weight distinct words per side before alignment so a pair
 * stays within a few milliseconds.
 */
import { isStopword, tokenize } from '../../text/tokenize.ts'
import { docFromTokens, sat, type DocModel } from '../../text/document.ts'
import { cosine, type Lexicon } from '../../resources/lexicon.ts'
import type { Synonyms } from '../../resources/synonyms.ts'

const ALIGN_WORDS = 100

interface Side { words: { word: string; stem: string; row: number; w: number }[]; byStem: Map<string, number> }

const MAX_TOKENS = 6_000

/**
 * Unlike topic scoring, similarity keeps numbers and number words: "kills 12" vs "kills 21" or "two dogs" vs
 * "a dog" are different statements.
 */
const NUMBER_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'])
const keep = (w: string): boolean => NUMBER_WORDS.has(w) || ((w.length > 1 || /\d/.test(w)) && !isStopword(w))

function side(doc: DocModel, lex: Lexicon): Side {
  const words = [...doc.stems].map(([s, { word, tf }]) => ({ word, stem: s, row: lex.row(word), w: sat(tf) * (lex.idf(word) + 0.5) }))
    .sort((a, b) => b.w - a.w).slice(0, ALIGN_WORDS)
  return { words, byStem: new Map(words.map((x) => [x.stem, x.w])) }
}

function align(a: Side, b: Side, lex: Lexicon, syn?: Synonyms): number {
  let num = 0, den = 0
  const bKeys = new Set<number>()
  if (syn) for (const y of b.words) for (const k of syn.keys(y.stem) ?? []) bKeys.add(k)
  for (const x of a.words) {
    // Same stem, or WordNet synonyms (a shared synset among their frequent senses), count as the same word.
    let best = b.byStem.has(x.stem) || (syn?.keys(x.stem)?.some((k) => bKeys.has(k)) ?? false) ? 1 : 0
    if (best < 1 && x.row >= 0) for (const y of b.words) if (y.row >= 0) best = Math.max(best, lex.vectors.cos(x.row, y.row))
    // Weak matches (cosine < 0.4) are noise between unrelated words; stretch the rest to [0,1].
    num += x.w * (best >= 1 ? 1 : Math.max(0, (best - 0.4) / 0.6) ** 2); den += x.w
  }
  return den > 0 ? num / den : 0
}

function overlap(a: Side, b: Side): number {
  let inter = 0, union = 0
  for (const [s, w] of a.byStem) { const v = b.byStem.get(s); if (v !== undefined) inter += Math.min(w, v); union += Math.max(w, v ?? 0) }
  for (const [s, w] of b.byStem) if (!a.byStem.has(s)) union += w
  return union > 0 ? inter / union : 0
}

export interface SimilarityParts { vector: number; align: number; overlap: number }

/** One text prepared once: its document model (vector) and its weighted word list (alignment, topics). */
export interface Prepared { doc: DocModel; side: Side }

export function prepare(text: string, lex: Lexicon): Prepared {
  const doc = docFromTokens(tokenize(text, MAX_TOKENS).filter(keep), lex)
  return { doc, side: side(doc, lex) }
}

export function similarityParts(pa: Prepared, pb: Prepared, lex: Lexicon, syn?: Synonyms): SimilarityParts {
  const da = pa.doc, db = pb.doc, a = pa.side, b = pb.side
  return {
    vector: cosine(da.vec, da.vecNorm, db.vec, db.vecNorm),
    align: (align(a, b, lex, syn) + align(b, a, lex, syn)) / 2,
    overlap: overlap(a, b),
  }
}

/** Shared key terms, highest combined weight first (at most `k`). */
export function commonTopics(pa: Prepared, pb: Prepared, lex: Lexicon, k = 10): string[] {
  const a = pa.side, b = pb.side
  const shared = a.words.filter((x) => b.byStem.has(x.stem) && lex.idf(x.word) > 1)
    .map((x) => ({ word: x.word, w: Math.min(x.w, b.byStem.get(x.stem)!) }))
  return shared.sort((x, y) => y.w - x.w).slice(0, k).map((x) => x.word)
}
