import { parseHttpUrl } from '../fetch/target.ts'
import { loadPage } from '../analysis/page.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface SimilarityScoreInput { source: string; target: string; type?: 'url' | 'text'; fresh?: boolean }

export function checkSimilarityScore(input: SimilarityScoreInput): void {
  if ((input.type ?? 'url') === 'url') { parseHttpUrl(input.source); parseHttpUrl(input.target) }
}

/** Closeness of two pages or two texts, with their common topics. */
export async function similarityScore(deps: OpDeps, input: SimilarityScoreInput, ctx: OpContext = {}) {
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
