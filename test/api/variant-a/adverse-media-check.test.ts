import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../helpers/net-stub.ts'

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Local news</title>
<item><title>Acme Widgets Ltd charged with fraud over fake invoices</title>
<link>https://news.example.org/acme-fraud</link><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate>
<description>Prosecutors charged Acme Widgets Ltd and two directors with fraud, saying the company issued fake invoices worth millions to investors.</description></item>
<item><title>Acme Widgets Ltd opens a new factory</title>
<link>https://news.example.org/acme-factory</link><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate>
<description>Acme Widgets Ltd opened a factory that will employ 200 people.</description></item>
</channel></rss>`

describe('POST /v1/adverse_media_check through a local RSS provider', () => {
  let feed: http.Server
  let site: http.Server
  let svc: Running
  let key: { apiKey: string }
  const queries: string[] = []
  before(async () => {
    feed = http.createServer((req, res) => {
      queries.push(new URL(req.url!, 'http://x').searchParams.get('q') ?? '')
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED)
    })
    await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r))
    const port = (feed.address() as AddressInfo).port
    // The merchant's site: http://acme-widgets.com/ resolves (stub DNS) to a public address the stub connector maps to loopback.
    site = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(
      '<html><head><title>Home | Acme</title><meta property="og:site_name" content="Acme Widgets Ltd"></head><body>Widgets</body></html>'))
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const net = stubNet({ 'acme-widgets.com': [[PUBLIC_A]] }, { [PUBLIC_A]: (site.address() as AddressInfo).port })
    svc = await startService({ WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${port}/search?q={query}` }, { net })
    key = await svc.newKey()
  })
  after(async () => { await svc.close(); feed.close(); site.close() })

  test('finds the adverse article, not the neutral one, in the Variant A envelope', async () => {
    const r = await postJson(svc.url + '/v1/adverse_media_check', { query: 'Acme Widgets Ltd' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.success, true)
    const d = r.json.data
    assert.equal(d.adverse_media_found, true)
    assert.ok(d.risk_score > 0.4 && d.risk_score <= 1)
    assert.deepEqual(d.sources.map((s: any) => s.url), ['https://news.example.org/acme-fraud'])
    assert.equal(d.sources[0].date, '2026-11-03')
    assert.ok(d.sources[0].categories.length > 0)
    assert.ok(queries.some((q) => q.includes('Acme Widgets')))
  })

  test('type url: the entity comes from the site (og:site_name) through the safe fetcher', async () => {
    const r = await postJson(svc.url + '/v1/adverse_media_check', { query: 'http://acme-widgets.com/', type: 'url' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.entity.name, 'Acme Widgets Ltd')
    assert.equal(r.json.data.adverse_media_found, true)
  })

  test('type url pointing at a private address → 422 fetch_blocked', async () => {
    const r = await postJson(svc.url + '/v1/adverse_media_check', { query: 'http://10.0.0.1/', type: 'url' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 422, r.text)
    assert.equal(r.json.error.code, 'fetch_blocked')
  })

  test('an over-long query → 400', async () => {
    const r = await postJson(svc.url + '/v1/adverse_media_check', { query: 'x'.repeat(201) }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 400)
  })
})
