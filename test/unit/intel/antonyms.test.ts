import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { extractAntonyms } from '../../../src/intel/resources/antonyms.ts'
import { sharedEngine } from './helpers.ts'

test('antonym pointers ("!") are read from WordNet data files, stemmed, both directions, no collocations', () => {
  const pairs = extractAntonyms(fileURLToPath(new URL('../../fixtures/intel/wordnet/', import.meta.url)))
  assert.ok(pairs.includes('high|low') && pairs.includes('low|high'))
  assert.ok(pairs.includes('warm|cool') && pairs.includes('cool|warm'), 'source/target word numbers are honoured')
  assert.ok(!pairs.some((p) => p.includes('hot_air')))
})

test('short texts that contradict each other (negation or antonym) score lower than agreeing ones', async () => {
  const e = await sharedEngine()
  const same = await e.similarity('Asian shares closed higher on Monday.', 'Asian shares ended higher on Monday.')
  const opposite = await e.similarity('Asian shares closed higher on Monday.', 'Asian shares closed lower on Monday.')
  const negated = await e.similarity('A woman is slicing an onion.', 'A woman is not slicing an onion.')
  assert.ok(opposite.similarityScore < same.similarityScore, `${opposite.similarityScore} < ${same.similarityScore}`)
  assert.ok(negated.similarityScore <= 0.7)
})
