/**
 * The summary: counts, a readiness score in 0–100 and the reasons behind it (docs/site-check.md).
 * The score starts at 100 and loses each fail's weight and a third of it (rounded up) for each warn; a fail of a
 * blocking check (the site cannot be reviewed or is not live) caps it at 10. `unknown` costs nothing, but a
 * site that needs rendering, or whose policies could not be read (unsupported_language), is never `ready`.
 */
import type { CheckCode, SiteCheck, SiteCheckSummary } from './types.ts'

export const FAIL_WEIGHTS: Record<CheckCode, number> = {
  site_reachable: 100, password_protected: 90, empty_site: 90, under_construction: 90, parked_domain: 90, redirects: 6,
  refund_policy: 15, return_policy: 10, cancellation_policy: 10, terms_of_service: 15, privacy_policy: 15, shipping_policy: 10,
  customer_service_contact: 15, business_address: 10,
  placeholder_text: 20, contact_consistency: 9, ecommerce_signals: 6, domain_age: 9, tls_certificate: 15, email_authentication: 6,
}

const BLOCKING = new Set<CheckCode>(['site_reachable', 'password_protected', 'empty_site', 'under_construction', 'parked_domain'])

export function summarize(checks: SiteCheck[], needsRendering: boolean): SiteCheckSummary {
  let score = 100
  let cap = 100
  const weighed: { w: number; text: string }[] = []
  for (const c of checks) {
    if (c.status === 'fail') {
      score -= FAIL_WEIGHTS[c.code]
      if (BLOCKING.has(c.code)) cap = 10
      weighed.push({ w: FAIL_WEIGHTS[c.code] * 3, text: `${c.code} (fail): ${c.message}` })
    } else if (c.status === 'warn') {
      const w = Math.ceil(FAIL_WEIGHTS[c.code] / 3)
      score -= w
      weighed.push({ w, text: `${c.code} (warn): ${c.message}` })
    }
  }
  if (needsRendering) weighed.push({ w: 1000, text: 'needs_rendering: the site is a JavaScript application; its content checks are unknown until it is rendered in a browser' })
  const unread = checks.filter((c) => c.reason === 'unsupported_language').map((c) => c.code)
  if (unread.length) weighed.push({ w: 999, text: `unsupported_language: the site is written in a script the policy words do not read; ${unread.join(', ')} unknown` })
  const readinessScore = Math.max(0, Math.min(cap, score))
  const fails = checks.filter((c) => c.status === 'fail').length
  return {
    fails,
    warns: checks.filter((c) => c.status === 'warn').length,
    unknowns: checks.filter((c) => c.status === 'unknown').length,
    passes: checks.filter((c) => c.status === 'pass').length,
    readinessScore,
    ready: fails === 0 && !needsRendering && unread.length === 0 && readinessScore >= 70,
    reasons: weighed.sort((a, b) => b.w - a.w).map((x) => x.text),
  }
}
