/**
 * POST /v1/site_check on a Japanese tea shop whose only sign of selling is its prices, written 5,000円, ¥3,200 and
 * 1.2万円: they are prices with a currency, so ecommerce_signals passes and quotes one; the years, heights and phone
 * number elsewhere on the site are not prices.
 */
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { postJson, startService, type Running } from '../../helpers/start-service.ts'
import { loadSites, sitesNet, startSites } from '../../helpers/site-fixtures.ts'

const sites = loadSites(new URL('../../fixtures/sites/prices/', import.meta.url).pathname)
let svc: Running
let fx: Awaited<ReturnType<typeof startSites>>
let key: { apiKey: string }

before(async () => {
  fx = await startSites(sites)
  svc = await startService({}, { net: sitesNet(sites.map((s) => s.host), fx.port) })
  key = await svc.newKey()
})
after(async () => { await svc?.close(); await fx?.close() })

test('a shop showing yen prices (5,000円, ¥3,200) has ecommerce signals', async () => {
  const site = sites.find((s) => s.name === 'shop-ja')!
  const res = await postJson(`${svc.url}/v1/site_check`, { url: `http://${site.host}/` }, { 'x-api-key': key.apiKey })
  assert.equal(res.status, 200)
  const check = res.json.data.checks.find((c: { code: string }) => c.code === 'ecommerce_signals')
  assert.equal(check.status, site.expected.checks.ecommerce_signals)
  assert.match(check.message, /currency/)
  const quotes = check.evidence.map((e: { quote: string }) => e.quote).join(' | ')
  assert.match(quotes, /5,000円|¥3,200/)
})
