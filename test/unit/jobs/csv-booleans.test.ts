import { test } from 'node:test'
import assert from 'node:assert/strict'
import { stringify } from 'csv-stringify/sync'
import { CSV_COLUMNS, csvCell } from '../../../src/api/variant-a/job-csv.ts'

// the export and `webintel screen --out` write rows with csv-stringify, as here
const row = (op: keyof typeof CSV_COLUMNS, input: Record<string, unknown>, result: Record<string, unknown>) => {
  const columns = CSV_COLUMNS[op]
  const cells = stringify([columns.map(([, pick]) => csvCell(pick(input, result)))]).trim().split(',')
  return Object.fromEntries(columns.map(([name], i) => [name, cells[i]]))
}

test('a false verdict is written as false in the CSV, not as an empty cell that reads as "not screened"', () => {
  const clean = row('sanctions_check', { query: 'Sunrise Bakery' }, { match_found: false, matches: [], lists_screened: ['l1'] })
  assert.equal(clean.match_found, 'false')
  const hit = row('sanctions_check', { query: 'Lucky Spin' }, { match_found: true, matches: [{ id: 'x-1', name: 'Lucky Spin', score: 0.9 }], lists_screened: ['l1'] })
  assert.equal(hit.match_found, 'true')
  const site = row('site_check', { url: 'shop.example.org' }, { url: 'https://shop.example.org/', summary: { readiness_score: 80, ready: false, fails: 2, warns: 0, reasons: [] } })
  assert.equal(site.ready, 'false')
  assert.equal(site.readiness_score, '80')
  const analyzed = row('analyze', { input_string: 'shop.example.org' }, { adverse_media: { adverse_media_found: false, risk_score: 0 } })
  assert.equal(analyzed.adverse_media_found, 'false')
  assert.equal(analyzed.sanctions_match_found, '', 'not asked for: empty')
})
