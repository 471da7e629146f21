import { Type, type TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { checkOperationInput, type BatchOperationName } from '../../operations/batch.ts'
import { isAppError } from '../../errors.ts'
import { describeValueError } from '../value-errors.ts'
import { ScrapeMetadataBody } from './scrape-metadata.ts'
import { CategorizeBody } from './categorize-content.ts'
import { SimilarityBody } from './similarity-score.ts'
import { AdverseMediaBody } from './adverse-media-check.ts'
import { ScrapeMetadataBodyB } from '../variant-b/scrape-metadata.ts'
import { SiteCheckBody } from './site-check.ts'
import { QueryItem as SanctionsItem } from './sanctions-check.ts'

/** whois_lookup is a GET; as a job item it is an object like its query (fresh as a boolean). */
const WhoisItem = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 2048 }),
  fresh: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')])),
})

/** The item schema of each operation: the body of its synchronous call. */
export const ITEM_SCHEMAS: Record<BatchOperationName, TSchema> = {
  scrape_metadata: ScrapeMetadataBody,
  categorize_content: CategorizeBody,
  similarity_score: SimilarityBody,
  whois_lookup: WhoisItem,
  adverse_media_check: AdverseMediaBody,
  analyze: ScrapeMetadataBodyB,
  site_check: SiteCheckBody,
  sanctions_check: SanctionsItem,
}

/** A bare string item stands for this field (a list of URLs or domains is a valid job). */
export const STRING_ITEM_FIELD: Partial<Record<BatchOperationName, string>> = {
  scrape_metadata: 'url', categorize_content: 'url', whois_lookup: 'domain', adverse_media_check: 'query', analyze: 'input_string',
  site_check: 'url', sanctions_check: 'query',
}

const compiled = new Map<BatchOperationName, TypeCheck<TSchema>>()
const checkerOf = (op: BatchOperationName) => {
  let c = compiled.get(op)
  if (!c) { c = TypeCompiler.Compile(ITEM_SCHEMAS[op]); compiled.set(op, c) }
  return c
}

export interface ItemProblem {
  index: number
  field: string
  problem: string
  /** The sentence the synchronous call's error would read (`url is required`; `only http and https URLs are accepted`). */
  message: string
}

/**
 * The field an operation's own check refused (`details.fields: [{field: "query", problem}]`, or `details.field:
 * "url"` with a message) under `prefix` (`items.3.url`), and the problem without the field's name when the message
 * starts with it ("source is longer than …" → "is longer than …"): what a synchronous call lists in `details.fields`.
 */
function fieldProblem(message: string, details: Record<string, unknown> | undefined, prefix: string): { field: string; problem: string } {
  const listed = Array.isArray(details?.fields) ? (details.fields as { field?: unknown; problem?: unknown }[])[0] : undefined
  if (typeof listed?.field === 'string' && typeof listed.problem === 'string') return { field: `${prefix}.${listed.field.replace(/^body\./, '')}`, problem: listed.problem }
  const name = details?.field
  if (typeof name !== 'string' || name === '') return { field: prefix, problem: message }
  return { field: `${prefix}.${name}`, problem: message.startsWith(`${name} `) ? message.slice(name.length + 1) : message }
}

/**
 * Normalises one item (a bare string becomes the operation's main field) and checks it like the synchronous call
 * would: the body schema, then the operation's own checks (URL syntax). Returns the item or its problem.
 */
export function checkItem(op: BatchOperationName, item: unknown, index: number): { item: unknown } | { problem: ItemProblem } {
  const field = STRING_ITEM_FIELD[op]
  const value = typeof item === 'string' && field ? { [field]: item } : item
  const check = checkerOf(op)
  if (!check.Check(value)) {
    const e = check.Errors(value).First()
    if (!e) return { problem: { index, field: `items.${index}`, problem: 'is invalid', message: 'the item is invalid' } }
    const d = describeValueError(e, `items.${index}`)
    const named = d.field.replace(/^items\.\d+\.?/, '')
    return { problem: { index, ...d, message: named ? `${named} ${d.problem}` : d.problem } }
  }
  try { checkOperationInput(op, value) } catch (err) {
    if (isAppError(err)) return { problem: { index, ...fieldProblem(err.publicMessage, err.details, `items.${index}`), message: err.publicMessage } }
    throw err
  }
  return { item: value }
}
