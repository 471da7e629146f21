// Categorization rules for pre-stemmed crawls, interface chrome and calibration (hand-written examples).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createStemmedInput } from '../../../src/intel/categorize/stemmed.ts'
import { isChrome } from '../../../src/intel/categorize/chrome.ts'
import { DEFAULT_SCORING, temperatureFor } from '../../../src/intel/categorize/providers/embedded.ts'
import { contentTokens } from '../../../src/intel/text/tokenize.ts'
import { sharedEngine } from './helpers.ts'

const SITE_LABELS = ['news', 'education', 'technology', 'travel', 'food', 'medical', 'ecommerce', 'sports', 'entertainment']

// Porter-stemmed, stop words removed, as some crawls ship their text.
const STEMMED_STREAMING = 'stream new movi tv seri onlin watch episod anytim exclus origin seri live footbal cricket highlight subscrib plan cancel anytim'
const PLAIN = 'The council approved the new budget on Tuesday after a long debate about school funding and road repairs in the northern districts.'

test('stemmed input: a Porter-stemmed page is recognised, an ordinary one is not', async () => {
  const e = await sharedEngine()
  const s = createStemmedInput(e.lexicon)
  assert.equal(s.isStemmed(contentTokens(STEMMED_STREAMING)), true)
  assert.equal(s.isStemmed(contentTokens('onlin cours learn anyth schedul instructor certif popular subject servic deliveri')), true)
  assert.equal(s.isStemmed(contentTokens(PLAIN)), false)
  assert.equal(s.isStemmed(contentTokens('short text')), false, 'too few words to tell')
})

test('stemmed input: stems that are also rare vocabulary tokens map back to their common word', async () => {
  const e = await sharedEngine()
  const s = createStemmedInput(e.lexicon)
  const [busi, footbal, watch] = s.unstem(['busi', 'footbal', 'watch'])
  // The common word carries the same stem key, so it still meets the profiles, with its own weight.
  assert.equal(busi, 'business')
  assert.equal(footbal, 'football')
  assert.equal(watch, 'watch', 'real words stay as they are')
  assert.equal(e.lexicon.stemKey(busi!), e.lexicon.stemKey('busi'))
  // The lexicon itself now reads the far rarer token "busi" as business (test/unit/intel/lexicon-stems.test.ts).
  assert.equal(e.lexicon.idf('busi'), e.lexicon.idf(busi!), 'the rare token "busi" no longer has an inflated weight')
})

test('stemmed input: one rare stem no longer outweighs the rest of the page', async () => {
  const e = await sharedEngine()
  // "footbal" as a rare vocabulary token used to carry ≈ 3× the weight of "movi", "tv", "seri".
  const r = await e.categorize({ text: STEMMED_STREAMING }, { customCategories: SITE_LABELS })
  assert.equal(r.dominantCategory, 'entertainment')
  const ev = r.evidence.find((x) => x.category === 'entertainment')
  assert.ok(ev?.terms.includes('tv'), JSON.stringify(r.evidence))
})

test('interface chrome: words of a page\'s own UI are not topic evidence', async () => {
  assert.equal(isChrome('navigation'), true)
  assert.equal(isChrome('navig', 'navig'), true, 'stemmed form')
  assert.equal(isChrome('keyboard'), true)
  assert.equal(isChrome('recipe'), false)
  assert.equal(isChrome('menu'), false, 'a restaurant menu is topical')
  const e = await sharedEngine()
  const chrome = 'Skip to main content. Toggle navigation. Expand submenu. Keyboard shortcuts. Search. Enable JavaScript in your browser. Verify the captcha.'
  // A page made of nothing but chrome has no topic: it must not lean towards technology.
  const only = await e.categorize({ text: chrome }, { customCategories: SITE_LABELS })
  const top = only.categories[0]!.confidence, last = only.categories.at(-1)!.confidence
  assert.ok(top - last < 0.01, `uniform over the candidates: ${JSON.stringify(only.categories.slice(0, 3))}`)
  const recipe = await e.categorize({ text: `${chrome} Easy dinner recipes: roast chicken with garlic and a lemon cake for dessert.` }, { customCategories: SITE_LABELS })
  assert.equal(recipe.dominantCategory, 'food')
  assert.ok(recipe.categories.find((c) => c.name === 'technology')!.confidence < 0.01)
})

test('calibration: the softmax temperature falls with ln K and rises with the page length', () => {
  const p = DEFAULT_SCORING
  const at200 = temperatureFor(p, 4, p.lengthRef)
  assert.ok(Math.abs(at200 - p.temperature / Math.log(4)) < 1e-12, 'no length term at the reference length')
  assert.ok(temperatureFor(p, 4, 2000) > at200, 'a long page: its margins are discounted')
  assert.ok(temperatureFor(p, 4, 30) < at200, 'a short text: its margins count more')
  assert.equal(temperatureFor(p, 4, 0), temperatureFor(p, 4, 20), 'lengths are floored at 20 tokens')
  assert.ok(temperatureFor(p, 9, 200) < at200, 'more candidates, lower temperature')
  assert.equal(temperatureFor(p, 50, 200), temperatureFor(p, 16, 200), 'K is capped at 16')
})
