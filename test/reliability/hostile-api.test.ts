// the hostile cases A1–A5 (docs/benchmarks.md) through the HTTP API: POST /v1/scrape_metadata on the real server (in-process, address
// policy on: a stub resolver maps public names to the hostile fixture on 127.0.0.1) against each hostile
// upstream. Every request must end within its bound with the right error, without growing memory or stalling
// the event loop beyond the bound. Deadlines are shortened (2 s total, 1 s headers) to keep the suite quick;
// bench/load (A1-A5, A6) runs the defaults and times them; here outcomes are asserted (status, reason, memory,
// event-loop stall), not speed. Each request runs alone, so the stall seen is its own.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { PUBLIC_A, stubNet } from '../helpers/net-stub.ts'
import { attrsPage, startHostileUpstream, type HostileUpstream } from './hostile-upstream.ts'

const TIMEOUT_MS = 2000
const HEADERS_MS = 1000

/** The hostile upstream, reached as `host` (a public name in the stub zone), and a service with `env` and a key. */
async function serviceBehindHostile(host: string, env: Record<string, string>) {
  const up = await startHostileUpstream()
  const net = stubNet({ [host]: [[PUBLIC_A]] }, { [PUBLIC_A]: up.port })
  const svc = await startService({ WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_LOG_LEVEL: 'warn', ...env }, { net })
  const key = (await svc.newKey({ rateLimitPerMinute: 10_000 })).apiKey
  return { up, svc, key }
}

describe('A1–A5: hostile upstreams through POST /v1/scrape_metadata', () => {
  let up: HostileUpstream, svc: Running, key: string
  before(async () => {
    ;({ up, svc, key } = await serviceBehindHostile('hostile.fixture-web.com', {
      WEBINTEL_FETCH_TIMEOUT_MS: String(TIMEOUT_MS), WEBINTEL_FETCH_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    }))
    await scrape('/ok') // warm the route, the parser and the connection pool
    attrsPage(200_000) // the fixture builds its page before any stall is measured
  })
  after(async () => { await svc.close(); await up.close() })

  /** Pages parsed so far in the extraction pool's worker threads (webintel_extract_pages_total). */
  async function pagesInWorkers(): Promise<number> {
    const text = await (await fetch(svc.url + '/metrics')).text()
    return Number(/^webintel_extract_pages_total\{lane="large",where="worker"\} (\d+)$/m.exec(text)?.[1] ?? 0)
  }

  async function scrape(path: string) {
    global.gc?.()
    const rss0 = process.memoryUsage.rss()
    const lag = monitorEventLoopDelay({ resolution: 5 }); lag.enable()
    const t0 = performance.now()
    const r = await postJson(svc.url + '/v1/scrape_metadata', { url: `http://hostile.fixture-web.com${path}`, fresh: true }, { 'x-api-key': key })
    const ms = performance.now() - t0
    lag.disable()
    return { status: r.status, code: r.json?.error?.code as string | undefined, details: r.json?.error?.details, data: r.json?.data, ms, rssGrowMiB: (process.memoryUsage.rss() - rss0) / 2 ** 20, stallMs: lag.max / 1e6, retryAfter: r.headers.get('retry-after') }
  }
  const show = (t: { diagnostic(s: string): void }, path: string, o: Awaited<ReturnType<typeof scrape>>) =>
    t.diagnostic(`${path}: ${o.status} ${o.code ?? 'ok'} in ${o.ms.toFixed(0)} ms, RSS +${o.rssGrowMiB.toFixed(1)} MiB, longest event-loop stall ${o.stallMs.toFixed(1)} ms`)

  for (const path of ['/gzip-bomb', '/br-bomb']) {
    test(`A1 ${path}: refused as a decompression bomb (502, not the 504 of the deadline), RSS growth <= 64 MiB`, async (t) => {
      const o = await scrape(path)
      show(t, path, o)
      assert.ok(o.rssGrowMiB <= 64, `RSS grew ${o.rssGrowMiB.toFixed(1)} MiB`)
      assert.equal(o.status, 502)
      assert.equal(o.code, 'fetch_failed')
      assert.equal(o.details?.reason, 'decompression_bomb')
    })
  }

  test('A2 endless chunked body: cut at the size cap and answered (200), not left to the 504 of the deadline', async (t) => {
    const inWorkers = await pagesInWorkers()
    const o = await scrape('/endless')
    show(t, '/endless', o)
    assert.equal(o.status, 200, `${o.status} ${o.code}`)
    assert.equal(await pagesInWorkers(), inWorkers + 1, 'the capped 5 MiB body was parsed off the request thread')
    // No RSS bound here (only A1 has a memory bound): the 5 MiB body, its decoded text and the parse are
    // garbage not yet collected, which in-process RSS counts (48–68 MiB seen).
  })

  test('A3 1-byte drip ends at the total deadline; missing headers end at the headers deadline (504)', async (t) => {
    const drip = await scrape('/drip')
    show(t, '/drip', drip)
    assert.equal(drip.status, 504)
    assert.equal(drip.code, 'upstream_timeout')
    assert.ok(Math.abs(drip.ms - TIMEOUT_MS) <= 500, `ended after ${drip.ms.toFixed(0)} ms, deadline ${TIMEOUT_MS}`)
    const silent = await scrape('/no-headers')
    show(t, '/no-headers', silent)
    assert.equal(silent.status, 504)
    assert.ok(Math.abs(silent.ms - HEADERS_MS) <= 500, `ended after ${silent.ms.toFixed(0)} ms, headers deadline ${HEADERS_MS}`)
  })

  test('A4 a redirect chain is refused at hop 6 and a loop at once (502 fetch_failed, reason redirects)', async (t) => {
    for (const path of ['/loop/0', '/cycle-a']) {
      const o = await scrape(path)
      show(t, path, o)
      assert.equal(o.status, 502)
      assert.equal(o.code, 'fetch_failed')
      assert.equal(o.details?.reason, 'redirects')
    }
  })

  // The documented bound is a 100 ms stall; benchmarks measure it (bench/load A6 at the defaults, and
  // `npm run bench:healthz-under-load`), not this test: on a CPU-starved machine any thread can wait longer than
  // that for a core (140 ms seen here beside a CI run). Here the mechanism is asserted — pages over 512 KiB are
  // parsed in the worker pool, counted by the pool's own metric — and the stall only has to stay under a second,
  // which still catches a freeze like the one these pages once caused (minutes).
  for (const [path, large] of [['/nested?depth=3000', false], ['/nested?depth=100000', false], ['/attrs?count=200000', true], ['/huge-attr?mib=50', true]] as const) {
    test(`A5 ${path}: no crash, answered, ${large ? 'parsed in the worker pool, ' : ''}no long event-loop stall`, async (t) => {
      const inWorkers = await pagesInWorkers()
      const o = await scrape(path)
      show(t, path, o)
      assert.ok(o.status < 500, `status ${o.status} ${o.code}`)
      assert.equal(await pagesInWorkers(), inWorkers + (large ? 1 : 0))
      assert.ok(o.stallMs <= 1000, `event loop stalled ${o.stallMs.toFixed(0)} ms`)
      const health = await fetch(svc.url + '/healthz')
      assert.equal(health.status, 200)
    })
  }
})

describe('C1 through the API: a full fetch line answers 503 with Retry-After at once', () => {
  let up: HostileUpstream, svc: Running, key: string
  before(async () => {
    ;({ up, svc, key } = await serviceBehindHostile('silent.fixture-web.com', {
      WEBINTEL_FETCH_TIMEOUT_MS: '1500', WEBINTEL_FETCH_HEADERS_TIMEOUT_MS: '1000',
      WEBINTEL_FETCH_PER_HOST_CONCURRENCY: '1', WEBINTEL_FETCH_QUEUE_MAX: '1',
    }))
  })
  after(async () => { await svc.close(); await up.close() })

  test('one in flight, one in line, the third refused with 503 service_unavailable + Retry-After', async (t) => {
    const call = () => postJson(svc.url + '/v1/scrape_metadata', { url: 'http://silent.fixture-web.com/no-headers', fresh: true }, { 'x-api-key': key })
    const first = call()
    for (let i = 0; i < 500 && up.received === 0; i++) await new Promise((r) => setTimeout(r, 10)) // in flight
    assert.equal(up.received, 1)
    const second = call()
    await new Promise((r) => setTimeout(r, 300)) // past authentication, into the line (the first holds the host for 1 s)
    assert.equal(up.received, 1, 'the second request waits in line')
    let firstEnded = false
    first.then(() => { firstEnded = true }, () => { firstEnded = true })
    const t0 = performance.now()
    const third = await call()
    const ms = performance.now() - t0
    t.diagnostic(`third request: ${third.status} ${third.json?.error?.code} in ${ms.toFixed(1)} ms, Retry-After ${third.headers.get('retry-after')}`)
    assert.equal(third.status, 503)
    assert.equal(third.json?.success, false)
    assert.equal(third.json?.error?.code, 'service_unavailable')
    assert.match(third.headers.get('retry-after') ?? '', /^[1-9][0-9]*$/)
    // "At once": refused while the first still waits for headers it can only give up on at 1 s.
    assert.equal(firstEnded, false, `the refusal took ${ms.toFixed(0)} ms, after the first request had ended`)
    const [a, b] = await Promise.all([first, second])
    assert.equal(a.status, 504)
    assert.equal(b.status, 504)
  })
})
