// A screening report of a sanctions_check run: no item has a risk score, so the risk histogram would be an empty
// frame. The report charts the best match score of the names that matched, or shows no score chart at all.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { renderReport, type ReportRow } from '../../../src/cli/report.ts'

const screened = (index: number, query: string, score?: number): ReportRow => ({
  index, input: query, status: 'ok',
  result: {
    query, match_found: score !== undefined, threshold: 0.7, lists_screened: ['fixture_list'],
    matches: score === undefined ? [] : [{ id: `NK-${index}`, list: 'fixture_list', schema: 'Person', name: query, matched_name: query, score }],
  },
})
const render = (rows: ReportRow[]) => renderReport(rows, { operation: 'sanctions_check', source: 'names.csv', threshold: 0.5, generatedAt: new Date(0) })
/** The histogram's SVG (the one labelled h-t), or undefined. */
const chart = (html: string) => {
  const at = html.indexOf('aria-labelledby="h-t"')
  return at < 0 ? undefined : html.slice(at, html.indexOf('</svg>', at))
}
/** The bars of a histogram: its rects, as their heights. */
const bars = (svg: string) => [...svg.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((m) => Number(m[1])).filter((h) => h > 0)

test('a sanctions-only report charts the best match scores, never an empty risk score frame', () => {
  const html = render([screened(0, 'Veronika Lesnaya', 1), screened(1, 'Siberian Cedar Holding', 0.82), screened(2, 'Jane Doe')])
  const svg = chart(html)
  assert.ok(svg, 'a chart of the match scores')
  assert.equal(bars(svg).length, 2, 'one bar per filled bin: 0.8 and 1.0')
  assert.match(svg, /best match score/)
  assert.doesNotMatch(html, /Risk score distribution/)
  assert.match(html, /2 of 3 screened names matched/)
  // the risk-only parts say nothing here: no "mean risk score –", no risk flag threshold
  assert.doesNotMatch(html, /mean risk score/)
  assert.doesNotMatch(html, /flag threshold/)
  // the flagged table sorts by and shows the match score
  assert.match(html, />match score<\/th>/)
  assert.ok(html.indexOf('Veronika Lesnaya</td>') < html.indexOf('Siberian Cedar Holding</td>'))
  assert.match(html, /<td data-v="0.82">0.820<\/td>/)
})

test('a sanctions-only report with no match has no score chart at all', () => {
  const html = render([screened(0, 'Jane Doe'), screened(1, 'John Roe')])
  assert.equal(chart(html), undefined)
  assert.doesNotMatch(html, /<h3>Risk score distribution<\/h3>/)
  assert.doesNotMatch(html, /<h3>Categories<\/h3>/, 'no empty categories card either')
  assert.match(html, /No item was flagged/)
})

test('an analyze report keeps its risk score histogram and threshold', () => {
  const html = renderReport([{ index: 0, input: 'shop.example.org', status: 'ok', result: { ai_response: { category: 'Shopping', high_risk_similarity_score: 0.2 } } }], { operation: 'analyze', source: 'm.csv', threshold: 0.5, generatedAt: new Date(0) })
  assert.match(html, /<h3>Risk score distribution<\/h3>/)
  assert.match(html, /flag threshold 0.5/)
  assert.match(html, /mean risk score/)
  assert.equal(bars(chart(html)!).length, 1)
})
