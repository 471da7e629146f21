// POST /v1/categorize_content over pages served from 127.0.0.1: the IAB 3.1 path, custom categories with words
// the vectors do not know, and the honest confidence of pages without usable text (docs/intel.md).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../helpers/net-stub.ts'

const html = (title: string, description: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}"></head><body><main>${body}</main></body></html>`

const SITES: Record<string, string> = {
  'casino-site.com': html('Royal Spin Casino — online slots, roulette and blackjack', 'Play casino games, claim your welcome bonus and free spins.',
    '<h1>The online casino with daily jackpots</h1><p>Hundreds of slots, live roulette, blackjack and poker tables. Jackpots every day, fast withdrawals and a 200% deposit bonus for new players.</p>'),
  'soccer-site.com': html('Premier League: Arsenal beat Chelsea 2-1', 'Match report and reaction.',
    '<p>Arsenal striker scored twice as the Gunners beat Chelsea in the Premier League. The midfielder set up both goals and the goalkeeper made three saves. The manager praised the football his team played before the Champions League tie.</p>'),
  'mortgage-site.com': html('Compare mortgage rates and remortgage deals', 'Fixed-rate and tracker mortgages for first-time buyers.',
    '<p>Find the best mortgage for your new home. Compare fixed and variable mortgage rates from over 90 lenders, work out your monthly repayments and the deposit you need, or remortgage to save on interest.</p>'),
  'vegan-site.com': html('Easy vegan chickpea curry recipe', 'A plant-based dinner ready in 30 minutes.',
    '<p>This vegan curry is dairy-free and packed with protein. Fry onion, garlic and ginger, add chickpeas, coconut milk and spinach, and simmer. Serve with rice.</p><p>More vegan recipes and plant-based meal ideas.</p>'),
  'coins-site.com': html('CoinVault — buy and sell bitcoin instantly', 'Trade BTC, ETH and hundreds of altcoins on a secure exchange with low fees.',
    '<p>Create a wallet, deposit funds and start trading. Our exchange lists bitcoin, ethereum, solana and stablecoins. Stake your tokens to earn yield on your portfolio.</p>'),
  // A news story about a casino fined by its regulator (docs/intel.md, "What a page is about"): before, its business
  // vocabulary made it Personal Finance 0.57.
  'casino-news.com': html('Regulator fines Harbour Lights casino £2m over money-laundering failures', 'The Gambling Commission said the operator failed to check where high-spending customers got their money.',
    '<article><p>By Jane Smith, business reporter. 12 March 2025.</p><p>The casino operator has been fined £2 million after the regulator found it let customers gamble large sums without checking the source of their funds. The commission said the firm had weak anti-money-laundering controls and did not protect vulnerable customers. The company said it accepted the findings. Its shares fell 3% in London trading.</p></article>'),
  'app-site.com': '<!doctype html><html><head><title>App</title><script src="/static/js/main.3f2a.js"></script></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>',
  'empty-site.com': '<!doctype html><html><head></head><body></body></html>',
}

describe('categorize_content: IAB 3.1 paths, new-word custom categories, thin pages', () => {
  let site: http.Server
  let svc: Running
  let headers: Record<string, string>
  const categorize = async (host: string, custom?: string[]) => {
    const r = await postJson(svc.url + '/v1/categorize_content', { url: `http://${host}/`, ...(custom ? { custom_categories: custom } : {}) }, headers)
    assert.equal(r.status, 200, r.text)
    return r.json.data
  }
  before(async () => {
    site = http.createServer((req, res) => {
      const body = SITES[(req.headers.host ?? '').split(':')[0]!]
      if (!body) { res.writeHead(404).end(); return }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
    })
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const port = (site.address() as AddressInfo).port
    const net = stubNet(Object.fromEntries(Object.keys(SITES).map((h) => [h, [[PUBLIC_A]]])), { [PUBLIC_A]: port })
    svc = await startService({}, { net })
    headers = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 1000 })).apiKey }
  })
  after(async () => { await svc.close(); site.close() })

  const PATHS: [string, string[]][] = [
    ['casino-site.com', ['Attractions', 'Casinos & Gambling']],
    ['soccer-site.com', ['Sports', 'Soccer']],
    ['mortgage-site.com', ['Personal Finance', 'Personal Debt', 'Home Financing']],
    ['vegan-site.com', ['Food & Drink', 'Vegan Diets']],
    ['casino-news.com', ['Attractions', 'Casinos & Gambling']],
  ]
  for (const [host, path] of PATHS) {
    test(`${host}: the path reaches ${path.join(' › ')}, and dominant_category is its last node`, async () => {
      const d = await categorize(host)
      assert.deepEqual(d.categories[0].path, path, JSON.stringify(d.categories.slice(0, 2)))
      assert.equal(d.dominant_category, path.at(-1))
      assert.equal(d.categories[0].name, d.dominant_category)
      assert.ok(d.categories[0].confidence > 0.5)
      for (const c of d.categories) assert.ok(typeof c.name === 'string' && typeof c.confidence === 'number')
      assert.deepEqual(d.warnings, [])
    })
  }

  test('a crypto page with "Cryptocurrency" among ten custom categories gets it (a word the vectors do not know)', async () => {
    const ten = ['Banking', 'Cryptocurrency', 'Travel', 'Sports', 'Food', 'Technology', 'Health', 'Education', 'Real Estate', 'Entertainment']
    const d = await categorize('coins-site.com', ten)
    assert.equal(d.dominant_category, 'Cryptocurrency', JSON.stringify(d.categories.slice(0, 3)))
    assert.deepEqual(d.categories.map((c: { name: string }) => c.name).sort(), [...ten].sort())
    assert.ok(d.categories.every((c: { path?: unknown }) => c.path === undefined), 'custom categories have no tree')
  })

  for (const [host, code] of [['app-site.com', 'needs_rendering'], ['empty-site.com', 'insufficient_content']]) {
    test(`${host}: confidence below 0.5, warning ${code}, no descent`, async () => {
      const d = await categorize(host!)
      assert.ok(d.categories[0].confidence < 0.5, String(d.categories[0].confidence))
      assert.deepEqual(d.warnings.map((w: { code: string }) => w.code), [code])
      assert.ok(d.categories.every((c: { path?: string[] }) => (c.path?.length ?? 1) === 1))
    })
  }
})
