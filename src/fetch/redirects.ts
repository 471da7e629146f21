/**
 * Redirect policy. Only 301, 302, 303, 307 and 308 are followed (RFC 9110 §15.4); 300, 304, 305
 * (deprecated, RFC 9110 §15.4.6) and any other status with a Location header are returned as they are.
 * Every hop is a new request that goes through the address guard again (checkUrl + the connector).
 */
import { fetchBlocked, fetchFailed } from './errors.ts'

export const FOLLOWED_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308])

/** The single Location value, or undefined. Conflicting duplicates are an error (ambiguous target). */
export function locationOf(header: string | string[] | undefined, url: string): string | undefined {
  if (header === undefined) return undefined
  if (!Array.isArray(header)) return header
  const distinct = [...new Set(header)]
  if (distinct.length > 1) throw fetchFailed(`${url} sent conflicting Location headers`, { url, reason: 'redirects' })
  return distinct[0]
}

export interface RedirectState {
  /** Every URL requested so far, first included (for loop detection). */
  visited: Set<string>
  hops: string[]
  max: number
}

/** Resolves the next hop (RFC 9110 §10.2.2: relative to the current URL) and enforces loop and count limits. */
export function nextHop(state: RedirectState, current: URL, location: string): URL {
  let next: URL
  try {
    next = new URL(location, current)
  } catch {
    throw fetchBlocked(`redirect from ${current.href} to an invalid URL`, { url: current.href, rule: 'redirect-invalid' })
  }
  next.hash = ''
  if (state.visited.has(next.href)) {
    throw fetchFailed(`redirect loop at ${next.href}`, { url: current.href, reason: 'redirects', loop: next.href })
  }
  if (state.hops.length >= state.max) {
    throw fetchFailed(`more than ${state.max} redirects from ${[...state.visited][0]}`, { url: current.href, reason: 'redirects', max: state.max })
  }
  state.visited.add(next.href)
  state.hops.push(next.href)
  return next
}
