/**
 * Domain objects → the Variant A result shapes (docs/api.md). Pure mappings, typed from the schemas in
 * ./schemas.ts. They sit in the operations layer because the MCP tools, the CLI and batch jobs answer in the
 * same shapes as the HTTP routes (see ./schemas.ts).
 */
import { domainToASCII } from 'node:url'
import { resolveUrl, type ExtractedDocument } from '../../extract/index.ts'
import type { WhoisResult } from '../../whois/index.ts'
import type { Static } from '@sinclair/typebox'
import type { AdverseMediaResult, MediaHit } from '../../media/types.ts'
import type { CategorizeResult, CategoryScore, SimilarityResult } from '../../intel/types.ts'
import type { Warning } from '../../context.ts'
import type { AdverseMediaData, CategorizeContentData, CategoryScore as CategoryScoreSchema, MediaSource, SimilarityScoreData, VariantAWhois } from './schemas.ts'

export type { VariantAWhois }

/**
 * Fields returned by Variant A `scrape_metadata` when the request omits `fields` (the spec leaves the
 * default open; see docs/extract.md).
 */
export const DEFAULT_VARIANT_A_FIELDS = [
  'title', 'description', 'keywords', 'canonical', 'lang', 'author', 'site_name', 'favicon', 'image',
  'published_time', 'og:title', 'og:description', 'og:image', 'og:type', 'og:url', 'twitter:card',
  'emails', 'phone_numbers', 'social_links',
] as const

type Derived = (d: ExtractedDocument) => string | string[] | undefined

/** Names computed by the engine (precedence in docs/extract.md); any other name is read from `<meta>`. */
export const DERIVED_FIELDS: Record<string, Derived> = {
  title: (d) => d.title,
  description: (d) => d.description,
  keywords: (d) => d.keywords,
  canonical: (d) => d.canonical,
  lang: (d) => d.lang,
  locale: (d) => d.locale,
  author: (d) => d.author,
  site_name: (d) => d.siteName,
  favicon: (d) => d.favicon,
  logo: (d) => d.logo,
  icons: (d) => d.icons.map((i) => i.url),
  image: (d) => d.image,
  published_time: (d) => d.publishedTime,
  modified_time: (d) => d.modifiedTime,
  emails: (d) => d.emails,
  phone_numbers: (d) => d.phoneNumbers,
  social_links: (d) => d.socialLinks,
  feeds: (d) => d.feeds.map((f) => f.url),
}

/**
 * The DERIVED_FIELDS that read the document's contact part: extraction skips that part (emails, telephone
 * numbers, social links) when no requested field is one of these (operations/scrape-metadata.ts).
 */
export const CONTACT_FIELDS: ReadonlySet<string> = new Set(['emails', 'phone_numbers', 'social_links'])

// Meta values that are URLs by their specification (OGP §4; Twitter cards), made absolute.
const URL_META = /^(og:(image|video|audio)(:url|:secure_url)?|og:url|twitter:(image|image:src|player|url)|msapplication-tileimage|thumbnail)$/

// Resolved as the extractor resolves resources (a scheme-relative `//cdn…` is https), so `og:image` asked for by
// name and the derived `image` agree; a value that is not an http(s) URL is returned as written.
function absolute(value: string, base: string): string {
  try { return resolveUrl(value, new URL(base)) ?? value } catch { return value }
}

/** Meta values by key, de-duplicated; URL-valued keys resolved against the page URL. */
function metaValue(d: ExtractedDocument, key: string): string[] {
  // Own keys only: a name such as `constructor` or `__proto__` must not reach Object.prototype.
  const values = Object.hasOwn(d.meta, key.toLowerCase()) ? d.meta[key.toLowerCase()] ?? [] : []
  const out = values.map((v) => v.trim()).filter(Boolean).map((v) => (URL_META.test(key.toLowerCase()) ? absolute(v, d.url) : v))
  return [...new Set(out)]
}

/** Names that are never metadata fields: they name JavaScript object internals (refused with 400 by the API). */
export const RESERVED_FIELD_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Variant A `scrape_metadata`: one string per requested name, every name present; `""` when absent; lists
 * joined with ", ". Names are derived names (DERIVED_FIELDS) or any meta name/property (`og:image`,
 * `theme-color`, `article:published_time`), matched case-insensitively.
 */
export function toVariantAFields(doc: ExtractedDocument, fields?: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of fields ?? DEFAULT_VARIANT_A_FIELDS) {
    const derived = Object.hasOwn(DERIVED_FIELDS, name) ? DERIVED_FIELDS[name](doc) : metaValue(doc, name)
    // defineProperty: an own key whatever the name (`out[name] =` would set the prototype for `__proto__`).
    Object.defineProperty(out, name, { value: Array.isArray(derived) ? derived.join(', ') : (derived ?? ''), enumerable: true, writable: true, configurable: true })
  }
  return out
}

/** Whole days since creation, counted at `now` (UTC); null without a creation date. */
export function domainAgeDays(creation: string | null, now: Date = new Date()): number | null {
  if (!creation) return null
  const t = Date.parse(creation)
  return Number.isNaN(t) ? null : Math.max(0, Math.floor((now.getTime() - t) / 86_400_000))
}

/**
 * Variant A `whois_lookup`. Missing values are `null` (never "" and never omitted); lists are `[]` when
 * empty; additive fields are documented in docs/whois.md. Callers map `found: false` to 404 not_found.
 */
export function toVariantAWhois(r: WhoisResult, now: Date = new Date()): VariantAWhois {
  return {
    // A-labels (RFC 5891) like the name looked up, whatever script the registry wrote it in
    domain_name: (r.domain && (domainToASCII(r.domain) || r.domain)) ?? r.query,
    registrar: r.registrar,
    creation_date: r.creationDate,
    expiration_date: r.expirationDate,
    name_servers: r.nameServers,
    updated_date: r.updatedDate,
    status: r.status,
    registrar_iana_id: r.registrarIanaId,
    dnssec: r.dnssec,
    registrant_organization: r.registrantOrganization,
    registrant_country: r.registrantCountry,
    abuse_email: r.abuseEmail,
    domain_age_days: domainAgeDays(r.creationDate, now),
    source: r.source,
  }
}

/** The categorize_content result: the engine's categories with the URL analysed and the warnings. */
export function categorizeData(r: CategorizeResult, url: string, warnings: Warning[]): CategorizeContentData {
  return { categories: r.categories, dominant_category: r.dominantCategory, language: r.language, evidence: r.evidence, source: r.source, url, warnings }
}

/** The similarity_score result. */
export function similarityData(r: SimilarityResult, warnings: Warning[]): SimilarityScoreData {
  return { similarity_score: r.similarityScore, common_topics: r.commonTopics, source: r.source, warnings }
}

/** One adverse article in `sources[]`. */
export function mediaSource(h: MediaHit): Static<typeof MediaSource> {
  return {
    url: h.url, title: h.title, date: h.date, summary: h.summary, category: h.category, categories: h.categories,
    scheme_category: h.schemeCategory, stage: h.stage, role: h.role, evidence: h.evidence, reasons: h.reasons,
    text_source: h.textSource, relevance: h.relevance, severity: h.severity, risk: h.risk, outlets: h.outlets,
  }
}

/** The adverse_media_check result (also Variant B's `adverse_media`). */
export function adverseMediaData(r: AdverseMediaResult): AdverseMediaData {
  return {
    adverse_media_found: r.adverseMediaFound, risk_score: r.riskScore, sources: r.sources.map(mediaSource),
    screened_count: r.screenedCount, warnings: r.warnings, ...(r.entity ? { entity: r.entity } : {}),
  }
}

/**
 * Compile-time links between the engines' results and the schemas they are sent through: the same field
 * names on both sides once the engine's camelCase names are written in snake_case, optional on both or on
 * neither, so a field an engine adds (which the mappings above would drop), a schema field no engine fills,
 * or a field the engine always sets that the schema calls optional fails `tsc`. The value types are checked
 * by the mappings above.
 */
export type Snake<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}` : S
export type SnakeKeys<T> = { [K in keyof T as K extends string ? Snake<K> : K]: T[K] }
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T]
type SameSet<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false
export type SameKeys<A, B> = [SameSet<keyof A, keyof B>, SameSet<RequiredKeys<A>, RequiredKeys<B>>] extends [true, true] ? true : false
export type Assert<T extends true> = T
export type MediaHitMatchesSchema = Assert<SameKeys<SnakeKeys<MediaHit>, Static<typeof MediaSource>>>
export type MediaResultMatchesSchema = Assert<SameKeys<SnakeKeys<AdverseMediaResult>, AdverseMediaData>>
export type CategorizeMatchesSchema = Assert<SameKeys<SnakeKeys<CategorizeResult & { url: string; warnings: unknown }>, CategorizeContentData>>
export type CategoryMatchesSchema = Assert<SameKeys<SnakeKeys<CategoryScore>, Static<typeof CategoryScoreSchema>>>
export type SimilarityMatchesSchema = Assert<SameKeys<SnakeKeys<SimilarityResult & { warnings: unknown }>, SimilarityScoreData>>
