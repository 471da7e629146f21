/**
 * The result shapes of the Variant A operations (docs/api.md), as TypeBox schemas. They live in the operations
 * layer, not in api/, because every surface answers in them: the HTTP routes (inside the `{success, data}`
 * envelope, and in the OpenAPI document generated from the routes), the MCP tools and the CLI (operations/runner.ts)
 * and batch jobs (operations/batch.ts). The mappings in ./map.ts and the operations return `Static<typeof …>` of
 * these schemas, so a schema that disagrees with what an operation returns is a compile error.
 */
import { Type, type Static } from '@sinclair/typebox'

/** A non-fatal problem reported beside a result (both variants). */
export const WarningSchema = Type.Object({ source: Type.String(), code: Type.String(), message: Type.String() })

/**
 * Every requested name with a string value, plus two additive keys: `content_type` (the media type of the
 * resource, e.g. text/html or application/pdf) and `warnings` (e.g. not_html when the URL is not a web page).
 */
export const ScrapeMetadataResult = Type.Object({
  content_type: Type.String({ description: 'Media type of the resource fetched (additive), e.g. text/html, application/pdf' }),
  warnings: Type.Array(WarningSchema, { description: 'Non-fatal problems (additive); not_html when the URL is not a web page' }),
}, { additionalProperties: Type.String() })

export const CategoryScore = Type.Object({
  name: Type.String(), confidence: Type.Number({ minimum: 0, maximum: 1 }),
  path: Type.Optional(Type.Array(Type.String(), { description: 'Built-in taxonomy: names from tier 1 down to this node, e.g. ["Attractions", "Casinos & Gambling"] (additive)' })),
})
export const Evidence = Type.Object({ category: Type.String(), terms: Type.Array(Type.String()) })

export const CategorizeResult = Type.Object({
  categories: Type.Array(CategoryScore, { description: 'Every candidate, best first; confidences in [0,1] summing to 1' }),
  dominant_category: Type.String(),
  language: Type.String({ description: 'ISO 639-1 language of the page, "und" when undetermined (additive)' }),
  evidence: Type.Array(Evidence, { description: 'Page words behind the top categories (additive)' }),
  source: Type.String({ description: 'embedded, llm or blend (additive)' }),
  url: Type.String({ description: 'The URL analysed, after redirects (additive)' }),
  warnings: Type.Array(WarningSchema),
})

export const SimilarityResult = Type.Object({
  similarity_score: Type.Number({ minimum: 0, maximum: 1, description: 'Closeness in [0,1]; bands explained in docs/intel.md' }),
  common_topics: Type.Array(Type.String(), { description: 'Shared topics and key phrases, best first, at most 10' }),
  source: Type.String({ description: 'embedded, llm or blend (additive)' }),
  warnings: Type.Array(WarningSchema),
})

const Str = Type.Union([Type.String(), Type.Null()])
export const WhoisResult = Type.Object({
  domain_name: Type.String(),
  registrar: Str,
  creation_date: Type.Union([Type.String({ description: 'ISO 8601 UTC' }), Type.Null()]),
  expiration_date: Type.Union([Type.String({ description: 'ISO 8601 UTC' }), Type.Null()]),
  name_servers: Type.Array(Type.String()),
  updated_date: Str,
  status: Type.Array(Type.String()),
  registrar_iana_id: Str,
  dnssec: Type.Union([Type.Boolean(), Type.Null()]),
  registrant_organization: Str,
  registrant_country: Str,
  abuse_email: Str,
  domain_age_days: Type.Union([Type.Integer(), Type.Null()]),
  source: Type.Union([Type.Literal('rdap'), Type.Literal('whois')]),
})

/** One listed story; the engine sets every field (docs/media.md), so every field is required here. */
export const MediaSource = Type.Object({
  url: Type.String(),
  title: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD, or "" when the source gave no date' }),
  summary: Type.String(),
  category: Type.String({ description: 'The strongest adverse category, FATF-anchored taxonomy (additive; docs/media.md)' }),
  categories: Type.Array(Type.String(), { description: 'Adverse categories found (additive)' }),
  scheme_category: Type.String({ description: 'category in the 14-category scheme (additive; docs/media.md)' }),
  stage: Type.Union(['allegation', 'investigation', 'charge', 'settlement', 'conviction', 'acquittal'].map((s) => Type.Literal(s)), { description: 'How far the case has gone (additive)' }),
  role: Type.String({ description: "The entity's role in the story; listed sources are always 'subject' (additive)" }),
  evidence: Type.String({ description: 'The sentence that shows the wrongdoing (additive)' }),
  reasons: Type.Array(Type.String(), { description: 'Why the story counts (additive)' }),
  text_source: Type.Union([Type.Literal('article'), Type.Literal('snippet')], { description: "'article' when the page was read, 'snippet' when judged on the feed's headline and snippet (additive)" }),
  relevance: Type.Number({ description: 'How surely the entity is the subject, 0–1 (additive)' }),
  severity: Type.Number({ description: 'Severity of the strongest categories, 0–1 (additive)' }),
  risk: Type.Number({ description: "This article's contribution to risk_score before calibration (additive)" }),
  outlets: Type.Array(Type.String(), { description: 'Every outlet that carried the same story, de-duplicated (additive)' }),
})

export const AdverseMediaResult = Type.Object({
  adverse_media_found: Type.Boolean(),
  risk_score: Type.Number(),
  sources: Type.Array(MediaSource),
  screened_count: Type.Number({ description: 'Articles screened, including those not listed (additive)' }),
  entity: Type.Optional(Type.Object({
    name: Type.String(), domain: Type.Optional(Type.String()),
    source: Type.Optional(Type.String({ description: "For type url: where the name came from (jsonld_legal_name, imprint, copyright, jsonld_name, og_site_name, registrant, title, domain; additive)" })),
  })),
  warnings: Type.Array(WarningSchema),
}, { $id: 'AdverseMediaResult' })

export type ScrapeMetadataFields = Static<typeof ScrapeMetadataResult>
export type CategorizeContentData = Static<typeof CategorizeResult>
export type SimilarityScoreData = Static<typeof SimilarityResult>
export type VariantAWhois = Static<typeof WhoisResult>
export type AdverseMediaData = Static<typeof AdverseMediaResult>
