/**
 * `node bench/security/freeze.ts` — how long /healthz waits while the real server (a child process, the
 * production flags) handles the hostile requests of issue 12: two 100,000-letter words in similarity_score
 * (type text), a 200,000-deep page in categorize_content, the same page in similarity_score (type url), a
 * 170,000-deep page just under the large-page size (parsed in the main thread), a 200,000-deep page as the
 * site of adverse_media_check (type url) and a 200,000-deep RSS feed. /healthz is polled every 10 ms over
 * its own connection; each answer is timed from when it was due. Target: every answer within 250 ms.
 * BENCH_ROUNDS (default 3) rounds; all requests of a round are sent at once.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent, request } from 'undici'
import { startBenchServer } from '../load/server.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const deep = (n: number, tag = 'div') => `<!doctype html><html><head><title>Deep</title></head><body>${`<${tag}>w `.repeat(n)}</body></html>`
const feedItem = '<item><title>Acme Holdings fined</title><link>https://news.example/1</link><description>Acme Holdings was fined for fraud.</description></item>'
const pages: Record<string, { type: string; body: string }> = {
  '/deep': { type: 'text/html', body: deep(200_000) },
  '/deep-small': { type: 'text/html', body: deep(170_000, 'b') },
  '/feed': { type: 'application/rss+xml', body: `<?xml version="1.0"?><rss><channel>${'<x>'.repeat(200_000)}${feedItem}</channel></rss>` },
}
const site = http.createServer((req, res) => {
  const p = pages[new URL(req.url ?? '/', 'http://x').pathname]
  if (!p) { res.writeHead(404).end(); return }
  res.writeHead(200, { 'content-type': p.type }).end(p.body)
})
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`

const server = await startBenchServer({
  WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_INTEL_PRELOAD: 'true',
  WEBINTEL_NEWS_PROVIDERS: `rss:${origin}/feed?q={query}`, WEBINTEL_LOG_LEVEL: 'warn',
})
const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'freeze', '--rate-limit', '100000000', '--json']))
const agent = new Agent({ connections: 16 })
const post = async (path: string, body: unknown) => {
  const t0 = performance.now()
  const res = await request(server.url + path, { method: 'POST', dispatcher: agent, headers: { 'x-api-key': key.api_key, 'content-type': 'application/json' }, body: JSON.stringify(body), headersTimeout: 300_000, bodyTimeout: 300_000 })
  await res.body.text()
  return { path, status: res.statusCode, ms: performance.now() - t0 }
}
const hostile = () => [
  post('/v1/similarity_score', { source: 'a'.repeat(100_000), target: 'b'.repeat(100_000), type: 'text' }),
  post('/v1/categorize_content', { url: `${origin}/deep`, fresh: true }),
  post('/v1/categorize_content', { url: `${origin}/deep-small`, fresh: true }),
  post('/v1/similarity_score', { source: `${origin}/deep`, target: `${origin}/deep-small`, type: 'url', fresh: true }),
  post('/v1/adverse_media_check', { query: `${origin}/deep`, type: 'url', fresh: true }),
  post('/v1/adverse_media_check', { query: 'Acme Holdings', fresh: true }),
]

// Warm-up: the engine's first similarity call reads WordNet data once.
await post('/v1/similarity_score', { source: 'fresh bread', target: 'bread baked', type: 'text' })
await post('/v1/categorize_content', { url: `${origin}/deep-small` })

const health = new Agent({ connections: 1 })
console.log(`# /healthz while hostile requests run (${ROUNDS} rounds of 6 at once; real server, child process)`)
console.log('| round | slowest /healthz ms | /healthz answers | hostile requests: status (ms) |\n|---|---|---|---|')
let worst = 0
for (let round = 1; round <= ROUNDS; round++) {
  let running = true, maxMs = 0, answers = 0
  const poll = (async () => {
    let due = performance.now()
    while (running) {
      const res = await request(server.url + '/healthz', { dispatcher: health })
      await res.body.text()
      answers++
      const now = performance.now()
      maxMs = Math.max(maxMs, now - due)
      due = now + 10
      await new Promise((r) => setTimeout(r, 10))
    }
  })()
  const results = await Promise.all(hostile())
  running = false
  await poll
  worst = Math.max(worst, maxMs)
  console.log(`| ${round} | ${maxMs.toFixed(0)} | ${answers} | ${results.map((r) => `${r.path.replace('/v1/', '')} ${r.status} (${r.ms.toFixed(0)})`).join(', ')} |`)
}
console.log(`\nslowest /healthz over all rounds: ${worst.toFixed(0)} ms (target ≤ 250 ms)`)
await agent.close(); await health.close()
await server.stop()
site.close()
