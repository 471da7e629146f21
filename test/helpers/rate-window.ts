/**
 * Rate limits count in fixed windows aligned to the epoch (src/auth/ratelimit/limiter.ts `windowOf`). A test
 * whose calls must all count in one window waits, when the current window ends within `marginMs`, until the
 * next one has begun.
 */
export async function clearOfWindowEnd(windowMs: number, marginMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs)
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 100))
}
