// The batch runner starts one item per event-loop turn and stores each result in a turn of its own
// (src/text/turns.ts): the items claimed together (16 at once by default) used to start in the same turn, each
// with the synchronous start of its operation, while /healthz waited (figures: bench/jobs/healthz.ts). The test
// counts turns (a self-rescheduling setImmediate) and records the turn in which each item starts (its rate-limit
// check, the first thing an item does) and in which its result is written: each in a turn of its own. Before the
// change the first 16 items started in the same turn.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../helpers/net-stub.ts'
import { startPages, waitForJob, allResults } from './helpers.ts'

let svc: Running
let pages: Awaited<ReturnType<typeof startPages>>
let key: Record<string, string>
before(async () => {
  pages = await startPages()
  const net = stubNet({ 'shop.example.com': [[PUBLIC_A]] }, { [PUBLIC_A]: pages.port })
  svc = await startService({ WEBINTEL_JOBS_POLL_MS: '50', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_FETCH_PER_HOST_CONCURRENCY: '16', WEBINTEL_JOBS_ITEM_CONCURRENCY: '16' }, { net })
  key = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey }
})
after(async () => { await svc?.close(); await pages?.close() })

test('items of a job start and are written one per event-loop turn; every result is kept', async () => {
  const store = svc.services.store.jobs
  let turn = 0
  let spinning = true
  const spin = () => { turn++; if (spinning) setImmediate(spin) }
  const writes: number[] = []
  const starts: number[] = []
  const completeItem = store.completeItem.bind(store)
  store.completeItem = async (...a) => { writes.push(turn); return completeItem(...a) }
  const limiter = svc.services.rateLimiter
  const hit = limiter.hit.bind(limiter)
  // The runner's checks, not those of the status requests below.
  limiter.hit = async (...a) => { if (new Error().stack?.includes('batch/runner.ts')) starts.push(turn); return hit(...a) }
  try {
    const items = Array.from({ length: 48 }, (_, i) => ({ url: `http://shop.example.com/p/${i}`, fields: ['title'] }))
    const r = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items }, key)
    assert.equal(r.status, 202, r.text)
    setImmediate(spin)
    svc.services.batch.start()
    const done = await waitForJob(svc.url, r.json.data.id, key)
    spinning = false
    assert.equal(done.status, 'completed')
    assert.equal(done.counts.succeeded, 48)
    assert.equal(starts.length, 48)
    assert.equal(new Set(starts).size, 48, `turns the 48 items started in: ${starts.join(',')}`)
    assert.equal(writes.length, 48)
    assert.equal(new Set(writes).size, 48, `turns of the 48 writes: ${writes.join(',')}`)
    const results = await allResults(svc.url, r.json.data.id, key)
    assert.deepEqual(results.map((x: any) => x.result.title).sort(), items.map((_, i) => `Page ${i}`).sort())
  } finally {
    spinning = false
    store.completeItem = completeItem
    limiter.hit = hit
  }
})
