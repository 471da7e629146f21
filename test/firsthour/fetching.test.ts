/**
 * Regression tests for the defects a new user hit in the first hour that need fetched pages,
 * through the real HTTP API with local fixture servers standing in for the web and a news source.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { stubNet, PUBLIC_A, PUBLIC_B } from '../helpers/net-stub.ts'

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Farm news</title>
<item><title>Acme Farms director charged with fraud</title>
<link>https://news.example.org/acme-farms-fraud</link><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate>
<description>&lt;h3&gt;Acme Farms sells cattle early&lt;/h3&gt;&lt;p&gt;A second dry summer ended with prosecutors charging an Acme Farms director with fraud over fake invoices.&lt;/p&gt;</description></item>
</channel></rss>`

const BIG = `<!doctype html><html><head><title>Big page</title></head><body>${'<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. </p>'.repeat(33_000)}</body></html>`

const CONTACT = `<!doctype html><html lang="en-GB"><head><title>Bücher Haus UK — contact</title></head><body>
<main><h1>Contact us</h1>
<p>Write to info@bücher-haus.de or <a href="mailto:verkauf@xn--bcher-haus-9db.de">our sales team</a>.</p>
<p>London office: 020 7946 0958</p>
<p>New York office: (212) 555-0142 · toll free 1-800-555-0199 · from abroad +1 415 555 0132</p>
</main></body></html>`

describe('first-hour defects: fetched pages through the API', () => {
  let site: http.Server, feed: http.Server
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  before(async () => {
    site = http.createServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname
      if (path.startsWith('/big')) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BIG)
      if (path === '/files/Annual%20Report.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n')
      if (path === '/api/items.json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[1,2,3]}')
      if (path === '/contact') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CONTACT)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><head><title>Acme Farms | Home</title><meta property="og:site_name" content="Acme Farms"></head><body><p>We raise cattle on 400 acres near Leeds and sell beef to local butchers.</p></body></html>')
    })
    feed = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED))
    await Promise.all([new Promise<void>((r) => site.listen(0, '127.0.0.1', r)), new Promise<void>((r) => feed.listen(0, '127.0.0.1', r))])
    const port = (site.address() as AddressInfo).port
    // Both names answer only plain http on whatever port is asked (the stub connector maps by address).
    const net = stubNet({ 'acme-farms.com': [[PUBLIC_A]], 'buecherhaus.co.uk': [[PUBLIC_B]] }, { [PUBLIC_A]: port, [PUBLIC_B]: port })
    svc = await startService({
      WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${(feed.address() as AddressInfo).port}/search?q={query}`,
      WEBINTEL_EXTRACT_WORKERS: '1', WEBINTEL_FETCH_PER_HOST_CONCURRENCY: '64', WEBINTEL_INTEL_PRELOAD: 'false',
    }, { net })
    key = await svc.newKey({ rateLimitPerMinute: 100000 })
  })
  after(async () => { await svc.close(); site.close(); feed.close() })

  const a = () => ({ 'x-api-key': key.apiKey })
  const b = () => ({ 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })

  test('(2) a full extraction line answers 503 with its own reason, Retry-After and details, logged as a warning', async () => {
    const n = 40
    const rs = await Promise.all(Array.from({ length: n }, (_, i) =>
      postJson(`${svc.url}/v1/scrape_metadata`, { url: `http://acme-farms.com/big/${i}`, fields: ['title'], fresh: true }, a())))
    const refused = rs.filter((r) => r.status === 503)
    assert.ok(refused.length > 0, `statuses: ${rs.map((r) => r.status).join(',')}`)
    assert.ok(rs.some((r) => r.status === 200))
    for (const r of refused) {
      assert.equal(r.json.error.code, 'service_unavailable')
      assert.notEqual(r.json.error.message, 'The service is not ready')
      assert.match(r.json.error.message, /extract/i)
      assert.equal(r.json.error.details.reason, 'extract_queue_full')
      assert.equal(typeof r.json.error.details.queue_max, 'number')
      assert.match(r.headers.get('retry-after') ?? '', /^\d+$/)
    }
    const lines = svc.logs.map((l) => JSON.parse(l)).filter((l) => JSON.stringify(l).includes('extract_queue_full'))
    assert.ok(lines.length > 0)
    const errors = svc.logs.map((l) => JSON.parse(l)).filter((l) => l.level >= 50)
    assert.deepEqual(errors.map((l) => l.msg), [], 'nothing logged at error level for a full line')
    for (const l of lines) {
      assert.ok(l.level <= 40, `logged at level ${l.level}: ${JSON.stringify(l).slice(0, 300)}`)
      assert.doesNotMatch(JSON.stringify(l), /"stack"/)
    }
  })

  test('(6) Variant A adverse_media_check type url with a bare domain falls back to http', async () => {
    const r = await postJson(`${svc.url}/v1/adverse_media_check`, { query: 'acme-farms.com', type: 'url' }, a())
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.entity.name, 'Acme Farms')
  })

  test('(6) Variant B host/path and host:port fall back to http', async () => {
    for (const input of ['acme-farms.com/about', 'acme-farms.com:8080']) {
      const r = await postJson(`${svc.url}/api/scrape_metadata`, { input_string: input }, b())
      assert.equal(r.status, 200, `${input}: ${r.text}`)
      assert.match(r.json.url, /^http:\/\/acme-farms\.com/)
      assert.equal(r.json.metadata.title, 'Acme Farms | Home')
    }
  })

  test('(12) a news summary does not glue the headline block to the first sentence', async () => {
    const r = await postJson(`${svc.url}/v1/adverse_media_check`, { query: 'Acme Farms', fresh: true }, a())
    assert.equal(r.status, 200, r.text)
    const s = r.json.data.sources[0]
    assert.ok(s, r.text)
    assert.doesNotMatch(s.summary, /early A second/)
  })

  test('(13) a PDF says what it is (content_type, not_html warning), not its file name as the title', async () => {
    const r = await postJson(`${svc.url}/v1/scrape_metadata`, { url: 'http://acme-farms.com/files/Annual%20Report.pdf' }, a())
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.title, '')
    assert.equal(r.json.data.content_type, 'application/pdf')
    const w = r.json.data.warnings.find((x: any) => x.code === 'not_html')
    assert.ok(w, r.text)
    assert.match(w.message, /application\/pdf/)
    const j = await postJson(`${svc.url}/v1/scrape_metadata`, { url: 'http://acme-farms.com/api/items.json' }, a())
    assert.equal(j.json.data.title, '')
    assert.equal(j.json.data.content_type, 'application/json')
    assert.ok(j.json.data.warnings.some((x: any) => x.code === 'not_html'))
    const page = await postJson(`${svc.url}/v1/scrape_metadata`, { url: 'http://acme-farms.com/' }, a())
    assert.equal(page.json.data.content_type, 'text/html')
    assert.deepEqual(page.json.data.warnings, [])
    const vb = await postJson(`${svc.url}/api/scrape_metadata`, { input_string: 'http://acme-farms.com/files/Annual%20Report.pdf' }, b())
    assert.equal(vb.status, 200, vb.text)
    assert.equal(vb.json.metadata.title, '')
    assert.ok(vb.json.warnings.some((x: any) => x.code === 'not_html'))
  })

  test('(14) IDN email domains and US numbers on a UK page are found', async () => {
    const r = await postJson(`${svc.url}/v1/scrape_metadata`, { url: 'http://buecherhaus.co.uk/contact', fields: ['emails', 'phone_numbers'] }, a())
    assert.equal(r.status, 200, r.text)
    const emails = r.json.data.emails.split(', ')
    assert.ok(emails.includes('info@bücher-haus.de'), r.json.data.emails)
    assert.ok(emails.includes('verkauf@bücher-haus.de'), r.json.data.emails)
    const phones = r.json.data.phone_numbers.split(', ')
    for (const p of ['+442079460958', '+12125550142', '+18005550199', '+14155550132']) assert.ok(phones.includes(p), `${p} in ${r.json.data.phone_numbers}`)
  })
})
