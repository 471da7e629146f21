import { test } from 'node:test'
import assert from 'node:assert/strict'
import { AppError } from '../../../src/errors.ts'
import { IAB_TIER1 } from '../../../src/intel/categorize/taxonomy.ts'
import { sharedEngine, SPORTS_PAGE, RECIPE_PAGE, FRENCH_PAGE } from './helpers.ts'

test('built-in taxonomy: all 37 IAB tier-1 classes, sorted, confidences in [0,1] summing to 1', async () => {
  const e = await sharedEngine()
  const r = await e.categorize(SPORTS_PAGE)
  assert.equal(r.categories.length, IAB_TIER1.length)
  assert.equal(IAB_TIER1.length, 37)
  for (const c of r.categories) assert.ok(c.confidence >= 0 && c.confidence <= 1)
  for (let i = 1; i < r.categories.length; i++) assert.ok(r.categories[i - 1]!.confidence >= r.categories[i]!.confidence)
  assert.ok(Math.abs(r.categories.reduce((s, c) => s + c.confidence, 0) - 1) < 0.01)
  assert.equal(r.dominantCategory, 'Sports')
  assert.equal(r.dominantCategory, r.categories[0]!.name)
  assert.equal(r.language, 'en')
  const ev = r.evidence.find((x) => x.category === 'Sports')
  assert.ok(ev && ev.terms.length > 0, 'evidence terms for the chosen category')
})

test('custom categories are scored zero-shot from their names', async () => {
  const e = await sharedEngine()
  const r = await e.categorize(RECIPE_PAGE, { customCategories: ['Cars', 'Cooking', 'Personal finance'] })
  assert.deepEqual(r.categories.map((c) => c.name).sort(), ['Cars', 'Cooking', 'Personal finance'])
  assert.equal(r.dominantCategory, 'Cooking')
  const r2 = await e.categorize(SPORTS_PAGE, { customCategories: ['Sci/Tech', 'World', 'Sports', 'Business'] })
  assert.equal(r2.dominantCategory, 'Sports')
})

test('custom category validation: empty, duplicate, too many, too long → invalid_request', async () => {
  const e = await sharedEngine()
  const bad = [[''], ['  '], ['News', 'news'], Array.from({ length: 51 }, (_, i) => `c${i}`), ['x'.repeat(101)]]
  for (const list of bad) {
    await assert.rejects(e.categorize(RECIPE_PAGE, { customCategories: list }), (err: unknown) => err instanceof AppError && err.code === 'invalid_request')
  }
  const ok = await e.categorize(RECIPE_PAGE, { customCategories: Array.from({ length: 50 }, (_, i) => `topic ${i}`) })
  assert.equal(ok.categories.length, 50)
})

test('a French page gets a sensible category and reports its language', async () => {
  const e = await sharedEngine()
  const r = await e.categorize(FRENCH_PAGE)
  assert.equal(r.language, 'fr')
  assert.ok(r.categories[0]!.confidence > 0)
  assert.ok(r.categories.slice(0, 5).some((c) => c.name === 'Sports'), `top 5: ${r.categories.slice(0, 5).map((c) => c.name)}`)
})

test('other languages: built-in classes carry their own non-English terms', async () => {
  const e = await sharedEngine()
  const de = await e.categorize({ text: 'Die Bundesregierung hat am Dienstag ein neues Gesetz beschlossen; das Parlament stimmt nach der Wahl ab, sagte der Minister.' })
  assert.equal(de.language, 'de')
  assert.equal(de.dominantCategory, 'Politics')
  const es = await e.categorize({ text: 'Reserva tu hotel y vuelo baratos para tus vacaciones de verano. Ofertas de viajes a la playa.' })
  assert.equal(es.language, 'es')
  // Tier 1 is Travel; the page also names a flight (vuelo), so the descent may go below it.
  assert.equal(es.categories[0]!.path![0], 'Travel')
})

test('the built-in tree: a casino page reaches Attractions › Casinos & Gambling, a bakery Food & Drink › Desserts and Baking', async () => {
  const { readFileSync } = await import('node:fs')
  const { signalsFromHtml } = await import('../../../src/intel/signals.ts')
  const e = await sharedEngine()
  const casino = await e.categorize(signalsFromHtml(readFileSync(new URL('../../fixtures/intel/casino.html', import.meta.url), 'utf8'), 'https://casino.example/'))
  assert.equal(casino.dominantCategory, 'Casinos & Gambling')
  assert.deepEqual(casino.categories[0]!.path, ['Attractions', 'Casinos & Gambling'])
  assert.equal(casino.categories[0]!.name, casino.dominantCategory)
  const bakery = await e.categorize(signalsFromHtml(readFileSync(new URL('../../fixtures/sites/bakery.html', import.meta.url), 'utf8'), 'https://bakery.example/'))
  assert.deepEqual(bakery.categories[0]!.path, ['Food & Drink', 'Desserts and Baking'])
  assert.equal(bakery.dominantCategory, 'Desserts and Baking')
  const custom = await e.categorize(signalsFromHtml(readFileSync(new URL('../../fixtures/intel/casino.html', import.meta.url), 'utf8')), { customCategories: ['Gambling', 'Cooking'] })
  assert.equal(custom.categories[0]!.path, undefined, 'custom categories have no tree')
})
