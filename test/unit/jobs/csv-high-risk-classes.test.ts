// The analyze CSV's high_risk_classes: only the classes that count for the high-risk verdict (scored at the flag
// threshold or more), each with its score. A class matched at 0.134 written bare next to a low overall score read
// as "this merchant is a casino".
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CSV_COLUMNS, csvCell } from '../../../src/api/variant-a/job-csv.ts'

const cell = (column: string, result: Record<string, unknown>) => {
  const pick = CSV_COLUMNS.analyze.find(([name]) => name === column)![1]
  return csvCell(pick({ input_string: 'shop.example.org' }, result))
}
const analyzed = (score: number, matches: { class: string; score: number }[]) => ({
  ai_response: { category: 'Pubs', high_risk_similarity_score: score, high_risk_matches: matches.map((m) => ({ ...m, mccs: [], evidence: [] })) },
})

test('classes below the flag threshold are left out of high_risk_classes; the risk score is unchanged', () => {
  const pub = analyzed(0.207, [{ class: 'Gambling and betting', score: 0.207 }, { class: 'Adult content', score: 0.134 }])
  assert.equal(cell('high_risk_classes', pub), '', 'nothing counts for the verdict: an empty cell')
  assert.equal(cell('high_risk_similarity_score', pub), 0.207)
})

test('classes at or above the threshold are written with their scores, best first', () => {
  const shop = analyzed(1, [{ class: 'Gambling and betting', score: 0.5 }, { class: 'Tobacco and vaping', score: 1 }, { class: 'Counterfeit and replica goods', score: 0.11 }])
  assert.equal(cell('high_risk_classes', shop), 'Tobacco and vaping (1.000); Gambling and betting (0.500)')
})

test('a result without high_risk_matches leaves the cell empty', () => {
  assert.equal(cell('high_risk_classes', { ai_response: { category: 'Shopping', high_risk_similarity_score: 0 } }), '')
})
