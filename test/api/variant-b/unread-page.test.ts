/**
 * A JavaScript-only shop (an HTML shell: a title, a mount point, scripts, no text) through Variant B and
 * categorize_content: both say the page could not be read (`needs_rendering`), and the one-call analysis does
 * not present a category or a weak high-risk class read from the shell's title as a reading of the site.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../helpers/net-stub.ts'

const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Luxe Outlet</title>
<link rel="manifest" href="/manifest.json"></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>
<script src="/static/js/main.4f2a9c.js"></script></body></html>`

const TEXT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Luxe Outlet</title></head>
<body><h1>Luxe Outlet</h1><p>Last season's coats, knitwear and leather boots from our own label, sold at outlet prices in
our shop in Bath and online. Every piece is new, with its original tags, and can be returned within thirty days.</p></body></html>`

describe('Variant B on a page that needs rendering', () => {
  let site: http.Server
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  before(async () => {
    site = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/text' ? TEXT : SHELL))
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const port = (site.address() as AddressInfo).port
    svc = await startService({ WEBINTEL_RDAP: 'off' }, { net: stubNet({ 'luxe-outlet.example.com': [[PUBLIC_A]] }, { [PUBLIC_A]: port }) })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
    await svc.services.engines.intel()
  })
  after(async () => { await svc.close(); site.close() })
  const auth = () => ({ 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })

  test('the shell: the same needs_rendering warning as categorize_content; category Unknown, no weak class', async () => {
    const a = await postJson(svc.url + '/v1/categorize_content', { url: 'http://luxe-outlet.example.com/' }, { 'x-api-key': key.apiKey })
    assert.equal(a.status, 200, a.text)
    const aWarning = a.json.data.warnings.find((w: any) => w.code === 'needs_rendering')
    assert.ok(aWarning, JSON.stringify(a.json.data.warnings))

    const b = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'http://luxe-outlet.example.com/' }, auth())
    assert.equal(b.status, 200, b.text)
    const ai = b.json.ai_response
    assert.ok(b.json.warnings.some((w: any) => w.code === 'needs_rendering' && w.source === aWarning.source), JSON.stringify(b.json.warnings))
    assert.equal(ai.category, 'Unknown')
    assert.equal(ai.category_confidence_score, 0)
    // The title's guess is still there, flattened, as categorize_content gives it.
    assert.deepEqual(ai.categories.map((c: any) => c.name), a.json.data.categories.map((c: any) => c.name))
    assert.ok(ai.categories[0].confidence < 0.5)
    assert.deepEqual(ai.high_risk_matches.filter((m: any) => m.score < 0.5), [], JSON.stringify(ai.high_risk_matches))
    assert.equal(b.json.metadata.title, 'Luxe Outlet')

    // The MCP tool gives the same answer.
    const m = await postJson(svc.url + '/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'analyze_domain', arguments: { input_string: 'http://luxe-outlet.example.com/' } } },
      { ...auth(), accept: 'application/json, text/event-stream' })
    assert.equal(m.status, 200, m.text)
    const t = JSON.parse(m.json.result.content[0].text)
    assert.equal(t.category, 'Unknown')
    assert.ok(t.warnings.some((w: any) => w.code === 'needs_rendering'))
  })

  test('the same shop with text is categorised as before', async () => {
    const b = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'http://luxe-outlet.example.com/text' }, auth())
    assert.equal(b.status, 200, b.text)
    assert.notEqual(b.json.ai_response.category, 'Unknown')
    assert.ok(b.json.ai_response.category_confidence_score > 0)
    assert.ok(!b.json.warnings.some((w: any) => w.code === 'needs_rendering'), JSON.stringify(b.json.warnings))
  })
})
