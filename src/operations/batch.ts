import { parseHttpUrl, parseTarget } from '../fetch/target.ts'
import type { OpContext, OpDeps } from './context.ts'
import { inProcessRunner, type AdverseMediaArgs, type AnalyzeArgs, type CategorizeArgs, type ScrapeArgs, type SimilarityArgs } from './runner.ts'
import { siteCheck, toSiteCheckResult } from './site-check.ts'
import { checkScreenableName, type SanctionsQuery } from './sanctions-check.ts'
import { checkSimilarityInput } from './similarity-score.ts'
import { lookupNames } from '../whois/domain.ts'

/*
 * One dispatcher over the operations for batch jobs and `webintel screen`: inputs are shaped like each
 * operation's request body, results are the `data` of the synchronous call (Variant B's body for `analyze`).
 * Each one is the operation its route calls (runner.ts, site-check.ts, sanctions-check.ts).
 */

export type { ScrapeArgs as ScrapeMetadataInput, CategorizeArgs as CategorizeContentInput, SimilarityArgs as SimilarityScoreInput, AdverseMediaArgs as AdverseMediaCheckInput, AnalyzeArgs as AnalyzeInput } from './runner.ts'

/** whois_lookup is a GET: as an item, `fresh` may come as the query string's "true"/"false". */
export interface WhoisLookupInput { domain: string; fresh?: boolean | 'true' | 'false' }
export interface SiteCheckItem { url: string; fresh?: boolean }
export type { SanctionsQuery as SanctionsCheckItem } from './sanctions-check.ts'

const run = (deps: OpDeps) => inProcessRunner(deps)

async function whoisLookup(deps: OpDeps, input: WhoisLookupInput, ctx: OpContext) {
  return run(deps).whois_lookup({ domain: input.domain, fresh: input.fresh === true || input.fresh === 'true' }, ctx)
}

async function siteCheckItem(deps: OpDeps, input: SiteCheckItem, ctx: OpContext) {
  return toSiteCheckResult(await siteCheck(deps, input, ctx))
}

interface OperationDef {
  run(deps: OpDeps, input: any, ctx: OpContext): Promise<unknown>
  /**
   * Cheap checks beyond the schema (URL syntax); throws AppError invalid_request naming the refused field of the
   * input (`details.field`, or `details.fields[0].field`), so a job's error names `items.N.<field>`.
   */
  check?(input: any): void
}

const url = (i: { url: string }) => { parseHttpUrl(i.url, 'url') }

/**
 * Every operation a batch job or `webintel screen` can run, by its public name (the Variant A operation names,
 * and `analyze` for the Variant B combined call).
 */
export const operations = {
  scrape_metadata: { run: (d: OpDeps, i: ScrapeArgs, c: OpContext) => run(d).scrape_metadata(i, c), check: url },
  categorize_content: { run: (d: OpDeps, i: CategorizeArgs, c: OpContext) => run(d).categorize_content(i, c), check: url },
  similarity_score: { run: (d: OpDeps, i: SimilarityArgs, c: OpContext) => run(d).similarity_score(i, c), check: (i: SimilarityArgs) => { checkSimilarityInput(i) } },
  whois_lookup: { run: whoisLookup, check: (i: WhoisLookupInput) => { lookupNames(i.domain) } },
  adverse_media_check: { run: (d: OpDeps, i: AdverseMediaArgs, c: OpContext) => run(d).adverse_media_check(i, c) },
  analyze: { run: (d: OpDeps, i: AnalyzeArgs, c: OpContext) => run(d).analyze_domain(i, c), check: (i: AnalyzeArgs) => { parseTarget(i.input_string, 'input_string') } },
  site_check: { run: siteCheckItem, check: (i: SiteCheckItem) => { parseTarget(i.url, 'url') } },
  sanctions_check: { run: (d: OpDeps, i: SanctionsQuery) => run(d).sanctions_check(i), check: (i: SanctionsQuery) => { checkScreenableName(i.query, 'query') } },
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
