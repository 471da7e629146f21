// `npm run bench:load [ID…]` — load scenarios L1–L4, S1 (soak, BENCH_S1_*) and A6 (hostile mix, BENCH_A6_KINDS) against the real server process (node src/main.ts) on
// loopback, with autocannon in this process. The load generator shares the machine with the server, so
// figures are relative; always report them with the machine's state. Uses SQLite and in-memory limits
// unless DATABASE_URL / REDIS_URL are set. A7 (SSRF corpus through the API) is `node bench/load/ssrf.ts`.
//   BENCH_DURATION_S (default 10; the documented runs use 30), BENCH_WARMUP_S (default 3), BENCH_CONNECTIONS (50),
//   BENCH_SERVER_ENV (JSON object of extra server variables)
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { cpus, loadavg } from 'node:os'
import { startBenchServer, type BenchServer } from './server.ts'
import { closeFixtures, scenarios, type Scenario } from './scenarios.ts'

type Autocannon = (opts: Record<string, unknown>) => Promise<any>
const autocannon = (await import('autocannon' as string)).default as Autocannon

const duration = Number(process.env.BENCH_DURATION_S ?? 10)
const warmup = Number(process.env.BENCH_WARMUP_S ?? 3)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const only = process.argv.slice(2)

async function runScenario(server: BenchServer, s: Scenario) {
  const setup = await s.setup(server)
  const opts = { url: server.url + setup.path, method: setup.method ?? 'GET', headers: setup.headers, body: setup.body, connections }
  await autocannon({ ...opts, duration: warmup })
  const rssBefore = server.rss()
  const lag = monitorEventLoopDelay({ resolution: 10 }); lag.enable()
  const r = await autocannon({ ...opts, duration })
  lag.disable()
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]: [string, any]) => [k, v.count]))
  const out = {
    id: s.id, what: s.what, route: `${opts.method} ${setup.path}`,
    req_per_s: Math.round(r.requests.average), p50_ms: r.latency.p50, p99_ms: r.latency.p99, max_ms: r.latency.max,
    errors: r.errors, timeouts: r.timeouts, statuses,
    server_rss_mib: +(server.rss() / 2 ** 20).toFixed(1), server_rss_growth_mib: +((server.rss() - rssBefore) / 2 ** 20).toFixed(1),
    server_event_loop_p99_ms: +((await server.metric('webintel_nodejs_eventloop_lag_p99_seconds')) * 1000).toFixed(2),
    loadgen_event_loop_p99_ms: +(lag.percentile(99) / 1e6).toFixed(2),
  }
  const verdict = s.check(out, setup)
  return { ...out, target: s.target, pass: verdict.length === 0, problems: verdict }
}

const wanted = scenarios.filter((s) => only.length === 0 || only.includes(s.id))
const report: unknown[] = []
console.log(`# webintel load bench — ${new Date().toISOString()} — ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
console.log(`# ${connections} connections, ${warmup} s warm-up + ${duration} s per scenario; backends: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} + ${process.env.REDIS_URL ? 'Redis' : 'memory'}`)
for (const s of wanted) {
  if (s.pending) { report.push({ id: s.id, what: s.what, target: s.target, pending: s.pending }); console.log(`${s.id}: pending — ${s.pending}`); continue }
  // BENCH_SERVER_ENV='{"NAME":"value"}' overrides server variables for an experiment (say so with the figures).
  const server = await startBenchServer({ ...s.env, ...JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}') })
  try {
    if (s.run) {
      const setup = await s.setup(server)
      const { figures, problems } = await s.run(server, setup)
      report.push({ id: s.id, what: s.what, target: s.target, pass: problems.length === 0, problems, ...figures })
      console.log(`${s.id}: ${problems.length ? 'FAIL' : 'PASS'} ${JSON.stringify(figures)}${problems.length ? ' — ' + problems.join('; ') : ''}`)
      continue
    }
    const r = await runScenario(server, s)
    report.push(r)
    console.log(`${r.id}: ${r.pass ? 'PASS' : 'FAIL'} ${r.req_per_s} req/s, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, errors ${r.errors}, statuses ${JSON.stringify(r.statuses)}, server RSS ${r.server_rss_mib} MiB (+${r.server_rss_growth_mib}), server event-loop p99 ${r.server_event_loop_p99_ms} ms${r.problems.length ? ' — ' + r.problems.join('; ') : ''}`)
  } finally { await server.stop() }
}
await closeFixtures()
console.log(JSON.stringify({ load_average_at_end: loadavg(), results: report }, null, 2))
