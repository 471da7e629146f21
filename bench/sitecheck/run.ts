/**
 * POST /v1/site_check through the real server (in process, port 0) against a 13-page shop served on 127.0.0.1:
 * the home page links 12 policy, contact and shop pages (each ~30 KB of realistic markup), plus robots.txt and
 * sitemap.xml. The site's name resolves through a stub resolver to a public-looking address that the connector
 * maps to the local server (the production code path; only the address differs); DNS for MX/TXT answers from a
 * stub zone; RDAP is unreachable (refused at once). Every request passes fresh=true, so each run crawls again.
 *   node bench/sitecheck/run.ts                RUNS=100 CONCURRENCY=4 node bench/sitecheck/run.ts
 */
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { loadConfig } from '../../src/config/load.ts'
import { createServices } from '../../src/services.ts'
import { buildApp } from '../../src/app.ts'
import { createLogger } from '../../src/logger.ts'
import { connectTcp } from '../../src/fetch/tcp.ts'

const RUNS = Number(process.env.RUNS ?? 60)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1)
const HOST = 'bench-shop.com'
const ADDRESS = '93.184.215.77'

const PAGES: [string, string, string][] = [
  ['/shipping', 'Shipping', 'Orders ship within 2 business days. Standard delivery takes 3 to 5 days and costs $5.95; free over $50.'],
  ['/returns', 'Returns', 'Return unused items within 30 days of delivery. Start a return from your account.'],
  ['/refunds', 'Refund policy', 'Refunds are issued to the original payment method within 10 days of receiving the return.'],
  ['/cancellation', 'Order cancellation', 'You may cancel an order until it ships; write to support@bench-shop.com.'],
  ['/terms', 'Terms of Service', 'These terms govern purchases from Bench Shop Inc. By placing an order you accept them.'],
  ['/privacy', 'Privacy Policy', 'We collect only the data needed to fulfil orders and never sell it.'],
  ['/contact', 'Contact us', 'Email support@bench-shop.com or call +1 415 555 0199. Bench Shop Inc, 200 Mission Street, San Francisco, CA 94105, United States.'],
  ['/about', 'About us', 'Bench Shop was founded in 2011 and makes furniture in California.'],
  ['/faq', 'FAQ', 'Frequently asked questions about orders, delivery and care.'],
  ['/imprint', 'Legal notice', 'Bench Shop Inc, 200 Mission Street, San Francisco, CA 94105. Registered in Delaware.'],
  ['/cart', 'Cart', 'Your cart is empty.'],
  ['/pricing', 'Prices', 'Oak bench $249.00. Walnut stool $129.00. Ash shelf $89.00.'],
]
const filler = (n: number) => Array.from({ length: n }, (_, i) => `<div class="product-card" data-id="${i}"><a href="/products/item-${i}"><img src="/img/${i}.jpg" alt="Item ${i}"></a><span class="price">$${(19 + i).toFixed(2)}</span><p>Solid wood piece number ${i}, oiled by hand, made to order in our workshop.</p></div>`).join('\n')
const nav = `<header><nav>${PAGES.map(([p, t]) => `<a href="${p}">${t}</a>`).join(' ')}</nav></header>`
const foot = '<footer><p>© 2025 Bench Shop Inc · Visa · Mastercard · PayPal</p></footer>'
const html = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Bench Shop</title><meta name="description" content="Handmade furniture"></head><body>${nav}<main>${body}</main>${foot}</body></html>`
const site = new Map<string, string>([['/', html('Bench Shop', `<h1>Handmade wooden furniture</h1><p>Add to cart and we build it.</p>${filler(120)}`)]])
for (const [path, title, text] of PAGES) site.set(path, html(title, `<h1>${title}</h1><p>${text}</p>${`<p>${text}</p>`.repeat(20)}${filler(60)}`))
site.set('/robots.txt', 'User-agent: *\nAllow: /\n')
site.set('/sitemap.xml', `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...site.keys()].filter((p) => !p.includes('.')).map((p) => `<url><loc>http://${HOST}${p}</loc></url>`).join('')}</urlset>`)

let requests = 0
const server = http.createServer((req, res) => {
  requests++
  const body = site.get((req.url ?? '/').split('?')[0])
  if (!body) { res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'); return }
  res.writeHead(200, { 'content-type': (req.url ?? '').endsWith('.txt') ? 'text/plain' : (req.url ?? '').endsWith('.xml') ? 'application/xml' : 'text/html; charset=utf-8' }).end(body)
})
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const sitePort = (server.address() as AddressInfo).port

const dataDir = mkdtempSync(join(tmpdir(), 'webintel-bench-sitecheck-'))
const config = loadConfig({
  HOST: '127.0.0.1', PORT: '0', WEBINTEL_DATA_DIR: dataDir, WEBINTEL_LOG_LEVEL: 'warn',
  WEBINTEL_RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:9/dns.json', WEBINTEL_WHOIS_SERVER: '127.0.0.1:9',
  WEBINTEL_BOOTSTRAP_API_KEY: 'bench-sitecheck-api-key-000000000000', WEBINTEL_BOOTSTRAP_SECRET_KEY: 'bench-secret-sitecheck-000000000000',
  WEBINTEL_RATE_LIMIT_PER_MINUTE: '100000', WEBINTEL_SECRET: 'bench-sitecheck-server-secret-0000000000000000',
})
const none = (code: string) => async () => { throw Object.assign(new Error('bench dns'), { code }) }
const services = await createServices(config, createLogger('warn'), {
  network: {
    resolve: async (name) => { if (name === HOST || name === `www.${HOST}`) return [{ address: ADDRESS, family: 4 }]; throw Object.assign(new Error('no such name'), { code: 'ENOTFOUND' }) },
    connect: (t) => (t.address === ADDRESS ? connectTcp('127.0.0.1', sitePort, t.signal) : Promise.reject(Object.assign(new Error('no route'), { code: 'ECONNREFUSED' }))),
    dns: { resolveMx: none('ENODATA'), resolveTxt: none('ENODATA') },
  },
})
const app = await buildApp(services, { logger: createLogger('warn') })
await app.listen({ host: '127.0.0.1', port: 0 })
const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/site_check`

async function once(): Promise<{ ms: number; pages: number }> {
  const t0 = performance.now()
  const res = await fetch(api, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'bench-sitecheck-api-key-000000000000' }, body: JSON.stringify({ url: `http://${HOST}/`, fresh: true }) })
  const json = await res.json() as { success: boolean; data: { pages: unknown[] } }
  if (!json.success) throw new Error(JSON.stringify(json))
  return { ms: performance.now() - t0, pages: json.data.pages.length }
}

await once() // warm-up (JIT, first connections)
const times: number[] = []
let pages = 0
const reqBefore = requests
const t0 = performance.now()
let next = 0
await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
  while (next++ < RUNS) { const r = await once(); times.push(r.ms); pages = r.pages }
}))
const wall = (performance.now() - t0) / 1000
times.sort((a, b) => a - b)
const q = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]
console.log(`site_check of a ${site.size - 2}-page local site through the API, fresh crawl each time: ${RUNS} runs, concurrency ${CONCURRENCY}`)
console.log(`pages read per check ${pages}, site requests per check ${((requests - reqBefore) / RUNS).toFixed(1)}`)
console.log(`p50 ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms; ${(RUNS / wall).toFixed(1)} checks/s`)
await app.close()
await services.close()
server.close()
rmSync(dataDir, { recursive: true, force: true })
