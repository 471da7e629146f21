/** JSON form of a FetchedResponse for the Cache port (values must be JSON-serialisable). */
import type { FetchedResponse } from './types.ts'

/** Larger bodies are not cached: a 5 MiB page per entry would crowd out everything else. */
export const MAX_CACHED_BODY_BYTES = 1024 * 1024

export type CacheEntry = Omit<FetchedResponse, 'body'> & { body: string }

export function toCacheEntry(res: FetchedResponse): CacheEntry {
  return { ...res, body: res.body.toString('base64') }
}

export function fromCacheEntry(entry: CacheEntry): FetchedResponse {
  return { ...entry, body: Buffer.from(entry.body, 'base64'), fromCache: true }
}
