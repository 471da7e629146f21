// Hostile-conditions check C5: SIGTERM under load. Requests in flight when the signal arrives finish normally, new
// connections are refused, and the process exits 0 well within the grace period (≤ 10 s target).
// The slow requests are slow *uploads* (a body sent in two halves around the signal): no test-only
// route or delay exists in the server.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { request } from 'node:http'
import { spawnNode, type SpawnedNode } from '../scale/spawn-node.ts'

const API_KEY = 'c5-bootstrap-key-0123456789'
let node: SpawnedNode
before(async () => {
  node = await spawnNode({ WEBINTEL_BOOTSTRAP_API_KEY: API_KEY, WEBINTEL_BOOTSTRAP_SECRET_KEY: 'c5-bootstrap-secret-0123456789', WEBINTEL_SHUTDOWN_GRACE_MS: '10000' })
})
after(async () => { await node?.stop() })

function slowUpload(url: string) {
  // No `url`: once the body is complete the request fails validation (400) — a normal answer that
  // reaches no engine and no network; what matters is that it is answered at all after SIGTERM.
  const body = JSON.stringify({ fields: ['title', 'description', 'a-longish-field-name-to-split'] })
  const half = Math.floor(body.length / 2)
  let finish!: () => void
  let received!: () => void
  // "Expect: 100-continue": Node's server answers 100 as it hands the request to the app, so once the client
  // sees it the request is in flight — no guess at how long that takes on a busy machine.
  const ready = new Promise<void>((resolve) => { received = resolve })
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url + '/v1/scrape_metadata', { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-api-key': API_KEY, expect: '100-continue' } }, (res) => {
      let text = ''
      res.on('data', (c) => { text += c })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.on('continue', () => { req.write(body.slice(0, half)); received() })
    req.flushHeaders()
    finish = () => req.end(body.slice(half))
  })
  return { ready, done, finish: () => finish() }
}

test('in-flight requests drain after SIGTERM; none fail; the process exits 0', async (t) => {
  const N = 20
  const uploads = Array.from({ length: N }, () => slowUpload(node.url))
  await Promise.all(uploads.map((u) => u.ready)) // every request is in the app; each waits for its body
  const t0 = Date.now()
  node.proc.kill('SIGTERM')
  // New connections are refused once the listener has closed (soon after the signal; polled, not guessed).
  // Each probe on a connection of its own (agent: false): a kept-alive one would not test the listener.
  const probe = () => new Promise<string>((resolve) => {
    request(node.url + '/healthz', { agent: false }, (res) => { res.resume(); res.on('end', () => resolve('accepted')) })
      .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error')).end()
  })
  let refused = false
  for (let i = 0; i < 100 && !refused; i++) {
    const outcome = await probe()
    if (outcome === 'accepted') { await new Promise((r) => setTimeout(r, 50)); continue }
    assert.ok(outcome === 'ECONNREFUSED' || outcome === 'ECONNRESET', outcome)
    refused = true
  }
  assert.ok(refused, 'the listener still accepted connections 5 s after SIGTERM')
  for (const u of uploads) u.finish()
  const results = await Promise.all(uploads.map((u) => u.done))
  const exit = await node.exit()
  const drainMs = Date.now() - t0
  t.diagnostic(`${N} in-flight uploads drained; process exited ${exit.code} ${drainMs} ms after SIGTERM`)
  // Each got the route's normal answer for this body (400 invalid_request), not a 503 or a reset.
  for (const r of results) {
    assert.equal(r.status, 400, r.body)
    assert.equal(JSON.parse(r.body).error.code, 'invalid_request')
  }
  assert.equal(exit.code, 0)
  assert.ok(drainMs < 10_000, `drained in ${drainMs} ms`)
})
