import { AppError } from '../errors.ts'
import { toVariantAWhois } from '../whois/index.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface WhoisLookupInput { domain: string; fresh?: boolean | 'true' | 'false' }

/** Registration data (RDAP first, WHOIS fallback); an unregistered domain is not_found. */
export async function whoisLookup(deps: OpDeps, input: WhoisLookupInput, ctx: OpContext = {}) {
  const whois = deps.engines.whois
  if (!whois) throw new AppError('not_implemented', 'whois_lookup is not implemented yet')
  const r = await whois.lookup(input.domain, { fresh: input.fresh === true || input.fresh === 'true', signal: ctx.signal })
  if (!r.found) throw new AppError('not_found', `${r.query} is not registered`, { details: { domain: r.query } })
  return toVariantAWhois(r)
}
