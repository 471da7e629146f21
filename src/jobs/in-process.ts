import { generateId } from '../text/ids.ts'
import type { Log } from '../context.ts'
import { createLocalScheduleClaims, type ScheduleClaims } from './schedules.ts'
import { backoffMs, DEFAULT_ATTEMPTS, type Job, type JobHandler, type Queue, type WorkOptions } from './queue.ts'

export interface InProcessQueueOptions {
  name?: string
  log: Log
  onJob?: (kind: string, result: string, seconds: number) => void
  /**
   * Who runs each window of `every()`: the store's `job_schedules` table in a server (so the nodes of a
   * deployment run it once between them), this process alone by default.
   */
  claims?: ScheduleClaims
}

/** One process, no persistence: jobs waiting at shutdown are lost (fine for maintenance work). */
export function createInProcessQueue(opts: InProcessQueueOptions): Queue {
  const name = opts.name ?? 'default'
  const claims = opts.claims ?? createLocalScheduleClaims()
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
      // Soon after start, then whenever the next window is due; a window another node won is skipped here.
      const tick = async () => {
        if (closed) return
        let wait: number
        try {
          const r = await claims.claim(kind, intervalMs, Date.now())
          if (r.run && !closed) enqueue({ id: generateId('job'), kind, data, attempt: 1, attempts: 1 })
          wait = Math.max(10, r.nextMs - Date.now())
        } catch (err) {
          opts.log.warn({ err, kind }, '[jobs] could not claim a scheduled window; retrying')
          wait = Math.min(intervalMs, 30_000)
        }
        later(wait, () => { void tick() })
      }
      later(Math.min(1000, intervalMs), () => { void tick() })
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
