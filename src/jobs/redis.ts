import type { Redis } from 'ioredis'
import { generateId } from '../auth/api-keys/key-format.ts'
import type { Log } from '../context.ts'
import { backoffMs, DEFAULT_ATTEMPTS, type Job, type JobHandler, type Queue, type WorkOptions } from './queue.ts'

// Claim one job atomically: promote due delayed jobs, give back jobs whose worker stopped renewing its
// lease (it crashed), then move the oldest waiting job into `active` with a lease deadline.
const CLAIM = `local now = tonumber(ARGV[1])
for _, key in ipairs({KEYS[3], KEYS[2]}) do
  local due = redis.call('ZRANGEBYSCORE', key, '-inf', now, 'LIMIT', 0, 100)
  for _, j in ipairs(due) do redis.call('ZREM', key, j); redis.call('LPUSH', KEYS[1], j) end
end
local j = redis.call('RPOP', KEYS[1])
if j then redis.call('ZADD', KEYS[2], now + tonumber(ARGV[2]), j) end
return j`

export interface RedisQueueOptions {
  redis: Redis
  log: Log
  name?: string
  /** Key prefix (WEBINTEL_REDIS_PREFIX); keys are `<prefix>q:<name>:*`. */
  prefix?: string
  /** A job's lease; renewed every third of it while the handler runs (default 30 s). */
  leaseMs?: number
  /** Idle poll interval when the queue is empty (default 250 ms). */
  pollMs?: number
  onJob?: (kind: string, result: string, seconds: number) => void
}

/**
 * A small reliable queue on Redis lists and sorted sets (keys `<prefix>q:<name>:*`, prefix `webintel:` by default), shared by every
 * node. Only non-blocking commands, so it can share the service's Redis connection.
 */
export function createRedisQueue(opts: RedisQueueOptions): Queue {
  const { redis, log } = opts
  const name = opts.name ?? 'default'
  const k = (s: string) => `${opts.prefix ?? 'webintel:'}q:${name}:${s}`
  const leaseMs = opts.leaseMs ?? 30_000
  const pollMs = opts.pollMs ?? 250
  const timers = new Set<NodeJS.Timeout>()
  const running = new Set<Promise<void>>()
  const ac = new AbortController()
  let closed = false
  let loop: Promise<void> | undefined

  const sleep = (ms: number) => new Promise<void>((resolve) => { const t = setTimeout(resolve, ms); t.unref() })

  async function store(job: Job, delayMs = 0) {
    const raw = JSON.stringify(job)
    if (delayMs > 0) await redis.zadd(k('delayed'), Date.now() + delayMs, raw)
    else await redis.lpush(k('wait'), raw)
  }

  async function run(raw: string, handlers: Record<string, JobHandler>) {
    const job = JSON.parse(raw) as Job
    const started = performance.now()
    const done = (result: string) => opts.onJob?.(job.kind, result, (performance.now() - started) / 1000)
    const renew = setInterval(() => { redis.zadd(k('active'), 'XX', Date.now() + leaseMs, raw).catch(() => {}) }, leaseMs / 3)
    renew.unref()
    try {
      const handler = handlers[job.kind]
      if (!handler) throw Object.assign(new Error(`no handler for job kind "${job.kind}"`), { permanent: true })
      await handler(job, ac.signal)
      await redis.zrem(k('active'), raw)
      done('completed')
    } catch (err) {
      const retry = job.attempt < job.attempts && !(err as { permanent?: boolean }).permanent
      log[retry ? 'warn' : 'error']({ err, job: job.id, kind: job.kind, attempt: job.attempt }, retry ? '[jobs] failed; retrying' : '[jobs] failed; giving up')
      const m = redis.multi().zrem(k('active'), raw)
      if (retry) m.zadd(k('delayed'), Date.now() + backoffMs(job.attempt), JSON.stringify({ ...job, attempt: job.attempt + 1 }))
      else m.lpush(k('failed'), JSON.stringify({ ...job, error: (err as Error).message })).ltrim(k('failed'), 0, 99)
      // If Redis is down here the lease expires and another worker runs the job again (at least once).
      await m.exec().catch(() => {})
      done(retry ? 'retried' : 'failed')
    } finally { clearInterval(renew) }
  }

  async function consume(handlers: Record<string, JobHandler>, concurrency: number) {
    let backoff = pollMs
    while (!closed) {
      if (running.size >= concurrency) { await Promise.race(running); continue }
      let raw: string | null
      try {
        raw = (await redis.eval(CLAIM, 3, k('wait'), k('active'), k('delayed'), String(Date.now()), String(leaseMs))) as string | null
        backoff = pollMs
      } catch (err) {
        // Redis unavailable: keep trying with a capped backoff; the process stays up.
        log.warn({ err: { message: (err as Error).message } }, '[jobs] [redis] claim failed')
        backoff = Math.min(backoff * 2, 5000)
        await sleep(backoff)
        continue
      }
      if (!raw) { await sleep(pollMs); continue }
      const p = run(raw, handlers).finally(() => running.delete(p))
      running.add(p)
    }
  }

  return {
    name,
    backend: 'redis',
    async add(kind, data = null, o = {}) {
      const job: Job = { id: generateId('job'), kind, data, attempt: 1, attempts: o.attempts ?? DEFAULT_ATTEMPTS }
      await store(job, o.delayMs)
      return job.id
    },
    every(kind, intervalMs, data = null) {
      const tick = async () => {
        const slot = Math.floor(Date.now() / intervalMs)
        try {
          const won = await redis.set(k(`every:${kind}:${slot}`), '1', 'PX', intervalMs * 2, 'NX')
          if (won) await this.add(kind, data, { attempts: 1 })
        } catch (err) { log.warn({ err: { message: (err as Error).message }, kind }, '[jobs] [redis] schedule tick failed') }
      }
      // Tick once per window (each window then sees a tick from every scheduler) plus once soon after start.
      const first = setTimeout(() => { void tick() }, Math.min(intervalMs, 1000))
      const t = setInterval(() => { void tick() }, intervalMs)
      first.unref(); t.unref()
      timers.add(first); timers.add(t as unknown as NodeJS.Timeout)
    },
    work(handlers, o: WorkOptions = {}) {
      if (!loop) loop = consume(handlers, o.concurrency ?? 2)
    },
    async depth() {
      const [w, d, a, f] = await redis.multi().llen(k('wait')).zcard(k('delayed')).zcard(k('active')).llen(k('failed')).exec() ?? []
      const n = (r: unknown) => Number((r as [unknown, unknown] | undefined)?.[1] ?? 0)
      return { waiting: n(w), delayed: n(d), active: n(a), failed: n(f) }
    },
    async close(graceMs = 10_000) {
      closed = true
      for (const t of timers) { clearTimeout(t); clearInterval(t) }
      timers.clear()
      const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref())
      await Promise.race([Promise.allSettled([...running, loop ?? Promise.resolve()]), grace])
      ac.abort()
    },
  }
}
