import { generateId } from '../../text/ids.ts'
import { cpuTurn } from '../../text/turns.ts'
import type { Log } from '../../context.ts'
import { isAppError } from '../../errors.ts'
import type { RateLimiter } from '../../auth/ratelimit/limiter.ts'
import type { UsageRecorder } from '../../auth/usage.ts'
import { isOperationName, runOperation } from '../../operations/batch.ts'
import type { OpDeps } from '../../operations/context.ts'
import type { ClaimedItem, ItemCounts, ItemOutcome, JobRow, SqlJobStore } from '../../store/sql/jobs.ts'
import { webhookMessage } from './webhooks.ts'

export interface RunnerOptions {
  store: SqlJobStore
  /** The job group this runner serves (WEBINTEL_JOBS_GROUP). */
  group: string
  deps: OpDeps
  log: Log
  rateLimiter?: RateLimiter
  usage?: UsageRecorder
  /** Items run at once by this runner, all jobs together. */
  concurrency: number
  leaseMs: number
  pollMs: number
  /** Claims of one item before it is given up (its runner died each time). */
  itemAttempts: number
  resultTtlMs: number
  /** Sends due webhook messages; called on every loop turn. */
  webhooks?: { pump(): Promise<number>; drain(): Promise<void> }
  /** Starts due monitor runs and compares finished ones; called about once a second. */
  monitors?: { tick(): Promise<void> }
  now?: () => number
}

const RATE_WINDOW_MS = 60_000

/** Public shape of an item's error: the code and the public message of an AppError, `internal` otherwise. */
export function itemError(err: unknown): { code: string; message: string } {
  if (isAppError(err)) return { code: err.code, message: err.publicMessage }
  return { code: 'internal', message: 'Internal error' }
}

export function jobEventData(job: JobRow, status: string, c: ItemCounts | undefined, at: string) {
  return {
    id: job.id, operation: job.operation, status, total: job.total,
    ...(c ? { counts: { succeeded: c.ok, failed: c.error, cancelled: c.cancelled, pending: c.pending + c.running } } : {}),
    ...(status === 'running' ? { started_at: at } : { finished_at: at }),
  }
}

export type BatchRunner = ReturnType<typeof createBatchRunner>

/**
 * Runs batch job items in this process (docs/jobs.md). Items are claimed from the store with a lease that is
 * renewed while they run; a runner that dies (SIGKILL) leaves leases that lapse, and any runner then claims
 * those items again. An outcome is written only by the lease holder, one row per (job, index), so a
 * restarted job completes with each index exactly once. Per-host politeness comes from the shared fetcher;
 * each item counts against its key's rate limit and usage like a request.
 */
export function createBatchRunner(o: RunnerOptions) {
  const now = o.now ?? Date.now
  const owner = generateId('run')
  const inflight = new Map<string, Promise<void>>()
  const ac = new AbortController()
  /** Jobs held back until this time (rate limit reached). */
  const pausedUntil = new Map<string, number>()
  const jobCache = new Map<string, JobRow>()
  let wake: (() => void) | undefined
  let closed = false
  let loop: Promise<void> | undefined
  let lastSweep = 0
  let lastMonitorTick = 0

  const nudge = () => { activeAt = 0; const w = wake; wake = undefined; w?.() }
  const iso = (ms = now()) => new Date(ms).toISOString()

  async function finish(job: JobRow) {
    const at = iso()
    const status = await o.store.finishIfDone(job.id, at, iso(now() + o.resultTtlMs),
      (st, c) => webhookMessage(job, st === 'failed' ? 'job.failed' : 'job.completed', jobEventData(job, st, c, at), now()))
    if (status) { o.log.info({ job: job.id, status }, '[jobs] batch job finished'); jobCache.delete(job.id) }
  }

  async function runItem(job: JobRow, item: ClaimedItem) {
    const key = `${item.jobId}:${item.idx}`
    try {
      // A turn for other requests before each item: with the SQLite store and a CPU-only operation (sanctions
      // screening) nothing here waits for I/O, so the items of a job would otherwise run back to back in one
      // chain of microtasks and hold the event loop for the whole job. One item starts per turn (cpuTurn): the
      // items claimed together would otherwise all start in the same turn.
      await cpuTurn()
      if (job.rate_limit !== null && o.rateLimiter) {
        let allowed = true
        try {
          const r = await o.rateLimiter.hit(job.rate_subject, job.rate_limit, RATE_WINDOW_MS)
          if (!r.allowed) { allowed = false; pausedUntil.set(job.id, now() + r.resetMs) }
        } catch (err) { o.log.warn({ err }, '[jobs] rate limiter failed; failing open') }
        if (!allowed) { await o.store.releaseItem(item.jobId, item.idx, owner); return }
      }
      if (job.status === 'queued') {
        const at = iso()
        if (await o.store.markStarted(job.id, at, webhookMessage(job, 'job.started', jobEventData(job, 'running', undefined, at), now()))) {
          o.log.info({ job: job.id, total: job.total }, '[jobs] batch job started')
        }
        job.status = 'running'
      }
      let outcome: ItemOutcome
      if (item.attempts > o.itemAttempts) {
        outcome = { status: 'error', errorCode: 'internal', errorMessage: `The item was interrupted ${o.itemAttempts} times and was given up`, finishedAt: iso() }
      } else if (!isOperationName(job.operation)) {
        outcome = { status: 'error', errorCode: 'not_implemented', errorMessage: `${job.operation} is not available in this version`, finishedAt: iso() }
      } else {
        try {
          const result = await runOperation(job.operation, JSON.parse(item.input), o.deps, { signal: ac.signal })
          // Serialising and storing the result is a piece of its own, not part of the operation's last one.
          await cpuTurn()
          outcome = { status: 'ok', result: JSON.stringify(result), finishedAt: iso() }
        } catch (err) {
          if (ac.signal.aborted) return // stopping: the lease lapses and the item runs again elsewhere
          const e = itemError(err)
          if (e.code === 'internal') o.log.error({ err, job: job.id, index: item.idx }, '[jobs] item failed')
          outcome = { status: 'error', errorCode: e.code, errorMessage: e.message, finishedAt: iso() }
        }
        o.usage?.record(job.usage_subject, job.operation)
      }
      const written = await o.store.completeItem(item.jobId, item.idx, owner, outcome)
      if (!written) { o.log.warn({ job: job.id, index: item.idx }, '[jobs] lease lost before the result was written; the other runner\'s result stands'); return }
      const msg = webhookMessage(job, 'item.completed', { job_id: job.id, index: item.idx, status: outcome.status, ...(outcome.errorCode ? { error: { code: outcome.errorCode, message: outcome.errorMessage } } : {}) }, now())
      if (msg) await o.store.insertDelivery(msg)
      await finish(job)
    } catch (err) {
      o.log.error({ err, job: item.jobId, index: item.idx }, '[jobs] could not record an item; its lease will lapse and it runs again')
    } finally {
      inflight.delete(key)
      const w = wake; wake = undefined; w?.()
    }
  }

  /** Items claimed ahead (leases held and renewed like running ones), so most turns need no query. */
  const ready: { job: JobRow; item: ClaimedItem }[] = []
  let activeAt = 0
  let active: JobRow[] = []

  async function fill(): Promise<number> {
    let started = 0
    const t = now()
    // The list of active jobs is re-read at most every poll interval, or at once after a nudge (a job was
    // created or cancelled).
    if (t - activeAt >= o.pollMs || active.length === 0) {
      active = await o.store.activeJobs(o.group); activeAt = t
      // Items claimed ahead for a job that was cancelled meanwhile are cancelled, not run.
      const ids = new Set(active.map((j) => j.id))
      for (let i = ready.length - 1; i >= 0; i--) {
        const { item } = ready[i]
        if (!ids.has(item.jobId)) { ready.splice(i, 1); await o.store.cancelItem(item.jobId, item.idx, owner, iso()) }
      }
    }
    if (ready.length < o.concurrency - inflight.size) {
      for (const fresh of active) {
        const want = 2 * o.concurrency - inflight.size - ready.length
        if (want <= 0 || closed) break
        if ((pausedUntil.get(fresh.id) ?? 0) > t) continue
        const job = jobCache.get(fresh.id) ?? fresh
        job.status = job.status === 'running' ? job.status : fresh.status
        jobCache.set(job.id, job)
        const items = await o.store.claimItems(job.id, owner, want, t, t + o.leaseMs)
        for (const item of items) ready.push({ job, item })
      }
    }
    while (ready.length > 0 && inflight.size < o.concurrency && !closed) {
      const { job, item } = ready.shift()!
      if ((pausedUntil.get(job.id) ?? 0) > now()) { await o.store.releaseItem(item.jobId, item.idx, owner); continue }
      inflight.set(`${item.jobId}:${item.idx}`, runItem(job, item))
      started++
    }
    return started
  }

  async function sweep() {
    // Jobs whose last item was written by a runner that died before closing the job; expired results.
    for (const job of await o.store.activeJobs(o.group)) {
      const c = await o.store.counts(job.id)
      if (c.pending + c.running === 0) await finish(job)
    }
    for (const [id, until] of pausedUntil) if (until <= now()) pausedUntil.delete(id)
  }

  async function run() {
    let backoff = o.pollMs
    const renew = setInterval(() => { o.store.renewLeases(owner, now() + o.leaseMs).catch((err) => o.log.warn({ err }, '[jobs] lease renewal failed')) }, Math.max(100, Math.floor(o.leaseMs / 3)))
    renew.unref()
    try {
      while (!closed) {
        let started = 0
        try {
          if (now() - lastSweep > Math.max(1000, o.leaseMs / 2)) { lastSweep = now(); await sweep() }
          if (o.monitors && now() - lastMonitorTick >= 1000) { lastMonitorTick = now(); await o.monitors.tick() }
          started = await fill()
          await o.webhooks?.pump()
          backoff = o.pollMs
        } catch (err) {
          o.log.warn({ err }, '[jobs] batch runner: store unavailable; retrying')
          backoff = Math.min(backoff * 2, 5000)
        }
        if (closed) break
        if (started > 0 && inflight.size < o.concurrency) continue
        await new Promise<void>((resolve) => {
          const t = setTimeout(() => { wake = undefined; resolve() }, backoff)
          t.unref()
          wake = () => { clearTimeout(t); resolve() }
        })
      }
    } finally { clearInterval(renew) }
  }

  return {
    owner,
    start() { loop ??= run() },
    /** Wakes the runner at once (a job was just created). */
    nudge,
    get running() { return inflight.size },
    /** Stops claiming; waits up to `graceMs` for running items, then aborts them (their leases lapse). */
    async close(graceMs = 10_000) {
      closed = true
      nudge()
      // Items claimed ahead go back at once instead of waiting for their leases to lapse.
      for (const { item } of ready.splice(0)) await o.store.releaseItem(item.jobId, item.idx, owner).catch(() => {})
      const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref())
      await Promise.race([Promise.allSettled([...inflight.values(), loop ?? Promise.resolve()]), grace])
      ac.abort()
      await o.webhooks?.drain()
    },
  }
}
