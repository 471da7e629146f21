import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A, PUBLIC_B } from '../../helpers/net-stub.ts'
import { importList } from '../../../src/sanctions/lists.ts'

const fx = (p: string) => new URL(`../../fixtures/sanctions/${p}`, import.meta.url).pathname
const page = (org: string) => `<html><head><title>Home</title><meta property="og:site_name" content="${org}">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"${org}"}</script></head>
<body><h1>${org}</h1><p>We ship freight across the region. Contact our logistics desk for rates and schedules.</p></body></html>`

describe('POST /api/scrape_metadata with include_sanctions (Variant B)', () => {
  let site: http.Server
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  const list = `uk_vb_${process.pid}`
  before(async () => {
    site = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(page(req.headers.host?.startsWith('arktika') ? 'Arktika Freight JSC' : 'Harbourside Deliveries Ltd')))
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const p = (site.address() as AddressInfo).port
    const net = stubNet({ 'arktika-freight.com': [[PUBLIC_A]], 'harbourside-deliveries.com': [[PUBLIC_B]] }, { [PUBLIC_A]: p, [PUBLIC_B]: p })
    svc = await startService({ WEBINTEL_RDAP: 'off' }, { net })
    await importList(svc.services.store.sanctions, fx('uk.xml'), { name: list })
    await svc.services.engines.sanctions!.refresh()
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
  })
  after(async () => { await svc.services.store.sanctions.remove(list); await svc.close(); site.close() })
  const auth = () => ({ 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })

  test("screens the site's organisation name and adds a sanctions field", async () => {
    const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'http://arktika-freight.com/', include_sanctions: true }, auth())
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.sanctions.query, 'Arktika Freight JSC')
    assert.equal(r.json.sanctions.match_found, true)
    assert.equal(r.json.sanctions.matches[0].id, 'gb-fcdo-rus9002')
  })

  test('a clean site: sanctions present with no match; absent when not asked for', async () => {
    const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'http://harbourside-deliveries.com/', include_sanctions: true }, auth())
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.sanctions.match_found, false)
    assert.deepEqual(r.json.sanctions.matches.filter((m: { list: string }) => m.list === list), [])
    const plain = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'http://harbourside-deliveries.com/' }, auth())
    assert.equal(plain.json.sanctions, undefined)
  })
})
