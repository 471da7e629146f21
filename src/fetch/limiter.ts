/**
 * Concurrency caps: a global one and one per host. Waiting callers leave the line when their signal aborts.
 * The line itself is bounded: when `maxWaiting` callers already wait, the next one that
 * would have to wait is refused at once with the `overflow()` error instead of holding its request (and its
 * memory) until its own deadline.
 */

export type Release = () => void

export interface Limiter {
  acquire(key: string, signal?: AbortSignal): Promise<Release>
  /** Callers waiting for a slot right now (for tests and metrics). */
  readonly waiting: number
}

export interface LimiterOptions {
  /** Callers allowed to wait in line at once, all keys together; Infinity = unbounded. */
  maxWaiting?: number
  /** The error thrown to a caller refused because the line is full. */
  overflow?: () => Error
}

function createSemaphore(max: number) {
  let active = 0
  const waiting: Array<() => void> = []
  return {
    get idle() { return active === 0 && waiting.length === 0 },
    /** A slot is free now, so acquire() resolves without waiting in line. */
    get free() { return active < max },
    acquire(signal?: AbortSignal): Promise<Release> {
      const release: Release = () => {
        const next = waiting.shift()
        if (next) next()
        else active--
      }
      if (active < max) { active++; return Promise.resolve(release) }
      return new Promise((resolve, reject) => {
        const grant = () => { signal?.removeEventListener('abort', onAbort); resolve(release) }
        const onAbort = () => {
          const i = waiting.indexOf(grant)
          if (i >= 0) waiting.splice(i, 1)
          reject(signal?.reason)
        }
        if (signal?.aborted) return reject(signal.reason)
        signal?.addEventListener('abort', onAbort, { once: true })
        waiting.push(grant)
      })
    },
  }
}

/** Allows `global` holders in total and `perKey` per key; at most `opts.maxWaiting` callers wait. */
export function createLimiter(global: number, perKey: number, opts: LimiterOptions = {}): Limiter {
  const maxWaiting = opts.maxWaiting ?? Infinity
  const overflow = opts.overflow ?? (() => new Error('the limiter line is full'))
  const all = createSemaphore(global)
  const byKey = new Map<string, ReturnType<typeof createSemaphore>>()
  let waitingNow = 0
  return {
    get waiting() { return waitingNow },
    async acquire(key, signal) {
      let one = byKey.get(key)
      let counted = false
      // Called before each step that would wait: join the line if there is room, else refuse now.
      const joinLine = () => {
        if (counted) return
        if (waitingNow >= maxWaiting) throw overflow()
        waitingNow++
        counted = true
      }
      if ((one !== undefined && !one.free) || !all.free) joinLine()
      if (!one) { one = createSemaphore(perKey); byKey.set(key, one) }
      let releaseKey: Release
      try {
        releaseKey = await one.acquire(signal)
      } catch (err) {
        if (counted) waitingNow--
        if (one.idle) byKey.delete(key)
        throw err
      }
      let releaseAll: Release
      try {
        if (!all.free) joinLine()
        releaseAll = await all.acquire(signal)
      } catch (err) {
        releaseKey()
        if (one.idle) byKey.delete(key)
        throw err
      } finally {
        if (counted) { waitingNow--; counted = false }
      }
      let released = false
      return () => {
        if (released) return
        released = true
        releaseAll()
        releaseKey()
        if (one.idle && byKey.get(key) === one) byKey.delete(key)
      }
    },
  }
}
