import { parseHttpUrl } from '../fetch/target.ts'
import { scrapeCandidates } from '../analysis/scrape.ts'
import { toVariantAFields } from '../extract/index.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface ScrapeMetadataInput { url: string; fields?: string[]; fresh?: boolean }

/** Checks what a schema cannot (URL syntax); throws invalid_request. */
export function checkScrapeMetadata(input: ScrapeMetadataInput): void { parseHttpUrl(input.url) }

/** One page's requested metadata fields, every key present ("" when absent). */
export async function scrapeMetadata(deps: OpDeps, input: ScrapeMetadataInput, ctx: OpContext = {}): Promise<Record<string, string>> {
  const target = parseHttpUrl(input.url)
  const page = await scrapeCandidates(deps.engines.fetcher, [target.href], { fresh: input.fresh, extract: deps.extract, slots: deps.engines.extractSlots, documentOnly: true, signal: ctx.signal })
  return toVariantAFields(page.document, input.fields)
}
