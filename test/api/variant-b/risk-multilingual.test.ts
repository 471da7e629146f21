import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../helpers/net-stub.ts'

// Pages written for this test, served from 127.0.0.1 under public-looking host names.
const PAGES: Record<string, string> = {
  'jackpot-kingdom.jp': '<html lang="ja"><head><meta charset="utf-8"><title>オンラインカジノ｜スロット・ライブカジノ・バカラ</title>' +
    '<meta name="description" content="人気のスロットとライブカジノで遊べるオンラインカジノ。入金ボーナスあり。"></head><body><main><p>今すぐ登録</p></main></body></html>',
  'zdorovie-apteka.ru': '<html lang="ru"><head><meta charset="utf-8"><title>Интернет-аптека: лекарства без рецепта</title>' +
    '<meta name="description" content="Купить лекарства и препараты онлайн с доставкой по России."></head><body><main><p>Каталог лекарств, акции и доставка.</p></main></body></html>',
  'northfield-bank.co.uk': '<html lang="en"><head><meta charset="utf-8"><title>Northfield Bank — current accounts, savings and mortgages</title>' +
    '<meta name="description" content="Open a current account, compare savings rates and apply for a mortgage."></head><body><main>' +
    '<p>Everyday banking made simple. Open a current account in minutes and manage your money in our app. Compare savings accounts, ' +
    'see today\'s mortgage rates or apply for a credit card. Our advisers help small businesses with loans and payments. ' +
    'You can block card payments to gambling sites in the app. Branches are open Monday to Saturday.</p></main></body></html>',
  'bestcasinoslots.com': '<html><head><meta charset="utf-8"><title>BestCasinoSlots</title></head><body><main><p>Sign in</p></main></body></html>',
  'spa-shell.io': '<html><head><title>Loading</title><script src="/assets/app.js"></script></head><body><div id="app"></div></body></html>',
}

describe('POST /api/scrape_metadata: the high-risk flag in other languages, and thin pages', () => {
  let site: http.Server
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  before(async () => {
    site = http.createServer((req, res) => {
      const html = PAGES[(req.headers.host ?? '').split(':')[0]!]
      if (!html) { res.writeHead(404).end(); return }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
    })
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const zone = Object.fromEntries(Object.keys(PAGES).map((h) => [h, [[PUBLIC_A]]]))
    svc = await startService({ WEBINTEL_RDAP: 'off' }, { net: stubNet(zone, { [PUBLIC_A]: (site.address() as AddressInfo).port }) })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
  })
  after(async () => { await svc.close(); site.close() })
  const analyze = async (host: string) => {
    const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: host }, { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })
    assert.equal(r.status, 200, r.text)
    return r.json.ai_response
  }

  test('a Japanese online casino is flagged, with evidence and its scheme programmes', async () => {
    const ai = await analyze('jackpot-kingdom.jp')
    assert.ok(ai.high_risk_similarity_score >= 0.8, JSON.stringify(ai.high_risk_matches[0]))
    const m = ai.high_risk_matches[0]
    assert.equal(m.class, 'Gambling and betting')
    assert.ok(m.mccs.includes('7995'))
    assert.ok(m.evidence.includes('オンラインカジノ (title)'), m.evidence.join(','))
    assert.match(m.visa_programme, /VIRP/)
    assert.match(m.mastercard_programme, /MRP|BRAM/)
  })

  test('a Russian pharmacy is flagged as a pharmacy', async () => {
    const ai = await analyze('zdorovie-apteka.ru')
    assert.ok(ai.high_risk_similarity_score >= 0.8, JSON.stringify(ai.high_risk_matches[0]))
    assert.equal(ai.high_risk_matches[0].class, 'Pharmacies and prescription drugs')
  })

  test('a JavaScript app shell: category confidence below 0.5 and a needs_rendering warning', async () => {
    const r = await postJson(svc.url + '/api/scrape_metadata', { input_string: 'spa-shell.io' }, { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })
    assert.equal(r.status, 200, r.text)
    assert.ok(r.json.ai_response.category_confidence_score < 0.5)
    assert.ok(r.json.warnings.some((w: { code: string }) => w.code === 'needs_rendering'), JSON.stringify(r.json.warnings))
  })

  test('a brand-only page is read by the words of its host name', async () => {
    const ai = await analyze('bestcasinoslots.com')
    assert.ok(ai.high_risk_similarity_score >= 0.5, JSON.stringify(ai.high_risk_matches[0]))
    assert.equal(ai.high_risk_matches[0].class, 'Gambling and betting')
    assert.ok(ai.high_risk_matches[0].evidence.some((e: string) => /^casinos? \(host\)$/.test(e)), ai.high_risk_matches[0].evidence.join(','))
  })

  test('a normal bank stays low', async () => {
    const ai = await analyze('northfield-bank.co.uk')
    assert.ok(ai.high_risk_similarity_score < 0.5, JSON.stringify(ai.high_risk_matches.slice(0, 2)))
  })
})
