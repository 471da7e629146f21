// POST /v1/jobs with 10,000 items lets the event loop turn while it checks and stores them (docs/jobs.md
// "Creating a job"): a 10,000-item submit held it for 150–900 ms, so /healthz and every other request waited. The
// test counts event-loop turns (a self-rescheduling setImmediate) between the handler's first store call and the
// end of the insert: none before the change on the embedded store, where every statement runs on this thread.
// Timing figures: bench/jobs/submit-stall.ts. Nothing is lost: every item is stored, in order, and the answer is
// the same.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'

let svc: Running
let key: string
before(async () => {
  svc = await startService({ WEBINTEL_JOBS_MAX_ITEMS: '10000' })
  key = (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey
})
after(async () => { await svc?.close() })

test('a 10,000-item job is checked and stored over many event-loop turns; every item is kept in order', async () => {
  const store = svc.services.store.jobs
  let turns = 0
  let spinning = true
  const spin = () => { turns++; if (spinning) setImmediate(spin) }
  const marks: Record<string, number> = {}
  const findByKey = store.findByIdempotencyKey.bind(store)
  const createJob = store.createJob.bind(store)
  // The handler looks the Idempotency-Key up right after the body is hashed, before the items are checked.
  store.findByIdempotencyKey = async (...a) => { marks.checkStart = turns; return findByKey(...a) }
  store.createJob = async (...a) => { marks.insertStart = turns; try { return await createJob(...a) } finally { marks.insertEnd = turns } }
  try {
    const items = Array.from({ length: 10_000 }, (_, i) => (i % 2 ? `https://shop${i}.example.com/` : { url: `https://shop${i}.example.com/p`, fields: ['title'] }))
    setImmediate(spin)
    const res = await fetch(`${svc.url}/v1/jobs`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, 'idempotency-key': `turns-${process.pid}` }, body: JSON.stringify({ operation: 'scrape_metadata', items }) })
    spinning = false
    const body = await res.json() as { data: { id: string; total: number; status: string } }
    assert.equal(res.status, 202)
    assert.deepEqual([body.data.total, body.data.status], [10_000, 'queued'])
    assert.ok(marks.insertStart! - marks.checkStart! >= 5, `turns while 10,000 items were checked: ${marks.insertStart! - marks.checkStart!}`)
    if (!process.env.DATABASE_URL) assert.ok(marks.insertEnd! - marks.insertStart! >= 5, `turns while they were stored: ${marks.insertEnd! - marks.insertStart!}`)
    const stored: string[] = []
    for (let after = -1; ;) {
      const rows = await createdInputs(body.data.id, after)
      if (rows.length === 0) break
      stored.push(...rows.map((r) => r.input))
      after = Number(rows[rows.length - 1]!.idx)
    }
    assert.equal(stored.length, 10_000)
    assert.deepEqual(stored.slice(0, 2).map((s) => JSON.parse(s)), [{ url: 'https://shop0.example.com/p', fields: ['title'] }, { url: 'https://shop1.example.com/' }])
    assert.deepEqual(JSON.parse(stored[9_999]!), { url: 'https://shop9999.example.com/' })
  } finally {
    spinning = false
    store.findByIdempotencyKey = findByKey
    store.createJob = createJob
  }
})

const createdInputs = (id: string, after: number) => svc.services.store.jobs.inputs(id, after, 2000)
