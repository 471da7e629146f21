import { parseHttpUrl } from '../fetch/target.ts'
import { loadSignals } from './page.ts'
import { AppError } from '../errors.ts'
import { MAX_TEXT_CHARS } from '../intel/similarity/engine.ts'
import type { OpContext, OpDeps } from './context.ts'
import type { SimilarityScoreData } from './variant-a/schemas.ts'
import { similarityData } from './variant-a/map.ts'
import { similarityWarning } from '../intel/text/sufficiency.ts'

/** Longest `source`/`target` read as a URL (type url). */
export const MAX_URL_CHARS = 2048

export interface SimilarityScoreInput {
  source: string
  target: string
  /** `url` (default): both are fetched; `text`: both are compared as given. */
  type?: 'url' | 'text'
  fresh?: boolean
}

/**
 * The checks that need no fetch, for the call and for a job's items alike: the lengths, and for type url the URL
 * syntax. Returns the two URLs (type url). Throws AppError invalid_request or payload_too_large.
 */
export function checkSimilarityInput(input: SimilarityScoreInput): [URL, URL] | undefined {
  if (input.type === 'text') {
    // Checked here, not in the engine, so the message names the field the caller sent.
    for (const [field, text] of [['source', input.source], ['target', input.target]] as const) {
      if (text.length > MAX_TEXT_CHARS) throw new AppError('payload_too_large', `${field} is longer than ${MAX_TEXT_CHARS} characters`, { details: { field, limit: MAX_TEXT_CHARS, length: text.length } })
    }
    return undefined
  }
  for (const [field, value] of [['source', input.source], ['target', input.target]] as const) {
    if (value.length > MAX_URL_CHARS) throw new AppError('invalid_request', `${field} must be a URL of at most ${MAX_URL_CHARS} characters when type is "url"`, { details: { field, max: MAX_URL_CHARS } })
  }
  return [parseHttpUrl(input.source, 'source'), parseHttpUrl(input.target, 'target')]
}

/** Closeness in [0,1] of two pages or two texts, with the topics they share. */
export async function similarityScore(deps: OpDeps, input: SimilarityScoreInput, ctx: OpContext = {}): Promise<SimilarityScoreData> {
  const urls = checkSimilarityInput(input)
  const intel = await deps.engines.intel()
  if (!urls) {
    const r = await intel.similarity(input.source, input.target)
    const thin = [similarityWarning({ text: input.source }, 'source', 'text'), similarityWarning({ text: input.target }, 'target', 'text')]
    return similarityData(r, [...thin.filter((w) => w !== undefined), ...(r.warnings ?? [])])
  }
  const [a, b] = urls
  const opts = { fresh: input.fresh, signal: ctx.signal, slots: deps.engines.extractSlots, extract: deps.extract }
  const [pa, pb] = await Promise.all([loadSignals(deps.engines.fetcher, a.href, opts), loadSignals(deps.engines.fetcher, b.href, opts)])
  // A page's text is cut to the text limit (intel/similarity/engine.ts), never refused for its length.
  const r = await intel.similarity(pa.signals, pb.signals)
  // A side with (almost) no text is compared by little more than its address: say so (docs/intel.md, "Thin pages").
  const thin = [similarityWarning(pa.signals, 'source', 'page'), similarityWarning(pb.signals, 'target', 'page')]
  return similarityData(r, [...pa.warnings, ...pb.warnings, ...thin.filter((w) => w !== undefined), ...(r.warnings ?? [])])
}

export type SimilarityScoreResult = SimilarityScoreData
