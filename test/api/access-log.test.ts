// One access-log line per request, completed or not: a client that hangs up before the answer is logged and
// counted under status 499 (Fastify calls neither onResponse nor the log controller for it), and the outbound work
// done for it is cancelled.
import { after, before, describe, test } from 'node:test'
import { once } from 'node:events'
import type { IncomingMessage } from 'node:http'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { PUBLIC_A, startHttp, stubNet, type Fixture } from '../helpers/net-stub.ts'

describe('access log', () => {
  let svc: Running, upstream: Fixture, key: string
  let upstreamGotRequest: Promise<IncomingMessage>, signalUpstream: (req: IncomingMessage) => void
  before(async () => {
    // An upstream that takes the request and never answers: the scrape waits until the client gives up.
    upstream = await startHttp((req) => signalUpstream(req))
    const net = stubNet({ 'silent.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: upstream.port })
    // Deadlines far beyond the test: only the client's hang-up can end the upstream call in time.
    svc = await startService({ WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_FETCH_HEADERS_TIMEOUT_MS: '60000', WEBINTEL_FETCH_TIMEOUT_MS: '60000' }, { net })
    key = (await svc.newKey()).apiKey
  })
  after(async () => { await svc.close(); await upstream.close() })

  /** Access lines (they carry `res`) of one request; engines may log other lines under the same reqId. */
  const lines = (id: string) => svc.logs.map((l) => JSON.parse(l)).filter((l) => l.reqId === id && l.res)

  test('a completed request writes exactly one line, with status and response time', async () => {
    const res = await fetch(svc.url + '/healthz', { headers: { 'x-request-id': 'access-ok-1' } })
    assert.equal(res.status, 200)
    await res.text()
    await new Promise((r) => setImmediate(r))
    const mine = lines('access-ok-1')
    assert.equal(mine.length, 1, JSON.stringify(mine))
    assert.equal(mine[0].msg, 'request completed')
    assert.equal(mine[0].res.statusCode, 200)
    assert.equal(typeof mine[0].responseTime, 'number')
  })

  test('a request the client aborts writes one line with 499, is counted in /metrics, and its upstream fetch is cancelled', { timeout: 20_000 }, async () => {
    upstreamGotRequest = new Promise<IncomingMessage>((resolve) => { signalUpstream = resolve })
    const ac = new AbortController()
    const call = fetch(svc.url + '/v1/scrape_metadata', {
      method: 'POST', signal: ac.signal,
      headers: { 'content-type': 'application/json', 'x-api-key': key, 'x-request-id': 'access-abort-1' },
      body: JSON.stringify({ url: 'http://silent.fixture-web.com/', fresh: true }),
    })
    const upstreamReq = await upstreamGotRequest // the request is in the handler, waiting on the upstream
    const upstreamClosed = once(upstreamReq.socket, 'close')
    ac.abort()
    await assert.rejects(call)
    await upstreamClosed // the server hung up on the upstream too (else the test times out: deadlines are 60 s)
    for (let i = 0; i < 100 && lines('access-abort-1').length === 0; i++) await new Promise((r) => setTimeout(r, 10))
    const mine = lines('access-abort-1')
    assert.equal(mine.length, 1, JSON.stringify(mine))
    assert.equal(mine[0].msg, 'request aborted by the client')
    assert.equal(mine[0].res.statusCode, 499)
    assert.equal(mine[0].req.url, '/v1/scrape_metadata')
    assert.ok(mine[0].responseTime >= 0)
    const metrics = await (await fetch(svc.url + '/metrics')).text()
    assert.match(metrics, /^webintel_http_requests_total\{operation="scrape_metadata",method="POST",status="499"\} 1$/m)
    // The handler has ended by now (its fetch was cancelled): still only that one access line, and no timeout.
    await new Promise((r) => setTimeout(r, 200))
    assert.deepEqual(lines('access-abort-1').map((l) => l.msg), ['request aborted by the client'])
    assert.ok(!svc.logs.some((l) => l.includes('timed out fetching')))
  })
})
