// Harness adapter (see ../shared/bench/whois/README.md): maps webintel's parser output to the harness record.
// Set WHOIS_ADAPTER_KIND=rdap to score the RDAP JSON parser instead of the text parser.
import process from 'node:process'
import { parseWhois } from '../../src/whois/parsers/whois-text.ts'
import { parseRdap } from '../../src/whois/parsers/rdap.ts'

export const name = process.env.WHOIS_ADAPTER_KIND === 'rdap' ? 'webintel-rdap' : 'webintel'
export const kind = process.env.WHOIS_ADAPTER_KIND === 'rdap' ? 'rdap' : 'whois'

function shape(p) {
  return {
    registered: p.registered,
    domain: p.domain,
    registrar: p.registrar,
    registrar_iana_id: p.registrarIanaId,
    creation_date: p.creationDate,
    expiration_date: p.expirationDate,
    updated_date: p.updatedDate,
    name_servers: p.nameServers,
    status: p.status,
    dnssec: p.dnssec,
    registrant_org: p.registrantOrganization,
    registrant_country: p.registrantCountry,
    abuse_email: p.abuseEmail,
  }
}

export function parse(raw, ctx) {
  if (kind === 'rdap') return shape(parseRdap(JSON.parse(raw)))
  return shape(parseWhois(raw, { domain: ctx.query, tld: ctx.tld, server: ctx.server }))
}
