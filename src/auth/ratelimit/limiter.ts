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
  /**
   * Counts `cost` requests (default 1) in the current window. One request is counted even when it is refused;
   * several (`cost` > 1, one HTTP request carrying many operations) are all-or-nothing: counted only when they
   * all fit, otherwise nothing is counted and the answer is refused.
   */
  hit(key: string, limit: number, windowMs: number, cost?: number): Promise<RateLimitResult>
  close(): Promise<void>
}

export function windowOf(now: number, windowMs: number): { id: number; resetMs: number } {
  const id = Math.floor(now / windowMs)
  return { id, resetMs: (id + 1) * windowMs - now }
}
