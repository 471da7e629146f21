/**
 * similarity(a, b): a score in [0,1] and the shared topics. The score blends vector, alignment and overlap
 * views (providers/embedded.ts) with fixed weights; identical texts score 1 and the score is symmetric.
 * Texts are capped at 100,000 characters each (payload_too_large beyond); pages are trimmed to that.
 */
import { AppError } from '../../errors.ts'
import type { Lexicon } from '../resources/lexicon.ts'
import type { Antonyms } from '../resources/antonyms.ts'
import type { Synonyms } from '../resources/synonyms.ts'
import { sentences, stem, tokenize } from '../text/tokenize.ts'
import type { PageSignals, SimilarityResult } from '../types.ts'
import { signalsText } from '../text/signals-text.ts'
import { roleMismatches } from './roles.ts'
import { commonTopics, figureConflict, prepare, SENTENCE_MAX_TOKENS, similarityParts, oneSidedClasses, phraseCredits, type SimilarityParts } from './providers/embedded.ts'

export const MAX_TEXT_CHARS = 100_000

/**
 * The text compared: a given text as it is (over MAX_TEXT_CHARS: payload_too_large), a page's signals
 * flattened, its text cut by signalsText (a long page is trimmed, not refused: the caller did not write it).
 */
export function inputText(x: PageSignals | string, which: string): string {
  const raw = typeof x === 'string' ? x : x.text
  if (typeof raw !== 'string') throw new AppError('invalid_request', `${which} must be text`)
  if (typeof x !== 'string') return signalsText(x) // its text is cut there (60,000 characters)
  if (raw.length > MAX_TEXT_CHARS) {
    throw new AppError('payload_too_large', `${which} is longer than ${MAX_TEXT_CHARS} characters`, { details: { field: which, limit: MAX_TEXT_CHARS, length: raw.length } })
  }
  return x
}

/**
 * Blend weights, fixed once on dev totals (docs/intel.md § Similarity). Between sentences the vector is the
 * weakest view (STS-B dev Spearman 0.64 alone against 0.77 for alignment or overlap), so it only breaks
 * ties; between pages it carries the topic (bbc-news same-topic AUC 0.87 with 0.1, 0.90 with 0.2).
 */
const SENTENCE_W = { vector: 0.1, align: 0.45, overlap: 0.45 }
const PAGE_W = { vector: 0.2, align: 0.4, overlap: 0.4 }
/**
 * Texts of up to SENTENCE_TOKENS tokens are compared as sentences (meaningful stop words, WordNet
 * relations), texts from PAGE_TOKENS on as pages; in between, both scores are blended linearly by the
 * longer text's length, so the score has no jump.
 */
const SENTENCE_TOKENS = 40
const PAGE_TOKENS = SENTENCE_MAX_TOKENS

const blend = (p: SimilarityParts, w: typeof PAGE_W): number => w.vector * Math.max(0, p.vector) + w.align * p.align + w.overlap * p.overlap

/**
 * Contradiction cues for short texts: exactly one of them negated (English cue words plus the common
 * French/German/Spanish ones), or a WordNet antonym pair across them ("shares higher" / "shares lower").
 * Then the two say opposite things about the same topic and the score is lowered by CONTRADICTION_FACTOR.
 * A negation weighs on the whole meaning of a short sentence but is one clause among several in a longer
 * one ("… not on the facts" / "… rather than facts"), so the negation factor fades out above
 * NEGATION_FULL_TOKENS tokens: 1 − 0.5 · min(1, 12 / tokens of the longer text).
 * Long texts (pages) are not adjusted: there negation and antonyms are everywhere and say nothing.
 */
const NEGATION = /\b(?:no|not|never|nobody|none|nothing|nowhere|neither|nor|without|pas|nicht|kein|keine|nunca)\b|n['’]t\b/i
const CONTRADICTION_FACTOR = 0.5
const NEGATION_FULL_TOKENS = 12
const SHORT_TEXT_CHARS = 400

/** Stem plus, for comparatives and superlatives, the base adjective's stem (higher → high, bigger → big). */
function forms(t: string): string[] {
  const out = [stem(t)]
  const m = /^(.{2,}?)(er|est)$/.exec(t)
  if (m) {
    const base = m[1]!.replace(/(.)\1$/, '$1').replace(/i$/, 'y')
    out.push(stem(base))
  }
  return out
}

/** The factor (≤ 1) by which a contradiction lowers the score; 1 when none is found. */
export function contradictionFactor(a: string, b: string, antonyms?: Antonyms): number {
  if (a.length > SHORT_TEXT_CHARS || b.length > SHORT_TEXT_CHARS) return 1
  const ta = tokenize(a), tb = tokenize(b)
  if (NEGATION.test(a) !== NEGATION.test(b)) {
    return 1 - (1 - CONTRADICTION_FACTOR) * Math.min(1, NEGATION_FULL_TOKENS / Math.max(ta.length, tb.length))
  }
  if (!antonyms) return 1
  const sa = new Set(ta.flatMap(forms)), sb = new Set(tb.flatMap(forms))
  for (const x of sa) if (!sb.has(x)) for (const y of sb) if (!sa.has(y) && antonyms.has(x, y)) return CONTRADICTION_FACTOR
  return 1
}

export function embeddedSimilarity(a: string, b: string, lex: Lexicon, antonyms?: Antonyms, synonyms?: Synonyms): SimilarityResult {
  // A subject pronoun or a modal in only one of two single sentences says what the other does not
  // (embedded.ts oneSidedClasses); across several sentences a pronoun refers back to a name given before.
  let one: boolean | undefined
  const single = (): boolean => (one ??= sentences(a).length <= 1 && sentences(b).length <= 1)
  let extra: Set<string> | undefined = oneSidedClasses(a, b)
  if (extra.size === 0 || !single()) extra = undefined
  const pa = prepare(a, lex, synonyms, extra)
  if (a.trim() === b.trim()) {
    return { similarityScore: a.trim() ? 1 : 0, commonTopics: a.trim() ? commonTopics(pa, pa, lex, 10, [a, a]) : [], source: 'embedded' }
  }
  const pb = prepare(b, lex, synonyms, extra)
  const longer = Math.max(pa.tokens, pb.tokens)
  const t = Math.min(1, Math.max(0, (PAGE_TOKENS - longer) / (PAGE_TOKENS - SENTENCE_TOKENS)))
  let s = 0
  if (t > 0) {
    const swapped = synonyms ? roleMismatches(pa.words!, pb.words!, synonyms) : undefined
    // Different figures for the same report count against the pair (providers/embedded.ts figureConflict).
    const figures = 1 - figureConflict(pa.sentence!, pb.sentence!, pa.words!, pb.words!)
    // A WordNet phrase of one sentence against a single word of the other ("mobile phone" / "cellphone"),
    // between two single sentences (providers/embedded.ts phraseCredits).
    const credits = synonyms && single() ? phraseCredits(pa.words!, pb.words!, pa.sentence!.side, pb.sentence!.side, synonyms) : undefined
    s += t * figures * blend(similarityParts(pa.sentence!, pb.sentence!, lex, synonyms, true, swapped, credits), SENTENCE_W)
  }
  if (t < 1) s += (1 - t) * blend(similarityParts(pa, pb, lex, synonyms, false), PAGE_W)
  s *= contradictionFactor(a, b, antonyms)
  return { similarityScore: Math.round(Math.min(1, Math.max(0, s)) * 1000) / 1000, commonTopics: commonTopics(pa, pb, lex, 10, [a, b]), source: 'embedded' }
}
