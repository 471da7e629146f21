// Scale-out: Prometheus metrics at /metrics (request rate/latency, rate-limit decisions, cache, queue depth).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { getJson, startService } from '../helpers/start-service.ts'
import { createMetrics, timeOutbound } from '../../src/metrics/registry.ts'
import { metricsAccess } from '../../src/metrics/http.ts'
import { instrumentFetcher } from '../../src/metrics/instrument.ts'
import type { SafeFetcher } from '../../src/fetch/types.ts'
import { cached } from '../../src/cache/cache.ts'
import { AppError } from '../../src/errors.ts'
import { clearOfWindowEnd } from '../helpers/rate-window.ts'

test('/metrics counts requests per operation and status, rate-limit rejections, cache lookups and queue depth', async () => {
  const svc = await startService()
  try {
    await clearOfWindowEnd(60_000, 10_000) // the three calls below count in one one-minute window
    const key = await svc.newKey({ rateLimitPerMinute: 2 })
    const h = { 'x-api-key': key.apiKey }
    const statuses = []
    // No `domain`: authenticated and counted by the limiter, then 400 from validation (no engine, no network).
    for (let i = 0; i < 3; i++) statuses.push((await getJson(`${svc.url}/v1/whois_lookup`, h)).status)
    assert.deepEqual(statuses, [400, 400, 429])
    assert.equal((await getJson(`${svc.url}/v1/whois_lookup`)).status, 401)
    const ck = `metrics-test:${Date.now()}:${Math.random()}` // the Redis cache outlives the test
    await cached(svc.services.cache, ck, 60_000, async () => 1)
    await cached(svc.services.cache, ck, 60_000, async () => 1)
    await svc.services.queue.add('no.such.kind', null, { delayMs: 60_000 })

    const res = await fetch(`${svc.url}/metrics`)
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/)
    const body = await res.text()
    const value = (re: RegExp) => Number(re.exec(body)?.[1])
    assert.equal(value(/^webintel_http_requests_total\{operation="whois_lookup",method="GET",status="400"\} (\d+)$/m), 2)
    assert.equal(value(/^webintel_http_requests_total\{operation="whois_lookup",method="GET",status="429"\} (\d+)$/m), 1)
    assert.equal(value(/^webintel_http_requests_total\{operation="whois_lookup",method="GET",status="401"\} (\d+)$/m), 1)
    assert.equal(value(/^webintel_http_request_duration_seconds_count\{operation="whois_lookup",method="GET",status="400"\} (\d+)$/m), 2)
    assert.equal(value(/^webintel_rate_limit_decisions_total\{result="rejected"\} (\d+)$/m), 1)
    // Two API calls admitted, plus the 401's failed-credential count (every limiter decision is counted).
    assert.equal(value(/^webintel_rate_limit_decisions_total\{result="allowed"\} (\d+)$/m), 3)
    assert.equal(value(/^webintel_cache_requests_total\{result="hit"\} (\d+)$/m), 1)
    assert.equal(value(/^webintel_cache_requests_total\{result="miss"\} (\d+)$/m), 1)
    assert.ok(value(/^webintel_queue_jobs\{queue="default",state="delayed"\} (\d+)$/m) >= 1)
    // The extraction pool starts with the service (2 workers by default here): read at scrape time.
    assert.equal(value(/^webintel_extract_pool\{state="threads"\} (\d+)$/m), svc.services.config.extract.workers)
    assert.equal(value(/^webintel_extract_pool\{state="queued"\} (\d+)$/m), 0)
    assert.equal(value(/^webintel_extract_pool\{state="fallback"\} (\d+)$/m), 0)
    assert.equal(value(/^webintel_extract_worker_restarts_total (\d+)$/m), 0)
    assert.match(body, /^webintel_process_resident_memory_bytes \d+/m)
    assert.match(body, /^webintel_nodejs_eventloop_lag_p99_seconds /m)
    // Unknown URLs share one label value (no cardinality blow-up from scanners).
    await getJson(`${svc.url}/nope/${Math.random()}`)
    const again = await (await fetch(`${svc.url}/metrics`)).text()
    assert.match(again, /^webintel_http_requests_total\{operation="unmatched",method="GET",status="404"\} 1$/m)
    assert.doesNotMatch(again, /nope/)
    // Through a reverse proxy on the same host the peer is loopback too: forwarded requests are refused.
    assert.equal((await fetch(`${svc.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status, 404)
  } finally { await svc.close() }
})

test('metrics access: loopback peers without a token; only the bearer token when one is set', () => {
  const open = metricsAccess(undefined)
  assert.equal(open(undefined, '127.0.0.1'), true)
  assert.equal(open(undefined, '::1'), true)
  assert.equal(open(undefined, '::ffff:127.0.0.1'), true)
  assert.equal(open(undefined, '10.0.0.5'), false)
  assert.equal(open(undefined, '::ffff:10.0.0.5'), false)
  assert.equal(open(undefined, undefined), false)
  assert.equal(open(undefined, '127.0.0.1', true), false, 'a request forwarded by a local reverse proxy is remote')
  const locked = metricsAccess('s3cret-token-0123456789')
  assert.equal(locked('Bearer s3cret-token-0123456789', '10.0.0.5'), true)
  assert.equal(locked(undefined, '127.0.0.1'), false)
  assert.equal(locked('Bearer wrong', '127.0.0.1'), false)
  assert.equal(locked('Basic s3cret-token-0123456789', '127.0.0.1'), false)
})

test('timeOutbound records latency by outcome and counts errors by code, rethrowing unchanged', async () => {
  const m = createMetrics({ defaultMetrics: false })
  assert.equal(await timeOutbound(m, 'fetch', 'web', async () => 42), 42)
  const err = new AppError('upstream_timeout', 'slow')
  await assert.rejects(timeOutbound(m, 'whois', 'rdap', async () => { throw err }), (e) => e === err)
  const text = await m.registry.metrics()
  assert.match(text, /^webintel_fetch_duration_seconds_count\{outcome="ok"\} 1$/m)
  assert.match(text, /^webintel_whois_duration_seconds_count\{source="rdap",outcome="upstream_timeout"\} 1$/m)
  assert.match(text, /^webintel_outbound_errors_total\{kind="whois",code="upstream_timeout"\} 1$/m)
})

test('instrumentFetcher times every fetch through the SafeFetcher contract', async () => {
  const m = createMetrics({ defaultMetrics: false })
  let calls = 0
  const inner = {
    async fetch() { calls++; if (calls === 2) throw new AppError('fetch_blocked', 'private address'); return { status: 200 } },
    async close() {},
  } as unknown as SafeFetcher
  const f = instrumentFetcher(inner, m)
  await f.fetch('https://example.com/')
  await assert.rejects(f.fetch('http://10.0.0.1/'), { code: 'fetch_blocked' })
  const text = await m.registry.metrics()
  assert.match(text, /^webintel_fetch_duration_seconds_count\{outcome="ok"\} 1$/m)
  assert.match(text, /^webintel_fetch_duration_seconds_count\{outcome="fetch_blocked"\} 1$/m)
  assert.match(text, /^webintel_outbound_errors_total\{kind="fetch",code="fetch_blocked"\} 1$/m)
})
