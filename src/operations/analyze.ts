import { parseTarget } from '../fetch/target.ts'
import { analyze as analyzeTarget } from '../analysis/analyze.ts'
import type { OpContext, OpDeps } from './context.ts'

/** The Variant B combined call's body. */
export interface AnalyzeInput {
  input_string: string
  custom_categories?: string[]
  custom_high_risk_categories?: string[]
  include_whois?: boolean
  include_adverse_media?: boolean
  fresh?: boolean
}

export function checkAnalyze(input: AnalyzeInput): void { parseTarget(input.input_string) }

/** Metadata, category, risk score and summary of a domain or URL, optional WHOIS and adverse media (Variant B shape). */
export async function analyze(deps: OpDeps, b: AnalyzeInput, ctx: OpContext = {}) {
  const r = await analyzeTarget(deps.engines, {
    input: b.input_string,
    customCategories: b.custom_categories,
    customHighRiskCategories: b.custom_high_risk_categories,
    includeWhois: b.include_whois,
    includeAdverseMedia: b.include_adverse_media,
    fresh: b.fresh,
    extract: deps.extract,
    signal: ctx.signal,
  })
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
    warnings: r.warnings,
  }
}
