import type { Redis } from 'ioredis'
import { windowOf, type RateLimiter } from './limiter.ts'

// One round trip, atomic: increment the window's counter and set its expiry on first use.
const SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`

/** Limits shared by every node on the same Redis (a limit is global, not per node). */
export function createRedisRateLimiter(redis: Redis, prefix = 'webintel:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const w = windowOf(Date.now(), windowMs)
      const count = Number(await redis.eval(SCRIPT, 1, `${prefix}${key}:${w.id}`, String(windowMs + 1000)))
      return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetMs: w.resetMs }
    },
    async close() {},
  }
}
