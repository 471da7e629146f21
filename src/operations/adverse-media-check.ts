import { AppError } from '../errors.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface AdverseMediaCheckInput { query: string; type?: 'entity' | 'url'; fresh?: boolean }

/** News screening of an entity name or URL. */
export async function adverseMediaCheck(deps: OpDeps, input: AdverseMediaCheckInput, ctx: OpContext = {}) {
  const media = deps.engines.media
  if (!media) throw new AppError('not_implemented', 'adverse_media_check is not implemented yet')
  return media.check({ query: input.query, type: input.type ?? 'entity' }, { fresh: input.fresh, signal: ctx.signal })
}
