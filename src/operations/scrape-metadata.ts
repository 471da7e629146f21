import { parseHttpUrl } from '../fetch/target.ts'
import { scrapeCandidates } from '../extract/lanes.ts'
import { toVariantAFields, RESERVED_FIELD_NAMES, DEFAULT_VARIANT_A_FIELDS, CONTACT_FIELDS } from './variant-a/map.ts'
import type { ScrapeMetadataFields } from './variant-a/schemas.ts'
import { AppError } from '../errors.ts'
import type { OpContext, OpDeps } from './context.ts'

/**
 * Every requested name with a string value, plus two additive keys: `content_type` (the media type of the resource,
 * e.g. text/html or application/pdf) and `warnings` (e.g. not_html when the URL is not a web page).
 */
export type ScrapeMetadataResult = Record<string, string> & ScrapeMetadataFields

export interface ScrapeMetadataInput {
  url: string
  /** Field names to return; the default set when absent (docs/api.md). */
  fields?: string[]
  fresh?: boolean
}

/** Every requested field as a string ("" when the page has none). Throws AppError for a bad or unreachable URL. */
export async function scrapeMetadata(deps: OpDeps, input: ScrapeMetadataInput, ctx: OpContext = {}): Promise<ScrapeMetadataResult> {
  const reserved = (input.fields ?? []).map((f, i) => ({ f, i })).filter(({ f }) => RESERVED_FIELD_NAMES.has(f.toLowerCase()))
  if (reserved.length > 0) {
    throw new AppError('invalid_request', `Invalid request: ${reserved.map(({ f }) => JSON.stringify(f)).join(', ')} is not a metadata field name`, {
      details: { fields: reserved.map(({ i }) => ({ field: `body.fields.${i}`, problem: 'is a reserved name (__proto__, constructor, prototype)' })) },
    })
  }
  const target = parseHttpUrl(input.url, 'url')
  // Only the parts of the document the answer reads: contacts when a contact field is asked for, never the
  // main text and links (docs/extract.md, "Speed").
  const names = input.fields ?? DEFAULT_VARIANT_A_FIELDS
  const extract = { ...deps.extract, contacts: names.some((f) => CONTACT_FIELDS.has(f)), content: false }
  const page = await scrapeCandidates(deps.engines.fetcher, [target.href], { fresh: input.fresh, extract, slots: deps.engines.extractSlots, documentOnly: true, signal: ctx.signal })
  const doc = page.document
  const warnings = [...page.skipped.map((x) => ({ source: 'fetch', code: x.code, message: `${x.url}: ${x.message}` })), ...doc.warnings]
  const data: ScrapeMetadataFields = { content_type: doc.contentType, warnings }
  return { ...toVariantAFields(doc, input.fields), ...data } as ScrapeMetadataResult
}
