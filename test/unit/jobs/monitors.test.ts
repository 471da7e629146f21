// What a monitor reports between two runs (src/jobs/batch/monitors.ts), and the webhook retry schedule.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { diffStates, itemState, nextRun } from '../../../src/jobs/batch/monitors.ts'
import { retryDelayMs } from '../../../src/jobs/batch/webhooks.ts'

const ok = (result: unknown) => itemState({ status: 'ok', result: JSON.stringify(result), error_code: null })
const analyzed = (category: string, risk: number, adverse: string[] = [], expiry: string | null = '2027-01-01 00:00:00') => ok({
  ai_response: { category, high_risk_similarity_score: risk }, adverse_media: { adverse_media_found: adverse.length > 0, risk_score: 0.1, sources: adverse.map((url) => ({ url })) },
  whois_data: { expiration_date: expiry },
})

test('analyze: risk crossing the threshold, a new category, new adverse-media articles, a new expiry', () => {
  const before = analyzed('Shopping', 0.2, ['https://news.example/a'])
  const after = analyzed('Gambling', 0.8, ['https://news.example/a', 'https://news.example/b'], '2026-12-31 00:00:00')
  assert.deepEqual(diffStates(before, after, 0.5), [
    { kind: 'risk_threshold', before: 0.2, after: 0.8 },
    { kind: 'category', before: 'Shopping', after: 'Gambling' },
    { kind: 'adverse_media', before: 1, after: ['https://news.example/b'] },
    { kind: 'whois_expiry', before: '2027-01-01 00:00:00', after: '2026-12-31 00:00:00' },
  ])
  assert.deepEqual(diffStates(before, analyzed('Shopping', 0.45, ['https://news.example/a']), 0.5), [], 'a move below the threshold is no change')
  assert.deepEqual(diffStates(after, analyzed('Gambling', 0.3, ['https://news.example/a'], '2026-12-31 00:00:00'), 0.5), [{ kind: 'risk_threshold', before: 0.8, after: 0.3 }], 'fewer articles are not reported; crossing down is')
})

test('site check: pass to fail and back; other fields are not compared when either run failed', () => {
  const failed = itemState({ status: 'error', result: null, error_code: 'fetch_failed' })
  assert.deepEqual(diffStates(analyzed('Shopping', 0.2), failed, 0.5), [{ kind: 'site_check', before: 'pass', after: 'fail (fetch_failed)' }])
  assert.deepEqual(diffStates(failed, analyzed('Gambling', 0.9), 0.5), [{ kind: 'site_check', before: 'fail (fetch_failed)', after: 'pass' }])
  assert.deepEqual(diffStates(undefined, failed, 0.5), [], 'no earlier state: nothing to compare')
})

test('whois_lookup: registrant and expiry', () => {
  const a = ok({ domain_name: 'example.com', registrant_organization: 'Old Owner Ltd', expiration_date: '2027-01-01T00:00:00Z' })
  const b = ok({ domain_name: 'example.com', registrant_organization: 'New Owner Inc', expiration_date: '2027-01-01T00:00:00Z' })
  assert.deepEqual(diffStates(a, b, 0.5), [{ kind: 'whois_registrant', before: 'Old Owner Ltd', after: 'New Owner Inc' }])
})

test('cron schedules are evaluated in UTC; bad expressions throw', () => {
  const t = Date.parse('2026-11-23T10:15:00Z')
  assert.equal(new Date(nextRun('0 6 1 * *', t)).toISOString(), '2026-12-01T06:00:00.000Z')
  assert.equal(new Date(nextRun('*/10 * * * * *', t)).toISOString(), '2026-11-23T10:15:10.000Z')
  assert.throws(() => nextRun('every tuesday', t))
})

test('webhook retries back off exponentially from the base, capped', () => {
  assert.deepEqual([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 5000, 3_600_000)), [5000, 10_000, 20_000, 40_000, 80_000])
  assert.equal(retryDelayMs(20, 5000, 3_600_000), 3_600_000)
})
