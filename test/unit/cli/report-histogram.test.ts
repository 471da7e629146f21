import { test } from 'node:test'
import assert from 'node:assert/strict'
import { renderReport, type ReportRow } from '../../../src/cli/report.ts'

const analyzed = (index: number, score: number): ReportRow => ({ index, input: `shop${index}.example.org`, status: 'ok', result: { ai_response: { category: 'Shopping', high_risk_similarity_score: score } } })

/** The numbers on the y axis of the risk score histogram, bottom to top. */
function yTicks(scores: number[]): number[] {
  const html = renderReport(scores.map((s, i) => analyzed(i, s)), { operation: 'analyze', source: 'm.csv', threshold: 0.5, generatedAt: new Date(0) })
  const svg = html.slice(html.indexOf('aria-labelledby="h-t"'), html.indexOf('</svg>', html.indexOf('aria-labelledby="h-t"')))
  return [...svg.matchAll(/text-anchor="end"[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]))
}

test('the risk score histogram labels its axis with distinct whole numbers at even steps', () => {
  // six items in the lowest bin: 0, 2, 4, 6 (not 0, 2, 3, 5, 6)
  assert.deepEqual(yTicks([0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.95]), [0, 2, 4, 6])
  // one item: 0 and 1 once each (not 0, 0, 1, 1, 1)
  assert.deepEqual(yTicks([0.3]), [0, 1])
  assert.deepEqual(yTicks([0.1, 0.1, 0.1, 0.1, 0.1]), [0, 2, 4, 6])
  assert.deepEqual(yTicks([0.2, 0.2, 0.2, 0.2]), [0, 1, 2, 3, 4])
})
