// DELETE /v1/jobs/{id} in each state of a job (docs/jobs.md, "Cancelling"): a queued job is cancelled whole, a
// repeated DELETE changes nothing and sends no second job.cancelled, and a finished job (completed or failed) is
// left as it is — its status, counts, results and expiry — the answer being its unchanged status. A running job's
// cancel (items in flight finish) is tested in api.test.ts.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, getJson, type Running } from '../helpers/start-service.ts'
import { stubNet, startHttp, PUBLIC_B, type Fixture } from '../helpers/net-stub.ts'
import { waitForJob, allResults } from './helpers.ts'

let svc: Running
let hooks: Fixture
let key: Record<string, string>

before(async () => {
  hooks = await startHttp((_req, res) => { res.writeHead(204); res.end() })
  const net = stubNet({ 'hooks.example.com': [[PUBLIC_B]] }, { [PUBLIC_B]: hooks.port })
  // The runner is not started until a test starts it: a job stays queued meanwhile.
  svc = await startService({ WEBINTEL_JOBS_POLL_MS: '50', WEBINTEL_WEBHOOK_RETRY_BASE_MS: '100' }, { net })
  key = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey }
})
after(async () => { await svc?.close(); await hooks?.close() })

const del = async (id: string) => {
  const r = await fetch(`${svc.url}/v1/jobs/${id}`, { method: 'DELETE', headers: key })
  return { status: r.status, json: await r.json() as any }
}
const cancelledEvents = async (id: string) => (await getJson(`${svc.url}/v1/jobs/${id}/deliveries`, key)).json.data.deliveries.filter((d: any) => d.type === 'job.cancelled').length

test('a queued job is cancelled whole; a second DELETE changes nothing and sends no second job.cancelled', async () => {
  const r = await postJson(`${svc.url}/v1/jobs`, { operation: 'whois_lookup', items: ['example.com', 'example.org', 'example.net'], webhook: { url: 'http://hooks.example.com/in' } }, key)
  assert.equal(r.status, 202, r.text)
  const id = r.json.data.id
  assert.equal((await getJson(`${svc.url}/v1/jobs/${id}`, key)).json.data.status, 'queued')
  const first = await del(id)
  assert.equal(first.status, 200)
  assert.equal(first.json.data.status, 'cancelled')
  assert.deepEqual({ ...first.json.data.counts }, { done: 0, succeeded: 0, failed: 0, cancelled: 3, pending: 0, running: 0 })
  assert.equal(first.json.data.progress, 1)
  assert.ok(first.json.data.finished_at && first.json.data.expires_at)
  assert.equal(await cancelledEvents(id), 1)
  const again = await del(id)
  assert.equal(again.status, 200)
  assert.deepEqual(again.json.data, first.json.data, 'the same status, finished_at and expires_at')
  assert.equal(await cancelledEvents(id), 1, 'no second job.cancelled message')
  const results = await allResults(svc.url, id, key)
  assert.deepEqual(results.map((x) => [x.index, x.status]), [[0, 'cancelled'], [1, 'cancelled'], [2, 'cancelled']])
})

test('a finished job (completed or failed) is left as it is: status, counts, results and expiry unchanged', async () => {
  svc.services.batch.start()
  // whois_lookup fails here (no registry is reachable in tests): a failed job; a text similarity succeeds: a completed one
  const failedJob = (await postJson(`${svc.url}/v1/jobs`, { operation: 'whois_lookup', items: ['example.com'], webhook: { url: 'http://hooks.example.com/in' } }, key)).json.data.id
  const completedJob = (await postJson(`${svc.url}/v1/jobs`, { operation: 'similarity_score', items: [{ source: 'fresh bread and cakes from our bakery', target: 'our bakery sells bread, cakes and pastries', type: 'text' }], webhook: { url: 'http://hooks.example.com/in' } }, key)).json.data.id
  for (const [id, status] of [[failedJob, 'failed'], [completedJob, 'completed']] as const) {
    const done = await waitForJob(svc.url, id, key)
    assert.equal(done.status, status)
    const before = await allResults(svc.url, id, key)
    const r = await del(id)
    assert.equal(r.status, 200, status)
    assert.equal(r.json.data.status, status, 'a finished job is not turned into a cancelled one')
    for (const k of ['counts', 'finished_at', 'expires_at', 'progress']) assert.deepEqual(r.json.data[k], done[k], `${status}: ${k}`)
    assert.deepEqual(await allResults(svc.url, id, key), before, `${status}: results kept`)
    assert.equal(await cancelledEvents(id), 0, `${status}: no job.cancelled message`)
  }
})
