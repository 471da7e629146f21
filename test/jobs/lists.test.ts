// GET /v1/jobs and GET /v1/monitors page with an opaque cursor (docs/jobs.md "Listing"): newest first, every row
// once, next_cursor null on the last page; a made-up, edited or foreign cursor is 400; one account never sees
// another's rows. Monitors per account are capped (WEBINTEL_MAX_MONITORS_PER_ACCOUNT, 409 limit_reached).
// Runs on the embedded store, and on PostgreSQL when DATABASE_URL is set (test/helpers/start-service.ts).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, getJson, type Running } from '../helpers/start-service.ts'
import { waitForJob } from './helpers.ts'

let svc: Running
let key: Record<string, string>
let keyId: string
let other: Record<string, string>
before(async () => {
  svc = await startService({ WEBINTEL_JOBS_POLL_MS: '50', WEBINTEL_MAX_MONITORS_PER_ACCOUNT: '4' })
  svc.services.batch.start()
  const k = await svc.newKey({ rateLimitPerMinute: 100_000 })
  key = { 'x-api-key': k.apiKey }
  keyId = k.id
  other = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey }
})
after(async () => { await svc?.close() })

/** Every page of a list, following next_cursor; the page sizes too. */
async function allPages(path: string, field: string, headers: Record<string, string>, limit: number) {
  const rows: { id: string; created_at: string }[] = []
  const sizes: number[] = []
  let cursor: string | null = null
  for (let i = 0; i < 1000; i++) {
    const r = await getJson(`${svc.url}${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers)
    assert.equal(r.status, 200, r.text)
    rows.push(...r.json.data[field])
    sizes.push(r.json.data[field].length)
    cursor = r.json.data.next_cursor
    assert.ok(cursor === null || typeof cursor === 'string')
    if (cursor === null) return { rows, sizes }
  }
  throw new Error('the list never ended')
}

test('GET /v1/jobs pages past 100 jobs, newest first, each job once (ties on the creation time included)', async () => {
  const store = svc.services.store.jobs
  const base = Date.parse('2026-01-01T00:00:00.000Z')
  const made: string[] = []
  // 130 jobs of this account, created directly: every three share one creation time, so the order needs the id.
  for (let i = 0; i < 130; i++) {
    const id = `job_list_${String(i).padStart(3, '0')}_${process.pid}`
    made.push(id)
    await store.createJob({
      id, account: `key:${keyId}`, group: `no-runner-${process.pid}`, operation: 'whois_lookup', idempotencyKey: null, requestHash: 'h', rateSubject: keyId,
      rateLimit: null, usageSubject: keyId, webhookUrl: null, webhookEvents: null, createdAt: new Date(base + Math.floor(i / 3) * 1000).toISOString(),
    }, [JSON.stringify({ domain: 'example.com' })])
  }
  const first = await getJson(`${svc.url}/v1/jobs?limit=100`, key)
  assert.equal(first.json.data.jobs.length, 100)
  assert.equal(typeof first.json.data.next_cursor, 'string', 'a full page says where the next starts')
  const { rows, sizes } = await allPages('/v1/jobs', 'jobs', key, 7)
  assert.deepEqual(sizes, [...Array(18).fill(7), 4])
  assert.equal(new Set(rows.map((r) => r.id)).size, 130, 'no job twice')
  const expected = made.map((id, i) => ({ id, at: Math.floor(i / 3) })).sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((x) => x.id)
  assert.deepEqual(rows.map((r) => r.id), expected, 'newest first, then by id')
  // the default page size is still 20
  assert.equal((await getJson(`${svc.url}/v1/jobs`, key)).json.data.jobs.length, 20)
  // another account sees none of them and cannot use this account's cursor
  const theirs = await getJson(`${svc.url}/v1/jobs?limit=100`, other)
  assert.equal(theirs.status, 200)
  assert.equal(theirs.json.data.jobs.length, 0)
  assert.equal(theirs.json.data.next_cursor, null)
  const stolen = await getJson(`${svc.url}/v1/jobs?cursor=${encodeURIComponent(first.json.data.next_cursor)}`, other)
  assert.equal(stolen.status, 400)
})

test('a made-up or edited cursor is 400 invalid_request naming query.cursor', async () => {
  const page = await getJson(`${svc.url}/v1/jobs?limit=1`, key)
  const cursor: string = page.json.data.next_cursor
  const [payload, mac] = cursor.split('.')
  const forged = Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000Z', 'job_zzz'])).toString('base64url') + '.' + mac
  for (const bad of ['nonsense', forged, `${payload}.${'A'.repeat(22)}`, `${payload}`, 'x'.repeat(400)]) {
    for (const path of ['/v1/jobs', '/v1/monitors']) {
      const r = await getJson(`${svc.url}${path}?cursor=${encodeURIComponent(bad)}`, key)
      assert.equal(r.status, 400, `${path} ${bad}`)
      assert.equal(r.json.success, false)
      assert.equal(r.json.error.code, 'invalid_request')
      assert.equal(r.json.error.details.fields[0].field, 'query.cursor')
    }
  }
  // a jobs cursor is not a monitors cursor
  assert.equal((await getJson(`${svc.url}/v1/monitors?cursor=${encodeURIComponent(cursor)}`, key)).status, 400)
})

test('monitors: at most WEBINTEL_MAX_MONITORS_PER_ACCOUNT per account (409 limit_reached with the limit), listed page by page', async () => {
  const job = await postJson(`${svc.url}/v1/jobs`, { operation: 'whois_lookup', items: ['example.com'] }, key)
  assert.equal(job.status, 202, job.text)
  await waitForJob(svc.url, job.json.data.id, key)
  const make = (headers: Record<string, string>) => postJson(`${svc.url}/v1/monitors`, { job_id: job.json.data.id, schedule: '0 6 1 1 *' }, headers)
  const ids: string[] = []
  for (let i = 0; i < 4; i++) {
    const m = await make(key)
    assert.equal(m.status, 201, m.text)
    ids.push(m.json.data.id)
  }
  const over = await make(key)
  assert.equal(over.status, 409, over.text)
  assert.equal(over.json.success, false)
  assert.equal(over.json.error.code, 'limit_reached')
  assert.equal(over.json.error.details.limit, 4)
  assert.equal(over.json.error.details.count, 4)
  assert.match(over.json.error.message, /4/)

  const { rows, sizes } = await allPages('/v1/monitors', 'monitors', key, 3)
  assert.deepEqual(sizes, [3, 1])
  assert.deepEqual(new Set(rows.map((r) => r.id)), new Set(ids))
  for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1]!.created_at >= rows[i]!.created_at, 'newest first')
  const theirs = await getJson(`${svc.url}/v1/monitors`, other)
  assert.deepEqual([theirs.status, theirs.json.data.monitors.length, theirs.json.data.next_cursor], [200, 0, null])

  // deleting one makes room again
  assert.equal((await fetch(`${svc.url}/v1/monitors/${ids[0]}`, { method: 'DELETE', headers: key })).status, 200)
  assert.equal((await make(key)).status, 201)
})

test('monitors: a burst of parallel creates never passes the cap (each create is counted in the insert)', async () => {
  const acct = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey }
  const job = await postJson(`${svc.url}/v1/jobs`, { operation: 'whois_lookup', items: ['example.com', 'example.org'] }, acct)
  assert.equal(job.status, 202, job.text)
  await waitForJob(svc.url, job.json.data.id, acct)
  const answers = await Promise.all(Array.from({ length: 12 }, () => postJson(`${svc.url}/v1/monitors`, { job_id: job.json.data.id, schedule: '0 6 1 1 *' }, acct)))
  const codes = answers.map((a) => a.status).sort()
  assert.deepEqual(codes, [...Array(4).fill(201), ...Array(8).fill(409)], answers.map((a) => a.text).join('\n'))
  for (const a of answers.filter((x) => x.status === 409)) assert.equal(a.json.error.code, 'limit_reached')
  const listed = await getJson(`${svc.url}/v1/monitors?limit=100`, acct)
  assert.equal(listed.json.data.monitors.length, 4)
})
