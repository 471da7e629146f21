/**
 * The two public shapes of an ExtractedDocument (SPEC §2.2, §2.3). Pure mappings; no HTTP types.
 */
import type { ExtractedDocument } from './types.ts'

/**
 * Fields returned by Variant A `scrape_metadata` when the request omits `fields` (SPEC leaves the
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

// Meta values that are URLs by their specification (OGP §4; Twitter cards), made absolute.
const URL_META = /^(og:(image|video|audio)(:url|:secure_url)?|og:url|twitter:(image|image:src|player|url)|msapplication-tileimage|thumbnail)$/

function absolute(value: string, base: string): string {
  try { return new URL(value.trim(), base).href } catch { return value }
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
 * Variant A: one string per requested name, every name present; `""` when absent; lists joined
 * with ", ". Names are derived names (DERIVED_FIELDS) or any meta name/property (`og:image`,
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

/**
 * Variant B `metadata` (SPEC §2.3), exactly these keys. Element types (the spec leaves them open):
 * `emails` are lower-cased addresses (`info@acme.co.uk`), `phoneNumbers` E.164 strings
 * (`+442079460958`), `socialMediaLinks` normalised profile URLs (`https://www.linkedin.com/company/acme`).
 * `keywords` is the keyword list joined with ", ".
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
