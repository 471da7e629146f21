/**
 * domain_age: the registration date from the RDAP/WHOIS engine (src/whois). Young domains are a classic sign of
 * a site set up for a short-lived scheme, so a domain under DOMAIN_AGE_WARN_DAYS is a warning; a lookup that
 * fails or a registry that gives no date is `unknown`.
 */
import type { WhoisResult } from '../../whois/index.ts'
import { check, type Review } from '../review.ts'
import type { SiteCheck } from '../types.ts'

export const DOMAIN_AGE_WARN_DAYS = 90

export type WhoisOutcome = { ok: true; result: WhoisResult } | { ok: false; message: string } | undefined

export function domainAge(r: Review, w: WhoisOutcome, now = Date.now()): SiteCheck {
  if (r.isIpHost) return check('domain_age', 'unknown', 'The site is addressed by IP address, not a domain.', [], 'not_a_domain')
  if (!w) return check('domain_age', 'unknown', 'Registration data is not available on this server.', [], 'lookup_failed')
  if (!w.ok) return check('domain_age', 'unknown', `The registration lookup failed: ${w.message}.`, [], 'lookup_failed')
  const res = w.result
  const where = res.servers[res.servers.length - 1] ?? `${res.source}:${res.query}`
  if (!res.found) return check('domain_age', 'unknown', `The registry has no record of ${res.query}.`, [{ url: where, quote: `state: ${res.state}` }], 'lookup_failed')
  if (!res.creationDate) return check('domain_age', 'unknown', `The registry gives no creation date for ${res.query}.`, [{ url: where, quote: `registrar: ${res.registrar ?? 'unknown'}` }], 'lookup_failed')
  const days = Math.floor((now - Date.parse(res.creationDate)) / 86_400_000)
  const ev = [{ url: where, quote: `${res.query} created ${res.creationDate.slice(0, 10)} (${res.source})` }]
  if (days < DOMAIN_AGE_WARN_DAYS) return check('domain_age', 'warn', `The domain was registered ${days} day(s) ago.`, ev)
  return check('domain_age', 'pass', `The domain was registered ${days} days ago (${(days / 365.25).toFixed(1)} years).`, ev)
}
