// the hostile cases A1–A5 (docs/benchmarks.md) at the default limits and A6 (hostile upstreams mixed into L3 traffic) against the real
// server process. The hostile upstreams are 10 local servers (10 host:port keys, so the per-host fetch cap does
// not shield the healthy host by accident: together they can take every global fetch slot).
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { spawn } from 'node:child_process'
import { HOSTILE_PATHS } from '../../test/reliability/hostile-upstream.ts'
import type { BenchServer } from './server.ts'
import type { Setup } from './scenarios.ts'

type Autocannon = (opts: Record<string, unknown>) => Promise<any>
const statusesOf = (r: any) => Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]: [string, any]) => [k, v.count]))

/** Each hostile path once, alone, at the server's default limits: status, error code, time, RSS growth. */
async function singles(server: BenchServer, setup: Setup, up: { port: number }) {
  const out: Array<Record<string, unknown>> = []
  for (const path of HOSTILE_PATHS) {
    const rss0 = server.rss()
    const t0 = performance.now()
    const res = await fetch(server.url + '/v1/scrape_metadata', { method: 'POST', headers: setup.headers, body: JSON.stringify({ url: `http://127.0.0.1:${up.port}${path}`, fresh: true }) })
    const json = await res.json() as { error?: { code?: string; details?: { reason?: string } } }
    out.push({ path, status: res.status, code: json.error?.code ?? 'ok', reason: json.error?.details?.reason, ms: Math.round(performance.now() - t0), server_rss_growth_mib: +((server.rss() - rss0) / 2 ** 20).toFixed(1) })
  }
  return out
}

export async function hostileMix(server: BenchServer, setup: Setup) {
  const autocannon = (await import('autocannon' as string)).default as Autocannon
  const duration = Number(process.env.BENCH_DURATION_S ?? 10)
  const warmup = Number(process.env.BENCH_WARMUP_S ?? 3)
  // The hostile upstreams run in their own process (bench/load/hostile-upstreams.ts), like the healthy one.
  const upstreams = spawn(process.execPath, [new URL('./hostile-upstreams.ts', import.meta.url).pathname, String(HOSTILE_PATHS.length)], { stdio: ['ignore', 'pipe', 'inherit'] })
  const ports = await new Promise<number[]>((ok, fail) => {
    upstreams.stdout!.once('data', (c) => ok(JSON.parse(String(c)) as number[]))
    upstreams.once('exit', (code) => fail(new Error(`hostile upstreams exited ${code}`)))
  })
  const ups = ports.map((port) => ({ port }))
  try {
    const single = await singles(server, setup, ups[0])
    const healthy = { url: server.url + setup.path, method: 'POST', headers: setup.headers, body: setup.body, connections: 50 }
    await autocannon({ ...healthy, duration: warmup })
    const base = await autocannon({ ...healthy, duration })
    await server.metric('webintel_nodejs_eventloop_lag_p99_seconds') // reset the server's window
    const hostileRate = Math.max(1, Math.round(base.requests.average / 9)) // hostile = 10 % of all requests at the baseline rate
    // One load generator per hostile kind, each at a tenth of the hostile rate, so the kinds stay evenly mixed.
    // BENCH_A6_KINDS (comma-separated paths) narrows the mix to some kinds, still 10 % of requests in total.
    const kindsWanted = process.env.BENCH_A6_KINDS?.split(',') ?? [...HOSTILE_PATHS]
    const mixPaths = HOSTILE_PATHS.filter((p) => kindsWanted.includes(p))
    const perKind = hostileRate / mixPaths.length
    const rss0 = server.rss()
    const lag = monitorEventLoopDelay({ resolution: 10 }); lag.enable()
    const [mixHealthy, ...kinds] = await Promise.all([
      autocannon({ ...healthy, connections: 45, duration }),
      ...mixPaths.map((p, i) => autocannon({
        url: server.url + setup.path, method: 'POST', headers: setup.headers, body: JSON.stringify({ url: `http://127.0.0.1:${ups[i].port}${p}`, fresh: true }),
        connections: 20, overallRate: perKind, duration, timeout: 30,
      })),
    ])
    const mixHostile = {
      requests: { average: kinds.reduce((a, k) => a + k.requests.average, 0) },
      latency: { p99: Math.max(...kinds.map((k) => k.latency.p99)) },
      errors: kinds.reduce((a, k) => a + k.errors, 0), timeouts: kinds.reduce((a, k) => a + k.timeouts, 0),
      statusCodeStats: kinds.reduce((acc, k) => { for (const [c, v] of Object.entries(k.statusCodeStats ?? {}) as Array<[string, any]>) acc[c] = { count: (acc[c]?.count ?? 0) + v.count }; return acc }, {} as Record<string, { count: number }>),
    }
    const byKind = Object.fromEntries(mixPaths.map((p, i) => [p, { done: kinds[i].requests.total, p50_ms: kinds[i].latency.p50, statuses: statusesOf(kinds[i]) }]))
    lag.disable()
    const figures = {
      single_hostile_requests: single,
      baseline_l3: { req_per_s: Math.round(base.requests.average), p50_ms: base.latency.p50, p99_ms: base.latency.p99, errors: base.errors, statuses: statusesOf(base) },
      mix_healthy: { req_per_s: Math.round(mixHealthy.requests.average), p50_ms: mixHealthy.latency.p50, p99_ms: mixHealthy.latency.p99, max_ms: mixHealthy.latency.max, errors: mixHealthy.errors, timeouts: mixHealthy.timeouts, statuses: statusesOf(mixHealthy) },
      mix_hostile: { target_req_per_s: hostileRate, req_per_s: Math.round(mixHostile.requests.average), p99_ms: mixHostile.latency.p99, errors: mixHostile.errors, timeouts: mixHostile.timeouts, statuses: statusesOf(mixHostile), by_kind: byKind },
      server_rss_mib: +(server.rss() / 2 ** 20).toFixed(1), server_rss_growth_during_mix_mib: +((server.rss() - rss0) / 2 ** 20).toFixed(1),
      server_event_loop_p99_ms: +((await server.metric('webintel_nodejs_eventloop_lag_p99_seconds')) * 1000).toFixed(2),
    }
    const problems: string[] = []
    if (mixHealthy.latency.p99 > 2 * base.latency.p99) problems.push(`healthy p99 ${mixHealthy.latency.p99} ms > 2 × L3 ${base.latency.p99} ms`)
    if (mixHealthy.errors + mixHealthy.timeouts > 0) problems.push(`healthy: ${mixHealthy.errors} errors, ${mixHealthy.timeouts} timeouts`)
    const bad = Object.keys(figures.mix_healthy.statuses).filter((s) => s !== '200')
    if (bad.length) problems.push(`healthy statuses ${bad.map((s) => `${s}×${figures.mix_healthy.statuses[s]}`).join(',')}`)
    const slow = single.filter((s) => ((s.path === '/drip') ? Math.abs((s.ms as number) - 10_000) > 500 : (s.path === '/no-headers') ? (s.ms as number) > 6500 : (s.ms as number) > 3000))
    if (slow.length) problems.push(`single hostile requests out of bounds: ${slow.map((s) => `${s.path} ${s.ms} ms`).join(', ')}`)
    const fat = single.filter((s) => (s.server_rss_growth_mib as number) > 64)
    if (fat.length) problems.push(`RSS growth > 64 MiB: ${fat.map((s) => s.path).join(', ')}`)
    return { figures, problems }
  } finally {
    if (upstreams.exitCode === null && upstreams.signalCode === null) await new Promise((r) => { upstreams.once('exit', r); upstreams.kill('SIGTERM') })
  }
}
