import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { summarize, FAIL_WEIGHTS } from '../../../src/sitecheck/summary.ts'
import { CHECK_CODES, type SiteCheck } from '../../../src/sitecheck/types.ts'

const all = (status: SiteCheck['status']): SiteCheck[] => CHECK_CODES.map((code) => ({ code, status, message: code, evidence: [] }))

describe('readiness score', () => {
  it('every check passing: 100 and ready', () => {
    const s = summarize(all('pass'), false)
    assert.deepEqual([s.readinessScore, s.ready, s.fails, s.warns, s.passes], [100, true, 0, 0, CHECK_CODES.length])
  })

  it('a fail subtracts its weight, a warn a third of it; reasons heaviest first', () => {
    const checks = all('pass')
    checks.find((c) => c.code === 'refund_policy')!.status = 'fail'
    checks.find((c) => c.code === 'domain_age')!.status = 'warn'
    const s = summarize(checks, false)
    assert.equal(s.readinessScore, 100 - FAIL_WEIGHTS.refund_policy - Math.ceil(FAIL_WEIGHTS.domain_age / 3))
    assert.equal(s.ready, false)
    assert.match(s.reasons[0], /^refund_policy \(fail\)/)
    assert.match(s.reasons[1], /^domain_age \(warn\)/)
  })

  it('a blocking fail caps the score at 10; unknown costs nothing but rendering keeps it from ready', () => {
    const parked = all('unknown')
    parked.find((c) => c.code === 'parked_domain')!.status = 'fail'
    assert.equal(summarize(parked, false).readinessScore, 10)
    const shell = summarize(all('unknown'), true)
    assert.equal(shell.readinessScore, 100)
    assert.equal(shell.ready, false)
    assert.match(shell.reasons[0], /^needs_rendering/)
  })

  // Tried as a risk-team user would: a Japanese shop whose policies could not be read came out "93/100 (ready)".
  it('policies unknown for unsupported_language keep the site from ready, and say so first', () => {
    const checks = all('pass')
    for (const code of ['refund_policy', 'terms_of_service'] as const) Object.assign(checks.find((c) => c.code === code)!, { status: 'unknown', reason: 'unsupported_language' })
    const s = summarize(checks, false)
    assert.equal(s.readinessScore, 100)
    assert.equal(s.ready, false)
    assert.equal(s.reasons[0], 'unsupported_language: the site is written in a script the policy words do not read; refund_policy, terms_of_service unknown')
  })
})
