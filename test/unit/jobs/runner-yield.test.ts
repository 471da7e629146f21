// Tried as an attacker would, against the seven shipped sanctions lists: a batch job of 300 long mixed-script
// names (about 40 ms of screening each) kept /healthz waiting 13.5 s, the whole job. The SQLite store and the
// screening answer without I/O, so item after item ran in one chain of microtasks. The runner now gives the
// event loop a turn before each item.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSqlStore } from '../../../src/store/sql/index.ts'
import { createBatchRunner } from '../../../src/jobs/batch/runner.ts'
import type { Screening } from '../../../src/sanctions/lists.ts'
import type { OpDeps } from '../../../src/operations/context.ts'

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never

test('a batch job of CPU-only items lets other work run between its items', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-runner-yield-'))
  const store = await createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL })
  const group = `yield-${process.pid}-${Date.now()}`
  const order: string[] = []
  let otherScheduled = false
  const screening = {
    lists: async () => [{ name: 'l' }],
    search: async (q: { name: string }) => {
      order.push(q.name)
      // Another request arriving while the job runs: it must not wait for every remaining item.
      if (!otherScheduled) { otherScheduled = true; setImmediate(() => order.push('other')) }
      return []
    },
  } as unknown as Screening
  const deps = { engines: { sanctions: screening }, extract: {} } as unknown as OpDeps
  const runner = createBatchRunner({ store: store.jobs, group, deps, log: quiet, concurrency: 2, leaseMs: 60_000, pollMs: 50, itemAttempts: 3, resultTtlMs: 3_600_000 })
  const id = `job_yield_${process.pid}_${Date.now()}`
  const names = Array.from({ length: 20 }, (_, i) => `name ${i}`)
  try {
    await store.jobs.createJob({
      id, account: 'key:yield', group, operation: 'sanctions_check', idempotencyKey: null, requestHash: 'h', rateSubject: 'key:yield',
      rateLimit: null, usageSubject: 'key:yield', webhookUrl: null, webhookEvents: null, createdAt: new Date().toISOString(),
    }, names.map((n) => JSON.stringify({ query: n })))
    runner.start()
    const end = Date.now() + 10_000
    while (order.filter((x) => x !== 'other').length < names.length && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
    assert.equal(order.filter((x) => x !== 'other').length, names.length, 'every item ran')
    const at = order.indexOf('other')
    assert.ok(at >= 0 && at <= 3, `another turn ran after ${at} of ${names.length} items`)
  } finally {
    await runner.close(1000)
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
