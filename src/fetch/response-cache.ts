/** JSON form of a FetchedResponse for the Cache port (values must be JSON-serialisable). */
import type { FetchedResponse } from './types.ts'
import { withLazyText } from './charset.ts'

/** Larger bodies are not cached: a 5 MiB page per entry would crowd out everything else. */
export const MAX_CACHED_BODY_BYTES = 1024 * 1024

/**
 * The text is not stored: it is decoded again from the body (and its charset) when read. `cap` is the size cap
 * the body was read under: one entry per page serves every cap (see fromCacheEntry).
 */
export type CacheEntry = Omit<FetchedResponse, 'body' | 'text'> & { body: string; cap?: number }

export function toCacheEntry(res: FetchedResponse, cap?: number): CacheEntry {
  const { text: _text, ...rest } = Object.getOwnPropertyDescriptors(res)
  const plain = Object.defineProperties({}, rest) as Omit<FetchedResponse, 'text'>
  return { ...plain, body: res.body.toString('base64'), ...(cap !== undefined ? { cap } : {}) }
}

/**
 * The cached response as a fetch under the size cap `maxBytes` would have read it: a body cut at a smaller cap
 * than this one is no answer (undefined: fetch again); a longer body is cut to `maxBytes` and marked truncated.
 */
export function fromCacheEntry(entry: CacheEntry, maxBytes = Infinity): FetchedResponse | undefined {
  const { cap, ...rest } = entry
  if (entry.truncated && (cap ?? 0) < maxBytes) return undefined
  let body = Buffer.from(entry.body, 'base64')
  let truncated = entry.truncated
  if (body.length > maxBytes) { body = body.subarray(0, maxBytes); truncated = true }
  return withLazyText({ ...rest, body, truncated, fromCache: true })
}
