// Peak memory and start time of the real server under a mixed workload with the content-intelligence engine
// loaded (docs/benchmarks.md). Starts `node --max-semi-space-size=16 src/main.ts` (the flags of
// `npm start`) on loopback with a local page server (the dev pages of ../shared/data/metadata/dev plus 2 MB
// pages) and a local news feed, then runs, at BENCH_CONCURRENCY (8) for BENCH_DURATION_S (60) seconds, a mix of
// Variant A scrape_metadata, categorize_content, similarity_score (text), Variant B scrape_metadata with
// adverse media, and one 2 MB page in ten. Reports start times (cold: empty cache directory; warm), the
// server's peak RSS (VmHWM from /proc, the kernel's own high-water mark) and RSS at the end.
//   node bench/firsthour/mixed-memory.ts            (from the repo root; needs ../shared/data)
//   BENCH_SERVER_ENV='{"WEBINTEL_EXTRACT_WORKERS":"0"}' node bench/firsthour/mixed-memory.ts
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')
const PAGES = join(ROOT, '../shared/data/metadata/dev/pages')
const duration = Number(process.env.BENCH_DURATION_S ?? 60)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const KEY = 'bench-key-0123456789abcdef', SECRET = 'bench-secret-0123456789abcdef'

const pages = readdirSync(PAGES).filter((f) => f.endsWith('.html'))
const BIG = `<!doctype html><html><head><title>Big</title></head><body>${'<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. </p>'.repeat(24_000)}</body></html>`
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>n</title>${Array.from({ length: 40 }, (_, i) =>
  `<item><title>Company ${i} director charged with fraud</title><link>https://news.example.org/${i}</link><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate><description>Prosecutors charged a director of the company with fraud over fake invoices worth millions.</description></item>`).join('')}</channel></rss>`

const web = http.createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname)
  if (path.startsWith('/big/')) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BIG)
  if (path.startsWith('/feed')) return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED)
  const name = path.slice(1)
  if (!pages.includes(name)) return res.writeHead(404).end()
  res.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(join(PAGES, name)))
})
await new Promise<void>((r) => web.listen(0, '127.0.0.1', r))
const webPort = (web.address() as net.AddressInfo).port

async function freePort(): Promise<number> {
  const s = net.createServer(); await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const p = (s.address() as net.AddressInfo).port; await new Promise<void>((r) => s.close(() => r())); return p
}

const status = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024

async function start(cacheDir: string): Promise<{ proc: ChildProcess; url: string; dataDir: string; listenMs: number; intelMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'webintel-mixed-'))
  const port = await freePort()
  const env = {
    PATH: process.env.PATH ?? '', TZ: 'UTC', HOST: '127.0.0.1', PORT: String(port), WEBINTEL_DATA_DIR: dataDir, WEBINTEL_INTEL_CACHE_DIR: cacheDir,
    WEBINTEL_INTEL_PRELOAD: 'true', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000',
    WEBINTEL_LOG_LEVEL: 'info', WEBINTEL_BOOTSTRAP_API_KEY: KEY, WEBINTEL_BOOTSTRAP_SECRET_KEY: SECRET, WEBINTEL_RDAP: 'off', WEBINTEL_WHOIS_SERVER: '127.0.0.1:9',
    WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${webPort}/feed?q={query}`, WEBINTEL_SECRET: 'bench-secret-0123456789abcdef0123456789',
    ...JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}'),
  }
  const t0 = performance.now()
  const proc = spawn(process.execPath, ['--max-semi-space-size=16', 'src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] })
  let listenMs = NaN
  const intelMs = await new Promise<number>((res, rej) => {
    let buf = ''
    proc.stdout!.on('data', (c) => {
      buf += c
      for (;;) {
        const nl = buf.indexOf('\n'); if (nl < 0) break
        const line = buf.slice(0, nl); buf = buf.slice(nl + 1)
        if (line.includes('Server listening')) listenMs = performance.now() - t0
        if (line.includes('intel engine loaded')) res(performance.now() - t0)
        if (line.includes('[intel]')) console.log(`  server log: ${JSON.parse(line).msg}`)
      }
    })
    proc.once('exit', (c) => rej(new Error(`server exited ${c}`)))
  })
  proc.stdout!.resume()
  return { proc, url: `http://127.0.0.1:${port}`, dataDir, listenMs, intelMs }
}

async function stop(s: { proc: ChildProcess; dataDir: string }) {
  if (s.proc.exitCode === null) { s.proc.kill('SIGTERM'); await new Promise((r) => s.proc.once('exit', r)) }
  rmSync(s.dataDir, { recursive: true, force: true })
}

const post = (url: string, body: unknown, headers: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then(async (r) => { await r.arrayBuffer(); return r.status })

console.log(`# mixed-workload memory — ${new Date().toISOString()} — ${cpus().length} CPUs, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${concurrency} clients, ${duration} s`)
const cacheDir = mkdtempSync(join(tmpdir(), 'webintel-mixed-cache-'))
const cold = await start(cacheDir)
console.log(`cold start (empty cache dir): listening after ${(cold.listenMs / 1000).toFixed(1)} s, intel engine ready after ${(cold.intelMs / 1000).toFixed(1)} s`)
await stop(cold)
const s = await start(cacheDir)
console.log(`warm start: listening after ${(s.listenMs / 1000).toFixed(1)} s, intel engine ready after ${(s.intelMs / 1000).toFixed(1)} s; RSS idle ${status(s.proc.pid!, 'VmRSS').toFixed(0)} MiB`)

const A = { 'x-api-key': KEY }, B = { 'x-api-key': KEY, 'x-secret-key': SECRET }
const page = () => `http://127.0.0.1:${webPort}/${pages[Math.floor(Math.random() * pages.length)]}`
const words = readFileSync(join(PAGES, pages[0]!), 'utf8').replace(/<[^>]*>/g, ' ').split(/\s+/).filter((w) => /^[a-z]+$/i.test(w))
const text = () => Array.from({ length: 2000 }, () => words[Math.floor(Math.random() * words.length)]).join(' ')
const mix: [string, () => Promise<number>][] = [
  ['scrape_metadata', () => post(`${s.url}/v1/scrape_metadata`, { url: page() }, A)],
  ['categorize_content', () => post(`${s.url}/v1/categorize_content`, { url: page() }, A)],
  ['similarity_score(text)', () => post(`${s.url}/v1/similarity_score`, { source: text(), target: text(), type: 'text' }, A)],
  ['variant_b+adverse_media', () => post(`${s.url}/api/scrape_metadata`, { input_string: page(), include_adverse_media: true }, B)],
]
const counts: Record<string, Record<number, number>> = {}
let sampledMax = 0
const sampler = setInterval(() => { sampledMax = Math.max(sampledMax, status(s.proc.pid!, 'VmRSS')) }, 50)
const end = Date.now() + duration * 1000
let n = 0
await Promise.all(Array.from({ length: concurrency }, async () => {
  while (Date.now() < end) {
    const i = n++
    const [name, run] = i % 10 === 9 ? ['scrape_metadata(2 MB)', () => post(`${s.url}/v1/scrape_metadata`, { url: `http://127.0.0.1:${webPort}/big/${i}` }, A)] as const : mix[i % mix.length]!
    const code = await run().catch(() => 0)
    counts[name] ??= {}; counts[name][code] = (counts[name][code] ?? 0) + 1
  }
}))
clearInterval(sampler)
console.log(`requests: ${n} — ${JSON.stringify(counts)}`)
console.log(`server peak RSS (VmHWM): ${status(s.proc.pid!, 'VmHWM').toFixed(0)} MiB; max sampled RSS ${sampledMax.toFixed(0)} MiB; RSS at end ${status(s.proc.pid!, 'VmRSS').toFixed(0)} MiB`)
await stop(s)
rmSync(cacheDir, { recursive: true, force: true })
web.close()
