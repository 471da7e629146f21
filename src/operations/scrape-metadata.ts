import { parseHttpUrl } from '../fetch/target.ts'
import { scrapeCandidates } from '../analysis/scrape.ts'
import { toVariantAFields, RESERVED_FIELD_NAMES } from '../extract/index.ts'
import { AppError } from '../errors.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface ScrapeMetadataInput {
  url: string
  /** Field names to return; the default set when absent (docs/api.md). */
  fields?: string[]
  fresh?: boolean
}

/** Every requested field as a string ("" when the page has none). Throws AppError for a bad or unreachable URL. */
export async function scrapeMetadata(deps: OpDeps, input: ScrapeMetadataInput, ctx: OpContext = {}): Promise<Record<string, string>> {
  const reserved = (input.fields ?? []).map((f, i) => ({ f, i })).filter(({ f }) => RESERVED_FIELD_NAMES.has(f.toLowerCase()))
  if (reserved.length > 0) {
    throw new AppError('invalid_request', `Invalid request: ${reserved.map(({ f }) => JSON.stringify(f)).join(', ')} is not a metadata field name`, {
      details: { fields: reserved.map(({ i }) => ({ field: `body.fields.${i}`, problem: 'is a reserved name (__proto__, constructor, prototype)' })) },
    })
  }
  const target = parseHttpUrl(input.url)
  const page = await scrapeCandidates(deps.engines.fetcher, [target.href], { fresh: input.fresh, extract: deps.extract, slots: deps.engines.extractSlots, documentOnly: true, signal: ctx.signal })
  return toVariantAFields(page.document, input.fields)
}
