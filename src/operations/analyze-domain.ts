import { analyze, type AnalyzeInput } from '../analysis/analyze.ts'
import type { OpContext, OpDeps } from './context.ts'
import { toSiteCheckResult } from './site-check.ts'
import { mapSanctionsResult } from './sanctions-check.ts'

/** Variant B's input: the analysis options without the limits and signal the operation supplies itself. */
export type AnalyzeDomainInput = Omit<AnalyzeInput, 'extract' | 'signal'>

/**
 * Variant B's composition: page metadata, category, merchant-risk score and summary, and optionally WHOIS and
 * adverse media (their failure is a warning, not an error). Returned in the Variant B field names.
 */
export async function analyzeDomain(deps: OpDeps, input: AnalyzeDomainInput, ctx: OpContext = {}) {
  const r = await analyze(deps.engines, { ...input, extract: deps.extract, signal: ctx.signal })
  const { language, categories, category_evidence, high_risk_matches } = r.ai
  return {
    ai_response: {
      category: r.ai.category,
      category_confidence_score: r.ai.category_confidence_score,
      high_risk_similarity_score: r.ai.high_risk_similarity_score,
      summary: r.ai.summary,
      language, categories, category_evidence, high_risk_matches,
    },
    domain: r.domain,
    metadata: r.metadata,
    type: r.type,
    url: r.url,
    ...(r.whois ? { whois_data: r.whois } : {}),
    ...(r.adverseMedia ? { adverse_media: r.adverseMedia } : {}),
    ...(r.siteChecks ? { site_checks: toSiteCheckResult(r.siteChecks) } : {}),
    ...(r.sanctions ? { sanctions: mapSanctionsResult(r.sanctions) } : {}),
    warnings: r.warnings,
  }
}

export type AnalyzeDomainResult = Awaited<ReturnType<typeof analyzeDomain>>
