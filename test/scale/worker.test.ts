// Issue 8: `webintel worker` as its own process — runs the scheduled maintenance job against the shared
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
import { JOB_PURGE_EXPIRED_KV } from '../../src/jobs/handlers.ts'
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

test('webintel worker runs a queued purge of expired kv rows and exits 0 on SIGTERM', { skip }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-worker-'))
  const store = await createSqlStore({ databaseUrl: DATABASE_URL, dataDir: dir })
  const k = `worker-test:${process.pid}:${Date.now()}`
  try {
    await store.db.insertInto('kv').values([
      { k: `${k}:old`, v: '1', expires_at: new Date(Date.now() - 1000).toISOString() },
      { k: `${k}:live`, v: '2', expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    ]).execute()
    const proc = spawn(process.execPath, ['bin/webintel.mjs', 'worker'], {
      cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', TZ: 'UTC', WEBINTEL_DATA_DIR: dir, DATABASE_URL: DATABASE_URL!, REDIS_URL: REDIS_URL!, WEBINTEL_SECRET: 'worker-secret-0123456789abcdef012345' },
    })
    let out = ''
    proc.stdout.on('data', (c) => { out += c })
    proc.stderr.on('data', (c) => { out += c })
    const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)))
    // Enqueue the job ourselves: the periodic one is once per 10-minute window for the whole deployment,
    // and another process on this Redis may already have had this window's.
    const { Redis } = await import('ioredis')
    const redis = new Redis(REDIS_URL!)
    try { await createRedisQueue({ redis, log: silentLog }).add(JOB_PURGE_EXPIRED_KV) } finally { redis.disconnect() }
    const t0 = Date.now()
    const keys = async () => (await store.db.selectFrom('kv').select('k').where('k', 'like', `${k}:%`).execute()).map((r) => r.k)
    while ((await keys()).includes(`${k}:old`)) {
      assert.ok(Date.now() - t0 < 10_000, `expired row still there after 10 s; worker output:\n${out}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    t.diagnostic(`expired kv row purged ${Date.now() - t0} ms after the job was queued (worker starting meanwhile)`)
    assert.deepEqual(await keys(), [`${k}:live`])
    assert.match(out, /worker started/)
    proc.kill('SIGTERM')
    assert.equal(await exited, 0, out)
  } finally {
    await store.db.deleteFrom('kv').where('k', 'like', `${k}:%`).execute()
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
