import type { UsageStore } from '../store/ports.ts'
import type { Log } from '../context.ts'

/**
 * Counts requests per key, per operation, per UTC day in memory and flushes them to the store in
 * batches, so counting costs no database write per request. Flushed on an interval and on close.
 */
export function createUsageRecorder(store: UsageStore, log: Log, flushMs = 5000) {
  let pending = new Map<string, number>()
  const flush = async () => {
    if (pending.size === 0) return
    const batch = pending
    pending = new Map()
    const rows = [...batch].map(([k, count]) => {
      const [keyId, operation, day] = k.split('\u0000')
      return { keyId, operation, day, count }
    })
    try { await store.add(rows) } catch (err) {
      log.warn({ err }, '[usage] flush failed; counts kept for the next flush')
      for (const [k, c] of batch) pending.set(k, (pending.get(k) ?? 0) + c)
    }
  }
  const timer = setInterval(() => { void flush() }, flushMs)
  timer.unref()
  return {
    record(keyId: string, operation: string, at = new Date()) {
      const k = `${keyId}\u0000${operation}\u0000${at.toISOString().slice(0, 10)}`
      pending.set(k, (pending.get(k) ?? 0) + 1)
    },
    flush,
    async close() { clearInterval(timer); await flush() },
  }
}

export type UsageRecorder = ReturnType<typeof createUsageRecorder>

/** The usage-table key of an OAuth application's calls (the portal charts it next to the owner's API keys). */
export const appUsageSubject = (clientId: string) => `oauth:${clientId}`
