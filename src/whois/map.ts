/**
 * WhoisResult → the Variant B `whois` shape (the Variant A shape is built in operations/variant-a/map.ts).
 * Missing values are `null` (never omitted) except the dates, which the spec types as strings; lists are `[]`
 * when empty; additive fields are documented in docs/whois.md.
 */
import { toSqlUtc } from './parsers/dates.ts'
import type { WhoisResult } from './types.ts'

/** Dates are strings as the spec types them: "" when the registry publishes no such date (docs/whois.md). */
export interface VariantBWhois {
  creation_date: string
  expiration_date: string
  last_updated: string
  name_servers: string[]
  registrar: string | null
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
