import { test } from 'node:test'
import assert from 'node:assert/strict'
import { renderReport, type ReportRow } from '../../../src/cli/report.ts'

const opts = (operation: string) => ({ operation, source: 'merchants.csv', threshold: 0.5, generatedAt: new Date(0) })
const flaggedCount = (html: string) => Number(/Flagged items \((\d+)\)/.exec(html)?.[1])
const flaggedTable = (html: string) => html.slice(html.indexOf('Flagged items'), html.indexOf('Failures'))

test('a sanctions match is flagged with the listed name as evidence; a clean name is not', () => {
  const rows: ReportRow[] = [
    { index: 0, input: 'Harbour Trading Ltd', status: 'ok', result: { query: 'Harbour Trading Ltd', match_found: true, threshold: 0.7, lists_screened: ['l1'], matches: [{ id: 'l1-7', list: 'l1', schema: 'Organization', name: 'Harbor Trading Limited', matched_name: 'Harbour Trading Ltd', score: 0.93 }] } },
    { index: 1, input: 'Rosie Bakery', status: 'ok', result: { query: 'Rosie Bakery', match_found: false, threshold: 0.7, lists_screened: ['l1'], matches: [] } },
  ]
  const html = renderReport(rows, opts('sanctions_check'))
  assert.equal(flaggedCount(html), 1)
  const table = flaggedTable(html)
  assert.match(table, /Harbor Trading Limited \(as Harbour Trading Ltd\): l1 l1-7, score 0\.93/)
  assert.doesNotMatch(table, /Rosie Bakery/)
})

test('analyze: a sanctions match under include_sanctions is flagged even with a low risk score', () => {
  const row: ReportRow = { index: 0, input: 'harbour.example.org', status: 'ok', result: { url: 'https://harbour.example.org/', ai_response: { category: 'Shopping', high_risk_similarity_score: 0.04 }, sanctions: { match_found: true, matches: [{ id: 'l1-7', list: 'l1', name: 'Harbor Trading Limited', score: 0.9 }] } } }
  assert.equal(flaggedCount(renderReport([row], opts('analyze'))), 1)
})

test('a site review that is not ready is flagged with its reasons; a ready one is not', () => {
  const site = (url: string, ready: boolean, reasons: string[]) => ({ url, domain: url, checks: [], summary: { fails: reasons.length, warns: 0, unknowns: 0, passes: 20 - reasons.length, readiness_score: ready ? 94 : 63, ready, reasons } })
  const rows: ReportRow[] = [
    { index: 0, input: 'gadgets.example.org', status: 'ok', result: site('https://gadgets.example.org/', false, ['return_policy (fail): No return policy was found.']) },
    { index: 1, input: 'rosie.example.org', status: 'ok', result: site('https://rosie.example.org/', true, []) },
  ]
  const html = renderReport(rows, opts('site_check'))
  assert.equal(flaggedCount(html), 1)
  const table = flaggedTable(html)
  assert.match(table, /site not ready \(readiness 63\)/)
  assert.match(table, /return_policy \(fail\): No return policy was found\./)
  assert.doesNotMatch(table, /rosie/)
})
