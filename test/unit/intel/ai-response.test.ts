import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { sharedEngine } from './helpers.ts'

test('aiResponse combines category, confidence, risk score and summary for one page', async () => {
  const e = await sharedEngine()
  const page = signalsFromHtml(readFileSync(new URL('../../fixtures/intel/casino.html', import.meta.url), 'utf8'), 'https://casino.example/')
  const r = await e.aiResponse(page, { customCategories: ['Online gambling', 'Travel', 'Cooking'] })
  assert.equal(r.category, 'Online gambling')
  assert.equal(r.categoryConfidenceScore, r.categories[0]!.confidence)
  assert.ok(r.highRiskSimilarityScore > 0.7)
  assert.equal(r.highRiskMatches[0]!.class, 'Gambling and betting')
  assert.ok(r.summary.length > 0 && r.summary.length <= 300)
  assert.equal(r.language, 'en')
})
