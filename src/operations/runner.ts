/**
 * The operations behind one interface, in the API's own field names, run either in this process
 * (the engines, as the server runs them) or against a running server through @webintel/sdk. The CLI's
 * client commands and the MCP tools use it, so both modes answer the same shapes the HTTP API does.
 */
import type { AdverseMediaData as AdverseMediaResult } from './variant-a/schemas.ts'
import type { OpContext, OpDeps } from './context.ts'
import { scrapeMetadata } from './scrape-metadata.ts'
import { categorizeContent, type CategorizeContentResult } from './categorize-content.ts'
import { similarityScore, type SimilarityScoreResult } from './similarity-score.ts'
import { whoisLookup, type WhoisLookupResult } from './whois-lookup.ts'
import { adverseMediaCheck } from './adverse-media-check.ts'
import { analyzeDomain, type AnalyzeDomainResult } from './analyze-domain.ts'
import { siteCheck, toSiteCheckResult } from './site-check.ts'
import { screenNames, type SanctionsQuery, type SanctionsRequest, type SanctionsResponse, type SanctionsResultShape } from './sanctions-check.ts'
import { createWebintel, type WebintelOptions } from '../../packages/sdk/src/index.ts'

export interface ScrapeArgs { url: string; fields?: string[]; fresh?: boolean }
export interface CategorizeArgs { url: string; custom_categories?: string[]; fresh?: boolean }
export interface SimilarityArgs { source: string; target: string; type?: 'url' | 'text'; fresh?: boolean }
export interface WhoisArgs { domain: string; fresh?: boolean }
export interface AdverseMediaArgs { query: string; type?: 'entity' | 'url'; fresh?: boolean }
export interface AnalyzeArgs {
  input_string: string
  custom_categories?: string[]
  custom_high_risk_categories?: string[]
  include_whois?: boolean
  include_adverse_media?: boolean
  include_site_checks?: boolean
  include_sanctions?: boolean
  fresh?: boolean
}

export interface SiteCheckArgs { url: string; fresh?: boolean }
export type { SanctionsQuery }
export type SanctionsArgs = SanctionsRequest
export type SiteCheckResult = ReturnType<typeof toSiteCheckResult>
export type SanctionsResult = SanctionsResultShape
export type SanctionsCheckResult = SanctionsResponse

export interface Runner {
  /** `in-process` or the server's URL. */
  readonly where: string
  scrape_metadata(a: ScrapeArgs, ctx?: OpContext): Promise<Record<string, string>>
  categorize_content(a: CategorizeArgs, ctx?: OpContext): Promise<CategorizeContentResult>
  similarity_score(a: SimilarityArgs, ctx?: OpContext): Promise<SimilarityScoreResult>
  whois_lookup(a: WhoisArgs, ctx?: OpContext): Promise<WhoisLookupResult>
  adverse_media_check(a: AdverseMediaArgs, ctx?: OpContext): Promise<AdverseMediaResult>
  analyze_domain(a: AnalyzeArgs, ctx?: OpContext): Promise<AnalyzeDomainResult>
  site_check(a: SiteCheckArgs, ctx?: OpContext): Promise<SiteCheckResult>
  sanctions_check(a: SanctionsArgs, ctx?: OpContext): Promise<SanctionsCheckResult>
}

export type OperationName = Exclude<keyof Runner, 'where'>

/** Runs the operations on these engines (the server's, or ones built for a CLI process). */
export function inProcessRunner(deps: OpDeps): Runner {
  return {
    where: 'in-process',
    scrape_metadata: (a, ctx) => scrapeMetadata(deps, a, ctx),
    categorize_content: (a, ctx) => categorizeContent(deps, { url: a.url, customCategories: a.custom_categories, fresh: a.fresh }, ctx),
    similarity_score: (a, ctx) => similarityScore(deps, a, ctx),
    whois_lookup: (a, ctx) => whoisLookup(deps, a, ctx),
    adverse_media_check: (a, ctx) => adverseMediaCheck(deps, a, ctx),
    analyze_domain: (a, ctx) => analyzeDomain(deps, {
      input: a.input_string, customCategories: a.custom_categories, customHighRiskCategories: a.custom_high_risk_categories,
      includeWhois: a.include_whois, includeAdverseMedia: a.include_adverse_media,
      includeSiteChecks: a.include_site_checks, includeSanctions: a.include_sanctions, fresh: a.fresh,
    }, ctx),
    site_check: async (a, ctx) => toSiteCheckResult(await siteCheck(deps, a, ctx)),
    sanctions_check: (a) => screenNames(deps, a),
  }
}

/**
 * Calls a running server. Variant A operations need `apiKey` (or `accessToken`); `analyze_domain` is Variant B
 * and also needs `secretKey`. Errors are the SDK's `WebintelError` (same `code` as in-process `AppError`).
 */
export function remoteRunner(opts: WebintelOptions): Runner {
  const wi = createWebintel(opts)
  const s = (ctx?: OpContext) => ({ signal: ctx?.signal })
  return {
    where: opts.baseUrl,
    scrape_metadata: (a, ctx) => wi.scrapeMetadata(a, s(ctx)),
    categorize_content: async (a, ctx) => await wi.categorizeContent(a, s(ctx)) as CategorizeContentResult,
    similarity_score: async (a, ctx) => await wi.similarityScore(a, s(ctx)) as SimilarityScoreResult,
    whois_lookup: async (a, ctx) => await wi.whoisLookup({ domain: a.domain, ...(a.fresh ? { fresh: 'true' as const } : {}) }, s(ctx)) as WhoisLookupResult,
    adverse_media_check: async (a, ctx) => await wi.adverseMediaCheck(a, s(ctx)) as AdverseMediaResult,
    analyze_domain: async (a, ctx) => await wi.analyzeDomain(a, s(ctx)) as AnalyzeDomainResult,
    site_check: async (a, ctx) => await wi.siteCheck(a, s(ctx)) as SiteCheckResult,
    sanctions_check: async (a, ctx) => await wi.sanctionsCheck(a as Parameters<typeof wi.sanctionsCheck>[0], s(ctx)) as SanctionsCheckResult,
  }
}
