/**
 * WEBINTEL_EXTRACT_MAX_TEXT_CHARS bounds the page text categorization and summaries see (docs/extract.md), in
 * Variant A categorize_content and in Variant B alike: a page that opens on baking and goes on at length about
 * football is baking when only its opening is read, and football when all of it is.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../helpers/net-stub.ts'

const opening = '<p>Our bakery bakes sourdough bread, rye loaves, croissants, cakes and pastries every morning with flour, butter and yeast.</p>'
const football = '<p>The football club won the league match; the striker scored two goals, the goalkeeper saved a penalty and the fans cheered the team in the stadium.</p>'
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Welcome</title></head><body><main>${opening}${football.repeat(60)}</main></body></html>`
const CATEGORIES = ['Baking', 'Football']

describe('WEBINTEL_EXTRACT_MAX_TEXT_CHARS bounds what categorization reads', () => {
  let site: http.Server
  let short: Running, full: Running
  before(async () => {
    site = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE))
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const net = () => stubNet({ 'mixed-page.example.com': [[PUBLIC_A]] }, { [PUBLIC_A]: (site.address() as AddressInfo).port })
    short = await startService({ WEBINTEL_EXTRACT_MAX_TEXT_CHARS: String(opening.length) }, { net: net() })
    full = await startService({}, { net: net() })
    await Promise.all([short.services.engines.intel(), full.services.engines.intel()])
  })
  after(async () => { await short.close(); await full.close(); site.close() })

  for (const [name, svc, expected] of [['the opening only', () => short, 'Baking'], ['the whole page (default limit)', () => full, 'Football']] as const) {
    test(`${name}: ${expected}`, async () => {
      const s = svc()
      const key = await s.newKey({ rateLimitPerMinute: 1000 })
      const a = await postJson(s.url + '/v1/categorize_content', { url: 'http://mixed-page.example.com/', custom_categories: CATEGORIES }, { 'x-api-key': key.apiKey })
      assert.equal(a.status, 200, a.text)
      assert.equal(a.json.data.dominant_category, expected, JSON.stringify(a.json.data.categories))
      const b = await postJson(s.url + '/api/scrape_metadata', { input_string: 'http://mixed-page.example.com/', custom_categories: CATEGORIES }, { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })
      assert.equal(b.status, 200, b.text)
      assert.equal(b.json.ai_response.category, expected, JSON.stringify(b.json.ai_response.categories))
    })
  }
})
