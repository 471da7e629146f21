/**
 * Finding 19: some errors bypassed the documented envelope (FST_ERR_BAD_URL, Node's 431 and the "Client Error"
 * bodies of clientError), and the 503 queue-full answer dropped its `details` and was logged as an error with a stack.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { PUBLIC_A, stubNet } from '../helpers/net-stub.ts'
import { recorder, type Recorder } from './helpers.ts'

let svc: Running
let slow: Recorder
let key: { apiKey: string }
before(async () => {
  slow = await recorder((_req, res) => { setTimeout(() => { res.setHeader('content-type', 'text/html'); res.end('<title>slow</title>') }, 600) })
  svc = await startService({ WEBINTEL_FETCH_CONCURRENCY: '1', WEBINTEL_FETCH_QUEUE_MAX: '0', WEBINTEL_FETCH_CACHE_TTL_MS: '0' },
    { net: stubNet({ 'slow.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: slow.port }) })
  key = await svc.newKey()
})
after(async () => { await svc.close(); await slow.close() })

/** Sends raw bytes and returns the raw answer (until the server closes). */
function raw(bytes: string): Promise<string> {
  const port = Number(new URL(svc.url).port)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const s = connect({ host: '127.0.0.1', port }, () => s.write(bytes))
    s.on('data', (b) => chunks.push(b))
    s.on('error', reject)
    s.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
  })
}

function parse(answer: string): { status: number; contentType: string; body: any } {
  const [head, ...rest] = answer.split('\r\n\r\n')
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
  const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? ''
  return { status, contentType, body: JSON.parse(rest.join('\r\n\r\n')) }
}

test('a URL with a malformed percent-encoding is 400 invalid_request in the surface envelope', async () => {
  const a = await fetch(`${svc.url}/v1/scrape_metadata/%zz`)
  assert.equal(a.status, 400)
  const ja = await a.json() as any
  assert.equal(ja.success, false)
  assert.equal(ja.error.code, 'invalid_request')
  const b = await fetch(`${svc.url}/api/%E0%A4%A`)
  assert.equal(b.status, 400)
  const jb = await b.json() as any
  assert.equal(jb.error.code, 'invalid_request')
  assert.equal('success' in jb, false, 'Variant B shape under /api')
})

test('a request Node cannot parse gets 400 in the envelope, not "Client Error"', async () => {
  for (const bytes of ['GARBAGE\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n']) {
    const r = parse(await raw(bytes))
    assert.equal(r.status, 400, JSON.stringify(bytes))
    assert.match(r.contentType, /application\/json/)
    assert.deepEqual(Object.keys(r.body), ['success', 'error'])
    assert.equal(r.body.error.code, 'invalid_request')
  }
})

test('headers over the size limit get 431 headers_too_large in the envelope', async () => {
  const r = parse(await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`))
  assert.equal(r.status, 431)
  assert.equal(r.body.success, false)
  assert.equal(r.body.error.code, 'headers_too_large')
})

test('the 503 fetch-queue-full answer keeps its details and is logged as a warning without a stack', async () => {
  const body = { url: 'http://slow.fixture-web.com/' }
  const [first, second] = await Promise.all([
    postJson(`${svc.url}/v1/scrape_metadata`, body, { 'x-api-key': key.apiKey }),
    new Promise((r) => setTimeout(r, 150)).then(() => postJson(`${svc.url}/v1/scrape_metadata`, body, { 'x-api-key': key.apiKey })),
  ])
  assert.equal(first.status, 200, first.text)
  assert.equal(second.status, 503, second.text)
  assert.equal(second.json.error.code, 'service_unavailable')
  assert.deepEqual(second.json.error.details, { reason: 'fetch_queue_full', queue_max: 0 })
  assert.ok(Number(second.headers.get('retry-after')) >= 1)
  const line = svc.logs.map((l) => JSON.parse(l)).find((l) => l.code === 'service_unavailable')
  assert.ok(line, 'the refusal is logged')
  assert.equal(line.level, 40, 'warn')
  assert.equal(line.err, undefined, 'no error object, no stack')
  assert.deepEqual(line.details, { reason: 'fetch_queue_full', queue_max: 0 })
})

test('a request arriving while the server closes gets 503 service_unavailable in the envelope (not Fastify\'s own body)', { timeout: 20_000 }, async () => {
  const own = await startService({}, { net: stubNet({ 'slow.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: slow.port }) })
  const { apiKey } = await own.newKey()
  const port = Number(new URL(own.url).port)
  const body = JSON.stringify({ url: 'http://slow.fixture-web.com/' })
  // A slow request keeps the connection busy while the server starts closing; a second request is then sent on it.
  const chunks: Buffer[] = []
  const s = connect({ host: '127.0.0.1', port })
  await new Promise((r) => s.once('connect', r))
  s.on('data', (b) => chunks.push(b))
  const ended = new Promise((r) => s.once('close', r))
  s.write(`POST /v1/scrape_metadata HTTP/1.1\r\nHost: x\r\nX-API-Key: ${apiKey}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
  await new Promise((r) => setTimeout(r, 150))
  const closed = own.close()
  await new Promise((r) => setTimeout(r, 100))
  s.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
  await Promise.race([ended, new Promise((r) => setTimeout(r, 3000))])
  s.destroy()
  await closed
  const text = Buffer.concat(chunks).toString('latin1')
  const second = text.slice(text.indexOf('HTTP/1.1', 10))
  assert.match(text, /^HTTP\/1\.1 200/, 'the request in flight finished')
  assert.match(second, /^HTTP\/1\.1 503/, text)
  const json = JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))
  assert.deepEqual(json, { success: false, error: { code: 'service_unavailable', message: 'The server is shutting down; retry on another connection', details: { reason: 'shutting_down' } } })
})
