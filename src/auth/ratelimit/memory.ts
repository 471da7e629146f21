import { windowOf, type RateLimiter } from './limiter.ts'

/** Per-process limiter; correct for one node. Several nodes share limits through RedisRateLimiter. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const counts = new Map<string, { window: number; count: number }>()
  return {
    async hit(key, limit, windowMs, cost = 1) {
      const t = now()
      const w = windowOf(t, windowMs)
      let e = counts.get(key)
      if (!e || e.window !== w.id) {
        if (counts.size > 50_000) for (const [k, v] of counts) if (v.window < w.id) counts.delete(k)
        e = { window: w.id, count: 0 }
        counts.set(key, e)
      }
      if (cost > 1 && e.count + cost > limit) return { allowed: false, limit, remaining: Math.max(0, limit - e.count), resetMs: w.resetMs }
      e.count += cost
      return { allowed: e.count <= limit, limit, remaining: Math.max(0, limit - e.count), resetMs: w.resetMs }
    },
    async close() { counts.clear() },
  }
}
