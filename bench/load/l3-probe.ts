// `node bench/load/l3-probe.ts` — where the time of an L3 fetch slot goes. Runs L3 (50 connections, one host,
// per-host cap 8, 20 ms fixture latency) against the real server and watches the fixture: TCP connections
// opened (keep-alive reuse), time-weighted requests in flight at the fixture (8 would mean the cap is the only
// bound), and the gap on each socket between our response end and the next request (server-side time per slot
// handover: response parse, slot release, waiter wake-up, next request write).
//   PROBE_ENV='{"WEBINTEL_LOG_LEVEL":"warn"}' adds server env; BENCH_DURATION_S (10).
import { createServer } from 'node:http'
import type { Socket } from 'node:net'
import { startBenchServer } from './server.ts'

type Autocannon = (opts: Record<string, unknown>) => Promise<any>
const autocannon = (await import('autocannon' as string)).default as Autocannon
const duration = Number(process.env.BENCH_DURATION_S ?? 10)
const latency = Number(process.env.PROBE_LATENCY_MS ?? 20)

const page = '<!doctype html><html><head><title>probe</title></head><body>' + '<p>Webintel probe paragraph with enough words to look like an article.</p>\n'.repeat(140) + '</body></html>'
let connections = 0, inFlight = 0, weighted = 0, last = performance.now(), measuring = false
const gaps: number[] = []
const lastEnd = new WeakMap<Socket, number>()
const tick = () => { const now = performance.now(); if (measuring) weighted += inFlight * (now - last); last = now }
const fixture = createServer((req, res) => {
  const sock = req.socket
  const prev = lastEnd.get(sock)
  if (measuring && prev !== undefined) gaps.push(performance.now() - prev)
  tick(); inFlight++
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(page, () => { tick(); inFlight--; lastEnd.set(sock, performance.now()) })
  }, latency)
})
fixture.on('connection', () => { if (measuring) connections++ })
fixture.keepAliveTimeout = 5000
await new Promise<void>((r) => fixture.listen(0, '127.0.0.1', r))
const target = `http://127.0.0.1:${(fixture.address() as { port: number }).port}/a`

const server = await startBenchServer({ WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000', ...JSON.parse(process.env.PROBE_ENV ?? '{}') })
try {
  const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'probe', '--rate-limit', '100000000', '--json']))
  const opts = { url: server.url + '/v1/scrape_metadata', method: 'POST', headers: { 'x-api-key': key.api_key, 'content-type': 'application/json' }, body: JSON.stringify({ url: target, fresh: true }), connections: 50 }
  await autocannon({ ...opts, duration: 3 })
  measuring = true; weighted = 0; last = performance.now()
  const t0 = performance.now()
  const r = await autocannon({ ...opts, duration })
  tick(); measuring = false
  const span = performance.now() - t0
  gaps.sort((a, b) => a - b)
  const q = (p: number) => +(gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))] ?? NaN).toFixed(2)
  console.log(JSON.stringify({
    env: process.env.PROBE_ENV ?? '{}', req_per_s: Math.round(r.requests.average), p99_ms: r.latency.p99, statuses: Object.keys(r.statusCodeStats ?? {}),
    fixture_new_connections: connections, fixture_mean_in_flight: +(weighted / span).toFixed(2), fixture_latency_ms: latency,
    socket_gap_ms: { p50: q(0.5), p90: q(0.9), p99: q(0.99), mean: +(gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(2) },
    server_event_loop_p99_ms: +((await server.metric('webintel_nodejs_eventloop_lag_p99_seconds')) * 1000).toFixed(2),
  }))
} finally {
  await server.stop()
  fixture.closeAllConnections(); fixture.close()
}
