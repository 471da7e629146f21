/**
 * The embedded categorizer: every candidate gets a lexical score (tf·idf cosine against its term profile)
 * and a vector score (cosine of SIF sentence vectors); their blend goes through a temperature softmax whose
 * temperature was fixed once for the whole engine (docs/intel.md § Calibration), giving confidences in
 * [0,1] that sum to 1 over the candidates.
 */
import type { Lexicon } from '../../resources/lexicon.ts'
import { buildDoc, type DocModel } from '../../text/document.ts'
import { lexicalScore, vectorScore, type Profile } from '../profiles.ts'

export interface ScoringParams {
  /** Weight of the vector score against the lexical score. */
  vectorWeight: number
  /**
   * Softmax temperature at e candidates; the temperature used is temperature / ln(K) for K candidates,
   * because with more candidates the same score margin is stronger evidence (more rivals were beaten),
   * while the probability mass would otherwise spread over more of them.
   */
  temperature: number
  /**
   * Length term of the temperature: × (1 + lengthSlope · ln(tokens / lengthRef)), tokens floored at 20.
   * Score margins grow with the number of words a page offers even when the page is mixed (portals, long
   * menus), and short texts under-state theirs; without it long web pages were over-confident and short
   * news items under-confident (docs/intel.md § Calibration).
   */
  lengthSlope: number
  lengthRef: number
  /**
   * Divide every candidate's lexical score by one common norm (the geometric mean of the candidates' profile
   * norms) instead of each by its own. Used for custom category lists, where it was measured
   * (docs/intel.md, "Categorization on short news texts"); the built-in classes keep their own norms.
   */
  commonNorm?: boolean
}

export const DEFAULT_SCORING: ScoringParams = { vectorWeight: 0.35, temperature: 0.06, lengthSlope: 0.1, lengthRef: 200 }

/** Softmax temperature for K candidates and a page of `tokens` content tokens. */
export function temperatureFor(p: ScoringParams, k: number, tokens: number): number {
  // K is capped at 16, the largest candidate count the calibration was measured on.
  const byK = p.temperature / Math.log(Math.min(16, Math.max(2, k)))
  return byK * (1 + p.lengthSlope * Math.log(Math.max(20, tokens) / p.lengthRef))
}

export interface Scored { name: string; confidence: number; raw: number; evidence: string[] }

/**
 * `lead`: the opening of an untitled text, scored as a view of its own and averaged with the page view
 * with equal weight (categorize/engine.ts explains why). Evidence comes from the page view.
 */
export function scoreProfiles(doc: DocModel, profiles: readonly Profile[], lex: Lexicon, p: ScoringParams = DEFAULT_SCORING, lead?: DocModel): Scored[] {
  // With commonNorm the lexical view is the page's normalised tf·idf vector dotted with each profile, all
  // profiles divided by one common norm instead of each by its own: a candidate with a richer profile
  // ("Sci/Tech" expands to science and technology) is not penalised for it (docs/intel.md § Scoring).
  const norm = (pr: Profile): number => (pr.lexNorm > 0 ? pr.lexNorm : 1)
  const common = Math.exp(profiles.reduce((a, pr) => a + Math.log(norm(pr)), 0) / profiles.length)
  const lexical = (d: DocModel, pr: Profile, evidence?: string[]): number => p.commonNorm ? lexicalScore(d, pr, lex, evidence) * norm(pr) / common : lexicalScore(d, pr, lex, evidence)
  const view = (d: DocModel, pr: Profile, evidence?: string[]): number => lexical(d, pr, evidence) + p.vectorWeight * vectorScore(d, pr)
  const raw = profiles.map((pr) => {
    const evidence: string[] = []
    const page = view(doc, pr, evidence)
    const s = lead?.tokens ? (page + view(lead, pr)) / 2 : page
    return { name: pr.name, raw: s, evidence }
  })
  const max = Math.max(...raw.map((r) => r.raw))
  const t = temperatureFor(p, profiles.length, doc.tokens)
  const exps = raw.map((r) => Math.exp((r.raw - max) / t))
  const z = exps.reduce((a, b) => a + b, 0)
  return raw
    .map((r, i) => ({ ...r, confidence: exps[i]! / z }))
    .sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
}

export function embeddedScores(text: string, profiles: readonly Profile[], lex: Lexicon, p?: ScoringParams): Scored[] {
  return scoreProfiles(buildDoc(text, lex), profiles, lex, p)
}
