/**
 * Registration data as the whois engine returns it. Dates are ISO 8601 UTC strings
 * (`YYYY-MM-DDTHH:MM:SSZ`); a value the source does not carry is `null` (lists: `[]`).
 */

/**
 * What a response says about the domain. `throttled` = the server refused to answer (quota, rate limit);
 * `invalid` = the registry rejects the name itself (invalid characters, a non-bijective IDN): not registered.
 */
export type WhoisState = 'registered' | 'available' | 'reserved' | 'throttled' | 'invalid' | 'unknown'

export interface ParsedWhois {
  /** true = registered (or reserved with registration data), false = free (or reserved by the registry without any), null = the response does not say. */
  registered: boolean | null
  state: WhoisState
  domain: string | null
  registrar: string | null
  registrarIanaId: string | null
  registrarUrl: string | null
  /** The registrar's own WHOIS server when the registry names one (port-43 referral). */
  referralServer: string | null
  creationDate: string | null
  expirationDate: string | null
  updatedDate: string | null
  /** Lower case, no trailing dot, no glue addresses, registry order, no duplicates. */
  nameServers: string[]
  /** EPP status names (RFC 5731 §2.3, RFC 8056) where they map, else the registry's own word. */
  status: string[]
  dnssec: boolean | null
  registrantOrganization: string | null
  registrantCountry: string | null
  abuseEmail: string | null
}

export function emptyParsed(): ParsedWhois {
  return {
    registered: null, state: 'unknown', domain: null, registrar: null, registrarIanaId: null, registrarUrl: null,
    referralServer: null, creationDate: null, expirationDate: null, updatedDate: null, nameServers: [], status: [],
    dnssec: null, registrantOrganization: null, registrantCountry: null, abuseEmail: null,
  }
}

export type WhoisSource = 'rdap' | 'whois'

/** The result of one lookup. `found: false` = the registry says the name is not registered (a result, not an error). */
export interface WhoisResult extends ParsedWhois {
  found: boolean
  /** The registrable domain that was looked up (punycode). */
  query: string
  source: WhoisSource
  /** Servers or URLs that answered, in order (registry first). */
  servers: string[]
  /** When the lookup was made (ISO 8601 UTC). */
  fetchedAt: string
}
