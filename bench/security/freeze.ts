/**
 * `node bench/security/freeze.ts` — how long /healthz waits while the real server (a child process, the
 * production flags) handles hostile requests (test/security/): two 100,000-letter words in similarity_score
 * (type text), a 200,000-deep page in categorize_content, the same page in similarity_score (type url), a
 * 100,000-deep page just under the large-page size (parsed in the main thread), a 200,000-deep page as the
 * site of adverse_media_check (type url), a 200,000-deep RSS feed, a WHOIS answer of 1 MiB of blank lines
 * (whois_lookup, port 43, RDAP off), and a 2.9 MB page whose meta description and og:title fill it (read in the
 * worker pool, but its signals are tokenized in the main thread: categorize_content and Variant B), and a page of
 * 160,000 em spaces (site_check, and Variant B with site checks: the line-feed patterns of the page text once
 * rescanned such a run from every position). /healthz is polled every 10 ms over
 * its own connection; each answer is timed from when it was due. Target: every answer within 250 ms.
 * Two phases of BENCH_ROUNDS (default 10) rounds: the issue's pair (two words, the deep page) at once; then
 * BENCH_COPIES (default 3) copies of all eleven requests at once.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { Agent, request } from 'undici'
import { startBenchServer } from '../load/server.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const COPIES = Number(process.env.BENCH_COPIES ?? 3)
const deep = (n: number, tag = 'div') => `<!doctype html><html><head><title>Deep</title></head><body>${`<${tag}>w `.repeat(n)}</body></html>`
const feedItem = '<item><title>Acme Holdings fined</title><link>https://news.example/1</link><description>Acme Holdings was fined for fraud.</description></item>'
const pages: Record<string, { type: string; body: string }> = {
  '/deep': { type: 'text/html', body: deep(200_000) },
  '/deep-small': { type: 'text/html', body: deep(100_000, 'b') }, // 500 KB: under the large-page size
  // No <title>: og:title stands in for it. Both values fill the page (they were tokenized whole).
  '/long-meta': { type: 'text/html', body: `<!doctype html><html><head><meta property="og:title" content="${'a '.repeat(700_000)}"><meta name="description" content="${'a '.repeat(700_000)}"></head><body><p>Fresh bread.</p></body></html>` },
  '/em-spaces': { type: 'text/html; charset=utf-8', body: `<!doctype html><html><head><title>Spaces</title></head><body><p>a${'\u2003'.repeat(160_000)}b</p></body></html>` },
  '/feed': { type: 'application/rss+xml', body: `<?xml version="1.0"?><rss><channel>${'<x>'.repeat(200_000)}${feedItem}</channel></rss>` },
}
const site = http.createServer((req, res) => {
  const p = pages[new URL(req.url ?? '/', 'http://x').pathname]
  if (!p) { res.writeHead(404).end(); return }
  res.writeHead(200, { 'content-type': p.type }).end(p.body)
})
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`

// A port-43 server whose every answer is 1 MiB of blank lines (the verdict patterns once went cubic on it).
const whois = net.createServer((s) => s.once('data', () => s.end('\n'.repeat(1 << 20))))
await new Promise<void>((r) => whois.listen(0, '127.0.0.1', r))

const server = await startBenchServer({
  WEBINTEL_RDAP: 'off', WEBINTEL_WHOIS_SERVER: `127.0.0.1:${(whois.address() as AddressInfo).port}`, WEBINTEL_WHOIS_CACHE_TTL_MS: '0',
  WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_INTEL_PRELOAD: 'true',
  WEBINTEL_NEWS_PROVIDERS: `rss:${origin}/feed?q={query}`, WEBINTEL_LOG_LEVEL: 'warn', ...JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}'),
})
const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'freeze', '--rate-limit', '100000000', '--json']))
const agent = new Agent({ connections: 16 })
const post = async (path: string, body: unknown) => {
  const t0 = performance.now()
  const res = await request(server.url + path, { method: 'POST', dispatcher: agent, headers: { 'x-api-key': key.api_key, 'x-secret-key': key.secret_key, 'content-type': 'application/json' }, body: JSON.stringify(body), headersTimeout: 300_000, bodyTimeout: 300_000 })
  await res.body.text()
  return { path, status: res.statusCode, ms: performance.now() - t0 }
}
const get = async (path: string) => {
  const t0 = performance.now()
  const res = await request(server.url + path, { dispatcher: agent, headers: { 'x-api-key': key.api_key }, headersTimeout: 300_000, bodyTimeout: 300_000 })
  await res.body.text()
  return { path: path.replace(/\?.*/, ''), status: res.statusCode, ms: performance.now() - t0 }
}
/** The two requests of the issue's target: two 100,000-letter words, and a 200,000-deep page to categorize. */
const pair = () => [
  post('/v1/similarity_score', { source: 'a'.repeat(100_000), target: 'b'.repeat(100_000), type: 'text' }),
  post('/v1/categorize_content', { url: `${origin}/deep`, fresh: true }),
]
/** Every hostile path of findings 1 and 2, the blank-line WHOIS answer, the long meta values and the em spaces, COPIES times over. */
const mix = () => Array.from({ length: COPIES }, () => [
  post('/v1/similarity_score', { source: 'a'.repeat(100_000), target: 'b'.repeat(100_000), type: 'text' }),
  post('/v1/categorize_content', { url: `${origin}/deep`, fresh: true }),
  post('/v1/categorize_content', { url: `${origin}/deep-small`, fresh: true }),
  post('/v1/similarity_score', { source: `${origin}/deep`, target: `${origin}/deep-small`, type: 'url', fresh: true }),
  post('/v1/adverse_media_check', { query: `${origin}/deep`, type: 'url', fresh: true }),
  post('/v1/adverse_media_check', { query: 'Acme Holdings', fresh: true }),
  get('/v1/whois_lookup?domain=blank-lines-fixture.com'),
  post('/v1/categorize_content', { url: `${origin}/long-meta`, fresh: true }),
  post('/api/scrape_metadata', { input_string: `${origin}/long-meta`, fresh: true }),
  post('/v1/site_check', { url: `${origin}/em-spaces`, fresh: true }),
  post('/api/scrape_metadata', { input_string: `${origin}/em-spaces`, include_site_checks: true, fresh: true }),
]).flat()

// Warm-up: the engine's first similarity call reads WordNet data once.
await post('/v1/similarity_score', { source: 'fresh bread', target: 'bread baked', type: 'text' })
await post('/v1/categorize_content', { url: `${origin}/deep-small` })

const health = new Agent({ connections: 1 })

/** Runs `rounds` rounds of `batch` (all its requests at once) while /healthz is polled; prints one table. */
async function phase(title: string, rounds: number, batch: () => Promise<{ path: string; status: number; ms: number }>[]) {
  console.log(`\n## ${title} (${rounds} rounds; real server, child process)\n`)
  console.log('| round | round ms | slowest /healthz ms | /healthz answers | hostile requests: status × count, slowest ms |\n|---|---|---|---|---|')
  let worst = 0
  for (let round = 1; round <= rounds; round++) {
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
    const t0 = performance.now()
    const results = await Promise.all(batch())
    const roundMs = performance.now() - t0
    running = false
    await poll
    worst = Math.max(worst, maxMs)
    const byStatus = new Map<string, number>()
    for (const r of results) { const k = `${r.path.replace('/v1/', '')} ${r.status}`; byStatus.set(k, (byStatus.get(k) ?? 0) + 1) }
    console.log(`| ${round} | ${roundMs.toFixed(0)} | ${maxMs.toFixed(0)} | ${answers} | ${[...byStatus].map(([k, n]) => `${k} × ${n}`).join(', ')}; slowest ${Math.max(...results.map((r) => r.ms)).toFixed(0)} |`)
  }
  console.log(`\nslowest /healthz: ${worst.toFixed(0)} ms (target ≤ 250 ms)`)
}

await phase('two 100,000-letter words (similarity_score) and a 200,000-deep page (categorize_content) at once', ROUNDS, pair)
await phase(`every hostile path of findings 1–2, the blank-line WHOIS answer, the long meta values and the em spaces, ${COPIES} of each at once (${11 * COPIES} requests)`, ROUNDS, mix)
await agent.close(); await health.close()
await server.stop()
site.close()
whois.close()
