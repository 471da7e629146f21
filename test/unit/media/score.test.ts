import { test } from 'node:test'
import assert from 'node:assert/strict'
import { articleRisk, combineRisk, recency, reliability } from '../../../src/media/score.ts'

test('risk factors: recency decays after two years to a floor, reliability by outlet tier', () => {
  const now = Date.parse('2025-01-01T00:00:00Z')
  assert.equal(recency('2024-06-01T00:00:00Z', now), 1)
  assert.ok(Math.abs(recency('2019-01-01T00:00:00Z', now) - 0.5 ** (4 / 5)) < 0.01)
  assert.equal(recency('1990-01-01T00:00:00Z', now), 0.5)
  assert.equal(recency(undefined, now), 0.9)
  assert.equal(reliability('https://www.reuters.com/x'), 1)
  assert.equal(reliability('https://someone.medium.com/x'), 0.75)
  assert.equal(reliability('https://local.example/x'), 0.95)
})

test('article risk multiplies its factors; the combination is bounded and grows with corroboration', () => {
  assert.equal(articleRisk({ adverse: 1, severity: 1, relevance: 1, recency: 1, reliability: 1 }), 1)
  assert.ok(Math.abs(articleRisk({ adverse: 0.8, severity: 0.5, relevance: 0.9, recency: 1, reliability: 1 }) - 0.8 * 0.8 * 0.9) < 1e-9)
  assert.equal(combineRisk([], []), 0)
  assert.equal(combineRisk([0.2], []), 0.2)
  const one = combineRisk([0.6], [0.6]), two = combineRisk([0.6, 0.6], [0.6, 0.6])
  assert.ok(two > one && two <= 1)
  assert.ok(combineRisk([1, 1, 1], [1, 1, 1]) <= 1)
})
