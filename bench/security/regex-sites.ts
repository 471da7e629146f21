/**
 * `node bench/security/regex-sites.ts` — the regular expressions of the audit in docs/benchmarks.md that were
 * quadratic on a long run when probed alone, each reached through the real server (a child process, the production
 * flags) with a hostile input at the largest size the limits on its path allow, one request at a time, while
 * /healthz is polled every 10 ms over its own connection (each answer timed from when it was due). Prints one row
 * per input: the request's status and time, and the slowest /healthz during it.
 *
 * Inputs: site_check on pages whose text (cut to 60,000 characters, runs of ASCII blanks collapsed) is "a-a-a-…",
 * or one em-space run around an "at" or "@"; adverse_media_check on a feed (read up to 1,000,000 characters) whose one
 * Atom link holds 900,000 slashes, and on a feed of 500 stories whose headlines are 1,000 characters of em spaces;
 * a port-43 WHOIS answer (read up to 1 MiB) with a bracket line after an indent of 1,040,000 blanks; POST /v1/jobs
 * with a similarity item whose `source` is a run of dots in a 16 MiB body, and with 7,000 scrape_metadata items of
 * 2,048 characters (dots); an OFAC CSV list refreshed from a configured source (a DOB remark holding a run of blanks;
 * parsed in a worker). And the sites left alone because their input is capped first: a 200-character
 * adverse_media_check query of legal-form words and commas, a copyright line of em spaces (its holder is at most 100
 * characters), and a page description of em spaces (the summary is cut to 300 characters before its pattern).
 *
 * `BENCH_SCALE` (JSON, e.g. `{"whois":10,"ofac":50}`) divides the run lengths of the inputs it names (dashes,
 * emspace, slashes, headlines, whois, similarity, ofac, copyright, description): the code before its fixes needs
 * that to finish (several of these inputs are quadratic there: minutes to hours at full size). `WEBINTEL_INTEL_CACHE_DIR` (a
 * directory that already holds the word-vector cache) skips its build in the warm-up.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { Agent, request } from 'undici'
import { startBenchServer } from '../load/server.ts'
import { pollHealth } from './poll-health.ts'

const SCALE: Record<string, number> = JSON.parse(process.env.BENCH_SCALE ?? '{}')
const n = (full: number, tag: string) => Math.max(10, Math.floor(full / (SCALE[tag] ?? 1)))
const doc = (body: string, head = '') => `<!doctype html><html><head><title>Hostile fixture</title>${head}</head><body><h1>Fixture bakery</h1><p>Fresh bread and cakes from our bakery in the old town, every morning.</p>${body}</body></html>`
const pages: Record<string, string> = {
  // the page text is cut to 60,000 characters; runs of ASCII blanks are collapsed, em spaces and "a-a-a-" are not
  '/dashes': doc(`<p>${'a-'.repeat(n(30_000, 'dashes'))}</p>`),
  '/em-at': doc(`<p>x at y${'\u2003'.repeat(n(59_800, 'emspace'))}!</p>`),
  '/em-before-at': doc(`<p>x${'\u2003'.repeat(n(59_800, 'emspace'))}@y dot at dot z</p>`),
  '/copyright': doc(`<footer>© 2024 ${'\u2003'.repeat(n(60_000, 'copyright'))} Acme</footer>`),
  '/plain': doc('<p>More bread.</p>'),
  '/description': doc('<p>More bread.</p>', `<meta name="description" content="${'\u2003'.repeat(n(9_000, 'description'))}">`),
}
// An Atom entry whose link is 900,000 slashes long (the feed is read up to 1,000,000 characters)
const slashFeed = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><title>Slashes Holdings fined for fraud</title><link href="https://news.test/${'/'.repeat(n(900_000, 'slashes'))}a"/><summary>Slashes Holdings was fined.</summary></entry></feed>`
// 500 stories (the items read per feed) whose headlines are 1,000 characters of em spaces (folded to spaces)
const emFeed = `<?xml version="1.0"?><rss><channel>${Array.from({ length: 500 }, (_, i) => `<item><title>Emspace Holdings${'\u2003'.repeat(n(980, 'headlines'))}${i}</title><link>https://e${i}.test/${i}</link><description>Emspace Holdings story ${i}.</description></item>`).join('')}</channel></rss>`
const ofac: Record<string, string> = {
  '/ofac/sdn.csv': '401,"FIXTURE, Blank Run",individual,SDGT,-0-,-0-,-0-,-0-,-0-,-0-,-0-,-0-\n',
  '/ofac/alt.csv': '',
  '/ofac/add.csv': '',
  '/ofac/sdn_comments.csv': `401,"DOB 02 Feb 1980 ${' '.repeat(n(5_000_000, 'ofac'))}x; nationality Peru."\n`,
}
const site = http.createServer((req, res) => {
  const url = req.url ?? '/'
  const path = new URL(url, 'http://x').pathname
  if (path in ofac) { res.writeHead(200, { 'content-type': 'text/csv' }).end(ofac[path]); return }
  if (path === '/feed') {
    const body = url.includes('Slashes') ? slashFeed : url.includes('Emspace') ? emFeed : '<?xml version="1.0"?><rss><channel></channel></rss>'
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body)
    return
  }
  const p = pages[path]
  if (!p) { res.writeHead(404).end(); return }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(p)
})
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`

// A port-43 answer of 1 MiB: a bracket line ("[Tech-C]", a DENIC object header) after an indent of blanks
const indent = `Domain Name: INDENT-FIXTURE.COM\nRegistrar: Fixture Registrar Inc.\n${' '.repeat(n(1_040_000, 'whois'))}[Tech-C]\nName: Jane Doe\n`
const whois = net.createServer((s) => s.once('data', () => s.end(indent)))
await new Promise<void>((r) => whois.listen(0, '127.0.0.1', r))

const server = await startBenchServer({
  WEBINTEL_RDAP: 'off', WEBINTEL_WHOIS_SERVER: `127.0.0.1:${(whois.address() as AddressInfo).port}`, WEBINTEL_WHOIS_CACHE_TTL_MS: '0',
  WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_INTEL_PRELOAD: 'false',
  WEBINTEL_NEWS_PROVIDERS: `rss:${origin}/feed?q={query}`, WEBINTEL_LOG_LEVEL: 'warn',
  WEBINTEL_SANCTIONS_SOURCES: `blank_run=${origin}/ofac/sdn.csv|ofac-csv`, WEBINTEL_SANCTIONS_INDEX_RELOAD_MS: '500',
  ...JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}'),
})
const health = new Agent({ connections: 1 })

console.log(`\n## regular-expression sites of the audit, one hostile input at a time (real server, child process; BENCH_SCALE=${JSON.stringify(SCALE)})\n`)
console.log('| input | status | request ms | slowest /healthz ms | /healthz answers |\n|---|---|---|---|---|')
{
  // the scheduled refresh starts about a second after the server: polled until the list is stored (or 300 s)
  const poller = pollHealth(server.url, health)
  const t0 = performance.now()
  let stored = false
  while (!stored && performance.now() - t0 < 300_000) {
    stored = (JSON.parse(await server.cli(['sanctions', 'lists', '--json'])) as { list: string }[]).some((l) => l.list === 'blank_run')
    if (!stored) await new Promise((r) => setTimeout(r, 250))
  }
  const ms = performance.now() - t0
  const { maxMs, answers } = await poller.stop()
  console.log(`| OFAC CSV refresh, DOB remark with ${n(5_000_000, 'ofac').toLocaleString('en')} blanks (worker) | ${stored ? 'stored' : 'not stored'} | ${ms.toFixed(0)} | ${maxMs.toFixed(0)} | ${answers} |`)
}

const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'regex-sites', '--rate-limit', '100000000', '--json']))
const agent = new Agent({ connections: 4 })
const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const res = await request(server.url + path, {
    method, dispatcher: agent, headersTimeout: 900_000, bodyTimeout: 900_000,
    headers: { 'x-api-key': key.api_key, 'x-secret-key': key.secret_key, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.body.text()
  // an error answer shows its code (a refused job item is the expected answer to an invalid URL)
  return res.statusCode < 300 ? String(res.statusCode) : `${res.statusCode} ${(JSON.parse(text) as { error?: { code?: string } }).error?.code ?? ''}`
}
// Warm-up: the first analysis loads the content engine (word vectors) in the server's main thread.
await call('POST', '/api/scrape_metadata', { input_string: `${origin}/plain` })
const dots = (len: number) => `a${'.'.repeat(len)}!`
const cases: [string, () => Promise<string>][] = [
  [`site_check: page text "a-a-a-…" (${(2 * n(30_000, 'dashes')).toLocaleString('en')} characters)`, () => call('POST', '/v1/site_check', { url: `${origin}/dashes`, fresh: true })],
  [`site_check: "x at y" + ${n(59_800, 'emspace').toLocaleString('en')} em spaces`, () => call('POST', '/v1/site_check', { url: `${origin}/em-at`, fresh: true })],
  [`site_check: ${n(59_800, 'emspace').toLocaleString('en')} em spaces before "@y dot at dot z"`, () => call('POST', '/v1/site_check', { url: `${origin}/em-before-at`, fresh: true })],
  [`adverse_media_check: Atom link of ${n(900_000, 'slashes').toLocaleString('en')} slashes`, () => call('POST', '/v1/adverse_media_check', { query: 'Slashes Holdings', fresh: true })],
  [`adverse_media_check: 500 headlines of ${n(980, 'headlines').toLocaleString('en')} em spaces`, () => call('POST', '/v1/adverse_media_check', { query: 'Emspace Holdings', fresh: true })],
  [`whois_lookup: bracket line after a ${n(1_040_000, 'whois').toLocaleString('en')}-blank indent`, () => call('GET', '/v1/whois_lookup?domain=indent-fixture.com&fresh=true')],
  [`POST /v1/jobs: similarity item, source of ${n(16_000_000, 'similarity').toLocaleString('en')} dots`, () => call('POST', '/v1/jobs', { operation: 'similarity_score', items: [{ source: dots(n(16_000_000, 'similarity')), target: 'https://x.test/', type: 'url' }] })],
  ['POST /v1/jobs: 7,000 scrape_metadata items of 2,048 characters (dots)', () => call('POST', '/v1/jobs', { operation: 'scrape_metadata', items: Array.from({ length: 7000 }, () => dots(2046)) })],
  ['(capped) adverse_media_check: 196-character query of legal forms and commas', () => call('POST', '/v1/adverse_media_check', { query: `Acme${' S A,'.repeat(38)},,`, fresh: true })],
  ['(capped) adverse_media_check type url: copyright line of em spaces', () => call('POST', '/v1/adverse_media_check', { query: `${origin}/copyright`, type: 'url', fresh: true })],
  ['(capped) Variant B analyze: description of em spaces (summary)', () => call('POST', '/api/scrape_metadata', { input_string: `${origin}/description`, fresh: true })],
]
for (const [label, run] of cases) {
  const poller = pollHealth(server.url, health)
  const t0 = performance.now()
  const status = await run().catch((e: Error) => `error ${e.message}`)
  const ms = performance.now() - t0
  const { maxMs, answers } = await poller.stop()
  console.log(`| ${label} | ${status} | ${ms.toFixed(0)} | ${maxMs.toFixed(0)} | ${answers} |`)
}
await agent.close(); await health.close()
await server.stop()
site.close()
whois.close()
