import { parseHttpUrl } from '../fetch/target.ts'
import { scrapeCandidates } from '../analysis/scrape.ts'
import { toVariantAFields } from '../extract/index.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface ScrapeMetadataInput {
  url: string
  /** Field names to return; the default set when absent (docs/api.md). */
  fields?: string[]
  fresh?: boolean
}

/** Every requested field as a string ("" when the page has none). Throws AppError for a bad or unreachable URL. */
export async function scrapeMetadata(deps: OpDeps, input: ScrapeMetadataInput, ctx: OpContext = {}): Promise<Record<string, string>> {
  const target = parseHttpUrl(input.url)
  const page = await scrapeCandidates(deps.engines.fetcher, [target.href], { fresh: input.fresh, extract: deps.extract, slots: deps.engines.extractSlots, documentOnly: true, signal: ctx.signal })
  return toVariantAFields(page.document, input.fields)
}
