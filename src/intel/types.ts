/** Public shapes of the intel engine (fed by extraction or by `signalsFromHtml`). */

/** What a page tells us. Only `text` is required; every other field sharpens the result. */
export interface PageSignals {
  url?: string
  title?: string
  description?: string
  keywords?: string[] | string
  headings?: string[]
  /** Main text (readable content). */
  text: string
  linkTexts?: string[]
  /** schema.org `@type`s found in JSON-LD. */
  jsonLdTypes?: string[]
  /** Declared language (HTML lang attribute, BCP 47). */
  lang?: string
  /** Number of <script> elements (a page built by JavaScript has scripts and little text). */
  scripts?: number
  /** An empty application mount point (`<div id="root">`, `#app`, `#__next`…) was found. */
  appShell?: boolean
  /** A password field was found (a login wall when the page has little else). */
  passwordField?: boolean
}

export interface CategoryScore {
  name: string
  confidence: number
  /** Built-in taxonomy only: tier 1 → tier 2 names from the root to this node (see docs/intel.md). */
  path?: string[]
}

export interface CategorizeResult {
  /** All candidates, sorted by confidence descending; confidences in [0,1] and summing to 1. */
  categories: CategoryScore[]
  dominantCategory: string
  /** ISO 639-1 code of the page language, 'und' when undetermined. */
  language: string
  /** The words of the page that support each of the top categories. */
  evidence: { category: string; terms: string[] }[]
  /** Which engine produced it: 'embedded', 'llm' or 'blend'. */
  source: string
}

export interface SimilarityResult {
  /** Estimated probability-like closeness in [0,1]; see docs/intel.md for the meaning of bands. */
  similarityScore: number
  /** Shared topics / key phrases, best first, at most 10; empty when nothing is shared. */
  commonTopics: string[]
  source: string
}

export interface RiskMatch {
  class: string
  score: number
  mccs: string[]
  /** The page's words behind the score, each with where it was: `casino (title)`, `vape (text)`. */
  evidence: string[]
  /** Card-scheme programmes of a built-in class (see docs/intel.md); absent for custom classes. */
  visaProgramme?: string
  mastercardProgramme?: string
}

export interface RiskResult {
  /** Highest class score in [0,1]: 0 = nothing like any high-risk class, 1 = clearly one of them. */
  highRiskSimilarityScore: number
  /** Classes scoring at least 0.05, best first. */
  matches: RiskMatch[]
}
