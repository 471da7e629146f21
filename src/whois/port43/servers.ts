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

/**
 * Registries run under a second-level name of another registry's TLD (`gsn.cn.com` is CentralNic's, not
 * Verisign's): the TLD's server does not know these names, so they go to the operator's own server (and
 * skip RDAP, whose bootstrap file is per TLD, RFC 9224). Some of these suffixes are in the public suffix
 * list's private section, some were dropped from it while their registrations live on.
 */
const CENTRALNIC = ['ae.org', 'africa.com', 'ar.com', 'br.com', 'cn.com', 'com.de', 'de.com', 'eu.com', 'gb.com', 'gb.net', 'gr.com', 'hu.com', 'hu.net',
  'in.net', 'jp.net', 'jpn.com', 'kr.com', 'mex.com', 'no.com', 'qc.com', 'ru.com', 'sa.com', 'se.com', 'se.net', 'uk.com', 'uk.net', 'us.com',
  'us.org', 'uy.com', 'za.com']
export const SECOND_LEVEL_SERVERS: Record<string, string> = {
  ...Object.fromEntries(CENTRALNIC.map((s) => [s, 'whois.centralnic.com'])),
  'co.ca': 'whois.co.ca', 'za.net': 'whois.za.net', 'za.org': 'whois.za.org', 'eu.org': 'whois.eu.org',
}

/** The second-level registry's server for a name directly under one of its suffixes, else null. */
export function secondLevelServer(domain: string): string | null {
  const dot = domain.indexOf('.')
  return dot > 0 ? SECOND_LEVEL_SERVERS[domain.slice(dot + 1).toLowerCase()] ?? null : null
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

/**
 * Reads the `whois:` (or `refer:`) line of an IANA answer. The blanks around the key are spaces and tabs only (no line ends):
 * a `\s*` after a line start would run on over every following blank line, and be tried again from each of them
 * (quadratic on an answer of blank lines).
 */
export function ianaReferral(text: string): string | null {
  const m = /^[ \t]*(?:whois|refer):[ \t]*(\S+)[ \t]*$/im.exec(text)
  return m ? m[1]!.toLowerCase() : null
}
