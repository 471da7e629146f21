import { AppError } from '../errors.ts'
import { parseHttpUrl, parseTarget } from '../fetch/target.ts'
import { scrapeCandidates } from '../analysis/scrape.ts'
import { loadPage } from '../analysis/page.ts'
import { analyze as analyzeTarget } from '../analysis/analyze.ts'
import { toVariantAFields } from '../extract/index.ts'
import { toVariantAWhois } from '../whois/index.ts'
import type { OpContext, OpDeps } from './context.ts'

/*
 * One dispatcher over the operations for batch jobs and `webintel screen`: inputs are shaped like each
 * operation's request body, results are the `data` of the synchronous call (Variant B's body for `analyze`).
 * Each function below does what its route does.
 */

export interface ScrapeMetadataInput { url: string; fields?: string[]; fresh?: boolean }
export interface CategorizeContentInput { url: string; custom_categories?: string[]; fresh?: boolean }
export interface SimilarityScoreInput { source: string; target: string; type?: 'url' | 'text'; fresh?: boolean }
export interface WhoisLookupInput { domain: string; fresh?: boolean | 'true' | 'false' }
export interface AdverseMediaCheckInput { query: string; type?: 'entity' | 'url'; fresh?: boolean }
export interface AnalyzeInput {
  input_string: string
  custom_categories?: string[]
  custom_high_risk_categories?: string[]
  include_whois?: boolean
  include_adverse_media?: boolean
  fresh?: boolean
}

async function scrapeMetadata(deps: OpDeps, input: ScrapeMetadataInput, ctx: OpContext) {
  const target = parseHttpUrl(input.url)
  const page = await scrapeCandidates(deps.engines.fetcher, [target.href], { fresh: input.fresh, extract: deps.extract, slots: deps.engines.extractSlots, documentOnly: true, signal: ctx.signal })
  return toVariantAFields(page.document, input.fields)
}

async function categorizeContent(deps: OpDeps, input: CategorizeContentInput, ctx: OpContext) {
  const target = parseHttpUrl(input.url)
  const intel = await deps.engines.intel()
  const page = await loadPage(deps.engines.fetcher, target.href, { fresh: input.fresh, signal: ctx.signal })
  const r = await intel.categorize(page.signals, { customCategories: input.custom_categories })
  return { ...r, url: page.response.url, warnings: r.warnings ?? [] }
}

async function similarityScore(deps: OpDeps, input: SimilarityScoreInput, ctx: OpContext) {
  const { source, target, type = 'url', fresh } = input
  const intel = await deps.engines.intel()
  if (type === 'text') {
    const r = await intel.similarity(source, target)
    return { ...r, warnings: r.warnings ?? [] }
  }
  const [a, b] = [parseHttpUrl(source), parseHttpUrl(target)]
  const [pa, pb] = await Promise.all([loadPage(deps.engines.fetcher, a.href, { fresh, signal: ctx.signal }), loadPage(deps.engines.fetcher, b.href, { fresh, signal: ctx.signal })])
  const r = await intel.similarity(pa.signals, pb.signals)
  return { ...r, warnings: r.warnings ?? [] }
}

async function whoisLookup(deps: OpDeps, input: WhoisLookupInput, ctx: OpContext) {
  const whois = deps.engines.whois
  if (!whois) throw new AppError('not_implemented', 'whois_lookup is not implemented yet')
  const r = await whois.lookup(input.domain, { fresh: input.fresh === true || input.fresh === 'true', signal: ctx.signal })
  if (!r.found) throw new AppError('not_found', `${r.query} is not registered`, { details: { domain: r.query } })
  return toVariantAWhois(r)
}

async function adverseMediaCheck(deps: OpDeps, input: AdverseMediaCheckInput, ctx: OpContext) {
  const media = deps.engines.media
  if (!media) throw new AppError('not_implemented', 'adverse_media_check is not implemented yet')
  return media.check({ query: input.query, type: input.type ?? 'entity' }, { fresh: input.fresh, signal: ctx.signal })
}

async function analyze(deps: OpDeps, b: AnalyzeInput, ctx: OpContext) {
  const r = await analyzeTarget(deps.engines, {
    input: b.input_string,
    customCategories: b.custom_categories,
    customHighRiskCategories: b.custom_high_risk_categories,
    includeWhois: b.include_whois,
    includeAdverseMedia: b.include_adverse_media,
    fresh: b.fresh,
    extract: deps.extract,
    signal: ctx.signal,
  })
  const { language, categories, category_evidence, high_risk_matches } = r.ai
  return {
    ai_response: {
      category: r.ai.category,
      category_confidence_score: r.ai.category_confidence_score,
      high_risk_similarity_score: r.ai.high_risk_similarity_score,
      summary: r.ai.summary,
      language, categories, category_evidence, high_risk_matches,
    },
    domain: r.domain,
    metadata: r.metadata,
    type: r.type,
    url: r.url,
    ...(r.whois ? { whois_data: r.whois } : {}),
    ...(r.adverseMedia ? { adverse_media: r.adverseMedia } : {}),
    warnings: r.warnings,
  }
}

interface OperationDef {
  run(deps: OpDeps, input: any, ctx: OpContext): Promise<unknown>
  /** Cheap checks beyond the schema (URL syntax); throws AppError invalid_request. */
  check?(input: any): void
}

const url = (i: { url: string }) => { parseHttpUrl(i.url) }

/**
 * Every operation a batch job or `webintel screen` can run, by its public name (the Variant A operation names,
 * and `analyze` for the Variant B combined call).
 */
export const operations = {
  scrape_metadata: { run: scrapeMetadata, check: url },
  categorize_content: { run: categorizeContent, check: url },
  similarity_score: { run: similarityScore, check: (i: SimilarityScoreInput) => { if ((i.type ?? 'url') === 'url') { parseHttpUrl(i.source); parseHttpUrl(i.target) } } },
  whois_lookup: { run: whoisLookup },
  adverse_media_check: { run: adverseMediaCheck },
  analyze: { run: analyze, check: (i: AnalyzeInput) => { parseTarget(i.input_string) } },
} satisfies Record<string, OperationDef>

export type BatchOperationName = keyof typeof operations
export const OPERATION_NAMES = Object.keys(operations) as BatchOperationName[]

export function isOperationName(name: string): name is BatchOperationName {
  return Object.hasOwn(operations, name)
}

/** Runs one operation on one input; resolves with its result or throws an AppError. */
export async function runOperation(name: BatchOperationName, input: unknown, deps: OpDeps, ctx: OpContext = {}): Promise<unknown> {
  const op: OperationDef = operations[name]
  return op.run(deps, input, ctx)
}

/** Throws invalid_request when `input` passes the schema but not the operation's own checks. */
export function checkOperationInput(name: BatchOperationName, input: unknown): void {
  const op: OperationDef = operations[name]
  op.check?.(input)
}
