import { test } from 'node:test'
import assert from 'node:assert/strict'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { pageStance } from '../../../src/intel/risk/stance.ts'
import { sharedEngine } from './helpers.ts'

const page = (title: string, description: string, body: string, ld?: string): string =>
  `<!doctype html><html><head><title>${title}</title><meta name="description" content="${description}">` +
  (ld ? `<script type="application/ld+json">{"@context":"https://schema.org","@type":"${ld}"}</script>` : '') +
  `</head><body><main>${body}</main></body></html>`

test('a news report about a casino is damped; the casino itself is not', async () => {
  const e = await sharedEngine()
  const report = signalsFromHtml(page('Lottery firm and casino chain merge in £1bn deal',
    'Shareholders of the casino group approved the takeover, the company said on Tuesday.',
    '<p>By Anna Lindqvist. 3 June 2026. According to the filing, the casino chain will keep its brand. Analysts said the deal was expected. The competition regulator will review it.</p>', 'NewsArticle'),
  'https://news.example/business/merger')
  const shop = signalsFromHtml(page('Golden Reef Casino – play now and claim your welcome bonus',
    'Online casino with slots and live roulette. 18+ only, deposit with Visa or PayPal.',
    '<p>Sign up in a minute and get 100 free spins on your first deposit. Fast withdrawals.</p>'), 'https://golden-reef.example/')
  const st = pageStance(report)
  assert.ok(st.report >= 4 && st.offer === 0, JSON.stringify(st))
  assert.ok(st.damp < 0.5)
  assert.equal(pageStance(shop).damp, 1)
  const r = await e.riskScore(report), s = await e.riskScore(shop)
  assert.ok(r.highRiskSimilarityScore < 0.5, String(r.highRiskSimilarityScore))
  assert.ok(s.highRiskSimilarityScore >= 0.8, String(s.highRiskSimilarityScore))
  assert.equal(s.matches[0]!.class, 'Gambling and betting')
})

test('reporting cues in other languages and scripts; offer cues outweigh them on a shop', () => {
  const de = pageStance({ title: 'Polizei warnt vor gefälschten Online-Apotheken', description: 'Laut Ministerium sagte ein Sprecher, die Studie zeige Risiken.', text: '' })
  assert.ok(de.damp < 1 && de.report >= 4, JSON.stringify(de))
  const ja = pageStance({ title: '仮想通貨の詐欺、警察によると被害が拡大', description: '専門家は注意を呼びかけた。', text: '' })
  assert.ok(ja.damp < 1, JSON.stringify(ja))
  const shop = pageStance({ title: 'Vape shop – buy e-liquids', description: 'Experts in vaping since 2010. Add to basket, free delivery, checkout with PayPal.', text: '' })
  assert.equal(shop.damp, 1, JSON.stringify(shop))
  // Product schema counts for the offer side (3 cues).
  const product = pageStance({ title: 'New findings', description: 'researchers said', text: '', jsonLdTypes: ['Product'] })
  assert.equal(product.offer, 3, JSON.stringify(product))
  assert.equal(product.damp, 1, JSON.stringify(product))
})

test('a cue in the title counts once more: the title says what the page is', () => {
  const inTitle = pageStance({ title: 'Crypto news', description: 'Bitcoin and Ethereum prices today.', text: '' })
  const inText = pageStance({ title: 'Bitcoin and Ethereum', description: 'Crypto news and prices today.', text: '' })
  assert.equal(inTitle.report, 2, JSON.stringify(inTitle))
  assert.equal(inText.report, 1, JSON.stringify(inText))
  assert.ok(inTitle.damp < inText.damp)
  // The same holds for offers: a shop that says so in its title outweighs one reporting cue twice over.
  const shop = pageStance({ title: 'Buy e-liquids online', description: 'According to our customers, the best vape shop.', text: '' })
  assert.equal(shop.damp, 1, JSON.stringify(shop))
})

test('a page with no cues at all is not damped', () => {
  assert.equal(pageStance({ title: 'Online casino', text: '' }).damp, 1)
  assert.equal(pageStance({ text: '' }).damp, 1)
})

test('a JavaScript shell read by its menu: several strong terms in link texts flag it, one section link does not', async () => {
  const e = await sharedEngine()
  const shell = signalsFromHtml('<!doctype html><html><head><title>Aurora</title></head><body><nav><a href="/c">Casino</a>' +
    '<a href="/l">Live casino</a><a href="/s">Slots</a><a href="/b">Sports betting</a><a href="/d">Deposit</a></nav>' +
    '<div id="root"></div><script src="/app.js"></script></body></html>', 'https://aurora.example/')
  const r = await e.riskScore(shell)
  assert.ok(r.highRiskSimilarityScore >= 0.5, String(r.highRiskSimilarityScore))
  assert.equal(r.matches[0]!.class, 'Gambling and betting')
  assert.ok(r.matches[0]!.evidence.some((w) => w.endsWith('(links)')), r.matches[0]!.evidence.join(','))
  const news = signalsFromHtml('<!doctype html><html><head><title>The Evening Post</title></head><body><nav><a href="/p">Politics</a>' +
    '<a href="/s">Sport</a><a href="/b">Betting</a><a href="/w">Weather</a></nav><main><p>Council approves new bus lanes after a long debate.</p></main></body></html>',
  'https://evening-post.example/')
  const n = await e.riskScore(news)
  assert.ok(n.highRiskSimilarityScore < 0.5, String(n.highRiskSimilarityScore))
  // Two links whose words match several nested terms ("Online casino": casino, online casino) are two links, not
  // the three a menu needs.
  const two = signalsFromHtml('<!doctype html><html><head><title>The Evening Post</title></head><body><nav><a href="/p">Politics</a>' +
    '<a href="/o">Online casino</a><a href="/l">Live casino</a><a href="/w">Weather</a></nav><main><p>Council approves new bus lanes after a long debate.</p></main></body></html>',
  'https://evening-post.example/')
  const t = await e.riskScore(two)
  assert.ok(!t.matches.some((m) => m.evidence.some((w) => w.endsWith('(links)'))), JSON.stringify(t.matches[0]))
})

test('licence lines and the CFD risk warning name their trade on a brand-only page', async () => {
  const e = await sharedEngine()
  const g = await e.riskScore({ title: 'Nordlicht', description: 'Licensed by the Malta Gaming Authority.', text: '' })
  assert.equal(g.matches[0]!.class, 'Gambling and betting')
  assert.ok(g.highRiskSimilarityScore >= 0.5, String(g.highRiskSimilarityScore))
  const f = await e.riskScore({ title: 'Kestrel', description: '74% of retail investor accounts lose money when trading with this provider.', text: '' })
  assert.equal(f.matches[0]!.class, 'Securities, forex and binary options')
  assert.ok(f.highRiskSimilarityScore >= 0.5, String(f.highRiskSimilarityScore))
})

test('what a site is when it informs: a news outlet, an association, investor pages, a museum, a health service', () => {
  const pages = [
    { title: 'Coin Ledger – daily crypto news', description: 'Latest news and headlines on Bitcoin and blockchain.', text: '' },
    { title: 'Verband der Apotheker – Aktuelles', description: 'Nachrichten und Pressemitteilungen des Verbands.', text: '' },
    { title: 'Musée des armes anciennes', description: 'Actualités et collections du musée : épées, arquebuses et pistolets.', text: '' },
    { title: 'Vaping: health effects and how to quit smoking', description: 'Public health advice from the department of health.', text: '' },
  ]
  for (const p of pages) assert.ok(pageStance(p).damp < 1, `${p.title}: ${JSON.stringify(pageStance(p))}`)
  // A shop that also has a news page keeps its score: its offer cues are there too.
  const shop = pageStance({ title: 'Vape shop – news, deals and e-liquids', description: 'Buy now, free delivery over £20, checkout with PayPal.', text: '' })
  assert.equal(shop.damp, 1, JSON.stringify(shop))
})

test('stance cues in the other languages of the trade terms: a news page is damped, a shop is not', () => {
  const news = [
    { title: 'Uutiset: poliisi varoittaa nettikasinoista', description: 'Asiantuntijat kertoi tutkimus mukaan.', text: '' },
    { title: 'Hírek – a rendőrség szerint nőtt a fogadás', description: 'A minisztérium közölte.', text: '' },
    { title: 'Новини: поліція повідомила про онлайн-казино', description: 'За даними міністерства.', text: '' },
  ]
  for (const p of news) assert.ok(pageStance(p).damp < 1, `${p.title}: ${JSON.stringify(pageStance(p))}`)
  const shop = pageStance({ title: 'Nettikasino – pelaa nyt', description: 'Talletus ja bonus, rekisteröidy.', text: '' })
  assert.equal(shop.damp, 1, JSON.stringify(shop))
})
