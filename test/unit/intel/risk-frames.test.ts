import { test } from 'node:test'
import assert from 'node:assert/strict'
import { pageStance } from '../../../src/intel/risk/stance.ts'
import { expectRiskHigh, expectRiskLow } from './helpers.ts'

test('a review of a film, a novel or a show reports on its subject; a shop\'s "reviews" do not', async () => {
  const film = pageStance({ title: 'Jackpot City review: a heist comedy that never pays out', description: 'The sequel swaps the desert for a neon casino floor.', text: '' })
  assert.ok(film.damp < 0.5, JSON.stringify(film))
  const de = pageStance({ title: 'Kritik: „Die Spielbank“', description: 'Der neue Film von Regisseur Adam Brenner über einen Croupier.', text: '' })
  assert.ok(de.damp < 1, JSON.stringify(de))
  const ru = pageStance({ title: 'Рецензия на сериал «Покерный клуб»', description: 'Второй сезон сериала о подпольном казино.', text: '' })
  assert.ok(ru.damp < 1, JSON.stringify(ru))
  const it = pageStance({ title: 'Recensione: La bisca', description: 'Il film di un giovane regista sul gioco d\'azzardo.', text: '' })
  assert.ok(it.damp < 1, JSON.stringify(it))
  // A casino affiliate's "review" names no work: it is not a review frame.
  const affiliate = pageStance({ title: 'Lucky Harbour Casino review 2026', description: 'Welcome bonus, free spins and payout speed rated.', text: '' })
  assert.ok(!affiliate.cues.some((c) => c.startsWith('review of a work')), JSON.stringify(affiliate))
  await expectRiskLow([
    { title: 'Jackpot City review: a heist comedy that never pays out', description: 'The sequel swaps the desert for a neon casino floor and a high-stakes roulette game.' },
    { title: 'Kisah grup lawak legendaris dan film-film mereka', description: 'Trio komedi yang menamai diri mereka Kasino, Judi dan Taruhan.' },
  ])
})

test('a health-information page reports; a shop with offer cues does not', async () => {
  const info = pageStance({ title: 'Magnesium and your health', description: 'Symptoms of deficiency and who needs more.', text: '' })
  assert.ok(info.damp < 0.5, JSON.stringify(info))
  const fr = pageStance({ title: 'Le zinc et votre santé', description: 'Symptômes d\'une carence et bienfaits.', text: '' })
  assert.ok(fr.damp < 1, JSON.stringify(fr))
  const shop = pageStance({ title: 'Buy magnesium capsules', description: 'Symptoms of deficiency? Add to cart, free shipping, pay with PayPal.', text: '' })
  assert.equal(shop.damp, 1, JSON.stringify(shop))
  await expectRiskLow([{ title: 'Omega-3 fish oil and your health', description: 'Which supplements help, the symptoms of deficiency and how much is safe to take.' }])
})

test('a reporting noun inside a shop\'s name is not a report when the page offers', async () => {
  const shop = pageStance({ title: 'Kratom Society – buy premium kratom powder', description: 'Add to cart, free shipping on orders over $50.', text: '' })
  assert.ok(!shop.cues.includes('society'), JSON.stringify(shop))
  assert.equal(shop.damp, 1, JSON.stringify(shop))
  // Without offer cues, in a title that says more than the name, the noun still counts: a learned society writes
  // about the trade.
  const learned = pageStance({ title: 'Royal Pharmacological Society – new research on kratom', description: 'Our members on the effects of kratom.', text: '' })
  assert.ok(learned.cues.includes('society'), JSON.stringify(learned))
  // A title that is nothing but the name is the site's own name, not what the page is about.
  const named = pageStance({ title: 'Lunar Spore Society', description: 'Psilocybin chocolate bars, microdosing capsules and grow kits.', text: '' })
  assert.ok(!named.cues.includes('society') && named.damp === 1, JSON.stringify(named))
  await expectRiskHigh([
    { title: 'Greenleaf Institute – buy CBD oil online', description: 'CBD oil, THC gummies and cannabis seeds. Add to cart, discreet shipping.', cls: 'Illegal drugs and cannabis/CBD' },
    { title: 'Lunar Spore Society', description: 'Psilocybin chocolate bars, microdosing capsules and magic mushroom grow kits.', cls: 'Illegal drugs and cannabis/CBD' },
  ], 0.5)
})
