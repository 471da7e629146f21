import { test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTree, nodeWordTerms } from '../../../src/intel/categorize/tree.ts'
import { NODE_I18N_TERMS } from '../../../src/intel/categorize/tree-i18n.ts'
import { termSpace, wordCandidates, wordTerms } from '../../../src/intel/categorize/word-terms.ts'
import { docFromTokens } from '../../../src/intel/text/document.ts'
import { contentTokens } from '../../../src/intel/text/tokenize.ts'
import { sharedEngine } from './helpers.ts'

test('every node of tree-i18n.ts names exactly one node below tier 1, in the thirty-one languages', () => {
  const tree = buildTree()
  const terms = nodeWordTerms(tree)
  assert.equal(terms.size, Object.keys(NODE_I18N_TERMS).length)
  for (const n of terms.keys()) assert.ok(n.path.length >= 2, n.name)
  assert.ok(Object.values(NODE_I18N_TERMS['Casinos & Gambling']!).length === 31)
  assert.throws(() => nodeWordTerms(buildTree([['1', '', 'Attractions', ''], ['2', '1', 'Zoos', '']])), /Casinos & Gambling/)
})

test('a term space of its own: terms added for the tree never change the key a page word meets at tier 1', async () => {
  const lex = (await sharedEngine()).lexicon
  const a = termSpace(), b = termSpace()
  const tier1 = wordTerms('стоматолог*', 1, undefined, a)
  const deeper = wordTerms('стоматологи*', 1, undefined, b)
  const doc = docFromTokens(contentTokens('стоматология в центре города'), lex)
  const key = (space: ReturnType<typeof termSpace>) => [...wordCandidates(doc, lex, space)!.values()].map((c) => c.key)
  assert.deepEqual(key(a), ['стоматолог'], 'the longer prefix of the other space is not seen')
  assert.deepEqual(key(b), ['стоматологи'])
  assert.equal(tier1.space, a)
  assert.equal(deeper.space, b)
})

// Pages written for this test (not rows of test/fixtures/intel/tiers-i18n.jsonl): a casino, a clinic, a shop, an
// insurer, a hotel in several languages reach the node below tier 1.
const PAGES: [string, { title: string; description?: string; text: string; lang?: string }, string[]][] = [
  ['German casino', { title: 'Merkur Palast – Online Spielbank', description: 'Roulette, Blackjack und Spielautomaten mit Freispielen und Willkommensbonus.', text: 'Jetzt registrieren und im Live-Casino gegen echte Croupiers spielen.', lang: 'de' }, ['Attractions', 'Casinos & Gambling']],
  ['Russian casino', { title: 'Казино Фортуна — играть онлайн', description: 'Рулетка, блэкджек и игровые автоматы. Бонус новым игрокам.', text: 'Джекпот разыгрывается каждый день.', lang: 'ru' }, ['Attractions', 'Casinos & Gambling']],
  ['Japanese casino', { title: 'ゴールドカジノ', description: 'オンラインカジノでルーレットとバカラを楽しもう', text: 'スロットとブラックジャックのボーナス', lang: 'ja' }, ['Attractions', 'Casinos & Gambling']],
  ['Polish dentist', { title: 'Gabinet stomatologiczny Dentica – Poznań', description: 'Leczenie zębów, implanty i wybielanie zębów.', text: 'Umów wizytę u dentysty w naszym gabinecie.', lang: 'pl' }, ['Medical Health', 'Diseases and Conditions', 'Dental Health']],
  ['Chinese hotel', { title: '湖畔度假酒店 – 杭州', description: '预订湖景客房和套房，含早餐', text: '酒店位于西湖边，客房宽敞舒适。', lang: 'zh' }, ['Travel', 'Travel Type', 'Hotels and Motels']],
  ['Turkish job board', { title: 'Kariyer Kapısı – İş İlanları', description: 'Binlerce iş ilanı, özgeçmişinizi yükleyin ve başvurun.', text: 'Muhasebe, satış ve yazılım alanlarında yeni iş ilanları.', lang: 'tr' }, ['Careers', 'Job Search']],
  // Crypto investment pages: before the investing terms, Sports (ru), Politics (pl), Travel (fr) and Medical
  // Health (ja) with no evidence.
  ['Russian crypto investment', { title: 'КриптоРост — доход на биткоине', description: 'Инвестируйте в криптовалюту. Удвоим ваш депозит за 30 дней.', text: 'Вывод средств в любое время.', lang: 'ru' }, ['Personal Finance', 'Personal Investing']],
  ['Polish crypto investment', { title: 'KryptoZysk – inwestuj w bitcoina', description: 'Inwestuj w kryptowaluty na naszej platformie.', text: 'Wypłata środków w każdej chwili.', lang: 'pl' }, ['Personal Finance', 'Personal Investing']],
  ['French crypto investment', { title: 'CryptoGain – 3 % par jour avec le bitcoin', description: 'Investissez dans les cryptomonnaies sur notre plateforme.', text: 'Retrait à tout moment.', lang: 'fr' }, ['Personal Finance', 'Personal Investing']],
  ['Japanese crypto investment', { title: 'コインプラス｜ビットコインで毎日3%', description: '仮想通貨に投資しましょう。', text: 'いつでも出金できます。', lang: 'ja' }, ['Personal Finance', 'Personal Investing']],
]

for (const [what, page, path] of PAGES) {
  test(`a ${what} page descends to ${path.join(' › ')}`, async () => {
    const e = await sharedEngine()
    const r = await e.categorize(page)
    assert.deepEqual(r.categories[0]!.path, path, JSON.stringify(r.categories.slice(0, 2)))
    assert.equal(r.dominantCategory, path.at(-1))
  })
}
