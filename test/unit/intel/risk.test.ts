import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { AppError } from '../../../src/errors.ts'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { sharedEngine, RECIPE_PAGE } from './helpers.ts'

const casino = signalsFromHtml(readFileSync(new URL('../../fixtures/intel/casino.html', import.meta.url), 'utf8'), 'https://casino.example/')

test('a gambling page matches the gambling class with its MCCs and evidence', async () => {
  const e = await sharedEngine()
  const r = await e.riskScore(casino)
  assert.ok(r.highRiskSimilarityScore > 0.7, String(r.highRiskSimilarityScore))
  const top = r.matches[0]!
  assert.equal(top.class, 'Gambling and betting')
  assert.equal(top.score, r.highRiskSimilarityScore)
  assert.ok(top.mccs.includes('7995'))
  assert.ok(top.evidence.some((t) => /casino|betting|slots|roulette/.test(t)), top.evidence.join(','))
})

test('an ordinary recipe page scores low', async () => {
  const e = await sharedEngine()
  const r = await e.riskScore(RECIPE_PAGE)
  assert.ok(r.highRiskSimilarityScore < 0.3, String(r.highRiskSimilarityScore))
})

test('custom high-risk categories replace the default list and are validated', async () => {
  const e = await sharedEngine()
  const r = await e.riskScore(RECIPE_PAGE, { customHighRiskCategories: ['Cooking recipes', 'Firearms'] })
  assert.ok(r.matches.every((m) => ['Cooking recipes', 'Firearms'].includes(m.class)))
  assert.equal(r.matches[0]!.class, 'Cooking recipes')
  assert.deepEqual(r.matches[0]!.mccs, [])
  await assert.rejects(e.riskScore(RECIPE_PAGE, { customHighRiskCategories: ['a', 'A'] }), (err: unknown) => err instanceof AppError && err.code === 'invalid_request')
})

test('every listed match carries evidence: a class carried by the vector model alone names the page words nearest to it', async () => {
  const e = await sharedEngine()
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  const rows = readFileSync(new URL('../../fixtures/intel/risk-blind.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { title: string; description: string; text: string })
  let related = 0
  for (const r of rows) {
    const html = `<html><head><title>${esc(r.title)}</title><meta name="description" content="${esc(r.description)}"></head><body><p>${esc(r.text)}</p></body></html>`
    const res = await e.riskScore(signalsFromHtml(html, 'https://site.example/'))
    for (const m of res.matches) {
      assert.ok(m.evidence.length > 0, `${r.title}: ${m.class} ${m.score} without evidence`)
      for (const ev of m.evidence.filter((x) => x.endsWith('(page, related)'))) {
        related++
        assert.match(ev, /^\p{L}[\p{L}\p{N}'-]* \(page, related\)$/u)
      }
    }
  }
  assert.ok(related > 0)
})
