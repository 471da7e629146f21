import { readdirSync } from 'node:fs'
import { spawn, type ChildProcess } from 'node:child_process'
import type { BenchServer } from './server.ts'
import { accessToken } from './oauth-token.ts'
import { hostileMix } from './hostile-mix.ts'

export interface Setup { path: string; method?: string; headers: Record<string, string>; body?: string; note?: string }
export interface Outcome { req_per_s: number; p99_ms: number; errors: number; timeouts: number; statuses: Record<string, number> }

/**
 * The L3 upstream: a 10 KB HTML page answered after 20 ms, on 127.0.0.1, in a process of its own
 * (bench/load/upstream.ts). The server under test reaches it with WEBINTEL_FETCH_ALLOW_PRIVATE=true
 * (loopback benchmark only).
 */
let fixture: { proc: ChildProcess; url: string } | undefined
export async function l3Fixture(): Promise<string> {
  if (fixture) return fixture.url
  const proc = spawn(process.execPath, [new URL('./upstream.ts', import.meta.url).pathname], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<string>((resolve, reject) => {
    proc.stdout!.once('data', (c) => resolve(String(c).trim()))
    proc.once('exit', (code) => reject(new Error(`L3 upstream exited ${code}`)))
  })
  fixture = { proc, url: `http://127.0.0.1:${port}/article` }
  return fixture.url
}
export function closeFixtures(): Promise<void> {
  const f = fixture
  fixture = undefined
  if (!f || f.proc.exitCode !== null) return Promise.resolve()
  return new Promise((r) => { f.proc.once('exit', () => r()); f.proc.kill('SIGTERM') })
}

export interface Scenario {
  id: string
  what: string
  target: string
  /** Why the scenario cannot run yet (it needs an engine that is not on main). */
  pending?: string
  env?: Record<string, string>
  setup(server: BenchServer): Promise<Setup>
  /** Problems found (empty = the target holds). */
  check(o: Outcome, setup: Setup): string[]
  /** A scenario with its own load shape (S1, A*) runs itself and returns its figures and problems. */
  run?(server: BenchServer, setup: Setup): Promise<{ figures: Record<string, unknown>; problems: string[] }>
}

// The cheapest authenticated request that works whatever engines exist: GET /v1/whois_lookup without
// `domain` runs the key check (checksum, HMAC, memoised record), the rate limiter (onRequest hooks),
// query validation and the error envelope, and answers 400 — it never reaches the WHOIS engine or the
// network. (A cached WHOIS answer would add one cache read and the response serialisation.)
const CHEAP = '/v1/whois_lookup'

const none = () => Promise.resolve({ path: '/', headers: {} })


/** What a throughput scenario missed: rate, p99, errors, or any status other than 200. */
function throughputProblems(o: Outcome, minReqPerS: number, maxP99Ms: number): string[] {
  const p: string[] = []
  if (o.req_per_s < minReqPerS) p.push(`${o.req_per_s} req/s < ${minReqPerS.toLocaleString('en')}`)
  if (o.p99_ms > maxP99Ms) p.push(`p99 ${o.p99_ms} ms > ${maxP99Ms}`)
  if (o.errors + o.timeouts > 0) p.push(`${o.errors} errors, ${o.timeouts} timeouts`)
  const other = Object.keys(o.statuses).filter((s) => s !== '200')
  if (other.length) p.push(`unexpected statuses ${other.map((s) => `${s}×${o.statuses[s]}`).join(',')}`)
  return p
}

export const scenarios: Scenario[] = [
  {
    id: 'L1', what: 'authenticated cheap route (key check + memoised key record + limiter)', target: '>= 5,000 req/s, p99 <= 25 ms, 0 errors',
    env: { WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000' },
    async setup(server) {
      const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'bench-l1', '--rate-limit', '100000000', '--json']))
      return { path: CHEAP, headers: { 'x-api-key': key.api_key } }
    },
    check(o) {
      const p: string[] = []
      if (o.req_per_s < 5000) p.push(`${o.req_per_s} req/s < 5,000`)
      if (o.p99_ms > 25) p.push(`p99 ${o.p99_ms} ms > 25`)
      if (o.errors + o.timeouts > 0) p.push(`${o.errors} errors, ${o.timeouts} timeouts`)
      const other = Object.keys(o.statuses).filter((s) => s !== '400')
      if (other.length) p.push(`unexpected statuses ${other.join(',')}`)
      return p
    },
  },
  {
    id: 'L4', what: 'over-quota traffic on one key', target: 'only 429s with Retry-After + RateLimit fields, 0 5xx',
    async setup(server) {
      const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'bench-l4', '--rate-limit', '1', '--json']))
      const headers = { 'x-api-key': key.api_key }
      await (await fetch(server.url + CHEAP, { headers })).arrayBuffer() // spends the quota of 1
      const res = await fetch(server.url + CHEAP, { headers })
      await res.arrayBuffer()
      const h = ['retry-after', 'ratelimit', 'ratelimit-policy'].filter((n) => !res.headers.get(n))
      if (res.status !== 429 || h.length) throw new Error(`L4 setup: status ${res.status}, missing ${h.join(',')}`)
      // Stay inside one window: the bench runs only when the minute has room for warm-up + duration.
      const left = 60_000 - (Date.now() % 60_000)
      const need = (Number(process.env.BENCH_WARMUP_S ?? 3) + Number(process.env.BENCH_DURATION_S ?? 10)) * 1000 + 2000
      if (left < need) await new Promise((r) => setTimeout(r, left + 200)).then(async () => { await (await fetch(server.url + CHEAP, { headers })).arrayBuffer() })
      return { path: CHEAP, headers, note: `sample 429 carried Retry-After ${res.headers.get('retry-after')}, ${res.headers.get('ratelimit')}` }
    },
    check(o) {
      const p: string[] = []
      const other = Object.keys(o.statuses).filter((s) => s !== '429')
      if (other.length) p.push(`non-429 statuses ${other.map((s) => `${s}×${o.statuses[s]}`).join(',')}`)
      if (o.errors + o.timeouts > 0) p.push(`${o.errors} errors, ${o.timeouts} timeouts`)
      return p
    },
  },
  {
    id: 'L2', what: 'GET /user_data with an OAuth bearer token: the token row (and the user row) read from SQLite on every request', target: '>= 2,000 req/s, p99 <= 50 ms, 0 errors',
    env: { WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000' },
    setup: l2Setup,
    check: (o) => throughputProblems(o, 2000, 50),
  },
  {
    id: 'L3', what: 'POST /v1/scrape_metadata against a local 10 KB page with 20 ms latency, cache off (fresh: true, response cache TTL 0)', target: '>= 300 req/s, p99 <= 250 ms, 0 errors',
    // Default fetch limits otherwise (per-host concurrency 8: every request here goes to one host).
    env: { WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000' },
    setup: l3Setup,
    check: (o) => throughputProblems(o, 300, 250),
  },
  {
    id: 'L3-many-hosts', what: 'L3 with the per-host fetch cap lifted to 50 — as if the 50 connections scraped 50 different sites (the default cap of 8 in flight per host bounds one host to ~8 / latency)', target: '>= 300 req/s, p99 <= 250 ms, 0 errors',
    env: { WEBINTEL_FETCH_PER_HOST_CONCURRENCY: '50', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000' },
    setup: l3Setup,
    check: (o) => throughputProblems(o, 300, 250),
  },
  {
    id: 'S1', what: 'soak: L2 traffic at a fixed rate (BENCH_S1_RATE, default 1,000 req/s = 50 % of the L2 target) for BENCH_S1_DURATION_S (600) after BENCH_S1_WARMUP_S (60)',
    target: 'RSS growth <= 10 % after warm-up, event-loop delay p99 <= 50 ms, FDs back to baseline, 0 errors',
    env: { WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000' },
    setup: l2Setup,
    check: () => [],
    run: soak,
  },
  {
    id: 'A6', what: 'A1–A5 hostile upstreams once each at the default limits, then L3 alone, then L3 (45 connections) with hostile requests at 10 % of the L3 rate over 10 hostile host:ports',
    target: 'singles within their bounds (drip 10 s ± 0.5, silent headers ~5 s, others <= 3 s), RSS growth <= 64 MiB each; healthy p99 <= 2 × L3 p99, 0 errors/non-200 on healthy requests',
    env: { WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000' },
    setup: l3Setup,
    check: () => [],
    run: hostileMix,
  },
  {
    id: 'A7', what: 'SSRF corpus (../shared/data/ssrf/) through the HTTP API: four URL-fetching operations, in-process service on the corpus stub network (bench/load/ssrf.ts)',
    target: '100 % refused, 0 canary hits, literal refusals < 5 ms median', setup: none, check: () => [],
    async run() {
      const { spawnSync } = await import('node:child_process')
      const r = spawnSync(process.execPath, ['bench/load/ssrf.ts', '3'], { cwd: new URL('../..', import.meta.url).pathname, encoding: 'utf8' })
      if (r.status !== 0) return { figures: {}, problems: [`bench/load/ssrf.ts exited ${r.status}: ${r.stderr.slice(-300)}`] }
      const out = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as { pass: boolean; canary_hits: number; refused_all: boolean; results: unknown[] }
      return { figures: { canary_hits: out.canary_hits, refused_all: out.refused_all, results: out.results }, problems: out.pass ? [] : ['see figures: not all refused, a canary hit, or a literal median >= 5 ms'] }
    },
  },
]

async function l2Setup(server: BenchServer): Promise<Setup> {
  const headers = { authorization: `Bearer ${await accessToken(server)}` }
  const probe = await fetch(server.url + '/user_data', { headers })
  const json = await probe.json() as { email?: string }
  if (probe.status !== 200 || !json.email) throw new Error(`L2 setup: ${probe.status} ${JSON.stringify(json).slice(0, 300)}`)
  return { path: '/user_data', headers, note: `sample user ${json.email}` }
}

type Autocannon = (opts: Record<string, unknown>) => Promise<any>
const fdCount = (pid: number) => readdirSync(`/proc/${pid}/fd`).length

/** S1: a fixed request rate for minutes; RSS and the server's event-loop p99 sampled every 30 s. */
async function soak(server: BenchServer, setup: Setup) {
  const autocannon = (await import('autocannon' as string)).default as Autocannon
  const rate = Number(process.env.BENCH_S1_RATE ?? 1000)
  const duration = Number(process.env.BENCH_S1_DURATION_S ?? 600)
  const warm = Number(process.env.BENCH_S1_WARMUP_S ?? 60)
  const opts = { url: server.url + setup.path, headers: setup.headers, connections: 50, overallRate: rate }
  await new Promise((r) => setTimeout(r, 1000))
  const fdBaseline = fdCount(server.proc.pid!)
  await autocannon({ ...opts, duration: warm })
  await server.metric('webintel_nodejs_eventloop_lag_p99_seconds') // prom-client resets the histogram per scrape
  const rssStart = server.rss()
  const samples: Array<{ t_s: number; rss_mib: number; loop_p99_ms: number }> = []
  const t0 = Date.now()
  const timer = setInterval(() => {
    void server.metric('webintel_nodejs_eventloop_lag_p99_seconds').then((v) => {
      samples.push({ t_s: Math.round((Date.now() - t0) / 1000), rss_mib: +(server.rss() / 2 ** 20).toFixed(1), loop_p99_ms: +(v * 1000).toFixed(2) })
    })
  }, 30_000)
  const r = await autocannon({ ...opts, duration })
  clearInterval(timer)
  const rssEnd = server.rss()
  await new Promise((res) => setTimeout(res, 5000)) // keep-alive sockets of the load generator close
  const fdAfter = fdCount(server.proc.pid!)
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]: [string, any]) => [k, v.count]))
  const loopMax = Math.max(...samples.map((x) => x.loop_p99_ms))
  const growth = (rssEnd - rssStart) / rssStart
  const figures = {
    rate_req_per_s: rate, achieved_req_per_s: Math.round(r.requests.average), duration_s: duration, warmup_s: warm,
    p50_ms: r.latency.p50, p99_ms: r.latency.p99, max_ms: r.latency.max, errors: r.errors, timeouts: r.timeouts, statuses,
    rss_after_warmup_mib: +(rssStart / 2 ** 20).toFixed(1), rss_end_mib: +(rssEnd / 2 ** 20).toFixed(1), rss_growth_pct: +(growth * 100).toFixed(1),
    event_loop_p99_ms_worst_30s_window: loopMax, fds_baseline: fdBaseline, fds_after: fdAfter, samples,
  }
  const problems: string[] = []
  if (growth > 0.10) problems.push(`RSS grew ${(growth * 100).toFixed(1)} % > 10 %`)
  if (loopMax > 50) problems.push(`event-loop p99 ${loopMax} ms > 50 in some 30 s window`)
  if (fdAfter > fdBaseline + 2) problems.push(`FDs ${fdBaseline} -> ${fdAfter}`)
  if (r.errors + r.timeouts > 0) problems.push(`${r.errors} errors, ${r.timeouts} timeouts`)
  const other = Object.keys(statuses).filter((s) => s !== '200')
  if (other.length) problems.push(`unexpected statuses ${other.join(',')}`)
  return { figures, problems }
}

async function l3Setup(server: BenchServer): Promise<Setup> {
  const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'bench-l3', '--rate-limit', '100000000', '--json']))
  const body = JSON.stringify({ url: await l3Fixture(), fresh: true })
  const headers = { 'x-api-key': key.api_key, 'content-type': 'application/json' }
  const probe = await fetch(server.url + '/v1/scrape_metadata', { method: 'POST', headers, body })
  const json = await probe.json() as { success?: boolean; data?: Record<string, string> }
  if (probe.status !== 200 || !json.data?.title) throw new Error(`L3 setup: ${probe.status} ${JSON.stringify(json).slice(0, 300)}`)
  return { path: '/v1/scrape_metadata', method: 'POST', headers, body, note: `sample title "${json.data.title}"` }
}
