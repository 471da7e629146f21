/** JSON form of a FetchedResponse for the Cache port (values must be JSON-serialisable). */
import type { FetchedResponse } from './types.ts'
import { withLazyText } from './charset.ts'

/** Larger bodies are not cached: a 5 MiB page per entry would crowd out everything else. */
export const MAX_CACHED_BODY_BYTES = 1024 * 1024

/** The text is not stored: it is decoded again from the body (and its charset) when read. */
export type CacheEntry = Omit<FetchedResponse, 'body' | 'text'> & { body: string }

export function toCacheEntry(res: FetchedResponse): CacheEntry {
  const { text: _text, ...rest } = Object.getOwnPropertyDescriptors(res)
  const plain = Object.defineProperties({}, rest) as Omit<FetchedResponse, 'text'>
  return { ...plain, body: res.body.toString('base64') }
}

export function fromCacheEntry(entry: CacheEntry): FetchedResponse {
  return withLazyText({ ...entry, body: Buffer.from(entry.body, 'base64'), fromCache: true })
}
