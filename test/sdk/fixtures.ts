/**
 * One local "internet" for the SDK, MCP and CLI tests: a web site, an RDAP bootstrap + registry and a news
 * feed, all served by one 127.0.0.1 server. Names resolve through the stub zone to public-looking addresses
 * that the stub connector maps to this server; nothing leaves loopback.
 */
import http from 'node:http'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { stubNet, PUBLIC_A, type StubNet } from '../helpers/net-stub.ts'

export const SITE = 'shop.webintel-fixture.com'
export const PAGE_TITLE = 'Fixture Furniture — hand-made oak tables'

export const PAGE = `<!doctype html><html lang="en"><head><title>${PAGE_TITLE}</title>
<meta name="description" content="Oak tables, chairs and shelves made to order in our workshop.">
<meta name="keywords" content="furniture, oak, tables">
<meta property="og:site_name" content="Acme Widgets Ltd">
</head><body><h1>Hand-made oak furniture</h1>
<p>We build oak dining tables, chairs, shelves and cabinets to order. Every table is finished by hand with natural oil.
Order online and we deliver your furniture across the country. Contact sales@webintel-fixture.com or call +44 20 7946 0000.</p>
<p>Our workshop uses sustainably sourced oak and walnut. Visit the showroom to see the tables and chairs.</p>
</body></html>`

export const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Local news</title>
<item><title>Acme Widgets Ltd charged with fraud over fake invoices</title>
<link>https://news.example.org/acme-fraud</link><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate>
<description>Prosecutors charged Acme Widgets Ltd and two directors with fraud, saying the company issued fake invoices worth millions to investors.</description></item>
</channel></rss>`

const rdapRecord = readFileSync(new URL('../fixtures/whois/rdap-registry.json', import.meta.url), 'utf8')

export interface LocalWeb {
  port: number
  net: StubNet
  /** Environment for a service (or an in-process CLI) that reaches only this server. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startLocalWeb(): Promise<LocalWeb> {
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0]
    const path = req.url ?? '/'
    if (host === 'rdap.registry-fixture.net') {
      if (path === '/dns.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: '1.0', services: [[['com'], ['http://rdap.registry-fixture.net/rdap/']]] }))
      if (path.toLowerCase() === '/rdap/domain/webintel-fixture.com') return res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(rdapRecord)
      return res.writeHead(404, { 'content-type': 'application/rdap+json' }).end('{"errorCode":404}')
    }
    if (path.startsWith('/news')) return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED)
    if (path === '/' || path === '/about') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE)
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
  })
  server.keepAliveTimeout = 100
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as AddressInfo).port
  const net = stubNet({ [SITE]: [[PUBLIC_A]], 'rdap.registry-fixture.net': [[PUBLIC_A]], 'webintel-fixture.com': [[PUBLIC_A]], 'www.webintel-fixture.com': [[PUBLIC_A]] }, { [PUBLIC_A]: port })
  return {
    port, net,
    env: {
      WEBINTEL_RDAP_BOOTSTRAP_URL: 'http://rdap.registry-fixture.net/dns.json',
      WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${port}/news?q={query}`,
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}
