/** The `sitecheck` configuration section (docs/site-check.md). */
import { int, list, loadSection, type Section } from '../config/vars.ts'

export const sitecheckSection = {
  deadlineMs: int('WEBINTEL_SITECHECK_DEADLINE_MS', 15_000,
    'Overall deadline in milliseconds of one site check (crawl, TLS probe, DNS and registration lookups); pages not read by then are reported as not read.', { min: 1000, max: 120_000 }),
  maxPages: int('WEBINTEL_SITECHECK_MAX_PAGES', 12,
    'Same-site pages read after the home page (policies, terms, contact, imprint …), one request at a time.', { min: 0, max: 50 }),
  dnsServers: list('WEBINTEL_SITECHECK_DNS_SERVERS', undefined,
    'Comma-separated DNS servers (ip or ip:port) for the email_authentication check (MX, SPF, DMARC). Unset = the system resolvers.'),
  dnsTimeoutMs: int('WEBINTEL_SITECHECK_DNS_TIMEOUT_MS', 3000,
    'Milliseconds one DNS query of the email_authentication check may take (one try).', { min: 100, max: 30_000 }),
}

export type SitecheckConfig = Section<typeof sitecheckSection>

export function loadSitecheckConfig(env: Record<string, string | undefined> = {}): SitecheckConfig {
  return loadSection(sitecheckSection, env)
}
