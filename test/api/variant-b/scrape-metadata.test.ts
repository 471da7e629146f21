import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A, PUBLIC_B } from '../../helpers/net-stub.ts'

const fixture = (p: string) => readFileSync(new URL(`../../fixtures/${p}`, import.meta.url), 'utf8')
const port = (s: net.Server) => (s.address() as AddressInfo).port
const listen = (s: net.Server) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>
<item><title>Rosie's Bakery wins regional award for its sourdough</title><link>https://news.example.org/rosie-award</link>
<pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate><description>Rosie's Bakery in Leeds won a regional award.</description></item>
</channel></rss>`

describe('POST /api/scrape_metadata (Variant B) composes every engine', () => {
  let site: http.Server, feed: http.Server, whois: net.Server
  let svc: Running, down: Running
  let key: { apiKey: string; secretKey: string }
  const hits: string[] = []
  before(async () => {
    site = http.createServer((req, res) => {
      hits.push(`${req.headers.host}${req.url}`)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture(req.headers.host?.startsWith('spinroyal') ? 'sites/casino.html' : 'sites/bakery.html'))
    })
    feed = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED))
    whois = net.createServer((s) => s.once('data', () => s.end(fixture('whois/icann-registry.txt'))))
    await Promise.all([listen(site), listen(feed), listen(whois)])
    const zone = { 'rosies-bakery.co.uk': [[PUBLIC_A]], 'spinroyal-casino.com': [[PUBLIC_B]] }
    const routes = { [PUBLIC_A]: port(site), [PUBLIC_B]: port(site) }
    const env = { WEBINTEL_RDAP: 'off', WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${port(feed)}/search?q={query}` }
    // A WHOIS time limit far above what the fixture takes, so a busy test machine cannot turn it into a missing part.
    svc = await startService({ ...env, WEBINTEL_WHOIS_SERVER: `127.0.0.1:${port(whois)}`, WEBINTEL_WHOIS_TIMEOUT_MS: '60000' }, { net: stubNet(zone, routes) })
    down = await startService({ ...env, WEBINTEL_WHOIS_SERVER: '127.0.0.1:9' }, { net: stubNet(zone, routes) })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
    // Loaded before the calls, so that WHOIS's time limit never runs while the engine starts on this thread.
    await svc.services.engines.intel()
  })
  after(async () => { await svc.close(); await down.close(); site.close(); feed.close(); whois.close() })

  const auth = () => ({ 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })

  test('a bare domain: https fails, http answers; all four parts in one response', async () => {
    const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'Rosies-Bakery.co.uk', include_whois: true, include_adverse_media: true }, auth())
    assert.equal(r.status, 200, r.text)
    const b = r.json
    assert.equal('success' in b, false, 'Variant B has no envelope')
    assert.equal(b.type, 'domain')
    assert.equal(b.domain, 'rosies-bakery.co.uk')
    assert.equal(b.metadata.title, "Rosie's Bakery — Fresh Bread and Cakes in Leeds")
    assert.equal(b.metadata.keywords, 'bakery, sourdough, cakes, pastries, Leeds')
    assert.deepEqual(b.metadata.emails, ['hello@rosies-bakery.co.uk'])
    assert.deepEqual(b.metadata.phoneNumbers, ['+441134960123'])
    assert.deepEqual(b.metadata.socialMediaLinks, ['https://www.instagram.com/rosiesbakeryleeds'])
    assert.equal(b.ai_response.category, 'Desserts and Baking', 'the most specific IAB node the engine is confident about')
    assert.deepEqual(b.ai_response.categories[0].path, ['Food & Drink', 'Desserts and Baking'])
    assert.ok(b.ai_response.category_confidence_score > 0 && b.ai_response.category_confidence_score <= 1)
    assert.ok(b.ai_response.high_risk_similarity_score < 0.3)
    assert.ok(b.ai_response.summary.length > 20 && b.ai_response.summary.length <= 300)
    assert.ok(b.whois_data, JSON.stringify(b.warnings))
    assert.match(b.whois_data.creation_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    assert.equal(b.whois_data.registrar, 'Fixture Registrar, LLC')
    assert.equal(b.adverse_media.adverse_media_found, false)
    assert.ok(b.warnings.some((w: any) => w.source === 'fetch' && w.message.startsWith('https://rosies-bakery.co.uk/')), JSON.stringify(b.warnings))
  })

  test('a high-risk merchant scores high, with its MCCs', async () => {
    const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'http://spinroyal-casino.com/' }, auth())
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.type, 'url')
    assert.ok(r.json.ai_response.high_risk_similarity_score > 0.6, String(r.json.ai_response.high_risk_similarity_score))
    assert.ok(r.json.ai_response.high_risk_matches[0].mccs.includes('7995'))
    assert.equal(r.json.whois_data, undefined, 'not requested, not present')
  })

  test('custom categories and custom high-risk classes combine in one request', async () => {
    const r = await postJson(svc.url + '/api/scrape_metadata', {
      input_string: 'http://spinroyal-casino.com/', custom_categories: ['Gambling', 'Groceries'], custom_high_risk_categories: ['Online casino', 'Firearms'],
    }, auth())
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.ai_response.category, 'Gambling')
    assert.equal(r.json.ai_response.high_risk_matches[0].class, 'Online casino')
  })

  test('a failing WHOIS server leaves whois_data out and says why; the rest is intact', async () => {
    const k = await down.newKey()
    const r = await postJson(down.url + '/api/scrape_metadata', { input_string: 'http://rosies-bakery.co.uk/', include_whois: true }, { 'x-api-key': k.apiKey, 'x-secret-key': k.secretKey })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.whois_data, undefined)
    assert.ok(r.json.warnings.some((w: any) => w.source === 'whois'), JSON.stringify(r.json.warnings))
    assert.equal(r.json.metadata.title, "Rosie's Bakery — Fresh Bread and Cakes in Leeds")
  })

  test('garbage input → 400; a private target → 422; an unknown name → 502', async () => {
    for (const input of ['not a domain', 'localhost:99999', 'user:pw@example.com']) {
      const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: input }, auth())
      assert.equal(r.status, 400, input)
      assert.deepEqual(Object.keys(r.json), ['error'])
    }
    const blocked = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'http://127.0.0.1/' }, auth())
    assert.equal(blocked.status, 422)
    assert.equal(blocked.json.error.code, 'fetch_blocked')
    const unknown = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'no-such-shop-anywhere.com' }, auth())
    assert.equal(unknown.status, 502, unknown.text)
    assert.equal(unknown.json.error.code, 'fetch_failed')
  })
})

describe('POST /v1/scrape_metadata (Variant A)', () => {
  let site: http.Server
  let svc: Running
  let key: { apiKey: string }
  before(async () => {
    site = http.createServer((req, res) => {
      if (req.url === '/gone') return res.writeHead(404).end('gone')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture('sites/bakery.html'))
    })
    await listen(site)
    svc = await startService({}, { net: stubNet({ 'rosies-bakery.co.uk': [[PUBLIC_A]] }, { [PUBLIC_A]: port(site) }) })
    key = await svc.newKey()
  })
  after(async () => { await svc.close(); site.close() })

  test('requested fields, each present as a string; URLs absolute; "" when absent', async () => {
    const r = await postJson(svc.url + '/v1/scrape_metadata', { url: 'http://rosies-bakery.co.uk/', fields: ['title', 'og:image', 'canonical', 'phone_numbers', 'theme-color', 'og:site_name'] }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    assert.deepEqual(r.json, { success: true, data: {
      title: "Rosie's Bakery — Fresh Bread and Cakes in Leeds",
      'og:image': 'http://rosies-bakery.co.uk/img/loaf.jpg',
      canonical: 'https://rosies-bakery.co.uk/',
      phone_numbers: '+441134960123',
      'theme-color': '',
      'og:site_name': "Rosie's Bakery",
      // additive: what the resource is, and non-fatal problems (docs/api.md)
      content_type: 'text/html',
      warnings: [],
    } })
  })

  test('the default field set when fields is omitted', async () => {
    const r = await postJson(svc.url + '/v1/scrape_metadata', { url: 'http://rosies-bakery.co.uk/' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200)
    for (const f of ['title', 'description', 'keywords', 'canonical', 'emails', 'phone_numbers', 'social_links', 'favicon']) assert.equal(typeof r.json.data[f], 'string', f)
    assert.equal(r.json.data.favicon, 'http://rosies-bakery.co.uk/favicon.ico')
  })

  test('the target answering 404 → 502 fetch_failed with its status', async () => {
    const r = await postJson(svc.url + '/v1/scrape_metadata', { url: 'http://rosies-bakery.co.uk/gone' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 502)
    assert.equal(r.json.error.code, 'fetch_failed')
    assert.equal(r.json.error.details.status, 404)
  })
})
