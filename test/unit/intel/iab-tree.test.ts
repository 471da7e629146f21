import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { generated, parseTsv } from '../../../scripts/iab-taxonomy.ts'
import { buildTree, focus } from '../../../src/intel/categorize/tree.ts'
import { IAB_TIER1 } from '../../../src/intel/categorize/taxonomy.ts'
import { docFromTokens } from '../../../src/intel/text/document.ts'
import { sharedEngine } from './helpers.ts'

test('src/intel/categorize/iab31.ts is what scripts/iab-taxonomy.ts makes of the data file (--check)', () => {
  const have = readFileSync(new URL('../../../src/intel/categorize/iab31.ts', import.meta.url), 'utf8')
  assert.ok(have === generated(), 'run: node scripts/iab-taxonomy.ts')
})

test('the data file is checked: header, columns, duplicate IDs, unknown parents, depth', () => {
  const head = 'unique_id\tparent_id\tname\tkeywords\n'
  assert.throws(() => parseTsv('id\tname\n'), /header/)
  assert.throws(() => parseTsv(`${head}1\t\tA\n`), /4 columns/)
  assert.throws(() => parseTsv(`${head}1\t\tA\t\n1\t\tB\t\n`), /duplicate id 1/)
  assert.throws(() => parseTsv(`${head}1\t9\tA\t\n`), /unknown parent 9/)
  assert.throws(() => parseTsv(`${head}1\t2\tA\t\n2\t1\tB\t\n`), /deeper than tier 4|cycle/)
  assert.throws(() => parseTsv(`${head}1\t\tA\tCasino!\n`), /lower-case/)
  assert.equal(parseTsv(`# comment\n${head}1\t\tA\tx y\n2\t1\tB\t\n`).length, 2)
})

test('the whole IAB 3.1 tree: ~700 nodes, its tier 1 is the tier 1 the engine scores, official IDs', () => {
  const tree = buildTree()
  assert.ok(tree.nodes.size >= 700, String(tree.nodes.size))
  assert.deepEqual([...tree.roots.keys()].sort(), IAB_TIER1.map((n) => n.name).sort())
  const byName = (name: string) => [...tree.nodes.values()].find((n) => n.name === name)!
  assert.equal(byName('Casinos & Gambling').id, '181')
  assert.deepEqual(byName('Casinos & Gambling').path, ['Attractions', 'Casinos & Gambling'])
  assert.equal(byName('Soccer').id, '533')
  assert.deepEqual(byName('Home Financing').path, ['Personal Finance', 'Personal Debt', 'Home Financing'])
  assert.equal(byName('Vegan Diets').id, '212')
  assert.equal(byName('Sensitive Topics').id, 'v9i3On')
  const depth = Math.max(...[...tree.nodes.values()].map((n) => n.path.length))
  assert.equal(depth, 4)
})

test('focus keeps the heaviest words of a long page', async () => {
  const e = await sharedEngine()
  const doc = docFromTokens(['tennis', 'tennis', 'tennis', ...Array.from({ length: 60 }, (_, i) => `word${i}`)], e.lexicon)
  const f = focus(doc, e.lexicon, 5)
  assert.equal(f.stems.size, 5)
  assert.ok(f.lexNorm > 0 && f.lexNorm < doc.lexNorm)
})

const PAGES: [string, { title: string; description?: string; text: string }, string[]][] = [
  ['soccer', {
    title: 'Premier League: Arsenal beat Chelsea 2-1', description: 'Match report and reaction.',
    text: 'Arsenal striker scored twice as the Gunners beat Chelsea in the Premier League. The midfielder set up both goals and the goalkeeper made three saves. The manager praised the football his team played before the Champions League tie.',
  }, ['Sports', 'Soccer']],
  ['mortgage', {
    title: 'Compare mortgage rates and remortgage deals', description: 'Fixed-rate and tracker mortgages for first-time buyers.',
    text: 'Find the best mortgage for your new home. Compare fixed and variable mortgage rates from over 90 lenders, work out your monthly repayments and the deposit you need, or remortgage to save on interest.',
  }, ['Personal Finance', 'Personal Debt', 'Home Financing']],
  ['vegan recipe', {
    title: 'Easy vegan chickpea curry recipe', description: 'A plant-based dinner ready in 30 minutes.',
    text: 'This vegan curry is dairy-free and packed with protein. Fry onion, garlic and ginger, add chickpeas, coconut milk and spinach, and simmer. Serve with rice. More vegan recipes and plant-based meal ideas.',
  }, ['Food & Drink', 'Vegan Diets']],
  ['laptop review', {
    title: 'The best laptops of the year, tested',
    text: 'We tested twenty laptops for battery life, keyboard and screen. The best notebook for students is light and cheap; for gamers we pick a laptop with a fast graphics card and a bright display.',
  }, ['Technology & Computing', 'Computing', 'Laptops']],
]

for (const [what, page, path] of PAGES) {
  test(`a ${what} page descends to ${path.join(' › ')}`, async () => {
    const e = await sharedEngine()
    const r = await e.categorize(page)
    assert.deepEqual(r.categories[0]!.path, path, JSON.stringify(r.categories.slice(0, 2)))
    assert.equal(r.dominantCategory, path.at(-1))
    assert.equal(r.categories[0]!.name, r.dominantCategory)
    const sum = r.categories.reduce((a, c) => a + c.confidence, 0)
    assert.ok(Math.abs(sum - 1) < 0.01, 'the confidences stay a distribution over the tier-1 nodes')
  })
}

test('a page that names no child clearly stays at its tier-1 node; thin pages never descend', async () => {
  const e = await sharedEngine()
  const general = await e.categorize({ title: 'Sports news', text: 'Results, fixtures and reports from every sport: football, tennis, cricket, golf, rugby, cycling and athletics, updated all day.' })
  assert.deepEqual(general.categories[0]!.path, ['Sports'], JSON.stringify(general.categories[0]))
  const thin = await e.categorize({ title: 'Soccer', text: 'soccer' })
  assert.equal(thin.warnings?.[0]?.code, 'insufficient_content')
  assert.ok(thin.categories.every((c) => (c.path?.length ?? 1) === 1), JSON.stringify(thin.categories[0]))
  assert.ok(thin.categories[0]!.confidence < 0.5)
})

// Homepages that list several products: the descent takes a child only when the page names it as its subject,
// not when one product of the list has a small profile that a single mention matches almost perfectly.
const LISTING_PAGES: [string, { title: string; description?: string; text: string }, string[]][] = [
  ['a UK bank listing accounts, savings, mortgages and a credit card', {
    title: 'Northfield Bank – Personal banking, savings and mortgages',
    description: 'Open a current account, save with fixed-rate bonds, apply for a mortgage or a credit card. Protected by the FSCS.',
    text: 'Open a current account in minutes. Compare our savings accounts, ISAs and mortgages. Apply for a credit card with 0% on purchases.',
  }, ['Personal Finance']],
  ['a UK bank with one line about scams', {
    title: 'Northfield Bank – Personal banking, savings and mortgages',
    description: 'Open a current account, save with fixed-rate bonds, apply for a mortgage or a credit card. Protected by the FSCS.',
    text: 'Open a current account in minutes. Compare our savings accounts, ISAs and mortgages. Apply for a credit card with 0% on purchases. Learn how to protect yourself from cryptocurrency scams.',
  }, ['Personal Finance']],
  ['an electronics shop listing TVs, headphones, phones and consoles', {
    title: 'Brightline Electronics – TVs, Headphones, Smartphones & Consoles',
    description: 'Big-screen TVs, wireless headphones, the newest smartphones and games consoles at low prices.',
    text: 'Click and collect from 80 stores. Extended warranties on every TV and smartphone.',
  }, ['Technology & Computing', 'Consumer Electronics']],
  ['a travel agency listing flights, hotels and cruises', {
    title: 'Horizon Travel – Flights, hotels and cruises',
    description: 'Book cheap flights, hotel deals and cruise holidays worldwide.',
    text: 'Book flights and hotels together and save. Find last-minute holiday deals, city breaks and Mediterranean cruises. ATOL protected travel agency.',
  }, ['Travel']],
]

for (const [what, page, path] of LISTING_PAGES) {
  test(`${what} stays at ${path.join(' › ')}`, async () => {
    const e = await sharedEngine()
    const r = await e.categorize(page)
    assert.deepEqual(r.categories[0]!.path, path, JSON.stringify(r.categories[0]))
  })
}

// Pages with one subject still descend (these passed before the rule above and must keep passing).
const SUBJECT_PAGES: [string, { title: string; description?: string; text: string }, string[]][] = [
  ['a US bank page', {
    title: 'Lakeside Bank | Checking, Savings, CDs and Mortgages',
    description: 'Open a checking or savings account, lock in a CD rate or apply for a home mortgage. Member FDIC.',
    text: 'Bank online or at over 200 branches and ATMs. Free checking with no monthly fee, high-yield savings, certificates of deposit and home loans. Member FDIC.',
  }, ['Personal Finance', 'Consumer Banking']],
  ['an insurer listing car, home and travel cover', {
    title: 'Harbour Insurance – Car, home and travel insurance',
    description: 'Get a quote for car insurance, home insurance and travel insurance in minutes.',
    text: 'Insurance you can count on. Get a car insurance quote, cover your home and contents, and buy annual travel insurance. Make a claim online 24/7.',
  }, ['Personal Finance', 'Insurance']],
  ['a credit card comparison page', {
    title: 'Compare credit cards: 0% balance transfer and cashback cards',
    description: 'Find the best credit card for you: balance transfer, purchase and rewards cards.',
    text: 'Compare credit cards from every major issuer. See the APR, the balance transfer fee and the cashback rate of each card before you apply.',
  }, ['Personal Finance', 'Personal Debt', 'Credit Cards']],
]

for (const [what, page, path] of SUBJECT_PAGES) {
  test(`${what} goes to ${path.join(' › ')}`, async () => {
    const e = await sharedEngine()
    const r = await e.categorize(page)
    assert.deepEqual(r.categories[0]!.path, path, JSON.stringify(r.categories[0]))
  })
}
