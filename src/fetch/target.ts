/**
 * Parsing the user's target: Variant B `input_string` (a bare domain, a host, or a URL) and
 * Variant A `url` (an absolute http(s) URL). Syntax only: whether the address may be fetched is
 * the address guard's job (fetch_blocked, 422); garbage here is invalid_request (400).
 */
import { isIP } from 'node:net'
import { domainToASCII } from 'node:url'
import { AppError } from '../errors.ts'

export interface Target {
  /** "domain" for a bare domain or host, "url" when a URL (scheme or path) was given. */
  kind: 'domain' | 'url'
  /** Lower-case ASCII (punycode) host, without brackets or trailing dot. */
  host: string
  /** The host analysed: `host` without a leading "www.". */
  domain: string
  /** URLs to try in order: the URL itself, or for a domain https://host/, http://host/, then the www. variant (https). */
  candidates: string[]
}

/** `field`: the request field the input came from (`url`, `source` …), for the API's `details.fields`. */
function invalid(message: string, input: string, field?: string): AppError {
  return new AppError('invalid_request', message, { details: { input: input.slice(0, 200), ...(field ? { field } : {}) } })
}

/** RFC 1035 §2.3.1 / RFC 5890 host-name syntax on the ASCII form (underscores tolerated, they exist in the wild). */
function isDomainName(host: string): boolean {
  if (host.length > 253 || !host.includes('.')) return false
  const labels = host.split('.')
  if (/^\d+$/.test(labels[labels.length - 1])) return false // a numeric TLD means a mistyped IPv4 address
  return labels.every((l) => /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/.test(l))
}

function stripHost(hostname: string): string {
  let h = hostname.toLowerCase()
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1)
  return h.endsWith('.') ? h.slice(0, -1) : h
}

function withoutWww(host: string): string {
  return host.startsWith('www.') && host.length > 4 && host.slice(4).includes('.') ? host.slice(4) : host
}

/**
 * True when `raw` reads as a host with a dot (and an optional port) before any path, query or fragment: what
 * `/^[^/?#:]+\.[^/?#:]*[a-z0-9](?::\d+)?(?:[/?#]|$)/i` tests, in one pass. That pattern backtracked its first part
 * to each dot and rescanned the rest (quadratic in a run of dots; a job item's `source` has no length cap).
 */
export function looksSchemeless(raw: string): boolean {
  const host = /^[^/?#:]*/.exec(raw)![0]
  const dot = host.indexOf('.', 1)
  return dot > 0 && dot <= host.length - 2 && /[a-z0-9]/i.test(host.charAt(host.length - 1)) && /^(?::\d+)?(?:[/?#]|$)/.test(raw.slice(host.length))
}

/** Variant A `url`: a strict absolute http(s) URL. Throws invalid_request. */
export function parseHttpUrl(input: string, field?: string): URL {
  const raw = input.trim()
  if (raw === '' || /[\s\x00-\x1f\x7f]/.test(raw)) throw invalid('the URL is empty or contains spaces or control characters', input, field)
  let url: URL
  // `example.com/page` or `example.com:8080/`: a host without the scheme, the commonest slip (the second one even
  // parses, with `example.com:` as its scheme); say what is missing.
  const noScheme = () => looksSchemeless(raw) && URL.canParse(`https://${raw}`)
  const missingScheme = 'not an absolute URL: it has no scheme (start it with https:// or http://)'
  try { url = new URL(raw) } catch {
    throw invalid(noScheme() ? missingScheme : 'not a valid absolute URL (bad syntax, host or port)', input, field)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:' && noScheme()) throw invalid(missingScheme, input, field)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('only http and https URLs are accepted', input, field)
  if (url.username !== '' || url.password !== '') throw invalid('URLs with credentials (user:password@) are not accepted', input, field)
  const host = stripHost(url.hostname)
  if (host === '') throw invalid('the URL has no host', input, field)
  if (!isIP(host) && !/^[a-z0-9_.-]+$/.test(host)) throw invalid('the URL host is not a valid host name', input, field)
  url.hash = ''
  return url
}

/** Variant B `input_string`: a bare domain, a host, or a URL. Throws invalid_request. */
export function parseTarget(input: string, field?: string): Target {
  const raw = input.trim()
  if (raw === '') throw invalid('the input is empty', input, field)
  if (/[\s\x00-\x1f\x7f]/.test(raw)) throw invalid('the input contains spaces or control characters', input, field)
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    const url = parseHttpUrl(raw, field)
    const host = stripHost(url.hostname)
    return { kind: 'url', host, domain: withoutWww(host), candidates: [url.href] }
  }
  const bare = raw.endsWith('.') ? raw.slice(0, -1) : raw
  if (isIP(bare) || /^\[.*\]$/.test(bare)) throw invalid('an IP address is not a domain; pass it as a URL (http://…/)', input, field)
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(raw)) throw invalid('only http and https URLs are accepted', input, field)
  if (/[/?#:@\\]/.test(raw)) {
    // A host with a port, path or query but no scheme: read it as an https URL.
    if (raw.includes('@')) throw invalid('URLs with credentials (user:password@) are not accepted', input, field)
    const url = parseHttpUrl(`https://${raw}`, field)
    const host = stripHost(url.hostname)
    if (!isIP(host) && !isDomainName(host)) throw invalid('not a valid domain name (it needs a dot and letters, digits or hyphens)', input, field)
    const http = new URL(url.href)
    http.protocol = 'http:'
    return { kind: 'url', host, domain: withoutWww(host), candidates: [url.href, http.href] }
  }
  const host = domainToASCII(bare.toLowerCase())
  if (host === '' || !isDomainName(host)) throw invalid('not a valid domain name (it needs a dot and letters, digits or hyphens)', input, field)
  const candidates = [`https://${host}/`, `http://${host}/`]
  // The www. variant: added for a bare domain, and the bare domain for a www. host.
  candidates.push(host.startsWith('www.') ? `https://${withoutWww(host)}/` : `https://www.${host}/`)
  return { kind: 'domain', host, domain: withoutWww(host), candidates }
}
