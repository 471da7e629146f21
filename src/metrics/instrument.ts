import type { Cache } from '../cache/cache.ts'
import type { RateLimiter } from '../auth/ratelimit/limiter.ts'
import type { SafeFetcher } from '../fetch/types.ts'
import { timeOutbound, type Metrics } from './registry.ts'

/** Wraps the Cache port to count hits, misses and backend errors (the error still propagates). */
export function instrumentCache(cache: Cache, metrics: Metrics): Cache {
  return {
    async get<T>(key: string) {
      try {
        const v = await cache.get<T>(key)
        metrics.cache.inc({ result: v === undefined ? 'miss' : 'hit' })
        return v
      } catch (err) {
        metrics.cache.inc({ result: 'error' })
        throw err
      }
    },
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
    delete: (key) => cache.delete(key),
    close: () => cache.close(),
  }
}

/** Wraps the RateLimiter port to count allowed, rejected and failed (fail-open) decisions. */
export function instrumentRateLimiter(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  return {
    async hit(key, limit, windowMs, cost) {
      try {
        const r = await limiter.hit(key, limit, windowMs, cost)
        metrics.rateLimit.inc({ result: r.allowed ? 'allowed' : 'rejected' })
        return r
      } catch (err) {
        metrics.rateLimit.inc({ result: 'error' })
        throw err
      }
    },
    close: () => limiter.close(),
  }
}

/**
 * Wraps the SafeFetcher contract so every user fetch lands in webintel_fetch_duration_seconds and
 * failures in webintel_outbound_errors_total{kind="fetch"} (wire it where engines.ts builds the fetcher,
 * before the engines receive it).
 */
export function instrumentFetcher(fetcher: SafeFetcher, metrics: Metrics): SafeFetcher {
  return {
    fetch: (url, opts) => timeOutbound(metrics, 'fetch', 'web', () => fetcher.fetch(url, opts)),
    close: () => fetcher.close(),
  }
}
