import { parseHttpUrl } from '../fetch/target.ts'
import { loadPage } from '../analysis/page.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface SimilarityScoreInput {
  source: string
  target: string
  /** `url` (default): both are fetched; `text`: both are compared as given. */
  type?: 'url' | 'text'
  fresh?: boolean
}

/** Closeness in [0,1] of two pages or two texts, with the topics they share. */
export async function similarityScore(deps: OpDeps, input: SimilarityScoreInput, ctx: OpContext = {}) {
  const intel = await deps.engines.intel()
  if (input.type === 'text') {
    const r = await intel.similarity(input.source, input.target)
    return { ...r, warnings: r.warnings ?? [] }
  }
  const [a, b] = [parseHttpUrl(input.source), parseHttpUrl(input.target)]
  const opts = { fresh: input.fresh, signal: ctx.signal }
  const [pa, pb] = await Promise.all([loadPage(deps.engines.fetcher, a.href, opts), loadPage(deps.engines.fetcher, b.href, opts)])
  const r = await intel.similarity(pa.signals, pb.signals)
  return { ...r, warnings: r.warnings ?? [] }
}

export type SimilarityScoreResult = Awaited<ReturnType<typeof similarityScore>>
