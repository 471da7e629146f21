import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { analyzeDomain } from '../../operations/analyze-domain.ts'
import type { RiskMatchItem } from '../../operations/variant-b/map.ts'
import type { Assert, SameKeys } from '../../operations/variant-a/map.ts'
import { opDeps } from '../op-deps.ts'
import { errorResponses, WarningSchema, shared } from '../schemas.ts'
import { AdverseMediaResult } from '../variant-a/adverse-media-check.ts'
import { SanctionsResult } from '../variant-a/sanctions-check.ts'
import { CategoryScore, Evidence } from '../variant-a/categorize-content.ts'
import { SiteCheckResult } from '../variant-a/site-check.ts'
import { clientSignal } from '../client-gone.ts'
import { analyzeRequest, analyzeResponse } from '../docs/examples.ts'

const Names = (description: string) => Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50, description }))

/** One class in `high_risk_matches`; the mapping in operations/variant-b/map.ts writes exactly these fields. */
const RiskMatchSchema = Type.Object({
  class: Type.String(), score: Type.Number(), mccs: Type.Array(Type.String()),
  evidence: Type.Array(Type.String(), { description: 'Page words behind the score with where they were, e.g. "casino (title)"' }),
  visa_programme: Type.Optional(Type.String({ description: 'Visa programme of a built-in class (VIRP…); see docs/intel.md' })),
  mastercard_programme: Type.Optional(Type.String({ description: 'Mastercard programme of a built-in class (BRAM / MRP); see docs/intel.md' })),
})
export type RiskMatchMatchesSchema = Assert<SameKeys<RiskMatchItem, Static<typeof RiskMatchSchema>>>

export const ScrapeMetadataBodyB = Type.Object({
  input_string: Type.String({ minLength: 1, maxLength: 2048, description: 'Domain (example.com), host (shop.example.co.uk) or URL to analyze' }),
  custom_categories: Names('Categories to use instead of the built-in taxonomy (zero-shot; ≤ 50 names of ≤ 100 characters, no duplicates)'),
  custom_high_risk_categories: Names('Replaces the default merchant-risk classes for high_risk_similarity_score (additive parameter)'),
  include_whois: Type.Optional(Type.Boolean({ default: false, description: 'Add whois_data' })),
  include_adverse_media: Type.Optional(Type.Boolean({ default: false, description: 'Add adverse_media (the Variant A adverse_media_check result)' })),
  include_site_checks: Type.Optional(Type.Boolean({ default: false, description: 'Add site_checks (the Variant A site_check result: merchant-website review, docs/site-check.md)' })),
  include_sanctions: Type.Optional(Type.Boolean({ default: false, description: "Add sanctions: the site's organisation name (the adverse-media entity) screened against the loaded sanctions lists (the Variant A sanctions_check result)" })),
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass caches (page, WHOIS, news)' })),
}, { examples: [analyzeRequest] })

const Nullable = (description?: string) => Type.Union([Type.String(description ? { description } : {}), Type.Null()])

export const ScrapeMetadataResultB = Type.Object({
  ai_response: Type.Object({
    category: Type.String({ description: 'The top category; "Unknown" (confidence 0) when the page needs a browser to render its content (warning needs_rendering)' }),
    category_confidence_score: Type.Number({ minimum: 0, maximum: 1 }),
    high_risk_similarity_score: Type.Number({ minimum: 0, maximum: 1 }),
    summary: Type.String({ description: '1–2 sentences (≤ 300 characters) from the page\'s own text, in its language' }),
    language: Type.String({ description: 'ISO 639-1 language of the page (additive)' }),
    categories: Type.Array(CategoryScore, { description: 'All candidate categories, best first (additive)' }),
    category_evidence: Type.Array(Evidence, { description: 'Page words behind the top categories (additive)' }),
    high_risk_matches: Type.Array(RiskMatchSchema, { description: 'Merchant-risk classes matched, with their card-network MCCs, scheme programmes and evidence (additive)' }),
  }),
  domain: Type.String({ description: 'The host analysed, lower case, without www.' }),
  metadata: Type.Object({
    title: Type.String(),
    description: Type.String(),
    keywords: Type.String({ description: 'Keywords joined with ", "' }),
    emails: Type.Array(Type.String(), { description: 'Lower-cased email addresses' }),
    phoneNumbers: Type.Array(Type.String(), { description: 'E.164 phone numbers' }),
    socialMediaLinks: Type.Array(Type.String(), { description: 'Normalised social profile URLs' }),
  }),
  type: Type.Union([Type.Literal('domain'), Type.Literal('url')]),
  url: Type.String({ description: 'The page analysed, after redirects (additive)' }),
  whois_data: Type.Optional(Type.Object({
    creation_date: Type.String({ description: 'YYYY-MM-DD HH:MM:SS (UTC); "" when the registry publishes no such date' }),
    expiration_date: Type.String({ description: 'YYYY-MM-DD HH:MM:SS (UTC); "" when the registry publishes no such date' }),
    last_updated: Type.String({ description: 'YYYY-MM-DD HH:MM:SS (UTC); "" when the registry publishes no such date' }),
    name_servers: Type.Array(Type.String()),
    registrar: Nullable(),
  })),
  adverse_media: Type.Optional(shared(AdverseMediaResult)),
  site_checks: Type.Optional(shared(SiteCheckResult)),
  sanctions: Type.Optional(shared(SanctionsResult)),
  warnings: Type.Array(WarningSchema, { description: 'Why an optional part is missing (e.g. WHOIS timed out), and other non-fatal problems' }),
}, { examples: [analyzeResponse] })

export default async function scrapeMetadataB(app: FastifyInstance, { services }: { services: Pick<Services, 'config' | 'engines'> }) {
  app.post<{ Body: Static<typeof ScrapeMetadataBodyB> }>('/scrape_metadata', {
    config: { operation: 'scrape_metadata_b' },
    schema: {
      operationId: 'analyze_domain',
      summary: 'Metadata, category, risk score, summary and optional WHOIS and adverse media for a domain or URL',
      tags: ['Variant B'],
      body: ScrapeMetadataBodyB,
      response: { 200: ScrapeMetadataResultB, ...errorResponses('B', [422, 502, 504]) },
    },
  }, async (request) => {
    const b = request.body
    return analyzeDomain(opDeps(services), {
      input: b.input_string,
      customCategories: b.custom_categories,
      customHighRiskCategories: b.custom_high_risk_categories,
      includeWhois: b.include_whois,
      includeAdverseMedia: b.include_adverse_media,
      includeSiteChecks: b.include_site_checks,
      includeSanctions: b.include_sanctions,
      sanctionsMaxMatches: services.config.sanctions.maxMatches,
      fresh: b.fresh,
    }, { signal: clientSignal(request) })
  })
}
