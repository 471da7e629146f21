import type { Redis } from 'ioredis'
import type { Cache } from './cache.ts'

/** Cache shared by every node on the same Redis. Values are stored as JSON with a PX expiry. */
export function createRedisCache(redis: Redis, prefix = 'webintel:cache:'): Cache {
  return {
    async get<T>(key: string) {
      const v = await redis.get(prefix + key)
      return v === null ? undefined : (JSON.parse(v) as T)
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)))
    },
    async delete(key) { await redis.del(prefix + key) },
    async close() {},
  }
}
