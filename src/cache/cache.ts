/**
 * A small key/value cache with per-entry TTL. Memory by default, Redis when REDIS_URL is set.
 * Values must be JSON-serialisable. A miss is `undefined`; only backend failures reject, and
 * callers treat a failing cache as a miss.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
  close(): Promise<void>
}

/** Runs `load` on a miss and stores its result; cache failures fall back to `load`. */
export async function cached<T>(cache: Cache | undefined, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  if (!cache || ttlMs <= 0) return load()
  try {
    const hit = await cache.get<T>(key)
    if (hit !== undefined) return hit
  } catch { /* a failing cache is a miss */ }
  const value = await load()
  try { await cache.set(key, value, ttlMs) } catch { /* best effort */ }
  return value
}
