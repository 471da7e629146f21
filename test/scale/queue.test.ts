// Scale-out: the Queue port, in-process always and on Redis when REDIS_URL is set (CI sets it).
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Redis } from 'ioredis'
import { silentLog } from '../../src/context.ts'
import type { Job, Queue } from '../../src/jobs/queue.ts'
import { createInProcessQueue } from '../../src/jobs/in-process.ts'
import { createRedisQueue } from '../../src/jobs/redis.ts'

const until = async (cond: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

function queueContract(label: string, make: (name: string) => Promise<Queue>) {
  describe(`queue contract: ${label}`, () => {
    test('runs added jobs with their data; delayed jobs wait', async () => {
      const q = await make(`t1-${process.pid}-${Date.now()}`)
      const seen: Job[] = []
      q.work({ echo: async (job) => { seen.push(job) } })
      await q.add('echo', { n: 1 })
      await q.add('echo', { n: 2 }, { delayMs: 400 })
      await until(() => seen.length === 1)
      assert.deepEqual(seen[0].data, { n: 1 })
      assert.equal(seen[0].attempt, 1)
      assert.equal((await q.depth()).delayed, 1)
      await until(() => seen.length === 2)
      assert.deepEqual(seen[1].data, { n: 2 })
      await q.close(1000)
    })

    test('retries a failing job with backoff, then gives up into the failed list', async () => {
      const q = await make(`t2-${process.pid}-${Date.now()}`)
      const attempts: number[] = []
      q.work({ flaky: async (job) => { attempts.push(job.attempt); if (job.attempt < 2) throw new Error('first try fails') },
        broken: async () => { throw new Error('always') } })
      await q.add('flaky', null, { attempts: 3 })
      await q.add('broken', null, { attempts: 1 })
      await until(() => attempts.length === 2, 6000)
      assert.deepEqual(attempts, [1, 2])
      await until(async () => (await q.depth()).failed === 1)
      const d = await q.depth()
      assert.equal(d.waiting + d.active + d.delayed, 0)
      await q.close(1000)
    })

    test('every(): two schedulers on one queue add one job per window between them', async () => {
      const name = `t3-${process.pid}-${Date.now()}`
      const a = await make(name)
      const b = label === 'memory' ? a : await make(name)
      let runs = 0
      a.work({ tick: async () => { runs++ } })
      a.every('tick', 600)
      if (b !== a) b.every('tick', 600)
      await new Promise((r) => setTimeout(r, 2000))
      // 2 s of 600 ms windows: 3–4 windows; two uncoordinated schedulers would make ~7.
      assert.ok(runs >= 2 && runs <= 4, `runs=${runs}`)
      await a.close(500)
      if (b !== a) await b.close(500)
    })
  })
}

queueContract('memory', async (name) => createInProcessQueue({ name, log: silentLog }))

const redisUrl = process.env.REDIS_URL
const clients: Redis[] = []
if (redisUrl) {
  queueContract('redis', async (name) => {
    const { Redis } = await import('ioredis')
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
    clients.push(redis)
    return createRedisQueue({ redis, log: silentLog, name, pollMs: 50 })
  })
  test('redis: a job whose worker died (lease expired) is run again by another worker', async () => {
    const { Redis } = await import('ioredis')
    const name = `t4-${process.pid}-${Date.now()}`
    const r1 = new Redis(redisUrl); const r2 = new Redis(redisUrl)
    clients.push(r1, r2)
    const dying = createRedisQueue({ redis: r1, log: silentLog, name, leaseMs: 300, pollMs: 50 })
    let started = false
    dying.work({ slow: () => { started = true; return new Promise(() => {}) } }) // never finishes
    await dying.add('slow', { x: 1 })
    await until(() => started)
    r1.disconnect() // the worker "crashes": its lease is no longer renewed
    const survivor = createRedisQueue({ redis: r2, log: silentLog, name, leaseMs: 300, pollMs: 50 })
    const redone: unknown[] = []
    survivor.work({ slow: async (job) => { redone.push(job.data) } })
    await until(() => redone.length === 1, 4000)
    assert.deepEqual(redone[0], { x: 1 })
    await survivor.close(500)
  })
} else {
  test('redis queue contract', { skip: 'REDIS_URL is not set (CI runs it against a local Redis)' }, () => {})
}
after(() => { for (const c of clients) c.disconnect() })
