// Scale-out: `webintel worker` as its own process — runs the scheduled maintenance job against the shared
// database and stops cleanly on SIGTERM. Needs DATABASE_URL and REDIS_URL (the CI PostgreSQL + Redis stage).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createSqlStore } from '../../src/store/sql/index.ts'
import { runCli } from './spawn-node.ts'
import { createRedisQueue } from '../../src/jobs/redis.ts'
import { JOB_PURGE_EXPIRED } from '../../src/jobs/handlers.ts'
import { silentLog } from '../../src/context.ts'

const { DATABASE_URL, REDIS_URL } = process.env
const skip = !DATABASE_URL || !REDIS_URL ? 'needs DATABASE_URL and REDIS_URL (run by the PostgreSQL + Redis stage of .ci/run)' : false
const ROOT = resolve(import.meta.dirname, '../..')

test('webintel worker refuses to start without REDIS_URL (the API process runs jobs then)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-worker-'))
  try {
    const r = await runCli(['worker'], { WEBINTEL_DATA_DIR: dir })
    assert.equal(r.code, 1)
    assert.match(r.stderr, /worker needs REDIS_URL/)
  } finally { rmSync(dir, { recursive: true, force: true }) }
})

test('webintel worker runs a queued purge of expired portal sessions and exits 0 on SIGTERM', { skip }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-worker-'))
  const store = await createSqlStore({ databaseUrl: DATABASE_URL, dataDir: dir })
  const k = `worker-test:${process.pid}:${Date.now()}`
  try {
    const created = new Date(Date.now() - 10_000).toISOString()
    await store.sessions.insert({ idHash: `${k}:old`, userId: 'usr_worker_test', createdAt: created, expiresAt: new Date(Date.now() - 1000).toISOString() })
    await store.sessions.insert({ idHash: `${k}:live`, userId: 'usr_worker_test', createdAt: created, expiresAt: new Date(Date.now() + 3_600_000).toISOString() })
    // A Redis database of its own, so no other server process started by the suite consumes this queue.
    const redisUrl = new URL(REDIS_URL!); redisUrl.pathname = '/7'
    const proc = spawn(process.execPath, ['bin/webintel.mjs', 'worker'], {
      cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', TZ: 'UTC', HOST: '127.0.0.1', PORT: '0', WEBINTEL_DATA_DIR: dir, DATABASE_URL: DATABASE_URL!, REDIS_URL: redisUrl.toString(), WEBINTEL_SECRET: 'worker-secret-0123456789abcdef012345' },
    })
    t.after(() => { if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL') })
    let out = ''
    proc.stdout.on('data', (c) => { out += c })
    proc.stderr.on('data', (c) => { out += c })
    const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)))
    const t0 = Date.now()
    while (!/worker started/.test(out)) {
      assert.ok(Date.now() - t0 < 15_000, `worker did not start:\n${out}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    // Enqueue the job ourselves: the periodic one is once per 10-minute window for the whole deployment.
    const { Redis } = await import('ioredis')
    const redis = new Redis(redisUrl.toString())
    t.after(() => redis.disconnect())
    const queue = createRedisQueue({ redis, log: silentLog })
    await queue.add(JOB_PURGE_EXPIRED)
    const keys = async () => (await store.db.selectFrom('sessions').select('id_hash').where('id_hash', 'like', `${k}:%`).execute()).map((r) => r.id_hash)
    while ((await keys()).includes(`${k}:old`)) {
      assert.ok(Date.now() - t0 < 20_000, `expired row still there after 20 s; worker output:\n${out}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    assert.deepEqual(await keys(), [`${k}:live`])
    // Only the worker consumes this Redis database: an empty queue means it took and finished the job.
    while (JSON.stringify(await queue.depth()) !== JSON.stringify({ waiting: 0, delayed: 0, active: 0, failed: 0 })) {
      assert.ok(Date.now() - t0 < 25_000, `queue not drained: ${JSON.stringify(await queue.depth())}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    t.diagnostic(`worker took and finished the purge job ${Date.now() - t0} ms after it started`)
    // Its own /readyz and /metrics: the job counter shows the completed purge.
    const ops = /"ops":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out)?.[1]
    assert.ok(ops, out)
    assert.equal((await fetch(ops + '/readyz')).status, 200)
    const metrics = await (await fetch(ops + '/metrics')).text()
    assert.match(metrics, new RegExp(`^webintel_jobs_total\\{kind="${JOB_PURGE_EXPIRED}",result="completed"\\} [1-9]`, 'm'))
    proc.kill('SIGTERM')
    assert.equal(await exited, 0, out)
  } finally {
    await store.db.deleteFrom('sessions').where('id_hash', 'like', `${k}:%`).execute()
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
