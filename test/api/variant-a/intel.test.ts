import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A, PUBLIC_B } from '../../helpers/net-stub.ts'

const page = (name: string) => readFileSync(new URL(`../../fixtures/sites/${name}`, import.meta.url))

describe('categorize_content and similarity_score over fixture sites', () => {
  let site: http.Server
  let svc: Running
  let key: { apiKey: string }
  before(async () => {
    site = http.createServer((req, res) => {
      const file = req.headers.host?.startsWith('spinroyal') ? 'casino.html' : 'bakery.html'
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(file))
    })
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const port = (site.address() as AddressInfo).port
    const net = stubNet({ 'rosies-bakery.co.uk': [[PUBLIC_A]], 'spinroyal-casino.com': [[PUBLIC_B]] }, { [PUBLIC_A]: port, [PUBLIC_B]: port })
    svc = await startService({}, { net })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
  })
  after(async () => { await svc.close(); site.close() })

  test('built-in taxonomy: the bakery is Food & Drink › Desserts and Baking, with evidence and calibrated, sorted confidences', async () => {
    const r = await postJson(svc.url + '/v1/categorize_content', { url: 'http://rosies-bakery.co.uk/' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    const d = r.json.data
    assert.equal(d.dominant_category, 'Desserts and Baking')
    assert.deepEqual(d.categories[0].path, ['Food & Drink', 'Desserts and Baking'])
    assert.equal(d.categories[0].name, d.dominant_category)
    for (let i = 1; i < d.categories.length; i++) assert.ok(d.categories[i - 1].confidence >= d.categories[i].confidence)
    assert.ok(d.categories.every((c: any) => c.confidence >= 0 && c.confidence <= 1))
    assert.equal(d.language, 'en')
    assert.ok(d.evidence[0].terms.length > 0)
  })

  test('custom categories are used zero-shot; duplicates → 400', async () => {
    const r = await postJson(svc.url + '/v1/categorize_content', { url: 'http://spinroyal-casino.com/', custom_categories: ['Online gambling', 'Bakery', 'Software development'] }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.dominant_category, 'Online gambling')
    assert.deepEqual(r.json.data.categories.map((c: any) => c.name).sort(), ['Bakery', 'Online gambling', 'Software development'])
    const dup = await postJson(svc.url + '/v1/categorize_content', { url: 'http://spinroyal-casino.com/', custom_categories: ['News', 'news'] }, { 'x-api-key': key.apiKey })
    assert.equal(dup.status, 400)
    assert.equal(dup.json.error.code, 'invalid_request')
  })

  test('a private URL is refused with 422; a malformed URL with 400', async () => {
    const blocked = await postJson(svc.url + '/v1/categorize_content', { url: 'http://169.254.169.254/latest/meta-data/' }, { 'x-api-key': key.apiKey })
    assert.equal(blocked.status, 422)
    assert.equal(blocked.json.error.code, 'fetch_blocked')
    const bad = await postJson(svc.url + '/v1/categorize_content', { url: 'not a url' }, { 'x-api-key': key.apiKey })
    assert.equal(bad.status, 400)
  })

  test('similarity: two texts — identical near 1, unrelated low, shared topics listed', async () => {
    const same = await postJson(svc.url + '/v1/similarity_score', { source: 'Fresh sourdough bread baked daily', target: 'Fresh sourdough bread baked daily', type: 'text' }, { 'x-api-key': key.apiKey })
    assert.equal(same.status, 200, same.text)
    assert.ok(same.json.data.similarity_score > 0.95)
    const diff = await postJson(svc.url + '/v1/similarity_score', { source: 'Fresh sourdough bread baked daily in our bakery', target: 'Quarterly earnings of the semiconductor company fell', type: 'text' }, { 'x-api-key': key.apiKey })
    assert.ok(diff.json.data.similarity_score < 0.4, String(diff.json.data.similarity_score))
    const urls = await postJson(svc.url + '/v1/similarity_score', { source: 'http://rosies-bakery.co.uk/', target: 'http://spinroyal-casino.com/' }, { 'x-api-key': key.apiKey })
    assert.equal(urls.status, 200, urls.text)
    assert.ok(urls.json.data.similarity_score < same.json.data.similarity_score)
  })

  test('a text over 100,000 characters → 413', async () => {
    const r = await postJson(svc.url + '/v1/similarity_score', { source: 'a '.repeat(50_001), target: 'b', type: 'text' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 413, r.text)
    assert.equal(r.json.error.code, 'payload_too_large')
  })
})
