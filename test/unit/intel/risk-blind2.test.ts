import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { matchTerms, romanise } from '../../../src/intel/risk/lexicon.ts'

// The rules of the second blind round (docs/intel.md, "The second blind pages"): texts written for these tests.

test('Russian and Ukrainian trade terms also match when written in Latin letters', async () => {
  assert.deepEqual(romanise('игровые автоматы', 'ru'), ['igrovye avtomaty'])
  assert.deepEqual(romanise('хранение файлов', 'ru'), ['khranenie faylov', 'hranenie faylov'])
  assert.deepEqual(romanise('ігрові автомати', 'uk'), ['ihrovi avtomaty'])
  const e = await sharedEngine()
  for (const [title, cls] of [
    ['Igrovye avtomaty onlayn, bonus za registratsiyu', 'Gambling and betting'],
    ['Sayt znakomstv dlya serioznykh otnosheniy', 'Dating and escort services'],
    ['Ihrovi avtomaty onlayn bez reyestratsiyi', 'Gambling and betting'],
    ['Kupit elektronnye sigarety optom', 'Tobacco and vaping'],
  ] as const) {
    const r = await e.riskScore({ title, text: '' })
    assert.ok(r.highRiskSimilarityScore >= 0.8, `${title}: ${r.highRiskSimilarityScore}`)
    assert.equal(r.matches[0]!.class, cls, title)
  }
})

test('a romanised form that is an ordinary word of a Latin-script language is not a term', () => {
  for (const text of ['Patrons of the city museum', 'An intimate wedding venue', 'Exam preparation courses']) {
    assert.deepEqual(matchTerms(text).hits.filter((h) => h.w >= 0.6), [], text)
  }
})

test('a Japanese term followed by a negation (ない, なし, ません) does not count', () => {
  const terms = (t: string) => matchTerms(t).hits.map((h) => h.term)
  assert.ok(!terms('お金を賭けない麻雀サークル').includes('賭け'))
  assert.ok(!terms('ニコチンなしのリキッド').some((x) => x.startsWith('ニコチン')))
  assert.ok(terms('賭け麻雀').includes('賭け'))
})

test('trade words of sugar dating, escort ads, Japanese FX robots and Spanish male-enhancement pills name their class', async () => {
  const e = await sharedEngine()
  for (const [title, cls] of [
    ['Where generous gentlemen find mutually beneficial relationships', 'Dating and escort services'],
    ['Verified ladies for incall and outcall', 'Dating and escort services'],
    ['FX自動売買ソフトで資産運用', 'Securities, forex and binary options'],
    ['Potenciador masculino natural en cápsulas', 'Nutraceuticals'],
  ] as const) {
    const r = await e.riskScore({ title, text: '' })
    assert.ok(r.highRiskSimilarityScore >= 0.8, `${title}: ${r.highRiskSimilarityScore}`)
    assert.equal(r.matches[0]!.class, cls, title)
  }
})

test('pages that teach, tell the history of, warn about or help with a trade stay below the flag', async () => {
  const e = await sharedEngine()
  for (const [title, description] of [
    ['Faculty of Pharmacy', 'Undergraduate and graduate programmes at the State University.'],
    ['O cassino do Quitandinha: história', 'Como funcionava o antigo cassino de Petrópolis.'],
    ['Spielsucht? Wir helfen', 'Hilfe bei Glücksspielsucht für Betroffene und Angehörige.'],
    ['تحذير: أدوية مغشوشة تباع عبر الإنترنت', 'الهيئة تحذر المستهلكين.'],
    ['Crypto scams: what you need to know', 'Understanding the risks before you buy any token.'],
  ] as const) {
    const r = await e.riskScore({ title, description, text: '' })
    assert.ok(r.highRiskSimilarityScore < 0.5, `${title}: ${r.highRiskSimilarityScore} ${JSON.stringify(r.matches[0])}`)
  }
  // A merchant with offer cues keeps its flag whatever else it says.
  const shop = await e.riskScore({ title: 'Online-Casino – jetzt spielen', description: 'Bonus bei Einzahlung. Spielsucht? Hilfe bei der BZgA.', text: '' })
  assert.ok(shop.highRiskSimilarityScore >= 0.5, String(shop.highRiskSimilarityScore))
})
