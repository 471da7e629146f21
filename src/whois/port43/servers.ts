/**
 * Which port-43 server answers for a TLD, and how to phrase the query for it.
 * IANA's own WHOIS (`whois.iana.org`) names each TLD's server in its `whois:` line; the built-in table
 * covers registries whose IANA record names none or an outdated one.
 */
export const KNOWN_SERVERS: Record<string, string> = {
  com: 'whois.verisign-grs.com', net: 'whois.verisign-grs.com', org: 'whois.publicinterestregistry.org',
  de: 'whois.denic.de', uk: 'whois.nic.uk', jp: 'whois.jprs.jp', fr: 'whois.nic.fr', it: 'whois.nic.it',
  nl: 'whois.domain-registry.nl', eu: 'whois.eu', br: 'whois.registro.br', kr: 'whois.kr', ru: 'whois.tcinet.ru',
  ch: 'whois.nic.ch', li: 'whois.nic.ch', es: 'whois.nic.es', au: 'whois.auda.org.au',
}

/** Per-server query syntax (RFC 3912 leaves it to each server). */
export function queryFor(server: string, domain: string): string {
  const s = server.toLowerCase()
  if (s === 'whois.denic.de') return `-T dn,ace ${domain}` // DENIC: domain object, ACE form
  if (s === 'whois.jprs.jp') return `${domain}/e` // JPRS: English output
  if (s === 'whois.verisign-grs.com' || s.endsWith('.verisign-grs.com')) return `domain ${domain}` // exact domain match, not name servers
  if (s === 'whois.dk-hostmaster.dk') return `--show-handles ${domain}`
  return domain
}

/** Reads the `whois:` (or `refer:`) line of an IANA answer. */
export function ianaReferral(text: string): string | null {
  const m = /^\s*(?:whois|refer):\s*(\S+)\s*$/im.exec(text)
  return m ? m[1]!.toLowerCase() : null
}
