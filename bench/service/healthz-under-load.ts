/**
 * `npm run bench:healthz-under-load [-- runs=5]` — the event loop while Variant B analyses a 5 MiB page.
 * The real server (createServices + buildApp, as test/helpers/start-service.ts starts it; the address of every
 * outbound call is a 127.0.0.1 fixture, nothing else differs) answers POST /api/scrape_metadata with
 * include_whois and include_adverse_media for a 5 MiB shop page `runs` times in a row (fresh: true, so each run
 * fetches and parses the page again), while a separate process asks GET /healthz every 20 ms. A separate
 * process, because a poller in the server's own thread would send its request only after a stall has ended.
 * Target: no /healthz answer slower than 100 ms (docs/benchmarks.md).
 *
 * The server runs with the V8 flags of `npm start` (read from package.json): without them the measure would be of
 * a process users never run. Started without those flags, the bench starts itself again with them. The flag that
 * matters is --max-semi-space-size: each young-generation collection is a pause of the event loop, and V8's
 * default nursery (up to 64 MiB per semi-space) made single scavenges of 75–85 ms here.
 */
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { startService, postJson } from '../../test/helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../test/helpers/net-stub.ts'

/** The node flags of package.json's start script (`exec node --flag… src/main.ts`). */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }
  return pkg.scripts.start.split(/\s+/).filter((t) => t.startsWith('--'))
}
const missing = startFlags().filter((f) => !process.execArgv.includes(f))
if (missing.length > 0) {
  const r = spawnSync(process.execPath, [...missing, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' })
  process.exit(r.status ?? 1)
}

const runs = Number(process.argv[2] ?? 5)
const TARGET_MS = 100
const PAGE_BYTES = 5 * 1024 * 1024

/** A shop page of about PAGE_BYTES: JSON-LD organisation, navigation, many product blocks, a footer. */
function bigPage(): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Big Shop | Kitchenware and Home Goods</title>
<meta name="description" content="Pots, pans, knives and home goods delivered across the UK.">
<meta property="og:site_name" content="Big Shop">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"OnlineStore","name":"Big Shop","legalName":"Big Shop Trading Ltd"}</script>
</head><body><header><nav><a href="/">Home</a> <a href="/pans">Pans</a> <a href="/knives">Knives</a> <a href="/imprint">Imprint</a></nav></header><main><h1>Kitchenware and home goods</h1>`
  const parts: string[] = [head]
  let size = head.length
  for (let i = 0; size < PAGE_BYTES - 400; i++) {
    const block = `<section class="product" itemscope itemtype="https://schema.org/Product"><h2 itemprop="name">Cast iron pan no. ${i}</h2>` +
      `<p itemprop="description">A heavy cast iron frying pan, pre-seasoned, for gas, electric and induction hobs. Oven safe to 260 degrees; size ${20 + (i % 12)} cm.</p>` +
      `<ul><li>Price <span itemprop="price">${(19 + (i % 40)).toFixed(2)}</span> GBP</li><li><a href="/p/${i}">Details</a></li><li><button>Add to basket</button></li></ul></section>\n`
    parts.push(block)
    size += block.length
  }
  parts.push('</main><footer>Contact: hello@bigshop-store.co.uk · +44 113 496 0123 · © 2026 Big Shop Trading Ltd. All rights reserved.</footer></body></html>')
  return parts.join('')
}

const page = Buffer.from(bigPage())
const listen = (s: net.Server) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
const port = (s: net.Server) => (s.address() as AddressInfo).port
let pageRequests = 0
const site = http.createServer((req, res) => {
  if (req.url === '/robots.txt') { res.writeHead(404).end(); return }
  if (req.url === '/') pageRequests++
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/' ? page : '<!doctype html><title>Imprint</title><p>Big Shop Trading Ltd, Leeds</p>')
})
const feed = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<?xml version="1.0"?><rss version="2.0"><channel><title>News</title></channel></rss>'))
const whois = net.createServer((s) => s.once('data', () => s.end(readFileSync(new URL('../../test/fixtures/whois/icann-registry.txt', import.meta.url)))))
await Promise.all([listen(site), listen(feed), listen(whois)])

const svc = await startService({
  WEBINTEL_LOG_LEVEL: 'warn', WEBINTEL_RDAP: 'off', WEBINTEL_WHOIS_SERVER: `127.0.0.1:${port(whois)}`,
  WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${port(feed)}/search?q={query}`,
}, { net: stubNet({ 'bigshop-store.co.uk': [[PUBLIC_A]] }, { [PUBLIC_A]: port(site) }) })

// The poller: its own process, one GET /healthz every 20 ms, one latency per line on stdout.
const POLLER = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
setInterval(() => {
  const t = performance.now();
  http.get(process.argv[1], { agent }, (res) => { res.resume(); res.on('end', () => process.stdout.write((performance.now() - t).toFixed(1) + '\\n')) })
    .on('error', (e) => process.stdout.write('error ' + e.message + '\\n'));
}, 20);`

try {
  const key = await svc.newKey({ rateLimitPerMinute: 100000 })
  const auth = { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey }
  const body = { input_string: 'http://bigshop-store.co.uk/', include_whois: true, include_adverse_media: true, fresh: true }
  // Warm-up: loads the content-intelligence engine, so the runs measure the analysis, not the engine's start.
  await svc.services.engines.intel()
  const warm = await postJson(svc.url + '/api/scrape_metadata', body, auth)
  if (warm.status !== 200) throw new Error(`warm-up: ${warm.status} ${warm.text.slice(0, 300)}`)
  pageRequests = 0
  const poller = spawn(process.execPath, ['-e', POLLER, `${svc.url}/healthz`], { stdio: ['ignore', 'pipe', 'inherit'] })
  const lat: number[] = []
  let errors = 0
  let buf = ''
  poller.stdout!.on('data', (c) => {
    buf += String(c)
    const lines = buf.split('\n')
    buf = lines.pop()!
    for (const l of lines) { if (l.startsWith('error')) errors++; else lat.push(Number(l)) }
  })
  await new Promise((r) => setTimeout(r, 500))
  const durations: number[] = []
  const statuses: Record<string, number> = {}
  const t0 = performance.now()
  let during = 0
  for (let i = 0; i < runs; i++) {
    const s = performance.now()
    // A connection the server closed (its request time limit on an overloaded machine) is counted, not fatal.
    const status = await postJson(svc.url + '/api/scrape_metadata', body, auth).then((r) => String(r.status), (e: Error) => `error: ${e.message}`)
    durations.push(Math.round(performance.now() - s))
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  const seconds = (performance.now() - t0) / 1000
  await new Promise((r) => setTimeout(r, 200))
  poller.kill('SIGTERM')
  during = lat.length
  const sorted = [...lat].sort((a, b) => a - b)
  const q = (x: number) => sorted[Math.min(sorted.length - 1, Math.floor(x * sorted.length))]
  const max = sorted.at(-1) ?? NaN
  console.log(JSON.stringify({
    node_flags: process.execArgv, page_bytes: page.length, runs, statuses, analysis_ms: durations, seconds: +seconds.toFixed(1),
    page_requests_per_run: pageRequests / runs,
    healthz: { answers: during, errors, p50_ms: q(0.5), p99_ms: q(0.99), max_ms: max, over_100_ms: lat.filter((x) => x > TARGET_MS).length },
    target: `every /healthz answer <= ${TARGET_MS} ms`, pass: errors === 0 && max <= TARGET_MS,
  }, null, 2))
} finally {
  await svc.close()
  site.close(); feed.close(); whois.close()
}
