/**
 * email_authentication: can the site's domain receive mail, and is mail in its name authenticated? MX records
 * (RFC 5321 §5.1), an SPF policy in a TXT record (RFC 7208 §3), and a DMARC policy at _dmarc.<domain>
 * (RFC 7489 §6.1), through an injectable resolver (node:dns/promises Resolver by default).
 */
import { check } from '../review.ts'
import type { SiteCheck } from '../types.ts'

/** The part of node:dns/promises Resolver the check uses (tests inject a stub). */
export interface DnsResolver {
  resolveMx(name: string): Promise<{ exchange: string; priority: number }[]>
  resolveTxt(name: string): Promise<string[][]>
}

/** Answers that mean "no such record" (a result) rather than "the lookup failed". */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN'])

type Answer<T> = { ok: true; value: T } | { ok: false; none: boolean; code: string }

async function ask<T>(f: () => Promise<T>): Promise<Answer<T>> {
  try { return { ok: true, value: await f() } } catch (err) {
    const code = (err as { code?: string }).code ?? 'ERROR'
    return { ok: false, none: NO_RECORD.has(code), code }
  }
}

const txt = (a: Answer<string[][]>) => (a.ok ? a.value.map((parts) => parts.join('')) : [])

/** `domain`: the site's registrable domain; undefined when the site is addressed by IP address. */
export async function emailAuthentication(domain: string | undefined, dns: DnsResolver | undefined): Promise<SiteCheck> {
  if (domain === undefined) return check('email_authentication', 'unknown', 'The site is addressed by IP address, not a domain.', [], 'not_a_domain')
  if (!dns) return check('email_authentication', 'unknown', 'DNS lookups are not configured.', [], 'lookup_failed')
  const d = domain
  const [mx, root, dmarc] = await Promise.all([ask(() => dns.resolveMx(d)), ask(() => dns.resolveTxt(d)), ask(() => dns.resolveTxt(`_dmarc.${d}`))])
  const failed = [mx, root, dmarc].filter((a) => !a.ok && !a.none) as { code: string }[]
  if (failed.length > 0) return check('email_authentication', 'unknown', `DNS lookups for ${d} failed (${failed[0].code}).`, [], 'lookup_failed')
  const spf = txt(root).find((t) => /^v=spf1(\s|$)/i.test(t.trim()))
  const dm = txt(dmarc).find((t) => /^v=DMARC1\s*(;|$)/i.test(t.trim()))
  const mxs = mx.ok ? mx.value.sort((a, b) => a.priority - b.priority).map((m) => m.exchange) : []
  const nullMx = mxs.length === 1 && (mxs[0] === '' || mxs[0] === '.') // RFC 7505: the domain accepts no mail
  const ev = [
    { url: `dns:${d}`, quote: mxs.length ? `MX ${mxs.slice(0, 3).join(', ')}` : 'no MX record' },
    { url: `dns:${d}`, quote: spf ? spf.slice(0, 200) : 'no SPF record' },
    { url: `dns:_dmarc.${d}`, quote: dm ? dm.slice(0, 200) : 'no DMARC record' },
  ]
  const missing = [mxs.length === 0 || nullMx ? 'MX' : '', spf ? '' : 'SPF', dm ? '' : 'DMARC'].filter(Boolean)
  if (missing.length > 0) return check('email_authentication', 'warn', `${d} lacks ${missing.join(', ')}${missing.includes('MX') ? ' (it cannot receive mail at its own domain)' : ''}.`, ev)
  const policy = /;\s*p\s*=\s*(\w+)/i.exec(dm ?? '')?.[1]?.toLowerCase()
  return check('email_authentication', 'pass', `${d} has MX, SPF and DMARC${policy ? ` (DMARC policy ${policy})` : ''}.`, ev)
}
