/**
 * Fixed-window request limiter. "Rate limited" is a result, not an error; only backend failures reject.
 * Windows are aligned to the clock (every node and Redis agree on them).
 */
export interface RateLimitResult {
  allowed: boolean
  limit: number
  remaining: number
  /** Milliseconds until the window resets. */
  resetMs: number
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>
  close(): Promise<void>
}

export function windowOf(now: number, windowMs: number): { id: number; resetMs: number } {
  const id = Math.floor(now / windowMs)
  return { id, resetMs: (id + 1) * windowMs - now }
}
