import type { Cache } from './cache.ts'

export interface MemoryCacheOptions {
  /** Maximum number of entries; the oldest inserted are evicted first. */
  maxEntries?: number
  now?: () => number
}

/** In-process LRU-ish cache (Map insertion order) with TTL. */
export function createMemoryCache(opts: MemoryCacheOptions = {}): Cache {
  const max = opts.maxEntries ?? 5000
  const now = opts.now ?? Date.now
  const map = new Map<string, { value: string; expires: number }>()
  return {
    async get<T>(key: string) {
      const e = map.get(key)
      if (!e) return undefined
      if (e.expires <= now()) { map.delete(key); return undefined }
      map.delete(key); map.set(key, e)
      return JSON.parse(e.value) as T
    },
    async set(key, value, ttlMs) {
      map.delete(key)
      map.set(key, { value: JSON.stringify(value), expires: now() + ttlMs })
      while (map.size > max) map.delete(map.keys().next().value as string)
    },
    async delete(key) { map.delete(key) },
    async close() { map.clear() },
  }
}
