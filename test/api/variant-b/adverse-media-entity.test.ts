/**
 * Variant B `include_adverse_media` screens the organisation behind the site by its legal name (JSON-LD
 * legalName), not the tagline its page title carries.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A, PUBLIC_B } from '../../helpers/net-stub.ts'

const BANK = `<!doctype html><html lang="en"><head><title>Checking, Savings, Mortgages &amp; Business Banking</title>
<meta name="description" content="Open a checking or savings account, apply for a mortgage or a business loan online.">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Checking, Savings, Mortgages & Business Banking","url":"https://www.firstexample-bank.com/"},
{"@type":["Organization","BankOrCreditUnion"],"name":"FirstEx","legalName":"First Example Bank, N.A.","url":"https://www.firstexample-bank.com/"}]}</script>
</head><body><header><nav><a href="/checking">Checking</a> <a href="/savings">Savings</a> <a href="/mortgages">Mortgages</a></nav></header>
<main><h1>Banking that works for you</h1><p>Open a checking account in minutes. Savings accounts with competitive rates. Mortgages and business loans.</p></main>
<footer>Member FDIC. Equal Housing Lender.</footer></body></html>`

// No JSON-LD, no og:site_name: the copyright line and the legal-notice page name the bank.
const BANK2 = `<!doctype html><html lang="en"><head><title>Checking, Savings, Mortgages &amp; Business Banking</title></head>
<body><main><h1>Banking that works for you</h1><p>Open a checking account in minutes.</p></main>
<footer><a href="/legal-notice">Legal notice</a> · © 2026 Harbor Trust Bank, N.A. All rights reserved.</footer></body></html>`

const STORY = `<!doctype html><html><head><title>First Example Bank to pay $8.6m to settle sanctions violations</title></head><body><article>
<h1>First Example Bank to pay $8.6m to settle sanctions violations</h1>
<p>First Example Bank agreed to pay $8.6 million to settle apparent violations of US sanctions on Iran and Syria, the Treasury's Office of Foreign Assets Control said on Thursday.</p>
<p>OFAC said the bank processed 212 payments for customers in sanctioned countries between 2015 and 2019.</p></article></body></html>`

describe('Variant B include_adverse_media: the bank is screened by its legal name', () => {
  let site: http.Server, feed: http.Server
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  const queries: string[] = []
  before(async () => {
    site = http.createServer((req, res) => {
      if (req.url === '/robots.txt') { res.writeHead(404).end(); return }
      const host = req.headers.host ?? ''
      const html = host.startsWith('news.') ? STORY : host.includes('harbortrust') ? BANK2 : BANK
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
    })
    feed = http.createServer((req, res) => {
      const q = new URL(req.url!, 'http://x').searchParams.get('q') ?? ''
      queries.push(q)
      const item = /First Example Bank/.test(q)
        ? '<item><title>First Example Bank to pay $8.6m to settle sanctions violations</title><link>http://news.example-finance.com/ofac</link>'
          + '<pubDate>Thu, 05 Nov 2026 10:00:00 GMT</pubDate><description>The bank said it had voluntarily disclosed the payments and …</description></item>'
        : ''
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(`<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>${item}</channel></rss>`)
    })
    await Promise.all([site, feed].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))))
    const sitePort = (site.address() as AddressInfo).port
    const net = stubNet({ 'www.harbortrust.com': [[PUBLIC_A]], 'www.firstexample-bank.com': [[PUBLIC_A]], 'firstexample-bank.com': [[PUBLIC_A]], 'news.example-finance.com': [[PUBLIC_B]] }, { [PUBLIC_A]: sitePort, [PUBLIC_B]: sitePort })
    svc = await startService({ WEBINTEL_RDAP: 'off', WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${(feed.address() as AddressInfo).port}/search?q={query}` }, { net })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
  })
  after(async () => { await svc.close(); feed.close(); site.close() })

  test('JSON-LD legalName is searched, the title tagline never is; the sanctions settlement is found', async () => {
    const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'http://www.firstexample-bank.com/', include_adverse_media: true }, { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })
    assert.equal(r.status, 200, r.text)
    const m = r.json.adverse_media
    assert.ok(m, JSON.stringify(r.json.warnings))
    assert.equal(m.entity.name, 'First Example Bank, N.A.')
    assert.equal(m.entity.source, 'jsonld_legal_name')
    assert.ok(queries.length > 0 && queries.every((q) => q.includes('"First Example Bank') && !/Checking|Savings|Mortgages/.test(q)), queries.join(' | '))
    assert.equal(m.adverse_media_found, true)
    assert.equal(m.sources[0].category, 'sanctions')
    assert.equal(m.sources[0].stage, 'settlement')
    assert.equal(m.sources[0].text_source, 'article')
  })

  test('without JSON-LD the copyright line names the bank; the tagline is still never searched', async () => {
    queries.length = 0
    const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'http://www.harbortrust.com/', include_adverse_media: true }, { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.adverse_media.entity.name, 'Harbor Trust Bank, N.A.')
    assert.ok(queries.length > 0 && queries.every((q) => q.includes('"Harbor Trust Bank') && !/Checking|Savings/.test(q)), queries.join(' | '))
  })
})
