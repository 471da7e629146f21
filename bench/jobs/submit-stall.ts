/**
 * `node bench/jobs/submit-stall.ts [--items 10000] [--runs 5] [--operation scrape_metadata]` — how long submitting
 * one large batch job holds the event loop. The real server (createServices + buildApp as
 * test/helpers/start-service.ts starts it, embedded SQLite or DATABASE_URL) takes `runs` POST /v1/jobs of `items`
 * items each (the runner is not started: only the submission is measured), while a separate process asks
 * GET /healthz every 10 ms — separate, because a poller in the server's own thread would send its request only
 * after a stall has ended. Reports per run the submit time, the server's longest event-loop stall
 * (perf_hooks.monitorEventLoopDelay) and the slowest /healthz answer. Target: no /healthz answer slower than 100 ms
 * (docs/jobs.md "Creating a job").
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { startService } from '../../test/helpers/start-service.ts'

// The server runs with the V8 flags of `npm start` (as bench/service/healthz-under-load.ts does): a young-generation
// collection is a pause of the event loop, and the flags size it.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }
const missing = pkg.scripts.start.split(/\s+/).filter((t) => t.startsWith('--') && !process.execArgv.includes(t))
if (missing.length > 0) {
  const r = spawnSync(process.execPath, [...missing, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' })
  process.exit(r.status ?? 1)
}

const { values } = parseArgs({ options: { items: { type: 'string', default: '10000' }, runs: { type: 'string', default: '5' }, operation: { type: 'string', default: 'scrape_metadata' } } })
const N = Number(values.items)
const RUNS = Number(values.runs)
const TARGET_MS = 100

const svc = await startService({ WEBINTEL_JOBS_MAX_ITEMS: String(Math.max(N, 10_000)) })
const key = (await svc.newKey({ rateLimitPerMinute: 1_000_000 })).apiKey
const itemOf = (i: number): unknown => values.operation === 'sanctions_check' ? { query: `Person Number${i} Example`, schema: 'Person' }
  : values.operation === 'whois_lookup' ? `shop${i}.example.com` : { url: `https://shop${i}.example.com/p/${i}`, fields: ['title', 'description'] }

/** A child process polling /healthz; it prints the slowest answer (ms) when told to stop. */
const poller = spawn(process.execPath, ['-e', `
  let worst = 0, n = 0, stop = false
  process.stdin.on('data', () => { stop = true })
  ;(async () => {
    while (!stop) {
      const t = performance.now()
      await fetch(${JSON.stringify(svc.url + '/healthz')}).then((r) => r.arrayBuffer())
      worst = Math.max(worst, performance.now() - t); n++
      await new Promise((r) => setTimeout(r, 10))
    }
    process.stdout.write(JSON.stringify({ worst, n }))
    process.exit(0)
  })()
`], { stdio: ['pipe', 'pipe', 'inherit'] })
let pollOut = ''
poller.stdout.on('data', (c) => { pollOut += c })
await new Promise((r) => setTimeout(r, 500))

const rows: { submit_ms: number; loop_max_ms: number }[] = []
for (let run = 0; run < RUNS; run++) {
  const body = JSON.stringify({ operation: values.operation, items: Array.from({ length: N }, (_, i) => itemOf(i + run * N)) })
  const h = monitorEventLoopDelay({ resolution: 1 })
  h.enable()
  const t = performance.now()
  const res = await fetch(`${svc.url}/v1/jobs`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body })
  const text = await res.text()
  const submit = performance.now() - t
  h.disable()
  if (res.status !== 202) throw new Error(`POST /v1/jobs: ${res.status} ${text.slice(0, 300)}`)
  rows.push({ submit_ms: Math.round(submit), loop_max_ms: Math.round(h.max / 1e6) })
}
poller.stdin.write('stop\n')
await new Promise((r) => poller.once('exit', r))
const polled = JSON.parse(pollOut) as { worst: number; n: number }
await svc.close()

console.log(`POST /v1/jobs, ${values.operation}, ${N} items, ${RUNS} runs (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded SQLite'})`)
for (const [i, r] of rows.entries()) console.log(`  run ${i + 1}: submit ${r.submit_ms} ms, longest event-loop stall ${r.loop_max_ms} ms`)
const sorted = rows.map((r) => r.loop_max_ms).sort((a, b) => a - b)
console.log(`  longest stall: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted[sorted.length - 1]} ms; slowest /healthz ${Math.round(polled.worst)} ms of ${polled.n} polls (target ≤ ${TARGET_MS} ms)`)
process.exit(polled.worst <= TARGET_MS ? 0 : 1)
