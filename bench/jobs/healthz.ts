/**
 * `node bench/jobs/healthz.ts [--items 157] [--operation analyze] [--runs 1] [--item-concurrency 16] [--export FILE]
 * [--loop-gaps] [--cpu-prof FILE] [--max-seconds S]` — the event loop while a batch job runs. The real server
 * (`node src/main.ts` with the V8 flags of `npm start`, the intelligence engine preloaded, embedded SQLite, a fresh
 * data directory) runs as a child process on loopback; one job of `items` real pages (the labelled pages of
 * ../shared/data/metadata/dev/pages, read at run time and served from 127.0.0.1) is submitted through
 * POST /v1/jobs and polled until it completes, while a separate process asks GET /healthz every 10 ms.
 * Reports the slowest /healthz answer, its p99, the answers over 250 ms and the job's throughput.
 *
 * --max-seconds S cancels the job after S seconds (a 10,000-item submission measured over its first items).
 *
 * --loop-gaps preloads bench/jobs/loop-gaps.mjs in the server (the longest event-loop stalls, by
 * perf_hooks.monitorEventLoopDelay and a 2 ms interval timer); --cpu-prof FILE preloads
 * bench/service/cpu-profile.mjs (summarise with `node bench/service/profile-top.mjs FILE`). --export FILE writes the
 * job's JSONL export with timings removed, to compare two versions' results byte for byte.
 *
 * BENCH_SERVER_DATA_DIR=DIR: a data directory whose `intel` vector cache is copied into the fresh one (skips the
 * cache build).
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { devPages, servePages } from './pages.ts'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '157' }, operation: { type: 'string', default: 'analyze' }, runs: { type: 'string', default: '1' },
    'item-concurrency': { type: 'string', default: '16' }, export: { type: 'string' }, 'loop-gaps': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' }, 'max-seconds': { type: 'string' },
  },
})
const N = Number(values.items)
const RUNS = Number(values.runs)
const TARGET_MS = 250
const MAX_S = values['max-seconds'] ? Number(values['max-seconds']) : Infinity
const ROOT = resolve(import.meta.dirname, '../..')
const pages = devPages(ROOT)
const { server, port, avgKb } = await servePages(pages)

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
const startFlags = pkg.scripts.start.split(/\s+/).filter((t) => t.startsWith('--'))
const preload = [
  ...(values['loop-gaps'] ? ['--import', join(ROOT, 'bench/jobs/loop-gaps.mjs')] : []),
  ...(values['cpu-prof'] ? ['--import', join(ROOT, 'bench/service/cpu-profile.mjs')] : []),
]

const itemOf = (i: number): unknown => {
  const url = `http://127.0.0.1:${port}/p/${i}`
  if (values.operation === 'analyze') return { input_string: url }
  return { url }
}

const KEY = 'bench-jobs-bootstrap-key-0123456789'
const headers = { 'content-type': 'application/json', 'x-api-key': KEY }

async function oneRun(run: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'webintel-bench-jobs-healthz-'))
  const seed = process.env.BENCH_SERVER_DATA_DIR
  if (seed && existsSync(join(seed, 'intel'))) cpSync(join(seed, 'intel'), join(dataDir, 'intel'), { recursive: true })
  const proc = spawn(process.execPath, [...startFlags, ...preload, 'src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '', TZ: 'UTC', HOST: '127.0.0.1', PORT: '0', WEBINTEL_DATA_DIR: dataDir, WEBINTEL_LOG_LEVEL: 'info',
      WEBINTEL_INTEL_PRELOAD: 'true', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000',
      WEBINTEL_BOOTSTRAP_API_KEY: KEY, WEBINTEL_BOOTSTRAP_SECRET_KEY: 'bench-jobs-bootstrap-secret-0123456789',
      WEBINTEL_JOBS_ITEM_CONCURRENCY: values['item-concurrency'], WEBINTEL_JOBS_MAX_ITEMS: String(Math.max(N, 10_000)),
      ...(values['cpu-prof'] ? { CPU_PROFILE: values['cpu-prof'] } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  proc.stderr.on('data', (c) => { stderr += String(c); if (stderr.length > 1e6) stderr = stderr.slice(-100_000) })
  const base = await new Promise<string>((res, rej) => {
    const t = setTimeout(() => rej(new Error(`server did not start\n${stderr.slice(-2000)}`)), 180_000)
    let buf = ''
    proc.stdout.on('data', (c) => {
      buf += String(c)
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buf)
      if (m) { clearTimeout(t); res(m[1]!) }
      if (buf.length > 1e6) buf = buf.slice(-1000)
    })
  })
  // The engine is preloaded in the background: one categorize call waits for it, so the job measures the work.
  const warm = await fetch(`${base}/v1/categorize_content`, { method: 'POST', headers, body: JSON.stringify({ url: `http://127.0.0.1:${port}/p/0` }) })
  if (warm.status !== 200) throw new Error(`warm-up categorize_content answered ${warm.status}: ${(await warm.text()).slice(0, 300)}`)

  /** A child process polling /healthz every 10 ms; prints every answer's latency when told to stop. */
  const poller = spawn(process.execPath, ['-e', `
    const lat = []; let stop = false
    process.stdin.on('data', () => { stop = true })
    ;(async () => {
      while (!stop) {
        const t = performance.now()
        await fetch(${JSON.stringify(base + '/healthz')}).then((r) => r.arrayBuffer())
        lat.push(performance.now() - t)
        await new Promise((r) => setTimeout(r, 10))
      }
      process.stdout.write(JSON.stringify(lat))
      process.exit(0)
    })()
  `], { stdio: ['pipe', 'pipe', 'inherit'] })
  let pollOut = ''
  poller.stdout.on('data', (c) => { pollOut += c })
  await new Promise((r) => setTimeout(r, 300))

  const load0 = loadavg()[0]!
  const items = Array.from({ length: N }, (_, i) => itemOf(i))
  const t0 = performance.now()
  const created = await fetch(`${base}/v1/jobs`, { method: 'POST', headers, body: JSON.stringify({ operation: values.operation, items }) })
  const { data } = await created.json() as { data: { id: string } }
  if (created.status !== 202) throw new Error(`POST /v1/jobs answered ${created.status}`)
  let status: any
  for (;;) {
    status = ((await (await fetch(`${base}/v1/jobs/${data.id}`, { headers })).json()) as { data: unknown }).data
    if (!['queued', 'running'].includes(status.status)) break
    if ((performance.now() - t0) / 1000 > MAX_S) {
      // A large job measured for its first seconds only (the submission, the first items): cancelled.
      await fetch(`${base}/v1/jobs/${data.id}`, { method: 'DELETE', headers: { 'x-api-key': KEY } })
      status = ((await (await fetch(`${base}/v1/jobs/${data.id}`, { headers })).json()) as { data: unknown }).data
      break
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  const seconds = (performance.now() - t0) / 1000
  poller.stdin.write('stop\n')
  await new Promise((r) => poller.once('exit', r))
  const load1 = loadavg()[0]!
  const lat = (JSON.parse(pollOut) as number[]).sort((a, b) => a - b)

  if (values.export) {
    const jsonl = (await (await fetch(`${base}/v1/jobs/${data.id}/results?format=jsonl`, { headers })).text()).replaceAll(`127.0.0.1:${port}`, '127.0.0.1:PORT')
    // Timings and the page server's port differ from run to run: dropped, the rest is compared as is.
    const drop = new Set(['finished_at', 'started_at', 'created_at', 'duration_ms', 'fetched_at', 'elapsed_ms', 'timing', 'timings'])
    const strip = (v: unknown): unknown => Array.isArray(v) ? v.map(strip)
      : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => !drop.has(k)).map(([k, x]) => [k, strip(x)])) : v
    const rows = jsonl.split('\n').filter(Boolean).map((l) => strip(JSON.parse(l)) as { index: number }).sort((a, b) => a.index - b.index)
    writeFileSync(RUNS > 1 ? `${values.export}.${run}` : values.export, rows.map((r) => JSON.stringify(r)).join('\n') + '\n')
  }

  proc.kill('SIGTERM')
  await new Promise((r) => proc.once('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
  const gaps = /\[loop-gaps\][^\n]*/g
  const q = (f: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * f))]!
  const done = status.counts.succeeded + status.counts.failed
  console.log(`run ${run + 1}: ${N} ${values.operation} items → ${status.status}, ${status.counts.succeeded} ok / ${status.counts.failed} failed; ` +
    `${(done / seconds).toFixed(1)} items/s (${seconds.toFixed(1)} s); /healthz: ${lat.length} answers, p50 ${q(0.5).toFixed(1)} ms, ` +
    `p99 ${q(0.99).toFixed(0)} ms, max ${lat[lat.length - 1]!.toFixed(0)} ms, over ${TARGET_MS} ms: ${lat.filter((x) => x > TARGET_MS).length}; ` +
    `load ${load0.toFixed(1)} → ${load1.toFixed(1)}`)
  for (const m of stderr.match(gaps) ?? []) console.log(`  ${m}`)
  return lat[lat.length - 1]!
}

console.log(`pages: ${pages.length} labelled pages (avg ${avgKb.toFixed(0)} KiB), item concurrency ${values['item-concurrency']}`)
let worst = 0
for (let run = 0; run < RUNS; run++) worst = Math.max(worst, await oneRun(run))
server.close()
process.exit(worst <= TARGET_MS ? 0 : 1)
