// `node bench/service/analyze.ts [passes=3]` — the whole Variant B path with the content-intelligence engine
// loaded: the real server (`node src/main.ts` with npm start's V8 flags, intel preloaded) answers
// POST /api/scrape_metadata for every page of ../shared/data/metadata/dev, served from 127.0.0.1 by the
// reference harness's corpus server, at concurrency 8 (fetch + extraction + categorize + risk + summary).
// Reports pages/s, latency, statuses and the server's peak RSS (VmHWM) against the ≤ 600 MiB target (docs/benchmarks.md).
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { startBenchServer } from '../load/server.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const CORPUS = process.env.METADATA_CORPUS ?? resolve(ROOT, '../shared/data/metadata/dev')
const passes = Number(process.argv[2] ?? 3)
const pages = readdirSync(resolve(CORPUS, 'pages')).filter((f) => f.endsWith('.html'))

const corpus = spawn(process.execPath, [resolve(ROOT, '../shared/bench/metadata/serve-corpus.mjs'), CORPUS, '0'], { stdio: ['ignore', 'pipe', 'inherit'] })
const base = await new Promise<string>((ok, fail) => {
  corpus.stdout!.once('data', (c) => ok(/listening (\S+)/.exec(String(c))![1]))
  corpus.once('exit', (code) => fail(new Error(`corpus server exited ${code}`)))
})
const server = await startBenchServer({ WEBINTEL_INTEL_PRELOAD: 'true', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_LOG_LEVEL: 'warn' })
const hwm = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.proc.pid}/status`, 'utf8'))![1]) / 1024
try {
  const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'bench-analyze', '--rate-limit', '100000000', '--json']))
  const headers = { 'x-api-key': key.api_key, 'x-secret-key': key.secret_key, 'content-type': 'application/json' }
  // Wait until the engine is loaded (the first request would otherwise include the load).
  for (let i = 0; i < 600; i++) {
    const r = await fetch(server.url + '/api/scrape_metadata', { method: 'POST', headers, body: JSON.stringify({ input_string: `${base}/pages/${pages[0]}` }) })
    await r.arrayBuffer()
    if (r.status === 200) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const rssLoaded = server.rss() / 2 ** 20
  const ms: number[] = []
  const statuses: Record<string, number> = {}
  const categories = new Map<string, number>()
  const queue = Array.from({ length: passes }, () => pages).flat()
  const t0 = performance.now()
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const s = performance.now()
      const r = await fetch(server.url + '/api/scrape_metadata', { method: 'POST', headers, body: JSON.stringify({ input_string: `${base}/pages/${p}` }) })
      const json = await r.json() as { ai_response?: { category?: string } }
      ms.push(performance.now() - s)
      statuses[r.status] = (statuses[r.status] ?? 0) + 1
      const c = json.ai_response?.category
      if (c) categories.set(c, (categories.get(c) ?? 0) + 1)
    }
  }))
  const seconds = (performance.now() - t0) / 1000
  ms.sort((a, b) => a - b)
  const q = (x: number) => +ms[Math.min(ms.length - 1, Math.floor(x * ms.length))].toFixed(1)
  const peak = hwm()
  console.log(JSON.stringify({
    requests: ms.length, pages_per_s: +(ms.length / seconds).toFixed(1), p50_ms: q(0.5), p95_ms: q(0.95), max_ms: q(1), statuses,
    top_categories: [...categories].sort((a, b) => b[1] - a[1]).slice(0, 5),
    server_rss_after_engine_load_mib: +rssLoaded.toFixed(0), server_peak_rss_mib: +peak.toFixed(0), target: 'server RSS <= 600 MiB with the engine loaded', pass: peak <= 600,
  }, null, 2))
} finally {
  await server.stop()
  corpus.kill('SIGTERM')
}
