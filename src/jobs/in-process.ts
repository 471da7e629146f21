import { generateId } from '../text/ids.ts'
import type { Log } from '../context.ts'
import { backoffMs, DEFAULT_ATTEMPTS, type Job, type JobHandler, type Queue, type WorkOptions } from './queue.ts'

/** One process, no persistence: jobs waiting at shutdown are lost (fine for maintenance work). */
export function createInProcessQueue(opts: { name?: string; log: Log; onJob?: (kind: string, result: string, seconds: number) => void }): Queue {
  const name = opts.name ?? 'default'
  const waiting: Job[] = []
  const timers = new Set<NodeJS.Timeout>()
  const running = new Set<Promise<void>>()
  const failed: Job[] = []
  const ac = new AbortController()
  let delayed = 0
  let handlers: Record<string, JobHandler> | undefined
  let concurrency = 2
  let closed = false

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => { timers.delete(t); fn() }, ms)
    t.unref()
    timers.add(t)
  }

  function enqueue(job: Job, delayMs = 0) {
    if (closed) return
    if (delayMs <= 0) { waiting.push(job); pump(); return }
    delayed++
    later(delayMs, () => { delayed--; waiting.push(job); pump() })
  }

  function pump() {
    if (!handlers || closed) return
    while (running.size < concurrency && waiting.length > 0) {
      const job = waiting.shift()!
      const p = run(job).finally(() => { running.delete(p); pump() })
      running.add(p)
    }
  }

  async function run(job: Job) {
    const handler = handlers![job.kind]
    const started = performance.now()
    const done = (result: string) => opts.onJob?.(job.kind, result, (performance.now() - started) / 1000)
    if (!handler) {
      opts.log.error({ job: job.id, kind: job.kind }, '[jobs] no handler for this kind')
      failed.push(job); done('failed'); return
    }
    try {
      await handler(job, ac.signal)
      done('completed')
    } catch (err) {
      if (job.attempt < job.attempts) {
        opts.log.warn({ err, job: job.id, kind: job.kind, attempt: job.attempt }, '[jobs] failed; retrying')
        enqueue({ ...job, attempt: job.attempt + 1 }, backoffMs(job.attempt))
        done('retried')
      } else {
        opts.log.error({ err, job: job.id, kind: job.kind }, '[jobs] failed; giving up')
        failed.push(job); if (failed.length > 100) failed.shift()
        done('failed')
      }
    }
  }

  return {
    name,
    backend: 'memory',
    async add(kind, data = null, o = {}) {
      const job: Job = { id: generateId('job'), kind, data, attempt: 1, attempts: o.attempts ?? DEFAULT_ATTEMPTS }
      enqueue(job, o.delayMs)
      return job.id
    },
    every(kind, intervalMs, data = null) {
      if (closed) return
      // Like the Redis queue: once soon after start, then once per interval.
      const tick = () => { void this.add(kind, data, { attempts: 1 }) }
      if (intervalMs > 1000) later(1000, tick)
      const t = setInterval(tick, intervalMs)
      t.unref()
      timers.add(t as unknown as NodeJS.Timeout)
    },
    work(h, o: WorkOptions = {}) {
      handlers = h
      concurrency = o.concurrency ?? 2
      pump()
    },
    async depth() {
      return { waiting: waiting.length, delayed, active: running.size, failed: failed.length }
    },
    async close(graceMs = 10_000) {
      closed = true
      for (const t of timers) { clearTimeout(t); clearInterval(t) }
      timers.clear()
      const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref())
      await Promise.race([Promise.allSettled([...running]), grace])
      ac.abort()
    },
  }
}
