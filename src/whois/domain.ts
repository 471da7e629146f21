/** Input → registrable domain (public-suffix aware via tldts), IDN → punycode (RFC 5891 A-labels). */
import { domainToASCII } from 'node:url'
import { parse } from 'tldts'
import { AppError } from '../errors.ts'

export function toRegistrableDomain(input: string): string {
  const raw = (input ?? '').trim()
  if (!raw) throw new AppError('invalid_request', 'domain is empty', { details: { field: 'domain' } })
  let host = raw
  try { if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) host = new URL(raw).hostname } catch { /* treat as a host */ }
  host = host.replace(/[/?#].*$/, '').replace(/:\d+$/, '').replace(/\.$/, '')
  const ascii = domainToASCII(host)
  const info = parse(ascii || host, { allowPrivateDomains: false })
  if (info.isIp) throw new AppError('invalid_request', 'an IP address is not a domain', { details: { field: 'domain' } })
  if (!info.domain || !ascii) throw new AppError('invalid_request', 'not a registrable domain (empty, a bare suffix or invalid)', { details: { field: 'domain' } })
  return info.domain
}
