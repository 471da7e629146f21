import { AppError } from '../errors.ts'
import { toVariantAWhois, type VariantAWhois } from './variant-a/map.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface WhoisLookupInput {
  /** Domain, host or URL; reduced to the registrable domain. */
  domain: string
  fresh?: boolean
}

/** Registration data (RDAP first, WHOIS fallback). An unregistered domain throws `not_found`. */
export async function whoisLookup(deps: OpDeps, input: WhoisLookupInput, ctx: OpContext = {}): Promise<VariantAWhois> {
  const r = await deps.engines.whois.lookup(input.domain, { fresh: input.fresh, signal: ctx.signal })
  if (!r.found) {
    const reserved = r.state === 'reserved'
    const invalid = r.state === 'invalid'
    const why = reserved ? ' (reserved by the registry)' : invalid ? ' (the registry rejects the name as invalid)' : ''
    throw new AppError('not_found', `${r.query} is not registered${why}`, { details: { domain: r.query, ...(reserved ? { reserved: true } : {}), ...(invalid ? { invalid: true } : {}) } })
  }
  return toVariantAWhois(r)
}

export type WhoisLookupResult = VariantAWhois
