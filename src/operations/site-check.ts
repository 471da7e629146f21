/**
 * The site_check operation: a merchant-website review (docs/site-check.md). Drives the site checker engine and
 * returns its domain objects; the variants map them to their shapes.
 */
import type { Engines } from '../engines.ts'
import type { SiteCheckReport } from '../sitecheck/types.ts'

/** Every check code, for the response schema's enumeration. */
export { CHECK_CODES } from '../sitecheck/types.ts'

export interface SiteCheckInput {
  /** A domain, host or http(s) URL. */
  url: string
  /** Bypass the page and registration caches. */
  fresh?: boolean
}

/** `deps` and `ctx` have the shape every operation takes (the engines; the caller's cancellation signal). */
export async function siteCheck(deps: { engines: Pick<Engines, 'sitecheck'> }, input: SiteCheckInput, ctx: { signal?: AbortSignal } = {}): Promise<SiteCheckReport> {
  return deps.engines.sitecheck.check(input.url, { fresh: input.fresh, signal: ctx.signal })
}

/** Domain report → the response shape (Variant A `data`, Variant B `site_checks`). */
export function toSiteCheckResult(r: SiteCheckReport) {
  return {
    url: r.url,
    domain: r.domain,
    checks: r.checks.map((c) => ({ code: c.code, status: c.status, message: c.message, evidence: c.evidence, ...(c.reason ? { reason: c.reason } : {}) })),
    summary: {
      fails: r.summary.fails, warns: r.summary.warns, unknowns: r.summary.unknowns, passes: r.summary.passes,
      readiness_score: r.summary.readinessScore, ready: r.summary.ready, reasons: r.summary.reasons,
    },
    needs_rendering: r.needsRendering,
    pages: r.pages,
    pages_read: r.pagesRead,
    elapsed_ms: r.elapsedMs,
    warnings: r.warnings,
  }
}
