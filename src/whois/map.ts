/**
 * WhoisResult → the two response shapes. Missing values are `null` in both variants (never "" and never
 * omitted): spec fields keep their names and types when present; additive fields are documented in
 * docs/whois.md. Lists are `[]` when empty. Callers map `found: false` to 404 not_found.
 */
import { domainToASCII } from 'node:url'
import { toSqlUtc } from './parsers/dates.ts'
import type { WhoisResult } from './types.ts'

export interface VariantAWhois {
  domain_name: string
  registrar: string | null
  creation_date: string | null
  expiration_date: string | null
  name_servers: string[]
  updated_date: string | null
  status: string[]
  registrar_iana_id: string | null
  dnssec: boolean | null
  registrant_organization: string | null
  registrant_country: string | null
  abuse_email: string | null
  domain_age_days: number | null
  source: 'rdap' | 'whois'
}

/** Dates are strings as the spec types them: "" when the registry publishes no such date (docs/whois.md). */
export interface VariantBWhois {
  creation_date: string
  expiration_date: string
  last_updated: string
  name_servers: string[]
  registrar: string | null
}

/** Whole days since creation, counted at `now` (UTC); null without a creation date. */
export function domainAgeDays(creation: string | null, now: Date = new Date()): number | null {
  if (!creation) return null
  const t = Date.parse(creation)
  return Number.isNaN(t) ? null : Math.max(0, Math.floor((now.getTime() - t) / 86_400_000))
}

export function toVariantAWhois(r: WhoisResult, now: Date = new Date()): VariantAWhois {
  return {
    // A-labels (RFC 5891) like the name looked up, whatever script the registry wrote it in
    domain_name: (r.domain && (domainToASCII(r.domain) || r.domain)) ?? r.query,
    registrar: r.registrar,
    creation_date: r.creationDate,
    expiration_date: r.expirationDate,
    name_servers: r.nameServers,
    updated_date: r.updatedDate,
    status: r.status,
    registrar_iana_id: r.registrarIanaId,
    dnssec: r.dnssec,
    registrant_organization: r.registrantOrganization,
    registrant_country: r.registrantCountry,
    abuse_email: r.abuseEmail,
    domain_age_days: domainAgeDays(r.creationDate, now),
    source: r.source,
  }
}

export function toVariantBWhois(r: WhoisResult): VariantBWhois {
  return {
    creation_date: toSqlUtc(r.creationDate) ?? '',
    expiration_date: toSqlUtc(r.expirationDate) ?? '',
    last_updated: toSqlUtc(r.updatedDate) ?? '',
    name_servers: r.nameServers,
    registrar: r.registrar,
  }
}
