import { test } from 'node:test'
import assert from 'node:assert/strict'
import { AppError } from '../../../src/errors.ts'
import { sharedEngine, SPORTS_PAGE, RECIPE_PAGE } from './helpers.ts'

const A = 'The central bank raised interest rates to curb inflation, and mortgage costs rose for millions of homeowners.'
const B = 'Homeowners face higher mortgage payments after the central bank lifted interest rates again to fight inflation.'
const C = 'The kitten chased a ball of wool across the garden before falling asleep in the sun.'

test('identical texts score 1, scores are symmetric and in [0,1]', async () => {
  const e = await sharedEngine()
  assert.equal((await e.similarity(A, A)).similarity_score, 1)
  const ab = await e.similarity(A, B), ba = await e.similarity(B, A)
  assert.equal(ab.similarity_score, ba.similarity_score)
  assert.ok(ab.similarity_score > 0 && ab.similarity_score < 1)
})

test('paraphrases score higher than unrelated texts; common topics are shared words, best first', async () => {
  const e = await sharedEngine()
  const ab = await e.similarity(A, B), ac = await e.similarity(A, C)
  assert.ok(ab.similarity_score > ac.similarity_score + 0.3, `${ab.similarity_score} vs ${ac.similarity_score}`)
  assert.ok(ab.common_topics.length > 0 && ab.common_topics.length <= 10)
  for (const t of ab.common_topics) assert.ok(A.toLowerCase().includes(t.slice(0, 5)) && B.toLowerCase().includes(t.slice(0, 5)), t)
  assert.ok(ab.common_topics.includes('inflation') || ab.common_topics.includes('mortgage'))
  assert.deepEqual(ac.common_topics, [])
})

test('page signals are accepted; texts over 100,000 characters → payload_too_large', async () => {
  const e = await sharedEngine()
  const r = await e.similarity(SPORTS_PAGE, RECIPE_PAGE)
  assert.ok(r.similarity_score < 0.5)
  await assert.rejects(e.similarity('a '.repeat(50_001), A), (err: unknown) => err instanceof AppError && err.code === 'payload_too_large')
})
