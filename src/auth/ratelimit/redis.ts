import type { Redis } from 'ioredis'
import { windowOf, type RateLimiter } from './limiter.ts'

// One round trip, atomic: add the cost to the window's counter and set its expiry on first use. A cost above 1
// that does not fit under the limit (ARGV[3]) is not added: the answer is the counter negated, minus one.
const SCRIPT = `local cost = tonumber(ARGV[2])
if cost > 1 then
  local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
  if cur + cost > tonumber(ARGV[3]) then return -cur - 1 end
end
local c = redis.call('INCRBY', KEYS[1], cost)
if c == cost then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`

/** Limits shared by every node on the same Redis (a limit is global, not per node). */
export function createRedisRateLimiter(redis: Redis, prefix = 'webintel:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowMs, cost = 1) {
      const w = windowOf(Date.now(), windowMs)
      const n = Number(await redis.eval(SCRIPT, 1, `${prefix}${key}:${w.id}`, String(windowMs + 1000), String(cost), String(limit)))
      if (n < 0) return { allowed: false, limit, remaining: Math.max(0, limit - (-n - 1)), resetMs: w.resetMs }
      return { allowed: n <= limit, limit, remaining: Math.max(0, limit - n), resetMs: w.resetMs }
    },
    async close() {},
  }
}
