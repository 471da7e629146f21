/** Concurrency caps: a global one and one per host. Waiting callers leave the line when their signal aborts. */

export type Release = () => void

export interface Limiter {
  acquire(key: string, signal?: AbortSignal): Promise<Release>
}

function createSemaphore(max: number) {
  let active = 0
  const waiting: Array<() => void> = []
  return {
    get idle() { return active === 0 && waiting.length === 0 },
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

/** Allows `global` holders in total and `perKey` per key. */
export function createLimiter(global: number, perKey: number): Limiter {
  const all = createSemaphore(global)
  const byKey = new Map<string, ReturnType<typeof createSemaphore>>()
  return {
    async acquire(key, signal) {
      let one = byKey.get(key)
      if (!one) { one = createSemaphore(perKey); byKey.set(key, one) }
      const releaseKey = await one.acquire(signal)
      let releaseAll: Release
      try {
        releaseAll = await all.acquire(signal)
      } catch (err) {
        releaseKey()
        if (one.idle) byKey.delete(key)
        throw err
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
