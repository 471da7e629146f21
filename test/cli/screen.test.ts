// `webintel screen` (docs/jobs.md "Screening from the command line"): in this process and against a server,
// resumable, with the HTML report. Pages come from a 127.0.0.1 fixture (WEBINTEL_FETCH_ALLOW_PRIVATE=true).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { parse } from 'csv-parse/sync'
import { startHttp, type Fixture } from '../helpers/net-stub.ts'
import { runCli, spawnNode } from '../scale/spawn-node.ts'

const PAGES: Record<string, string> = {
  '/casino': '<title>Royal Spin Casino</title><meta name="description" content="Online casino: slots, roulette, poker and sports betting with instant crypto payouts."><h1>Play slots and roulette</h1><p>Deposit with bitcoin, claim your welcome bonus and bet on live casino tables, poker tournaments and sports betting odds. Jackpot slots pay out daily.</p>',
  '/pharmacy': '<title>Cheap Meds Online</title><meta name="description" content="Buy prescription drugs online without prescription: tramadol, oxycodone, sildenafil."><h1>Online pharmacy</h1><p>Order prescription medication with no prescription needed. Tramadol, oxycodone, xanax and sildenafil shipped discreetly worldwide.</p>',
  '/bakery': '<title>Rosie\'s Bakery</title><meta name="description" content="Family bakery: sourdough bread, croissants and birthday cakes."><h1>Fresh bread every morning</h1><p>Our bakery bakes sourdough loaves, baguettes, croissants and cakes for birthdays and weddings. Visit our shop on Main Street.</p>',
  '/garden': '<title>Green Thumb Garden Supplies</title><meta name="description" content="Seeds, tools and compost for home gardeners."><h1>Garden centre</h1><p>Vegetable seeds, flower bulbs, pruning tools, compost and advice for your garden.</p>',
}

let pages: Fixture
let dir: string
const hits = new Map<string, number>()
const env = () => ({
  WEBINTEL_DATA_DIR: join(dir, 'data'), WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_LOG_LEVEL: 'warn',
  WEBINTEL_INTEL_CACHE_DIR: join(tmpdir(), 'webintel-test-intel-cache'),
  WEBINTEL_NEWS_PROVIDERS: 'rss:http://127.0.0.1:9/search?q={query}', WEBINTEL_RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:9/dns.json', WEBINTEL_WHOIS_SERVER: '127.0.0.1:9',
})

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webintel-screen-'))
  pages = await startHttp((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const page = PAGES[path.replace(/\/\d+$/, '')]
    if (!page) { res.writeHead(404, { 'content-type': 'text/html' }); res.end('<title>Not found</title>'); return }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><head>${page.replace(/<h1>[\s\S]*$/, '')}</head><body>${page.replace(/^[\s\S]*?<h1>/, '<h1>')}</body></html>`)
  })
})
after(async () => { await pages?.close(); rmSync(dir, { recursive: true, force: true }) })

const list = () => {
  const base = `http://127.0.0.1:${pages.port}`
  const lines = ['# portfolio', `${base}/casino/1`, `${base}/bakery/1`, `${base}/pharmacy/1`, `${base}/garden/1`, 'not a site at all!', `${base}/missing`, `${base}/casino/2`, `${base}/bakery/2`, `${base}/garden/2`, `${base}/pharmacy/2`]
  return lines
}

test('in process: every line gets one row; failures carry reasons; --resume runs only what is missing; the report is written', async () => {
  const input = join(dir, 'sites.txt')
  writeFileSync(input, list().join('\n') + '\n')
  const out = join(dir, 'results.csv')
  const report = join(dir, 'report.html')
  const r = await runCli(['screen', input, '--operation', 'analyze', '--out', out, '--report', report, '--concurrency', '4'], env())
  assert.equal(r.code, 0, r.stderr + r.stdout)
  assert.match(r.stdout, /screened 10 items: 8 ok, 2 failed/)
  assert.match(r.stderr, /screen: 10\/10 \(100%\)/, 'plain progress lines when not a TTY')
  const rows = parse(readFileSync(out, 'utf8'), { columns: true }) as Record<string, string>[]
  assert.deepEqual(rows.map((x) => Number(x.index)), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'rows in input order, like the API export')
  const byIdx = new Map(rows.map((x) => [Number(x.index), x]))
  assert.equal(byIdx.get(4)!.status, 'error')
  assert.equal(byIdx.get(4)!.error_code, 'invalid_request')
  assert.equal(byIdx.get(4)!.error_message, 'the input contains spaces or control characters')
  assert.equal(byIdx.get(5)!.error_code, 'fetch_failed')
  assert.equal(byIdx.get(0)!.status, 'ok')
  assert.equal(byIdx.get(0)!.title, 'Royal Spin Casino')
  const casino = Number(byIdx.get(0)!.high_risk_similarity_score)
  const bakery = Number(byIdx.get(1)!.high_risk_similarity_score)
  assert.ok(casino > bakery, `casino ${casino} scores above bakery ${bakery}`)

  const html = readFileSync(report, 'utf8')
  assert.match(html, /<title>Screening report — sites\.txt<\/title>/)
  assert.doesNotMatch(html, /<(script|link|img)[^>]+(src|href)=["']https?:/i, 'self-contained: nothing loaded from elsewhere')
  assert.equal((html.match(/<svg /g) ?? []).length, 3)
  assert.match(html, /Failures \(2\)/)
  assert.match(html, /fetch_failed/)

  // Crash simulation: drop the last three rows, resume; only those items run again.
  const lines = readFileSync(out, 'utf8').trimEnd().split('\n')
  const kept = lines.slice(0, lines.length - 3)
  const dropped = parse(lines.slice(lines.length - 3).join('\n')) as string[][]
  writeFileSync(out, kept.join('\n') + '\n' + lines[lines.length - 3].slice(0, 20)) // and a line cut half-way
  const before = new Map(hits)
  const again = await runCli(['screen', input, '--operation', 'analyze', '--out', out, '--resume', '--report', report], env())
  assert.equal(again.code, 0, again.stderr)
  const fetched = [...hits].filter(([p, n]) => n > (before.get(p) ?? 0)).map(([p]) => p)
  const droppedInputs = dropped.map((d) => new URL(d[4]).pathname)
  for (const p of fetched) assert.ok(droppedInputs.includes(p), `${p} was fetched again but was not missing`)
  const final = parse(readFileSync(out, 'utf8'), { columns: true, relax_column_count: true, skip_records_with_error: true }) as Record<string, string>[]
  const complete = final.filter((x) => x.result_json !== undefined)
  assert.deepEqual(complete.map((x) => Number(x.index)), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'input order, each index once; the cut line is gone')
  assert.equal(final.length, 10)
  const html2 = readFileSync(report, 'utf8')
  assert.match(html2, /<div class="v">10<\/div><div class="l">items<\/div>/)
  assert.match(html2, /Failures \(2\)/)
})

test('--server: the same list as a batch job on a running server', async () => {
  const KEY = 'screen-test-bootstrap-key-0123456789'
  const node = await spawnNode({ WEBINTEL_BOOTSTRAP_API_KEY: KEY, WEBINTEL_BOOTSTRAP_SECRET_KEY: 'screen-test-bootstrap-secret-0123456789', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_RATE_LIMIT_PER_MINUTE: '100000', WEBINTEL_JOBS_POLL_MS: '50' })
  try {
    const input = join(dir, 'sites.csv')
    writeFileSync(input, 'name,website\n' + list().filter((l) => !l.startsWith('#')).map((l, i) => `"Merchant ${i}",${l}`).join('\n') + '\n')
    const out = join(dir, 'server.csv')
    const r = await runCli(['screen', input, '--operation', 'scrape_metadata', '--out', out, '--server', node.url, '--key', KEY], env())
    assert.equal(r.code, 0, r.stderr + r.stdout)
    const rows = parse(readFileSync(out, 'utf8'), { columns: true }) as Record<string, string>[]
    assert.deepEqual(rows.map((x) => Number(x.index)), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'input order')
    const byIdx = new Map(rows.map((x) => [Number(x.index), x]))
    assert.equal(byIdx.get(2)!.title, 'Cheap Meds Online')
    assert.equal(byIdx.get(4)!.error_code, 'invalid_request')
    assert.equal(byIdx.get(5)!.error_code, 'fetch_failed')
    // Run again with --resume: the rows are all there, nothing new is written.
    const again = await runCli(['screen', input, '--operation', 'scrape_metadata', '--out', out, '--server', node.url, '--key', KEY, '--resume'], env())
    assert.equal(again.code, 0, again.stderr)
    assert.equal((parse(readFileSync(out, 'utf8'), { columns: true }) as unknown[]).length, 10)
  } finally { await node.stop() }
})

test('--server that does not answer: exit 1 with the server and the network reason, not a bare "fetch failed"', async () => {
  const closed = await new Promise<number>((resolve) => { const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as AddressInfo; s.close(() => resolve(port)) }) })
  const input = join(dir, 'one.txt')
  writeFileSync(input, `http://127.0.0.1:${pages.port}/casino\n`)
  const r = await runCli(['screen', input, '--out', join(dir, 'unreachable.csv'), '--server', `http://127.0.0.1:${closed}`, '--key', 'wi_live_x'], env())
  assert.equal(r.code, 1)
  assert.match(r.stderr, new RegExp(`webintel: could not reach the server http://127\\.0\\.0\\.1:${closed}: connect ECONNREFUSED 127\\.0\\.0\\.1:${closed}`))
})

test('usage errors exit 2 with a reason', async () => {
  const r = await runCli(['screen', join(dir, 'nope.txt')], env())
  assert.equal(r.code, 2)
  assert.match(r.stderr, /needs an input file \(or -\) and --out/)
  const op = await runCli(['screen', 'x.txt', '--out', join(dir, 'o.csv'), '--operation', 'nope'], env())
  assert.equal(op.code, 2)
  assert.match(op.stderr, /unknown --operation "nope"/)
})
