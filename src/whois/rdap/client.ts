/**
 * RDAP over HTTP (RFC 7480): GET with `Accept: application/rdap+json` through the outbound stack
 * (fetch/outbound.ts, docs/architecture.md "One outbound stack"), with the configured User-Agent on every hop,
 * one deadline, one body cap and one error mapping (docs/fetch.md). Every RDAP URL is public-only and pinned,
 * each redirect hop checked again: the base URLs of the bootstrap file and a registry's related link are learned
 * from outside, and the bootstrap file itself is a public IANA resource (a mirror on a private network needs
 * WEBINTEL_FETCH_ALLOW_PRIVATE, docs/whois.md). 404 = the object does not exist (RFC 7480 §5.3), a result.
 */
import type { Outbound } from '../../fetch/outbound.ts'

export interface RdapResponse {
  status: number
  json: unknown
  url: string
  /** Seconds a 429 or 503 answer asks the client to wait (`Retry-After`, RFC 9110 §10.2.3; RFC 7480 §5.5), else null. */
  retryAfterS: number | null
}

/** `Retry-After` as delay-seconds or an HTTP date, capped at a day; null when absent or unreadable. */
export function retryAfterSeconds(value: string | string[] | undefined, now = Date.now()): number | null {
  const v = (Array.isArray(value) ? value[0] : value)?.trim()
  if (!v) return null
  const s = /^\d+$/.test(v) ? Number(v) : Math.ceil((Date.parse(v) - now) / 1000)
  return Number.isFinite(s) ? Math.min(Math.max(s, 0), 86_400) : null
}

/** An RDAP answer is one JSON document: a larger one is refused rather than parsed half. */
export const RDAP_MAX_BYTES = 2 * 1024 * 1024
/** One RDAP request (every hop and the body) at most: leaves part of the lookup deadline (10 s by default) to port 43. */
export const RDAP_TIMEOUT_MS = 8000

export async function rdapGet(outbound: Pick<Outbound, 'get'>, url: string, signal: AbortSignal): Promise<RdapResponse> {
  const res = await outbound.get(url, {
    configured: false, signal, timeoutMs: RDAP_TIMEOUT_MS, maxBytes: RDAP_MAX_BYTES, overLimit: 'fail',
    headers: { accept: 'application/rdap+json, application/json' },
  })
  let json: unknown = null
  // a UTF-8 byte order mark is not JSON (RFC 8259 §8.1 lets a parser ignore it): some servers send one
  try { json = JSON.parse(res.body.toString('utf8').replace(/^\ufeff/, '')) } catch { /* malformed: json stays null */ }
  return { status: res.statusCode, json, url: res.url, retryAfterS: retryAfterSeconds(res.headers['retry-after']) }
}
