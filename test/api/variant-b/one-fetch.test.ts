/**
 * The page pipeline (docs/architecture.md, "Page pipeline and Variant B"): a Variant B call with include_whois and
 * include_adverse_media requests its page exactly once — the metadata, the category and the adverse-media entity
 * all come from that one download — for a small page (parsed in the request thread) and a large one (parsed in
 * the extraction pool). The fixture server counts the requests.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../helpers/net-stub.ts'

const port = (s: net.Server) => (s.address() as AddressInfo).port
const listen = (s: net.Server) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))

const head = (legalName: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Spring sale | Kettle &amp; Pan</title>
<meta name="description" content="Cast iron pans, kettles and kitchen knives, delivered across the UK.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"OnlineStore","name":"Kettle & Pan","legalName":"${legalName}"}</script>
</head><body><header>Contact hello@kettleandpan.co.uk</header><main><h1>Cookware for every kitchen</h1>`
const product = (i: number) => `<section><h2>Cast iron frying pan ${i}</h2><p>A pre-seasoned cast iron frying pan for gas, electric and induction hobs; oven safe. Free delivery on kitchen orders over 40 pounds.</p></section>\n`
const tail = '</main><footer>© 2026 Kettle and Pan Trading Ltd</footer></body></html>'
const SMALL = head('Kettle and Pan Trading Ltd') + Array.from({ length: 5 }, (_, i) => product(i)).join('') + tail
// Over the large-page size (512 KiB, src/extract/lanes.ts): parsed in the extraction pool.
const LARGE = head('Kettle and Pan Wholesale Ltd') + Array.from({ length: 6000 }, (_, i) => product(i)).join('') + tail

describe('Variant B with include_whois and include_adverse_media: one request for the page', () => {
  let site: http.Server, feed: http.Server, whois: net.Server
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  const hits = new Map<string, number>()
  const queries: string[] = []
  before(async () => {
    site = http.createServer((req, res) => {
      const k = `${req.headers.host}${req.url}`
      hits.set(k, (hits.get(k) ?? 0) + 1)
      if (req.url === '/robots.txt') { res.writeHead(404).end(); return }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.headers.host?.startsWith('large.') ? LARGE : SMALL)
    })
    feed = http.createServer((req, res) => {
      queries.push(new URL(req.url!, 'http://x').searchParams.get('q') ?? '')
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<?xml version="1.0"?><rss version="2.0"><channel><title>News</title></channel></rss>')
    })
    whois = net.createServer((s) => s.once('data', () => s.end(readFileSync(new URL('../../fixtures/whois/icann-registry.txt', import.meta.url)))))
    await Promise.all([listen(site), listen(feed), listen(whois)])
    const zone = { 'kettleandpan.co.uk': [[PUBLIC_A]], 'large.kettleandpan.co.uk': [[PUBLIC_A]] }
    svc = await startService({
      // Time limits far above what these pages take, so a busy test machine cannot turn them into missing parts.
      WEBINTEL_EXTRACT_WORKER_TIMEOUT_MS: '60000', WEBINTEL_WHOIS_TIMEOUT_MS: '60000',
      WEBINTEL_RDAP: 'off', WEBINTEL_WHOIS_SERVER: `127.0.0.1:${port(whois)}`,
      WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${port(feed)}/search?q={query}`,
    }, { net: stubNet(zone, { [PUBLIC_A]: port(site) }) })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
    // Loaded before the calls, so that WHOIS's time limit never runs while the engine starts.
    await svc.services.engines.intel()
  })
  after(async () => { await svc.close(); site.close(); feed.close(); whois.close() })

  for (const [host, entity] of [['kettleandpan.co.uk', 'Kettle and Pan Trading Ltd'], ['large.kettleandpan.co.uk', 'Kettle and Pan Wholesale Ltd']]) {
    test(`${host}: the page is requested once; metadata, category, WHOIS and the screened entity are all there`, async () => {
      queries.length = 0
      const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: `http://${host}/`, include_whois: true, include_adverse_media: true }, { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })
      assert.equal(r.status, 200, r.text)
      assert.equal(hits.get(`${host}/`), 1, JSON.stringify([...hits]))
      const b = r.json
      assert.equal(b.metadata.title, 'Spring sale | Kettle & Pan', JSON.stringify(b.warnings))
      assert.deepEqual(b.metadata.emails, ['hello@kettleandpan.co.uk'])
      assert.ok(b.ai_response.category, JSON.stringify(b.ai_response))
      assert.ok(b.whois_data, JSON.stringify(b.warnings))
      assert.equal(b.whois_data.registrar, 'Fixture Registrar, LLC')
      // The entity is the page's JSON-LD legalName, read in the same parse as the metadata.
      assert.equal(b.adverse_media.entity.name, entity)
      assert.equal(b.adverse_media.entity.source, 'jsonld_legal_name')
      assert.ok(queries.length > 0 && queries.every((q) => q.includes(entity!)), queries.join(' | '))
    })
  }
})
