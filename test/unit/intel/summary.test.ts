import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { summarize } from '../../../src/intel/summary/engine.ts'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { FRENCH_PAGE, RECIPE_PAGE } from './helpers.ts'

const norm = (s: string) => s.replace(/…$/, '').replace(/\s+/g, ' ')

test('summary is one or two sentences of the page itself, at most 300 characters', () => {
  const s = summarize(RECIPE_PAGE)
  assert.ok(s.length > 20 && s.length <= 300, s)
  for (const part of norm(s).split(/(?<=\.) /)) assert.ok(norm(RECIPE_PAGE.text).includes(part.replace(/\.$/, '')), part)
})

test('meta description leads when it reads as a sentence; boilerplate is skipped', () => {
  const html = readFileSync(new URL('../../fixtures/intel/casino.html', import.meta.url), 'utf8')
  const s = summarize(signalsFromHtml(html, 'https://casino.example/'))
  assert.ok(s.startsWith('Lucky Star Casino is an online casino'), s)
  assert.ok(!/cookies|privacy/i.test(s))
  assert.ok(s.length <= 300)
})

test('a French page is summarised in French, long text is clipped at a word', () => {
  const s = summarize(FRENCH_PAGE)
  assert.ok(s.includes("L'équipe locale a remporté le match"), s)
  const long = summarize({ text: `${'Mot '.repeat(200)}fin.` })
  assert.ok(long.length <= 300 && long.endsWith('…'))
  assert.equal(summarize({ text: '' }), '')
})

// Tried as a new user would: a Japanese shop's summary was its cart links
// ("カートに入れる ・ 購入手続きへ ・ …"): the description and body sentences, written without spaces, counted as
// one word each and were refused, while the menu line, spaced by its bullets, passed.
const JA_SHOP = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>さくら雑貨店 | 手作りの食器とインテリア雑貨の通販</title>
<meta name="description" content="職人が手作りした有田焼の食器、木製の家具、インテリア雑貨をオンラインで販売しています。5,000円以上で送料無料。"></head>
<body><h1>さくら雑貨店へようこそ</h1><p>有田焼の茶碗、湯呑み、お皿など、職人が一つ一つ手作りした食器を販売しています。木製のテーブルや椅子、照明などのインテリア雑貨も取り揃えております。</p>
<p>カートに入れる ・ 購入手続きへ ・ 特定商取引法に基づく表記</p></body></html>`

test('a Japanese page is summarised from its description and sentences, not from a menu line', () => {
  const s = summarize(signalsFromHtml(JA_SHOP, 'https://sakura-zakka.jp/'))
  assert.ok(s.startsWith('職人が手作りした有田焼の食器'), s)
  assert.ok(!s.includes('カートに入れる'), s)
  assert.ok(s.length <= 300)
})

test('sentences written without spaces after 。 are split', () => {
  const s = summarize({ text: '有田焼の茶碗、湯呑み、お皿など、職人が一つ一つ手作りした食器を販売しています。木製のテーブルや椅子、照明などのインテリア雑貨も取り揃えております。' })
  assert.equal(s, '有田焼の茶碗、湯呑み、お皿など、職人が一つ一つ手作りした食器を販売しています。木製のテーブルや椅子、照明などのインテリア雑貨も取り揃えております。')
})

test('a menu line (items between bullets or bars) is not a summary sentence', () => {
  const s = summarize({ title: 'Acme tools', text: 'Home · Shop · Cart · Checkout · Contact us · About our company\nAcme sells hand tools and garden equipment to trade customers across Europe.' })
  assert.equal(s, 'Acme sells hand tools and garden equipment to trade customers across Europe.')
})

test('the headline is not appended to the description as a second sentence', () => {
  const s = summarize({
    title: 'BitProfit – Double your Bitcoin',
    description: 'Guaranteed 2% daily returns on your crypto. Send BTC and receive double back.',
    headings: ['Earn guaranteed profits with our AI crypto trading bot'],
    text: 'Earn guaranteed profits with our AI crypto trading bot\nDeposit Bitcoin or Ethereum and our trading robot delivers guaranteed daily returns.',
  })
  assert.ok(!s.includes('Earn guaranteed profits with our AI crypto trading bot'), s)
  assert.ok(s.startsWith('Guaranteed 2% daily returns'), s)
})
