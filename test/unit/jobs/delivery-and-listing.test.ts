// Tried as an attacker would: eight jobs whose webhook receiver never answers held every delivery slot, and
// another account's job.started arrived 23 s late (an item.completed flood to such a receiver: hours). Messages
// are claimed at most one per account at a time, oldest account first (docs/jobs.md, Webhooks).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Agent } from 'undici'
import { createSqlStore } from '../../../src/store/sql/index.ts'
import { createWebhookSender } from '../../../src/jobs/batch/webhooks.ts'
import { startHttp } from '../../helpers/net-stub.ts'

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never

test('a receiver that never answers holds one delivery slot; other accounts are delivered at once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-webhooks-'))
  const store = await createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL })
  const got: string[] = []
  const hooks = await startHttp((req, res) => {
    if (req.url === '/stuck') return // never answers
    got.push(String(req.headers['webhook-id'])); res.writeHead(204); res.end()
  })
  const group = `fair-${process.pid}-${Date.now()}`
  const dispatcher = new Agent()
  const sender = createWebhookSender({
    store: store.jobs, group, serverSecret: 'x'.repeat(32), dispatcher, userAgent: 'test', log: quiet,
    retryBaseMs: 60_000, retryMaxDelayMs: 60_000, maxAgeMs: 3_600_000, timeoutMs: 5_000, concurrency: 4,
  })
  try {
    const t0 = Date.now() - 10_000
    for (const a of ['a', 'b']) await store.jobs.putSecret(`key:${a}-${group}`, 'n'.repeat(32), new Date().toISOString(), new Date().toISOString())
    const base = { group, type: 'job.started', payload: '{}' }
    // Account A: six older messages to the stuck receiver; account B: two newer ones to a working receiver.
    for (let i = 0; i < 6; i++) await store.jobs.insertDelivery({ ...base, id: `msg_a${i}_${group}`, jobId: `job_a${i}`, account: `key:a-${group}`, url: `http://127.0.0.1:${hooks.port}/stuck`, createdMs: t0 + i })
    for (let i = 0; i < 2; i++) await store.jobs.insertDelivery({ ...base, id: `msg_b${i}_${group}`, jobId: 'job_b', account: `key:b-${group}`, url: `http://127.0.0.1:${hooks.port}/ok`, createdMs: t0 + 100 + i })
    const started = await sender.pump()
    assert.equal(started, 2, 'one message per account')
    // B's messages go out one after the other while A's first message is still waiting for its receiver.
    const end = Date.now() + 3000
    while (got.length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
    assert.deepEqual(got, [`msg_b0_${group}`, `msg_b1_${group}`])
    assert.equal(await sender.pump(), 0, 'A still has its one message in flight')
  } finally {
    await hooks.close()
    await sender.drain()
    await dispatcher.close()
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

// Tried as a user would: a receiver answering after 5.5 s failed with "Headers Timeout Error" although
// docs/jobs.md gives it WEBINTEL_WEBHOOK_TIMEOUT_MS (10 s): the fetcher's headers timeout applied.
test('a receiver that answers within the webhook timeout is delivered, whatever the fetch headers timeout', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-webhooks-'))
  const store = await createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL })
  const hooks = await startHttp((_req, res) => { setTimeout(() => { res.writeHead(204); res.end() }, 2500) })
  const group = `slow-${process.pid}-${Date.now()}`
  const dispatcher = new Agent({ headersTimeout: 1000 }) // as the guarded dispatcher's WEBINTEL_FETCH_HEADERS_TIMEOUT_MS
  const sender = createWebhookSender({
    store: store.jobs, group, serverSecret: 'x'.repeat(32), dispatcher, userAgent: 'test', log: quiet,
    retryBaseMs: 60_000, retryMaxDelayMs: 60_000, maxAgeMs: 3_600_000, timeoutMs: 6_000,
  })
  try {
    await store.jobs.putSecret(`key:s-${group}`, 'n'.repeat(32), new Date().toISOString(), new Date().toISOString())
    await store.jobs.insertDelivery({ id: `msg_s_${group}`, jobId: `job_s_${group}`, group, account: `key:s-${group}`, type: 'job.started', url: `http://127.0.0.1:${hooks.port}/`, payload: '{}', createdMs: Date.now() - 1000 })
    assert.equal(await sender.pump(), 1)
    await sender.drain()
    const [d] = await store.jobs.deliveries(`job_s_${group}`)
    assert.equal(d!.status, 'delivered', String(d!.last_error))
  } finally {
    await hooks.close()
    await dispatcher.close()
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

// Tried as an attacker would: 60 monitors of a 10,000-item job made GET /v1/monitors read every monitor's copied
// items (about 1 MB each) and take 2 s. The list reads every column but those.
test('the monitor list does not read the items a monitor copied', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-monitors-'))
  const store = await createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL })
  const account = `key:list-${process.pid}-${Date.now()}`
  try {
    const items = JSON.stringify(Array.from({ length: 1000 }, (_, i) => JSON.stringify({ url: `https://shop${i}.example/` })))
    await store.monitors.insert({
      id: `mon_${account}`, account, job_group: 'g', source_job_id: 'job_x', operation: 'scrape_metadata', items, schedule: '0 6 1 * *', threshold: 0.5,
      webhook_url: null, rate_subject: 's', rate_limit: null, usage_subject: 's', created_at: new Date().toISOString(), next_run_ms: Date.now() + 3_600_000,
      last_run_job_id: null, last_run_at: null, diffed_job_id: null, last_changes: null,
    }, [])
    const [m] = await store.monitors.list(account)
    assert.equal(m!.id, `mon_${account}`)
    assert.equal(m!.schedule, '0 6 1 * *')
    assert.equal('items' in m!, false)
    assert.equal((await store.monitors.get(`mon_${account}`))!.items, items, 'a single monitor still has them')
  } finally {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
