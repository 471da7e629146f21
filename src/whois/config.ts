/** WHOIS / RDAP configuration section, joined in config/load.ts. */
import { int, loadSection, oneOf, str, url, type Section } from '../config/vars.ts'

const hostPort = (v: string): string | undefined => (/^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/.test(v) ? undefined : 'expected host:port')

export const whoisConfig = {
  rdapBootstrapUrl: url('WEBINTEL_RDAP_BOOTSTRAP_URL', 'https://data.iana.org/rdap/dns.json', 'IANA RDAP bootstrap file for DNS (RFC 9224); fetched, cached and refreshed daily'),
  rdap: oneOf('WEBINTEL_RDAP', 'on', ['on', 'off'] as const, 'RDAP first (on) or port-43 WHOIS only (off)'),
  server: str('WEBINTEL_WHOIS_SERVER', undefined, 'host:port that receives every port-43 query (no IANA referral step; referrals go to the same server). Unset = IANA referral', hostPort),
  ianaServer: str('WEBINTEL_WHOIS_IANA_SERVER', 'whois.iana.org:43', 'host:port of the IANA WHOIS server that names each TLD\'s registry WHOIS server', hostPort),
  timeoutMs: int('WEBINTEL_WHOIS_TIMEOUT_MS', 10_000, 'overall deadline of one lookup in milliseconds (RDAP, fallback and referrals together)', { min: 100, max: 120_000 }),
  cacheTtlMs: int('WEBINTEL_WHOIS_CACHE_TTL_MS', 21_600_000, 'how long a lookup result is cached, in milliseconds (0 = no cache)', { min: 0 }),
}

/** Loaded section (every variable has a default except `server`). */
export interface WhoisConfig {
  readonly rdapBootstrapUrl: string
  readonly rdap: 'on' | 'off'
  readonly server?: string | undefined
  readonly ianaServer: string
  readonly timeoutMs: number
  readonly cacheTtlMs: number
}

export type WhoisConfigSection = Section<typeof whoisConfig>

export function loadWhoisConfig(env: Record<string, string | undefined>): WhoisConfig {
  return loadSection(whoisConfig, env) as WhoisConfig
}

/** Splits "host:port" (port defaults to 43, RFC 3912). */
export function parseHostPort(v: string, defPort = 43): { host: string; port: number } {
  const m = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(v.trim())
  return { host: m?.[1] ?? v, port: m?.[2] ? Number(m[2]) : defPort }
}
