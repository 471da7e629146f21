/**
 * Batch job throughput and memory on one node: starts the real server (`node src/main.ts`, embedded SQLite, a
 * fresh data directory) as a child process, submits one scrape_metadata job of N items against a local page
 * server, polls GET /v1/jobs/{id} until it completes, and samples the server's RSS from /proc every 200 ms.
 * Pages: the labelled metadata pages in ../shared/data/metadata/dev/pages (read at run time, served in turn),
 * or a small synthetic page with --synthetic.
 *
 *   node bench/jobs/run.ts [--items 1000] [--synthetic] [--item-concurrency 16] [--per-host 8]
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { devPages, servePages } from './pages.ts'
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { items: { type: 'string', default: '1000' }, synthetic: { type: 'boolean', default: false }, 'item-concurrency': { type: 'string', default: '16' }, 'per-host': { type: 'string', default: '8' } } })
const N = Number(values.items)
const ROOT = resolve(import.meta.dirname, '../..')
const pages: Buffer[] = values.synthetic
  ? [Buffer.from(`<!doctype html><html lang="en"><head><title>Bench</title><meta name="description" content="A page"></head><body>${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(200)}</body></html>`)]
  : devPages(ROOT)
const { server, port, avgKb } = await servePages(pages)

const dataDir = mkdtempSync(join(tmpdir(), 'webintel-bench-jobs-'))
const KEY = 'bench-jobs-bootstrap-key-0123456789'
const proc = spawn(process.execPath, ['src/main.ts'], {
  cwd: ROOT,
  env: {
    PATH: process.env.PATH ?? '', TZ: 'UTC', HOST: '127.0.0.1', PORT: '0', WEBINTEL_DATA_DIR: dataDir, WEBINTEL_LOG_LEVEL: 'info',
    WEBINTEL_INTEL_PRELOAD: 'false', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000',
    WEBINTEL_BOOTSTRAP_API_KEY: KEY, WEBINTEL_BOOTSTRAP_SECRET_KEY: 'bench-jobs-bootstrap-secret-0123456789',
    WEBINTEL_JOBS_ITEM_CONCURRENCY: values['item-concurrency'], WEBINTEL_FETCH_PER_HOST_CONCURRENCY: values['per-host'],
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
proc.stderr.on('data', (c) => process.stderr.write(c))
// Fastify logs "Server listening at …" at info; the rest of stdout (access lines) is read and dropped.
const base = await new Promise<string>((res, rej) => {
  const t = setTimeout(() => rej(new Error('server did not start')), 30_000)
  let buf = ''
  proc.stdout.on('data', (c) => {
    buf += String(c)
    const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buf)
    if (m) { clearTimeout(t); res(m[1]) }
    if (buf.length > 1e6) buf = buf.slice(-1000)
  })
})

const rssMb = () => { const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8')); return m ? Number(m[1]) / 1024 : NaN }
const headers = { 'content-type': 'application/json', 'x-api-key': KEY }
const rssIdle = rssMb()
let peak = rssIdle
const samples: number[] = []
const sampler = setInterval(() => { const r = rssMb(); samples.push(r); peak = Math.max(peak, r) }, 200)

const items = Array.from({ length: N }, (_, i) => ({ url: `http://127.0.0.1:${port}/p/${i}` }))
const t0 = performance.now()
const created = await fetch(`${base}/v1/jobs`, { method: 'POST', headers, body: JSON.stringify({ operation: 'scrape_metadata', items }) })
const submitMs = performance.now() - t0
const { data } = await created.json() as { data: { id: string } }
if (created.status !== 202) throw new Error(`POST /v1/jobs answered ${created.status}`)
let status: any
const pollMs: number[] = []
for (;;) {
  const p0 = performance.now()
  status = ((await (await fetch(`${base}/v1/jobs/${data.id}`, { headers })).json()) as { data: unknown }).data
  pollMs.push(performance.now() - p0)
  if (!['queued', 'running'].includes(status.status)) break
  await new Promise((r) => setTimeout(r, 250))
}
const seconds = (performance.now() - t0) / 1000
const e0 = performance.now()
const csv = await (await fetch(`${base}/v1/jobs/${data.id}/results?format=csv`, { headers })).text()
const exportMs = performance.now() - e0
clearInterval(sampler)
const rssEnd = rssMb()
pollMs.sort((a, b) => a - b)
const q = (arr: number[], f: number) => arr[Math.min(arr.length - 1, Math.floor(arr.length * f))]
const mid = samples.slice(Math.floor(samples.length * 0.25), Math.floor(samples.length * 0.9))

console.log(`pages: ${values.synthetic ? 'synthetic' : `${pages.length} labelled pages`} (avg ${avgKb.toFixed(0)} KiB); item concurrency ${values['item-concurrency']}, per-host ${values['per-host']}`)
console.log(`job: ${N} scrape_metadata items → ${status.status}, ${status.counts.succeeded} ok / ${status.counts.failed} failed`)
console.log(`submit (POST, ${N} items validated and stored): ${submitMs.toFixed(0)} ms`)
console.log(`throughput: ${N} items in ${seconds.toFixed(2)} s = ${(N / seconds).toFixed(1)} items/s (server-reported ${status.rate_per_second}/s)`)
console.log(`status poll latency: p50 ${q(pollMs, 0.5).toFixed(1)} ms, p95 ${q(pollMs, 0.95).toFixed(1)} ms (${pollMs.length} polls)`)
console.log(`CSV export: ${(csv.length / 1024).toFixed(0)} KiB in ${exportMs.toFixed(0)} ms`)
console.log(`server RSS: idle ${rssIdle.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, middle of the run ${Math.min(...mid).toFixed(0)}–${Math.max(...mid).toFixed(0)} MiB, after ${rssEnd.toFixed(0)} MiB`)

proc.kill('SIGTERM')
await new Promise((r) => proc.once('exit', r))
server.close()
rmSync(dataDir, { recursive: true, force: true })
