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
  const whois = deps.engines.whois
  if (!whois) throw new AppError('not_implemented', 'whois_lookup is not implemented yet')
  const r = await whois.lookup(input.domain, { fresh: input.fresh, signal: ctx.signal })
  if (!r.found) {
    const reserved = r.state === 'reserved'
    throw new AppError('not_found', reserved ? `${r.query} is not registered (reserved by the registry)` : `${r.query} is not registered`, { details: { domain: r.query, ...(reserved ? { reserved: true } : {}) } })
  }
  return toVariantAWhois(r)
}

export type WhoisLookupResult = VariantAWhois
