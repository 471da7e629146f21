/**
 * Domain objects → the Variant B result shape (docs/api.md): `metadata`, `ai_response`, `whois_data`,
 * `adverse_media`, `site_checks`, `sanctions`. Pure mappings. They sit in the operations layer, like the Variant A
 * shapes (../variant-a/map.ts), because the MCP tools and the CLI answer `analyze_domain` in the same shape as
 * the HTTP route.
 */
import type { Warning } from '../../context.ts'
import type { ExtractedDocument } from '../../extract/types.ts'
import type { WhoisResult } from '../../whois/types.ts'
import { toSqlUtc } from '../../whois/parsers/dates.ts'
import type { AiResponse } from '../../intel/engine.ts'
import type { AdverseMediaResult } from '../../media/types.ts'
import type { RiskMatch } from '../../intel/types.ts'
import { RISK_NODE_MIN } from '../../intel/risk-categories.ts'
import { adverseMediaData, type Assert, type SameKeys, type SnakeKeys } from '../variant-a/map.ts'
import type { SiteCheckReport } from '../../sitecheck/types.ts'
import { toSiteCheckResult } from '../site-check.ts'
import { mapSanctionsResult, type SanctionsCheckResult } from '../sanctions-check.ts'

/**
 * Variant B `metadata`, exactly these keys. Element types (the spec leaves them open): `emails` are lower-cased
 * addresses (`info@acme.co.uk`), `phoneNumbers` E.164 strings (`+442079460958`), `socialMediaLinks` normalised
 * profile URLs (`https://www.linkedin.com/company/acme`). `keywords` is the keyword list joined with ", ".
 */
export interface VariantBMetadata {
  title: string
  description: string
  keywords: string
  emails: string[]
  phoneNumbers: string[]
  socialMediaLinks: string[]
}

export function toVariantBMetadata(doc: ExtractedDocument): VariantBMetadata {
  return {
    title: doc.title ?? '',
    description: doc.description ?? '',
    keywords: doc.keywords.join(', '),
    emails: [...doc.emails],
    phoneNumbers: [...doc.phoneNumbers],
    socialMediaLinks: [...doc.socialLinks],
  }
}

/**
 * Variant B `whois_data`. Dates are strings as the spec types them: "" when the registry publishes no such date;
 * `registrar` is `null` when unknown; lists are `[]` when empty (docs/whois.md).
 */
export interface VariantBWhois {
  creation_date: string
  expiration_date: string
  last_updated: string
  name_servers: string[]
  registrar: string | null
}

export function toVariantBWhois(r: WhoisResult): VariantBWhois {
  return {
    creation_date: toSqlUtc(r.creationDate) ?? '',
    expiration_date: toSqlUtc(r.expirationDate) ?? '',
    last_updated: toSqlUtc(r.updatedDate) ?? '',
    name_servers: r.nameServers,
    registrar: r.registrar,
  }
}

/**
 * The high-risk flag's threshold: a class scoring this much or more counts for the verdict (docs/intel.md). Exports
 * list only such classes as "high risk" (docs/jobs.md, CSV); `high_risk_matches` itself lists every class ≥ 0.05.
 */
export const HIGH_RISK_FLAG_THRESHOLD = RISK_NODE_MIN

/** The matches that count for the verdict (score at or above the flag threshold), best first: what exports list. */
export function flaggedMatches<M extends { score?: unknown }>(matches: readonly M[]): (M & { score: number })[] {
  return matches.filter((m): m is M & { score: number } => typeof m.score === 'number' && m.score >= HIGH_RISK_FLAG_THRESHOLD)
    .sort((a, b) => b.score - a.score)
}

/** One class in `high_risk_matches`. */
function riskMatch(m: RiskMatch) {
  return {
    class: m.class, score: m.score, mccs: m.mccs, evidence: m.evidence,
    ...(m.visaProgramme !== undefined ? { visa_programme: m.visaProgramme } : {}),
    ...(m.mastercardProgramme !== undefined ? { mastercard_programme: m.mastercardProgramme } : {}),
  }
}

/** A field the risk engine adds to its matches is a field this mapping must write (api/variant-b checks the schema side). */
export type RiskMatchMapped = Assert<SameKeys<SnakeKeys<RiskMatch>, RiskMatchItem>>
export type RiskMatchItem = ReturnType<typeof riskMatch>

/** What Variant B's composition found (operations/analyze-domain.ts), before it is shaped. */
export interface DomainAnalysis {
  type: 'domain' | 'url'
  domain: string
  /** The URL analysed, after redirects. */
  url: string
  document: ExtractedDocument
  ai: AiResponse
  whois?: WhoisResult
  adverseMedia?: AdverseMediaResult
  siteChecks?: SiteCheckReport
  sanctions?: SanctionsCheckResult
  warnings: Warning[]
}

/** The Variant B response body; an optional part is absent when it was not asked for or failed (see `warnings`). */
export function toVariantB(a: DomainAnalysis) {
  const { language, categories } = a.ai
  return {
    ai_response: {
      category: a.ai.category,
      category_confidence_score: a.ai.categoryConfidenceScore,
      high_risk_similarity_score: a.ai.highRiskSimilarityScore,
      summary: a.ai.summary,
      language, categories,
      category_evidence: a.ai.categoryEvidence,
      high_risk_matches: a.ai.highRiskMatches.map(riskMatch),
    },
    domain: a.domain,
    metadata: toVariantBMetadata(a.document),
    type: a.type,
    url: a.url,
    ...(a.whois ? { whois_data: toVariantBWhois(a.whois) } : {}),
    ...(a.adverseMedia ? { adverse_media: adverseMediaData(a.adverseMedia) } : {}),
    ...(a.siteChecks ? { site_checks: toSiteCheckResult(a.siteChecks) } : {}),
    ...(a.sanctions ? { sanctions: mapSanctionsResult(a.sanctions) } : {}),
    warnings: a.warnings,
  }
}

export type VariantBResult = ReturnType<typeof toVariantB>
