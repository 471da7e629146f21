/**
 * Adverse media that reads the articles, through the HTTP API: a 127.0.0.1 feed returns what real feeds return
 * (headline, a short snippet, a link), the links point at article pages on hosts that stub DNS maps to a
 * 127.0.0.1 article server, and the engine reads them through the safe fetcher.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../helpers/net-stub.ts'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const page = (title: string, paras: string[]) => `<!doctype html><html lang="en"><head><title>${esc(title)}</title></head><body>`
  + `<header><nav><a href="/">Home</a> <a href="/markets">Markets</a></nav></header><main><article><h1>${esc(title)}</h1>`
  + paras.map((p) => `<p>${esc(p)}</p>`).join('') + '</article></main><footer>© 2026 Example News</footer></body></html>'

interface Story { entity: string; title: string; snippet: string; path: string; host: string; paras: string[] }
// Snippets as feeds cut them: the offence and the outcome are only in the article.
const STORIES: Story[] = [
  {
    entity: 'Northbridge Savings', host: 'news.example-times.com', path: '/business/northbridge',
    title: 'Northbridge Savings hit with £2m penalty',
    snippet: 'The lender, which has 40 branches across the north of England, said it had cooperated fully with the regulator and had since …',
    paras: [
      'Northbridge Savings has been fined £2m for anti-money-laundering failures after the Financial Conduct Authority found serious weaknesses in its customer checks.',
      'The regulator said the lender failed to verify the source of funds for high-risk customers between 2019 and 2022.',
      'Northbridge Savings said it had cooperated fully with the regulator and had since strengthened its controls.',
    ],
  },
  {
    entity: 'Coinvault Exchange', host: 'news.example-ledger.com', path: '/crypto/coinvault',
    title: 'Coinvault Exchange licence suspended',
    snippet: 'Customers of the Vilnius-based platform were told on Tuesday that withdrawals would continue to be processed while …',
    paras: [
      'Lithuania\'s financial regulator has suspended the licence of Coinvault Exchange over money laundering concerns.',
      'The Bank of Lithuania said Coinvault Exchange had processed transfers linked to accounts flagged for laundering the proceeds of fraud.',
      'Customers were told that withdrawals would continue to be processed while the suspension is in force.',
    ],
  },
  {
    entity: 'Apex Yield Partners', host: 'news.example-wire.com', path: '/alerts/apex',
    title: 'Regulator issues alert on Apex Yield Partners',
    snippet: 'Apex Yield Partners, which advertises monthly returns on social media, is not on the register, the authority said in a notice …',
    paras: [
      'The Securities Commission warned investors that Apex Yield Partners is a Ponzi scheme that pays earlier investors with money from new ones.',
      'Apex Yield Partners is not authorised to offer investments, the commission said, and it has asked banks to block payments to the firm.',
    ],
  },
  {
    entity: 'Harwick Capital', host: 'news.example-broken.com', path: '/harwick',
    title: 'Harwick Capital charged with fraud over fake invoices',
    snippet: 'Prosecutors charged Harwick Capital and two directors with fraud, saying the company issued fake invoices worth millions.',
    paras: [],
  },
  {
    entity: 'Lindqvist Trading', host: 'news.example-robots.com', path: '/private/lindqvist',
    title: 'Lindqvist Trading accused of bribery in port contract',
    snippet: 'Lindqvist Trading was accused of paying bribes to win a port contract, according to court filings.',
    paras: ['Lindqvist Trading was accused of paying bribes to officials to win a port contract.'],
  },
]

describe('adverse_media_check reads the articles behind headline + snippet + link feeds', () => {
  let feed: http.Server, articles: http.Server
  let svc: Running
  let key: { apiKey: string }
  const feedQueries: string[] = []
  const articleRequests: string[] = []
  before(async () => {
    articles = http.createServer((req, res) => {
      const host = (req.headers.host ?? '').split(':')[0]
      articleRequests.push(`${host}${req.url}`)
      if (req.url === '/robots.txt') {
        if (host === 'news.example-robots.com') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n')
        else res.writeHead(404).end()
        return
      }
      if (host === 'news.example-broken.com') { res.writeHead(500).end('upstream error'); return }
      const s = STORIES.find((x) => x.host === host && x.path === req.url)
      if (!s) { res.writeHead(404).end(); return }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(s.title, s.paras))
    })
    feed = http.createServer((req, res) => {
      const q = new URL(req.url!, 'http://x').searchParams.get('q') ?? ''
      feedQueries.push(q)
      const items = STORIES.filter((s) => q.toLowerCase().includes(s.entity.toLowerCase()))
        .map((s) => `<item><title>${esc(s.title)}</title><link>http://${s.host}${s.path}</link><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate><description>${esc(s.snippet)}</description></item>`)
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(`<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>${items.join('')}</channel></rss>`)
    })
    await Promise.all([articles, feed].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))))
    const zone = Object.fromEntries(STORIES.map((s) => [s.host, [[PUBLIC_A]]]))
    const net = stubNet(zone, { [PUBLIC_A]: (articles.address() as AddressInfo).port })
    svc = await startService({ WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${(feed.address() as AddressInfo).port}/search?q={query}` }, { net })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
  })
  after(async () => { await svc.close(); feed.close(); articles.close() })

  const check = (query: string) => postJson(svc.url + '/v1/adverse_media_check', { query }, { 'x-api-key': key.apiKey })

  test('a £2m fine for anti-money-laundering failures: money laundering, settlement, from the article', async () => {
    const r = await check('Northbridge Savings')
    assert.equal(r.status, 200, r.text)
    const d = r.json.data
    assert.equal(d.adverse_media_found, true)
    const s = d.sources[0]
    assert.ok(s.categories.includes('money_laundering') && s.categories.includes('regulatory_enforcement'), s.categories.join())
    assert.equal(s.stage, 'settlement')
    assert.equal(s.role, 'subject')
    assert.equal(s.text_source, 'article')
    assert.match(s.evidence, /fined £2m for anti-money-laundering failures/)
    assert.ok(s.reasons.some((x: string) => /article text/.test(x)))
    assert.ok(d.risk_score >= 0.5, String(d.risk_score))
    assert.deepEqual(d.warnings, [])
  })

  test('"licence suspended over money laundering": money laundering, settlement', async () => {
    const d = (await check('Coinvault Exchange')).json.data
    assert.equal(d.adverse_media_found, true)
    assert.equal(d.sources[0].category, 'money_laundering')
    assert.equal(d.sources[0].scheme_category, 'money_laundering')
    assert.equal(d.sources[0].stage, 'settlement')
    assert.match(d.sources[0].evidence, /suspended the licence of Coinvault Exchange over money laundering/)
  })

  test('a regulator\'s warning that a firm is a Ponzi scheme: fraud, investigation', async () => {
    const d = (await check('Apex Yield Partners')).json.data
    assert.equal(d.adverse_media_found, true)
    assert.equal(d.sources[0].category, 'fraud')
    assert.equal(d.sources[0].stage, 'investigation')
    assert.equal(d.sources[0].role, 'subject')
    assert.match(d.sources[0].evidence, /Ponzi scheme/)
  })

  test('an article that cannot be read: judged on the snippet, with a warning', async () => {
    const d = (await check('Harwick Capital')).json.data
    assert.equal(d.adverse_media_found, true)
    assert.equal(d.sources[0].text_source, 'snippet')
    assert.equal(d.sources[0].stage, 'charge')
    const w = d.warnings.find((x: { code: string }) => x.code === 'article_unread')
    assert.ok(w, JSON.stringify(d.warnings))
    assert.equal(w.source, 'news:articles')
    assert.match(w.message, /news\.example-broken\.com\/harwick/)
  })

  test('robots.txt is respected: a disallowed article is not fetched, the snippet is used', async () => {
    const d = (await check('Lindqvist Trading')).json.data
    assert.ok(articleRequests.includes('news.example-robots.com/robots.txt'))
    assert.ok(!articleRequests.some((u) => u.startsWith('news.example-robots.com/private/')), articleRequests.join())
    assert.equal(d.adverse_media_found, true)
    assert.equal(d.sources[0].text_source, 'snippet')
    assert.match(d.warnings[0].message, /robots\.txt/)
  })

  test('the cache key is the normalised name; each answer echoes its caller\'s spelling ("Wïrecard" then "wirecard")', async () => {
    const before = feedQueries.length
    const a = await check('Wïrecard')
    const b = await check('wirecard')
    assert.equal(a.status, 200, a.text)
    assert.equal(feedQueries.length, before + 1, 'the second spelling is answered from the cache')
    assert.equal(a.json.data.entity.name, 'Wïrecard')
    assert.equal(b.json.data.entity.name, 'wirecard')
    assert.deepEqual(b.json.data.sources, a.json.data.sources)
  })
})
