import type { AdverseMediaData } from './variant-a/schemas.ts'
import { adverseMediaData } from './variant-a/map.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface AdverseMediaCheckInput {
  /** Entity name, or a URL whose site names the entity. */
  query: string
  type?: 'entity' | 'url'
  fresh?: boolean
}

/** News about the entity that reports wrongdoing, scored; a clean screening is a result with no sources. */
export async function adverseMediaCheck(deps: OpDeps, input: AdverseMediaCheckInput, ctx: OpContext = {}): Promise<AdverseMediaData> {
  return adverseMediaData(await deps.engines.media.check({ query: input.query, type: input.type ?? 'entity' }, { fresh: input.fresh, signal: ctx.signal }))
}
