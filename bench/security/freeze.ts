/**
 * `node bench/security/freeze.ts` — how long /healthz waits while the real server (a child process, the
 * production flags) handles hostile requests (test/security/): two 100,000-letter words in similarity_score
 * (type text), a 200,000-deep page in categorize_content, the same page in similarity_score (type url), a
 * 100,000-deep page just under the large-page size (parsed in the main thread), a 200,000-deep page as the
 * site of adverse_media_check (type url), a 200,000-deep RSS feed, a WHOIS answer of 1 MiB of blank lines
 * (whois_lookup, port 43, RDAP off), and a 2.9 MB page whose meta description and og:title fill it (read in the
 * worker pool, but its signals are tokenized in the main thread: categorize_content and Variant B), and a page of
 * 160,000 em spaces (site_check, and Variant B with site checks: the line-feed patterns of the page text once
 * rescanned such a run from every position), and a page whose icon declares a size of 100,000 digits (scrape_metadata). A third phase sends WHOIS answers that hold many values or long runs
 * in one value (40,000 status lines, 60,000 name servers on one line, dot, "[" and "@1" runs: whois_lookup, port
 * 43) and an RDAP answer with 50,000 nameserver objects, and adverse_media_check on a news feed of 100,000 items
 * (its 500 stories screened in slices) and on a story whose "anti-fraud" is followed by 80 hyphens. A fourth phase
 * sends pages of many values of one kind: 9,000 feed links (scrape_metadata, categorize_content), an icon with 150,000
 * sizes (scrape_metadata) and a JSON-LD array of 200,000 items (adverse_media_check, type url). A fifth phase sends
 * the long runs of the regular-expression audit (docs/benchmarks.md): page texts of "a-a-a-…" and of em spaces
 * around an "at" (site_check), a feed whose Atom link is 900,000 slashes and one of 500 headlines of em spaces
 * (adverse_media_check), a WHOIS answer with a bracket line after a 1,040,000-blank indent, and a job whose
 * similarity item has a `source` of 1,000,000 dots (POST /v1/jobs). Before the warm-up, /healthz is polled while the
 * scheduled sanctions refresh imports a hostile OFAC CSV list (one entry with 40,000 aliases, a remark of 20,000
 * "DOB " and 20,000 "nationality " labels and a DOB clause holding 1,000,000 blanks) and the server reloads its
 * screening index. /healthz is polled every 10 ms over
 * its own connection; each answer is timed from when it was due. Target: every answer within 250 ms.
 * Four phases of BENCH_ROUNDS (default 10) rounds: the issue's pair (two words, the deep page) at once; then
 * BENCH_COPIES (default 3) copies of all twelve requests at once; then COPIES copies of the registration and feed
 * answers above; then COPIES copies of the many-values pages; then COPIES copies of the audit's long runs.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { Agent, request } from 'undici'
import { startBenchServer } from '../load/server.ts'
import { pollHealth } from './poll-health.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const COPIES = Number(process.env.BENCH_COPIES ?? 3)
const deep = (n: number, tag = 'div') => `<!doctype html><html><head><title>Deep</title></head><body>${`<${tag}>w `.repeat(n)}</body></html>`
const feedItem = '<item><title>Acme Holdings fined</title><link>https://news.example/1</link><description>Acme Holdings was fined for fraud.</description></item>'
const pages: Record<string, { type: string; body: string }> = {
  '/deep': { type: 'text/html', body: deep(200_000) },
  '/deep-small': { type: 'text/html', body: deep(100_000, 'b') }, // 500 KB: under the large-page size
  // No <title>: og:title stands in for it. Both values fill the page (they were tokenized whole).
  '/long-meta': { type: 'text/html', body: `<!doctype html><html><head><meta property="og:title" content="${'a '.repeat(700_000)}"><meta name="description" content="${'a '.repeat(700_000)}"></head><body><p>Fresh bread.</p></body></html>` },
  // a declared icon size of 100,000 digits: the sizes pattern once restarted the run at each digit (over 30 s)
  '/icon-digits': { type: 'text/html', body: `<!doctype html><html><head><title>Icon</title><link rel="icon" sizes="${'1'.repeat(100_000)}" href="/i.ico"></head><body><p>Fresh bread.</p></body></html>` },
  '/em-spaces': { type: 'text/html; charset=utf-8', body: `<!doctype html><html><head><title>Spaces</title></head><body><p>a${'\u2003'.repeat(160_000)}b</p></body></html>` },
  '/feed': { type: 'application/rss+xml', body: `<?xml version="1.0"?><rss><channel>${'<x>'.repeat(200_000)}${feedItem}</channel></rss>` },
  // many values of one kind: 9,000 distinct feed links in 509 KiB (the main-thread lane; deduplicated by a scan of
  // the kept list), an icon with 150,000 sizes and a JSON-LD array of 200,000 items (both once spread as arguments)
  '/feed-links': { type: 'text/html', body: `<!doctype html><html><head><title>Feeds</title>${Array.from({ length: 9_000 }, (_, i) => `<link rel=alternate type=application/rss+xml href=/f/${i}>`).join('')}</head><body><p>Fresh bread.</p></body></html>` },
  '/icon-sizes': { type: 'text/html', body: `<!doctype html><html><head><title>Icons</title><link rel=icon href=/i.png sizes="${'16x16 '.repeat(150_000)}"></head><body><p>Fresh bread.</p></body></html>` },
  // the audit's long runs in a page text (cut to 60,000 characters; em spaces and "a-a-a-" are not collapsed)
  '/dash-text': { type: 'text/html', body: `<!doctype html><html><head><title>Dashes</title></head><body><h1>Fixture bakery</h1><p>Fresh bread and cakes from our bakery in the old town.</p><p>${'a-'.repeat(30_000)}</p></body></html>` },
  '/em-at': { type: 'text/html; charset=utf-8', body: `<!doctype html><html><head><title>At</title></head><body><h1>Fixture bakery</h1><p>Fresh bread and cakes from our bakery in the old town.</p><p>x at y${'\u2003'.repeat(59_800)}!</p></body></html>` },
  '/ld-array': { type: 'text/html', body: `<!doctype html><html><head><title>Acme Holdings</title><script type="application/ld+json">[{"@type":"Organization","legalName":"Acme Holdings Ltd"},${'0,'.repeat(200_000)}0]</script></head><body><p>Fresh bread.</p></body></html>` },
}
// RDAP: a bootstrap file naming this server for .net, and a domain object with 50,000 nameserver objects (1.3 MB)
const manyNs = JSON.stringify({
  objectClassName: 'domain', ldhName: 'many-nameservers-fixture.net', status: ['active'], nameservers: Array.from({ length: 50_000 }, (_, i) => ({ ldhName: `ns${i}.h.net` })),
  events: [{ eventAction: 'registration', eventDate: '2011-02-03T04:05:06Z' }],
  entities: [{ objectClassName: 'entity', roles: ['registrar'], vcardArray: ['vcard', [['fn', {}, 'text', 'Fixture Registrar Inc.']]] }],
})
// A sanctions source in the OFAC legacy CSV form (four files in one folder), built to make an importer super-linear
const ofac: Record<string, string> = {
  '/ofac/sdn.csv': '201,"FIXTURE HOLDINGS",-0-,SDGT,-0-,-0-,-0-,-0-,-0-,-0-,-0-,-0-\n',
  '/ofac/alt.csv': Array.from({ length: 40_000 }, (_, i) => `201,${i},aka,"FIXTURE ALIAS ${i}",-0-\n`).join(''),
  '/ofac/add.csv': '',
  '/ofac/sdn_comments.csv': `201,"${'DOB '.repeat(20_000)}x.y; ${'nationality '.repeat(20_000)}1; DOB 03 Mar 1973; DOB 04 Apr 1974 ${' '.repeat(1_000_000)}x"\n`,
}
const manyItems = `<?xml version="1.0"?><rss><channel>${Array.from({ length: 100_000 }, (_, i) => `<item><title>Manyitems Holdings fined ${i} in fraud case</title><link>https://n${i}.example/${i}</link><description>Manyitems Holdings was charged ${i} with fraud.</description></item>`).join('')}</channel></rss>`
// The words after a prevention term ("anti-fraud") were read by a pattern exponential in a hyphen run (60: ~150 s)
const hyphens = `<?xml version="1.0"?><rss><channel><item><title>Hyphens Holdings anti-fraud ${'-'.repeat(80)} review</title><link>https://h.example/1</link><description>Hyphens Holdings anti-fraud ${'-'.repeat(80)} controls.</description></item></channel></rss>`
// An Atom link of 900,000 slashes (a feed is read up to 1,000,000 characters), and 500 headlines of em spaces
const slashFeed = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><title>Slashes Holdings fined for fraud</title><link href="https://news.test/${'/'.repeat(900_000)}a"/><summary>Slashes Holdings was fined.</summary></entry></feed>`
const emFeed = `<?xml version="1.0"?><rss><channel>${Array.from({ length: 500 }, (_, i) => `<item><title>Emspace Holdings${'\u2003'.repeat(980)}${i}</title><link>https://e${i}.test/${i}</link><description>Emspace Holdings story ${i}.</description></item>`).join('')}</channel></rss>`
const site = http.createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (path in ofac) { res.writeHead(200, { 'content-type': 'text/csv' }).end(ofac[path]); return }
  if (path === '/dns.json') { res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: '1.0', services: [[['net'], [`${origin}/rdap/`]]] })); return }
  if (path.toLowerCase() === '/rdap/domain/many-nameservers-fixture.net') { res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(manyNs); return }
  if (path.startsWith('/rdap/')) { res.writeHead(404, { 'content-type': 'application/rdap+json' }).end('{"errorCode":404}'); return }
  // a search for "Manyitems Holdings" gets a feed of 100,000 items (8 MB; 500 items are read, then screened)
  if (path === '/feed' && (req.url ?? '').includes('Manyitems')) { res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(manyItems); return }
  // a search for "Hyphens Holdings" gets one story whose prevention term is followed by a run of hyphens
  if (path === '/feed' && (req.url ?? '').includes('Hyphens')) { res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(hyphens); return }
  if (path === '/feed' && (req.url ?? '').includes('Slashes')) { res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(slashFeed); return }
  if (path === '/feed' && (req.url ?? '').includes('Emspace')) { res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(emFeed); return }
  const p = pages[path]
  if (!p) { res.writeHead(404).end(); return }
  res.writeHead(200, { 'content-type': p.type }).end(p.body)
})
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`

// A port-43 server whose every answer is 1 MiB of blank lines (the verdict patterns once went cubic on it), except
// the records below: many values, or one long run in a value (each once held the event loop for 8 to 45 s).
const record = (domain: string, ...extra: string[]): string => [`Domain Name: ${domain.toUpperCase()}`, 'Registrar: Fixture Registrar Inc.', 'Creation Date: 2012-03-04T05:06:07Z', ...extra, ''].join('\n')
const records: Record<string, string> = {
  'many-states-fixture.com': record('many-states-fixture.com', ...Array.from({ length: 40_000 }, (_, i) => `Domain Status: state${i}`)),
  'many-hosts-fixture.com': record('many-hosts-fixture.com', `Name Server: ${Array.from({ length: 60_000 }, (_, i) => `ns${i}.h.net`).join(' ')}`),
  'dot-runs-fixture.com': record('dot-runs-fixture.com', `Registrant Country: x${'.'.repeat(100_000)}x`, `Name Server: ns1.x${'.'.repeat(100_000)}x`),
  'bracket-run-fixture.com': record('bracket-run-fixture.com').replace('Registrar: Fixture Registrar Inc.', `Registrar: x${'['.repeat(100_000)}x`),
  'at-run-fixture.com': record('at-run-fixture.com', `Updated Date: ${'@1'.repeat(60_000)}`),
}
// a bracket line after an indent that fills the 1 MiB answer (kept out of the third phase's records)
const indentRecord = `${record('indent-fixture.com')}${' '.repeat(1_040_000)}[Tech-C]\nName: Jane Doe\n`
const whois = net.createServer((s) => s.once('data', (d) => { const q = String(d).trim().toLowerCase(); s.end(q === 'indent-fixture.com' ? indentRecord : records[q] ?? '\n'.repeat(1 << 20)) }))
await new Promise<void>((r) => whois.listen(0, '127.0.0.1', r))

const server = await startBenchServer({
  WEBINTEL_RDAP: 'on', WEBINTEL_RDAP_BOOTSTRAP_URL: `${origin}/dns.json`, WEBINTEL_WHOIS_SERVER: `127.0.0.1:${(whois.address() as AddressInfo).port}`, WEBINTEL_WHOIS_CACHE_TTL_MS: '0',
  WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0',
  // the engine is loaded by the warm-up below, not at the start, where its load would add to the sanctions phase
  WEBINTEL_INTEL_PRELOAD: 'false',
  WEBINTEL_NEWS_PROVIDERS: `rss:${origin}/feed?q={query}`, WEBINTEL_LOG_LEVEL: 'warn',
  WEBINTEL_SANCTIONS_SOURCES: `hostile_ofac=${origin}/ofac/sdn.csv|ofac-csv`, WEBINTEL_SANCTIONS_INDEX_RELOAD_MS: '500', ...JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}'),
})
const health = new Agent({ connections: 1 })

// The scheduled refresh runs about a second after the start: /healthz is polled from now until the list is stored
// and the index has had time to reload (or 120 s pass).
{
  console.log('\n## the scheduled sanctions refresh imports a hostile OFAC CSV list (real server, child process)\n')
  const poller = pollHealth(server.url, health)
  const t0 = performance.now()
  let stored = false
  while (!stored && performance.now() - t0 < 120_000) {
    const lists = JSON.parse(await server.cli(['sanctions', 'lists', '--json'])) as { list: string }[]
    stored = lists.some((l) => l.list === 'hostile_ofac')
    if (!stored) await new Promise((r) => setTimeout(r, 250))
  }
  await new Promise((r) => setTimeout(r, 2000)) // the index reload (every 500 ms here) and its build
  const { maxMs, answers } = await poller.stop()
  console.log(`list stored: ${stored} after ${(performance.now() - t0).toFixed(0)} ms; /healthz answers: ${answers}; slowest /healthz: ${maxMs.toFixed(0)} ms (target ≤ 250 ms)`)
}

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
/** Every hostile path of findings 1 and 2, the blank-line WHOIS answer, the long meta values, the em spaces and a 100,000-digit icon size, COPIES times over. */
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
  post('/api/scrape_metadata', { input_string: `${origin}/icon-digits`, fresh: true }),
]).flat()

// Warm-up: the engine's first similarity call reads WordNet data once.
await post('/v1/similarity_score', { source: 'fresh bread', target: 'bread baked', type: 'text' })
await post('/v1/categorize_content', { url: `${origin}/deep-small` })

/** Runs `rounds` rounds of `batch` (all its requests at once) while /healthz is polled; prints one table. */
async function phase(title: string, rounds: number, batch: () => Promise<{ path: string; status: number; ms: number }>[]) {
  console.log(`\n## ${title} (${rounds} rounds; real server, child process)\n`)
  console.log('| round | round ms | slowest /healthz ms | /healthz answers | hostile requests: status × count, slowest ms |\n|---|---|---|---|---|')
  let worst = 0
  for (let round = 1; round <= rounds; round++) {
    const poller = pollHealth(server.url, health)
    const t0 = performance.now()
    const results = await Promise.all(batch())
    const roundMs = performance.now() - t0
    const { maxMs, answers } = await poller.stop()
    worst = Math.max(worst, maxMs)
    const byStatus = new Map<string, number>()
    for (const r of results) { const k = `${r.path.replace('/v1/', '')} ${r.status}`; byStatus.set(k, (byStatus.get(k) ?? 0) + 1) }
    console.log(`| ${round} | ${roundMs.toFixed(0)} | ${maxMs.toFixed(0)} | ${answers} | ${[...byStatus].map(([k, n]) => `${k} × ${n}`).join(', ')}; slowest ${Math.max(...results.map((r) => r.ms)).toFixed(0)} |`)
  }
  console.log(`\nslowest /healthz: ${worst.toFixed(0)} ms (target ≤ 250 ms)`)
}

await phase('two 100,000-letter words (similarity_score) and a 200,000-deep page (categorize_content) at once', ROUNDS, pair)
await phase(`every hostile path of findings 1–2, the blank-line WHOIS answer, the long meta values, the em spaces and the icon digits, ${COPIES} of each at once (${12 * COPIES} requests)`, ROUNDS, mix)
/** WHOIS and RDAP answers with many values or long runs in one value, and the 100,000-item feed, COPIES times over. */
const registration = () => Array.from({ length: COPIES }, () => [
  ...Object.keys(records).map((d) => get(`/v1/whois_lookup?domain=${d}&fresh=true`)),
  get('/v1/whois_lookup?domain=many-nameservers-fixture.net&fresh=true'),
  post('/v1/adverse_media_check', { query: 'Manyitems Holdings', fresh: true }),
  post('/v1/adverse_media_check', { query: 'Hyphens Holdings', fresh: true }),
]).flat()
await phase(`WHOIS answers with many values or long runs, an RDAP answer with 50,000 name servers and a news feed of 100,000 items and a story with a hyphen run after a prevention term, ${COPIES} of each at once (${8 * COPIES} requests)`, ROUNDS, registration)
/** Pages of many values of one kind (feed links, icon sizes, JSON-LD items), COPIES times over. */
const manyValues = () => Array.from({ length: COPIES }, () => [
  post('/api/scrape_metadata', { input_string: `${origin}/feed-links`, fresh: true }),
  post('/v1/categorize_content', { url: `${origin}/feed-links`, fresh: true }),
  post('/api/scrape_metadata', { input_string: `${origin}/icon-sizes`, fresh: true }),
  post('/v1/adverse_media_check', { query: `${origin}/ld-array`, type: 'url', fresh: true }),
]).flat()
await phase(`pages of 9,000 feed links, 150,000 icon sizes and a 200,000-item JSON-LD array, ${COPIES} of each at once (${4 * COPIES} requests)`, ROUNDS, manyValues)
/** The long runs of the regular-expression audit, COPIES times over. */
const auditRuns = () => Array.from({ length: COPIES }, () => [
  post('/v1/site_check', { url: `${origin}/dash-text`, fresh: true }),
  post('/v1/site_check', { url: `${origin}/em-at`, fresh: true }),
  post('/v1/adverse_media_check', { query: 'Slashes Holdings', fresh: true }),
  post('/v1/adverse_media_check', { query: 'Emspace Holdings', fresh: true }),
  get('/v1/whois_lookup?domain=indent-fixture.com&fresh=true'),
  post('/v1/jobs', { operation: 'similarity_score', items: [{ source: `a${'.'.repeat(1_000_000)}!`, target: 'https://x.test/', type: 'url' }] }),
]).flat()
await phase(`the regex audit's long runs: page texts of "a-a-a-" and em spaces, an Atom link of 900,000 slashes, 500 headlines of em spaces, a WHOIS indent of 1,040,000 blanks, a job item of 1,000,000 dots, ${COPIES} of each at once (${6 * COPIES} requests)`, ROUNDS, auditRuns)
await agent.close(); await health.close()
await server.stop()
site.close()
whois.close()
