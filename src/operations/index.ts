import type { OpContext, OpDeps } from './context.ts'
import { checkScrapeMetadata, scrapeMetadata } from './scrape-metadata.ts'
import { categorizeContent, checkCategorizeContent } from './categorize-content.ts'
import { checkSimilarityScore, similarityScore } from './similarity-score.ts'
import { whoisLookup } from './whois-lookup.ts'
import { adverseMediaCheck } from './adverse-media-check.ts'
import { analyze, checkAnalyze } from './analyze.ts'

export type { OpContext, OpDeps } from './context.ts'

interface OperationDef {
  run(deps: OpDeps, input: any, ctx: OpContext): Promise<unknown>
  /** Cheap checks beyond the schema (URL syntax); throws AppError invalid_request. */
  check?(input: any): void
}

/**
 * Every operation a batch job, the CLI or a route can run, by its public name (the Variant A operation
 * names, and `analyze` for the Variant B combined call). Inputs are shaped like the operation's request body.
 */
export const operations = {
  scrape_metadata: { run: scrapeMetadata, check: checkScrapeMetadata },
  categorize_content: { run: categorizeContent, check: checkCategorizeContent },
  similarity_score: { run: similarityScore, check: checkSimilarityScore },
  whois_lookup: { run: whoisLookup },
  adverse_media_check: { run: adverseMediaCheck },
  analyze: { run: analyze, check: checkAnalyze },
} satisfies Record<string, OperationDef>

export type OperationName = keyof typeof operations
export const OPERATION_NAMES = Object.keys(operations) as OperationName[]

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(operations, name)
}

/** Runs one operation on one input; resolves with its result (the `data` of the synchronous call) or throws an AppError. */
export async function runOperation(name: OperationName, input: unknown, deps: OpDeps, ctx: OpContext = {}): Promise<unknown> {
  const op: OperationDef = operations[name]
  return op.run(deps, input, ctx)
}

/** Throws invalid_request when `input` passes the schema but not the operation's own checks. */
export function checkOperationInput(name: OperationName, input: unknown): void {
  const op: OperationDef = operations[name]
  op.check?.(input)
}
