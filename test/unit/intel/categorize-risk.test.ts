import { test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTree } from '../../../src/intel/categorize/tree.ts'
import { RISK_CLASSES } from '../../../src/intel/risk/classes.ts'
import { RISK_NODE_MIN, RISK_NODES, withRiskReading } from '../../../src/intel/risk-categories.ts'
import type { CategorizeResult, RiskResult } from '../../../src/intel/types.ts'
import { sharedEngine } from './helpers.ts'

test('every risk class node is a node of the IAB 3.1 tree; the classes left out are the documented ones', () => {
  const paths = new Set([...buildTree().nodes.values()].map((n) => n.path.join(' > ')))
  for (const [key, path] of Object.entries(RISK_NODES)) assert.ok(paths.has(path!.join(' > ')), `${key}: ${path!.join(' > ')}`)
  const left = RISK_CLASSES.filter((c) => !RISK_NODES[c.key]).map((c) => c.key).sort()
  assert.deepEqual(left, ['counterfeit', 'debt_payday', 'negative_option', 'skill_games', 'telemarketing'])
})

// A built-in result over three tier-1 classes and a risk reading, written for the rule's arithmetic.
const result = (top: [string, number, string[]?], ...rest: [string, number][]): CategorizeResult => ({
  categories: [{ name: top[2]?.at(-1) ?? top[0], confidence: top[1], path: top[2] ?? [top[0]] }, ...rest.map(([name, confidence]) => ({ name, confidence, path: [name] }))],
  dominantCategory: top[2]?.at(-1) ?? top[0], language: 'en', evidence: [{ category: top[0], terms: ['x'] }], source: 'embedded',
})
const reading = (cls: string, score: number): RiskResult => ({ highRiskSimilarityScore: score, matches: [{ class: cls, score, mccs: [], evidence: ['casino (title)', 'roulette (text)'] }] })

test('(a) the categorizer already at the node\'s tier 1: the path goes down to the node, confidence + w(1 - p0)', () => {
  const r = withRiskReading(result(['Attractions', 0.8, ['Attractions', 'Bars & Restaurants']], ['Travel', 0.15], ['Sports', 0.05]), reading('Gambling and betting', 1))
  assert.deepEqual(r.categories[0]!.path, ['Attractions', 'Casinos & Gambling'])
  assert.equal(r.dominantCategory, 'Casinos & Gambling')
  // w = 1 · (1 − 0.8) = 0.2: 0.8 · 0.8 + 0.2
  assert.equal(r.categories[0]!.confidence, 0.84)
  assert.ok(Math.abs(r.categories.reduce((s, c) => s + c.confidence, 0) - 1) < 1e-3)
  assert.deepEqual(r.evidence[0], { category: 'Casinos & Gambling', terms: ['casino (title, risk: Gambling and betting)', 'roulette (text, risk: Gambling and betting)'] })
})

test('(b) an unsure categorizer: the node\'s tier 1 leads with w + (1 - w)q, never more than the categorizer left open', () => {
  const r = withRiskReading(result(['Real Estate', 0.4], ['Travel', 0.35], ['Sensitive Topics', 0.25]), reading('Weapons and ammunition', 1))
  // w = 1 · (1 − 0.4) = 0.6: Sensitive Topics 0.6 + 0.4 · 0.25 = 0.7, Real Estate 0.4 · 0.4 = 0.16
  assert.equal(r.categories[0]!.name, 'Arms & Ammunition')
  assert.deepEqual(r.categories[0]!.path, ['Sensitive Topics', 'Arms & Ammunition'])
  assert.equal(r.categories[0]!.confidence, 0.7)
  assert.equal(r.categories.find((c) => c.name === 'Real Estate')!.confidence, 0.16)
  const half = withRiskReading(result(['Real Estate', 0.5], ['Travel', 0.4], ['Sensitive Topics', 0.1]), reading('Weapons and ammunition', 0.6))
  // w = 0.6 · 0.5 = 0.3: Sensitive Topics 0.3 + 0.7 · 0.1 = 0.37 leads Real Estate 0.35
  assert.equal(half.categories[0]!.confidence, 0.37)
  assert.equal(half.categories[1]!.name, 'Real Estate')
})

test('a confident categorizer keeps its lead; a weak reading, an unmapped class or caller categories change nothing', () => {
  // (A subject class: an unrefined Shopping is a frame and yields, test/unit/intel/categorize-risk-frame.test.ts.)
  const sure = withRiskReading(result(['Travel', 0.9], ['Sensitive Topics', 0.05], ['Shopping', 0.05]), reading('Weapons and ammunition', 1))
  assert.equal(sure.categories[0]!.name, 'Travel')
  assert.deepEqual(sure.categories[1]!.path, ['Sensitive Topics', 'Arms & Ammunition'], 'the node\'s entry, lower down, carries its path')
  const base = result(['Attractions', 0.8], ['Travel', 0.2])
  assert.equal(withRiskReading(base, reading('Gambling and betting', RISK_NODE_MIN - 0.01)), base)
  assert.equal(withRiskReading(base, reading('Negative-option subscriptions', 1)), base)
  const custom: CategorizeResult = { ...base, categories: [{ name: 'Casinos', confidence: 0.6 }, { name: 'Hotels', confidence: 0.4 }] }
  assert.equal(withRiskReading(custom, reading('Gambling and betting', 1)), custom)
})

test('a path already at or below the node is kept', () => {
  const deep = result(['Sensitive Topics', 0.7, ['Sensitive Topics', 'Arms & Ammunition']], ['Travel', 0.3])
  assert.deepEqual(withRiskReading(deep, reading('Weapons and ammunition', 1)).categories[0]!.path, ['Sensitive Topics', 'Arms & Ammunition'])
  const supp = result(['Healthy Living', 0.7, [...RISK_NODES.nutraceutical!, 'Deeper']], ['Travel', 0.3])
  assert.deepEqual(withRiskReading(supp, reading('Nutraceuticals', 1)).categories[0]!.path, [...RISK_NODES.nutraceutical!, 'Deeper'])
})

// Merchant homepages written for this test (not rows of test/fixtures/intel/risk-cats.jsonl). Before the risk reading
// counted, the gun shop read Shopping, the Turkish and Indonesian sites stopped at Attractions and the pharmacy at
// Medical Health.
const MERCHANTS: [string, { title: string; description: string; text: string; lang: string }, string[]][] = [
  ['Italian gun shop', { title: 'Armeria Bianchi – Vendita armi e munizioni dal 1962', description: 'Fucili da caccia, pistole, carabine e munizioni. Ritiro in negozio con porto d’armi.', text: 'Armi nuove e usate, ottiche e accessori per la caccia e il tiro.', lang: 'it' }, ['Sensitive Topics', 'Arms & Ammunition']],
  ['Turkish betting site', { title: 'Bahis Sitesi – Canlı Bahis', description: 'Yüksek oranlarla canlı bahis ve slot oyunları, hoş geldin bonusu', text: 'Canlı bahis, slot oyunları, yüksek oranlar ve hoş geldin bonusu', lang: 'tr' }, ['Attractions', 'Casinos & Gambling']],
  ['Indonesian slot site', { title: 'Slot Gacor Hari Ini', description: 'Daftar slot gacor dan togel online, deposit pulsa tanpa potongan', text: 'Main slot gacor dan togel online, bonus member baru setiap hari', lang: 'id' }, ['Attractions', 'Casinos & Gambling']],
  ['Polish online pharmacy', { title: 'Apteka internetowa Zdrowie – leki bez recepty', description: 'Leki bez recepty, tabletki przeciwbólowe, witaminy i suplementy z dostawą do domu.', text: 'Zamów leki online i odbierz je w aptece lub z kurierem.', lang: 'pl' }, ['Medical Health', 'Pharmaceutical Drugs']],
]

for (const [name, page, path] of MERCHANTS) {
  test(`${name}: the risk class's node is the dominant category, and its evidence names the class's words`, async () => {
    const e = await sharedEngine()
    const r = await e.categorize(page)
    assert.deepEqual(r.categories[0]!.path, path, JSON.stringify(r.categories.slice(0, 2)))
    assert.equal(r.dominantCategory, path.at(-1))
    assert.ok(r.categories[0]!.confidence < 1, 'no invented certainty')
    const ev = r.evidence.find((x) => x.category === path.at(-1))
    assert.ok(ev && ev.terms.length && ev.terms.every((t) => / \(.+, risk: .+\)$/.test(t)), JSON.stringify(r.evidence))
    const b = await e.aiResponse(page)
    assert.equal(b.category, r.dominantCategory)
    assert.deepEqual(b.categories[0]!.path, path)
  })
}

test('near misses keep their own node: a casino resort\'s steakhouse, crypto news', async () => {
  const e = await sharedEngine()
  const grill = await e.categorize({ title: 'The Grill at Harbor Casino Resort – Steakhouse', description: 'Dry-aged steaks, seafood and an award-winning wine list. Reserve a table for dinner.', text: 'Dinner menu, private dining and weekend brunch at our restaurant.' })
  assert.notDeepEqual(grill.categories[0]!.path!.slice(0, 2), ['Attractions', 'Casinos & Gambling'], JSON.stringify(grill.categories[0]))
  const news = await e.categorize({ title: 'Crypto Daily – news and analysis', description: 'Latest news on Bitcoin and Ethereum, regulation and markets, reported by our newsroom.', text: 'Analysts said the regulator warned exchanges, according to a statement.' })
  assert.notDeepEqual(news.categories[0]!.path, RISK_NODES.crypto)
})

test('custom categories are never touched by the risk reading', async () => {
  const e = await sharedEngine()
  const page = MERCHANTS[1]![1]
  const r = await e.categorize(page, { customCategories: ['Hotels', 'Sports', 'Restaurants'] })
  assert.ok(r.categories.every((c) => c.path === undefined))
  assert.ok(r.evidence.every((x) => x.terms.every((t) => !t.includes('risk:'))))
})
