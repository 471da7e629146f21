import type { Redis, RedisOptions } from 'ioredis'
import { Queue as BullQueue, Worker, UnrecoverableError, type ConnectionOptions, type Job as BullJob } from 'bullmq'
import { generateId } from '../text/ids.ts'
import type { Log } from '../context.ts'
import { DEFAULT_ATTEMPTS, type JobHandler, type Queue, type WorkOptions } from './queue.ts'

export interface RedisQueueOptions {
  /** The service's Redis client: its connection options are reused for BullMQ's own connections. */
  redis: Redis
  log: Log
  name?: string
  /** Key prefix (WEBINTEL_REDIS_PREFIX); keys are `<prefix>bull:<name>:*`. */
  prefix?: string
  /** A job's lock: renewed while the handler runs; a job whose worker stopped renewing it runs again (default 30 s). */
  leaseMs?: number
  /** Unused since BullMQ workers block on Redis instead of polling; kept for callers of the older queue. */
  pollMs?: number
  onJob?: (kind: string, result: string, seconds: number) => void
}

/** First retry delay; BullMQ's exponential back-off doubles it per attempt (1 s, 2 s, 4 s …). */
const BACKOFF_MS = 1000

/**
 * The job queue on Redis through BullMQ (https://docs.bullmq.io), shared by every node: at-least-once delivery
 * with a renewed lock per running job (a crashed worker's job is moved back to wait by the stalled-job check),
 * exponential back-off retries, and job schedulers for periodic work (one schedule per id whichever node
 * upserts it). BullMQ opens its own connections (a worker needs a blocking one with maxRetriesPerRequest null),
 * built from the service client's options; they close when that client ends.
 */
export function createRedisQueue(opts: RedisQueueOptions): Queue {
  const { log } = opts
  const name = opts.name ?? 'default'
  const leaseMs = opts.leaseMs ?? 30_000
  const base = opts.redis.options as RedisOptions
  const connection = {
    host: base.host, port: base.port, db: base.db, username: base.username, password: base.password, tls: base.tls,
    family: base.family, connectTimeout: base.connectTimeout, maxRetriesPerRequest: null, enableOfflineQueue: true, lazyConnect: false,
  } satisfies RedisOptions as unknown as ConnectionOptions
  const prefix = `${opts.prefix ?? 'webintel:'}bull`
  const queue = new BullQueue(name, { connection, prefix })
  queue.on('error', (err) => log.warn({ err: { message: err.message } }, '[jobs] [bullmq] queue connection error'))
  const ac = new AbortController()
  let worker: Worker | undefined
  let closed = false
  const scheduled: string[] = []

  // The service client ended (shutdown, or a test simulating a crash): stop at once, without finishing.
  const onEnd = () => { if (!closed) void shutdown(0, true) }
  opts.redis.once('end', onEnd)

  async function shutdown(graceMs: number, force: boolean) {
    closed = true
    opts.redis.off('end', onEnd)
    const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref())
    if (worker) await Promise.race([worker.close(force).catch(() => {}), grace])
    ac.abort()
    if (worker && !force) await worker.close(true).catch(() => {})
    await queue.close().catch(() => {})
  }

  return {
    name,
    backend: 'redis',
    async add(kind, data = null, o = {}) {
      const id = generateId('job')
      await queue.add(kind, data, {
        jobId: id, delay: o.delayMs, attempts: o.attempts ?? DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: BACKOFF_MS }, removeOnComplete: 1000, removeOnFail: 100,
      })
      return id
    },
    every(kind, intervalMs, data = null) {
      if (closed) return
      const id = `every:${kind}`
      scheduled.push(id)
      queue.upsertJobScheduler(id, { every: intervalMs }, { name: kind, data, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } })
        .catch((err) => log.warn({ err: { message: (err as Error).message }, kind }, '[jobs] [bullmq] could not schedule'))
    },
    work(handlers: Record<string, JobHandler>, o: WorkOptions = {}) {
      if (worker || closed) return
      worker = new Worker(name, async (job: BullJob) => {
        const handler = handlers[job.name]
        if (!handler) throw new UnrecoverableError(`no handler for job kind "${job.name}"`)
        await handler({ id: String(job.id), kind: job.name, data: job.data, attempt: job.attemptsMade + 1, attempts: job.opts.attempts ?? 1 }, ac.signal)
      }, { connection, prefix, concurrency: o.concurrency ?? 2, lockDuration: leaseMs, stalledInterval: leaseMs, maxStalledCount: 2 })
      const seconds = (job: BullJob) => ((job.finishedOn ?? Date.now()) - (job.processedOn ?? Date.now())) / 1000
      worker.on('completed', (job) => opts.onJob?.(job.name, 'completed', seconds(job)))
      worker.on('failed', (job, err) => {
        if (!job) return
        const retry = job.attemptsMade < (job.opts.attempts ?? 1) && !(err instanceof UnrecoverableError)
        log[retry ? 'warn' : 'error']({ err: { message: err.message }, job: job.id, kind: job.name, attempt: job.attemptsMade }, retry ? '[jobs] failed; retrying' : '[jobs] failed; giving up')
        opts.onJob?.(job.name, retry ? 'retried' : 'failed', seconds(job))
      })
      worker.on('error', (err) => log.warn({ err: { message: err.message } }, '[jobs] [bullmq] worker error'))
    },
    async depth() {
      const [c, schedules] = await Promise.all([queue.getJobCounts('wait', 'delayed', 'active', 'failed', 'prioritized'), queue.getJobSchedulersCount()])
      // Each schedule keeps its next run as a delayed job: that is a timetable, not work waiting, so it is not counted.
      return { waiting: (c.wait ?? 0) + (c.prioritized ?? 0), delayed: Math.max(0, (c.delayed ?? 0) - schedules), active: c.active ?? 0, failed: c.failed ?? 0 }
    },
    async close(graceMs = 10_000) { if (!closed) await shutdown(graceMs, false) },
  }
}
