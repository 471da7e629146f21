/**
 * Pre-stemmed input. Some crawls ship Porter-stemmed text ("onlin cours learn", "busi news"). Most such
 * tokens are not words, and the lexicon maps them to the most frequent word with that stem ("onlin" →
 * online). But many stems are also rare tokens of their own in the vector vocabulary — "busi", "devic",
 * "footbal", "educ", or the French "cours" — and an exact vocabulary hit wins, so the stem gets the IDF of a
 * word seen a few times in the corpus (≈ 8 instead of ≈ 2–3) and that word's unrelated vector: one such stem
 * then outweighs the rest of the page. When a page reads as stemmed, each such token is replaced by the most
 * frequent vocabulary word that stems to it ("busi" → business), so its weight and vector are the ordinary
 * ones, and evidence shows real words. Ordinary pages are left alone: there "organ" is an organ, not an
 * organization.
 */
import type { Lexicon } from '../resources/lexicon.ts'

/**
 * A page counts as stemmed when at least this share of its distinct alphabetic tokens (≥ 4 letters) are
 * not words but stems of words. Ordinary English pages stay near 0 (typos, names); Porter-stemmed text
 * sits far above (every -y, -e, -ion, -ing word changes), so the exact value matters little.
 */
export const STEMMED_SHARE = 0.1

/**
 * Weight of the vector view on stemmed pages, relative to ordinary pages. A stem names a family of words
 * ("gener" → general, generate, generation), so the word whose vector stands for it is a guess; the
 * lexical view, which matches stems exactly, is the surer one there. Chosen once on dev totals.
 */
export const STEMMED_VECTOR_FACTOR = 0.7

export interface StemmedInput {
  /** True when the tokens look Porter-stemmed. */
  isStemmed(tokens: readonly string[]): boolean
  /** Tokens with stems that are also rare vocabulary tokens replaced by their most frequent word. */
  unstem(tokens: string[]): string[]
}

export function createStemmedInput(lex: Lexicon): StemmedInput {
  const v = lex.vectors
  // A token that is the stem of a more frequent vocabulary word, yet a rarer token of its own: the row of
  // that word (for stems that are not tokens at all, lex.row already finds the word), else -1.
  const back = (t: string): number => {
    const r = lex.wordOfStem(t)
    return r >= 0 && v.index(t) > r ? r : -1
  }
  // Not a vocabulary word, yet the stem of one ("onlin", "servic", "deliveri").
  const isStemOnly = (t: string): boolean => v.index(t) < 0 && lex.row(t) >= 0
  return {
    isStemmed(tokens) {
      const seen = new Set<string>()
      let stems = 0
      for (const t of tokens) {
        if (t.length < 4 || seen.has(t) || !/^[a-z]+$/.test(t)) continue
        seen.add(t)
        if (isStemOnly(t)) stems++
      }
      return seen.size >= 5 && stems / seen.size >= STEMMED_SHARE
    },
    unstem(tokens) {
      return tokens.map((t) => {
        const r = back(t)
        return r >= 0 ? v.word(r) : t
      })
    },
  }
}
