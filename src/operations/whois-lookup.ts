import { AppError } from '../errors.ts'
import { toVariantAWhois } from '../whois/index.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface WhoisLookupInput {
  /** Domain, host or URL; reduced to the registrable domain. */
  domain: string
  fresh?: boolean
}

/** Registration data (RDAP first, WHOIS fallback). An unregistered domain throws `not_found`. */
export async function whoisLookup(deps: OpDeps, input: WhoisLookupInput, ctx: OpContext = {}) {
  const r = await deps.engines.whois.lookup(input.domain, { fresh: input.fresh, signal: ctx.signal })
  if (!r.found) {
    const reserved = r.state === 'reserved'
    throw new AppError('not_found', reserved ? `${r.query} is not registered (reserved by the registry)` : `${r.query} is not registered`, { details: { domain: r.query, ...(reserved ? { reserved: true } : {}) } })
  }
  return toVariantAWhois(r)
}

export type WhoisLookupResult = Awaited<ReturnType<typeof whoisLookup>>
