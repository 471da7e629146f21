import { test } from 'node:test'
import assert from 'node:assert/strict'
import { serverDelayMs, withRetries } from '../../packages/sdk/src/index.ts'

test('server delay: Retry-After seconds or HTTP date, else an exhausted RateLimit field', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  assert.equal(serverDelayMs(new Headers({ 'retry-after': '7' }), now), 7000)
  assert.equal(serverDelayMs(new Headers({ 'retry-after': 'Mon, 23 Nov 2026 12:00:30 GMT' }), now), 30_000)
  assert.equal(serverDelayMs(new Headers({ ratelimit: '"default";r=0;t=12' }), now), 12_000)
  assert.equal(serverDelayMs(new Headers({ ratelimit: '"default";r=5;t=12' }), now), undefined)
  assert.equal(serverDelayMs(new Headers({ ratelimit: '"burst";r=3;t=1, "day";r=0;t=40' }), now), 40_000)
  assert.equal(serverDelayMs(new Headers({}), now), undefined)
})

/** A fetch answering the given statuses in turn, recording the bodies it received. */
function script(statuses: Array<[number, Record<string, string>?]>) {
  const bodies: string[] = []
  const fn = async (r: Request) => {
    bodies.push(await r.text())
    const [status, headers] = statuses[Math.min(bodies.length - 1, statuses.length - 1)]
    return new Response('{}', { status, headers })
  }
  return { fn, bodies }
}

test('retries 503 with RateLimit reset, then succeeds; the body is sent again each time', async () => {
  const s = script([[503, { ratelimit: '"default";r=0;t=3' }], [200]])
  const waits: number[] = []
  const f = withRetries(s.fn, { sleep: async (ms) => { waits.push(ms) } })
  const res = await f(new Request('http://x/v1/a', { method: 'POST', body: '{"a":1}' }))
  assert.equal(res.status, 200)
  assert.deepEqual(waits, [3000])
  assert.deepEqual(s.bodies, ['{"a":1}', '{"a":1}'])
})

test('without a server wait: exponential back-off with jitter; gives up after maxRetries; 4xx/502 not retried', async () => {
  const waits: number[] = []
  const s = script([[429], [429], [429], [429]])
  const res = await withRetries(s.fn, { maxRetries: 3, baseDelayMs: 100, sleep: async (ms) => { waits.push(ms) } })(new Request('http://x/'))
  assert.equal(res.status, 429)
  assert.equal(s.bodies.length, 4)
  assert.equal(waits.length, 3)
  waits.forEach((w, i) => assert.ok(w >= 50 * 2 ** i && w <= 100 * 2 ** i, `wait ${i}: ${w}`))
  for (const status of [400, 404, 502]) {
    const once = script([[status]])
    assert.equal((await withRetries(once.fn, { sleep: async () => {} })(new Request('http://x/'))).status, status)
    assert.equal(once.bodies.length, 1)
  }
})

test('a failed connection is retried; an aborted request is not', async () => {
  let n = 0
  const flaky = async () => { if (n++ === 0) throw new TypeError('fetch failed'); return new Response('{}') }
  assert.equal((await withRetries(flaky, { sleep: async () => {} })(new Request('http://x/'))).status, 200)
  const ac = new AbortController()
  ac.abort()
  let calls = 0
  const failing = async () => { calls++; throw new DOMException('aborted', 'AbortError') }
  await assert.rejects(withRetries(failing, { sleep: async () => {} })(new Request('http://x/', { signal: ac.signal })))
  assert.equal(calls, 1)
})
