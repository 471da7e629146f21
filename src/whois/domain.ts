/** Input → registrable domain (public-suffix aware via tldts), IDN → punycode (RFC 5891 A-labels). */
import { domainToASCII } from 'node:url'
import { parse } from 'tldts'
import { AppError } from '../errors.ts'
import { SECOND_LEVEL_SERVERS } from './port43/servers.ts'

/**
 * Special-use names no registry holds, so asking any server about them only leaks the query: RFC 6761 (test,
 * example, invalid, localhost), RFC 6762 (local, mDNS), RFC 7686 (onion), RFC 8375 (home.arpa), RFC 9476 (alt).
 */
const SPECIAL_USE = /(?:^|\.)(?:test|example|invalid|localhost|local|onion|alt|home\.arpa)$/

const HOST_LABELS = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/

export function toRegistrableDomain(input: string): string {
  return lookupNames(input).at(-1)!
}

/**
 * The names to ask a registry for, first to last. Under a privately operated suffix of the public suffix
 * list (its PRIVATE section: `cn.com`, `co.ca`, `spb.ru`, `github.io` …) some operators run a registry
 * of their own (CentralNic, CoCCA) while others are hosting platforms: the name under that suffix is
 * asked first, then the domain registered in the ICANN registry.
 */
export function lookupNames(input: string): string[] {
  const raw = (input ?? '').trim()
  if (!raw) throw new AppError('invalid_request', 'domain is empty', { details: { field: 'domain' } })
  // URL parsing drops tabs and newlines (WHATWG URL), so 'ex\nample.com' would quietly become another domain
  const bad = /[\u0000-\u001f\u007f]/.exec(raw)
  if (bad) throw new AppError('invalid_request', `domain contains a control character (U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`, { details: { field: 'domain' } })
  let host = raw
  try { if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) host = new URL(raw).hostname } catch { /* treat as a host */ }
  host = host.replace(/[/?#].*$/, '').replace(/:\d+$/, '').replace(/\.$/, '')
  if (/\s/.test(host)) throw new AppError('invalid_request', 'domain contains a space', { details: { field: 'domain' } })
  const ascii = domainToASCII(host)
  const info = parse(ascii || host, { allowPrivateDomains: false })
  if (info.isIp) throw new AppError('invalid_request', 'an IP address is not a domain', { details: { field: 'domain' } })
  if (!ascii) throw new AppError('invalid_request', 'not a registrable domain (empty, a bare suffix or invalid)', { details: { field: 'domain' } })
  const special = SPECIAL_USE.exec(ascii.toLowerCase())
  if (special) {
    throw new AppError('invalid_request', `${ascii} is under .${special[0].replace(/^\./, '')}, a special-use name no registry holds (RFC 6761): there is no registration record to look up`, { details: { field: 'domain' } })
  }
  // a multi-label public suffix (`co.uk`, `net.ae`) is itself a name in its TLD's registry: asked as written;
  // only a bare top-level suffix (`uk`, `com`) has no registration record to ask for
  if (!info.domain) {
    if (info.publicSuffix === ascii && ascii.includes('.') && HOST_LABELS.test(ascii)) return [ascii]
    throw new AppError('invalid_request', 'not a registrable domain (empty, a top-level suffix or invalid)', { details: { field: 'domain' } })
  }
  const priv = parse(ascii, { allowPrivateDomains: true }).domain
  if (priv && priv !== info.domain) return [priv, info.domain]
  // a second-level registry the suffix list does not (or no longer) name: the label under it first
  if (SECOND_LEVEL_SERVERS[info.domain] && ascii.endsWith(`.${info.domain}`)) {
    const labels = ascii.slice(0, -info.domain.length - 1).split('.')
    return [`${labels[labels.length - 1]}.${info.domain}`, info.domain]
  }
  return [info.domain]
}
