// Hostile-conditions checks C1 (slow upstream, bounded fetch line) and C2 (connection reset mid-body) against the real safe fetcher.
// Policy on: a stub network maps a public address to the fault proxy on 127.0.0.1, which forwards to a
// local fixture server — the production code path runs and no packet leaves loopback.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createSafeFetcher } from '../../src/fetch/safe-fetcher.ts'
import { AppError } from '../../src/errors.ts'
import { PUBLIC_A, startHttp, stubNet, type Fixture } from '../helpers/net-stub.ts'
import { createFaultProxy, type FaultProxy } from './fault-proxy.ts'

const PAGE = `<!doctype html><html><head><title>fixture</title></head><body>${'<p>lorem ipsum dolor sit amet</p>'.repeat(300)}</body></html>`
const BIG = 'x'.repeat(400_000)

describe('C1/C2: hostile network conditions between the safe fetcher and an upstream', () => {
  let upstream: Fixture, proxy: FaultProxy
  const unhandled: unknown[] = []
  const onUnhandled = (err: unknown) => { unhandled.push(err) }
  before(async () => {
    upstream = await startHttp((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(req.url === '/big' ? BIG : PAGE)
    })
    proxy = await createFaultProxy({ host: '127.0.0.1', port: upstream.port })
    process.on('unhandledRejection', onUnhandled)
  })
  after(async () => {
    process.off('unhandledRejection', onUnhandled)
    await proxy.close()
    await upstream.close()
  })
  const fetcher = (o: { timeoutMs: number; concurrency?: number; perHostConcurrency?: number; queueMax?: number }) => {
    const net = stubNet({ 'slow.example.com': [[PUBLIC_A]] }, { [PUBLIC_A]: proxy.port })
    return createSafeFetcher({ ...o, headersTimeoutMs: 5000, cacheTtlMs: 0, resolve: net.resolve, connect: net.connect })
  }
  const outcome = async (p: Promise<unknown>) => {
    const t0 = performance.now()
    try { await p; return { code: 'ok', ms: performance.now() - t0 } } catch (err) {
      assert.ok(err instanceof AppError, `only AppErrors escape the fetcher, got ${String(err)}`)
      return { code: err.code, ms: performance.now() - t0 }
    }
  }

  test('C1: +2 s upstream latency ends at the overall deadline, waiting callers included', async (t) => {
    const f = fetcher({ timeoutMs: 1000, concurrency: 2, perHostConcurrency: 2 })
    try {
      proxy.latencyMs = 0
      assert.equal((await outcome(f.fetch('http://slow.example.com/'))).code, 'ok')
      proxy.latencyMs = 2000
      const one = await outcome(f.fetch('http://slow.example.com/', { fresh: true }))
      assert.equal(one.code, 'upstream_timeout')
      // Not before the deadline, and well before the 2 s answer would have come (speed is bench/load's job).
      assert.ok(one.ms >= 900 && one.ms < 1900, `ended after ${one.ms.toFixed(0)} ms (deadline 1000)`)
      // 8 callers on 2 connection slots: the 6 waiting in line must not outlive their own deadline.
      const many = await Promise.all(Array.from({ length: 8 }, () => outcome(f.fetch('http://slow.example.com/', { fresh: true }))))
      const worst = Math.max(...many.map((m) => m.ms))
      t.diagnostic(`one slow fetch ended after ${one.ms.toFixed(0)} ms; 8 concurrent on 2 slots: all ${[...new Set(many.map((m) => m.code))].join(',')}, slowest ${worst.toFixed(0)} ms`)
      assert.deepEqual([...new Set(many.map((m) => m.code))], ['upstream_timeout'])
      assert.ok(worst < 1900, `slowest ended after ${worst.toFixed(0)} ms`)
    } finally { proxy.latencyMs = 0; await f.close() }
  })

  test('C1: overflow of the fetch line answers 503 + Retry-After at once; the callers in line still end at their deadline', async (t) => {
    const f = fetcher({ timeoutMs: 1000, concurrency: 2, perHostConcurrency: 2, queueMax: 3 })
    try {
      proxy.latencyMs = 2000
      // 2 in flight + 3 in line fill everything; the next 4 find the line full.
      let settled = 0
      const held = Array.from({ length: 5 }, () => outcome(f.fetch('http://slow.example.com/', { fresh: true })).finally(() => settled++))
      await new Promise((r) => setTimeout(r, 50))
      const refused: AppError[] = []
      const t0 = performance.now()
      for (let i = 0; i < 4; i++) {
        try { await f.fetch('http://slow.example.com/', { fresh: true }); assert.fail('the overflow fetch succeeded') } catch (err) {
          assert.ok(err instanceof AppError); refused.push(err)
        }
      }
      const refuseMs = performance.now() - t0
      const settledAtRefusal = settled
      for (const err of refused) {
        assert.equal(err.code, 'service_unavailable')
        assert.equal(err.status, 503)
        assert.match(err.headers?.['retry-after'] ?? '', /^[1-9][0-9]*$/)
      }
      // "At once": all four were refused while every admitted fetch was still held (none can end before 1 s).
      assert.equal(settledAtRefusal, 0, `4 refusals took ${refuseMs.toFixed(0)} ms; ${settledAtRefusal} held fetches had ended meanwhile`)
      const rest = await Promise.all(held)
      t.diagnostic(`4 overflow fetches refused in ${refuseMs.toFixed(1)} ms (Retry-After ${refused[0].headers?.['retry-after']} s); the 5 admitted: ${[...new Set(rest.map((m) => m.code))].join(',')}, slowest ${Math.max(...rest.map((m) => m.ms)).toFixed(0)} ms`)
      assert.deepEqual([...new Set(rest.map((m) => m.code))], ['upstream_timeout'])
      assert.ok(Math.max(...rest.map((m) => m.ms)) < 1900)
      // The line drained: with a fast upstream again the fetcher serves normally.
      proxy.latencyMs = 0
      assert.equal((await outcome(f.fetch('http://slow.example.com/', { fresh: true }))).code, 'ok')
    } finally { proxy.latencyMs = 0; await f.close() }
  })

  test('C2: a connection reset mid-body maps to fetch_failed, leaves no unhandled rejection, and the next fetch works', async () => {
    const f = fetcher({ timeoutMs: 5000 })
    try {
      proxy.resetAfterBytes = 20_000
      const cut = await outcome(f.fetch('http://slow.example.com/big'))
      assert.equal(cut.code, 'fetch_failed')
      proxy.resetAfterBytes = 0
      const again = await outcome(f.fetch('http://slow.example.com/big', { fresh: true }))
      assert.equal(again.code, 'ok')
      await new Promise((r) => setTimeout(r, 50))
      assert.deepEqual(unhandled, [])
    } finally { proxy.resetAfterBytes = 0; await f.close() }
  })
})
