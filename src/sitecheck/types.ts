/**
 * The site check's domain objects (docs/site-check.md documents every check code and its rules).
 * camelCase, no spec shapes: src/api/variant-a/site-check.ts maps these to the response.
 */
import type { Warning } from '../context.ts'
import type { ExtractedDocument } from '../extract/index.ts'
import type { PageSignals } from './page-signals.ts'
import type { Topic } from './terms.ts'

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'unknown'

export const CHECK_CODES = [
  'site_reachable', 'password_protected', 'empty_site', 'under_construction', 'parked_domain', 'redirects',
  'refund_policy', 'return_policy', 'cancellation_policy', 'terms_of_service', 'privacy_policy', 'shipping_policy',
  'customer_service_contact', 'business_address',
  'placeholder_text', 'contact_consistency', 'ecommerce_signals', 'domain_age', 'tls_certificate', 'email_authentication',
] as const
export type CheckCode = (typeof CHECK_CODES)[number]

/** Why a check could not pass or fail (machine-readable; the message says it in words). */
export type CheckReason =
  | 'needs_rendering' | 'site_unreachable' | 'site_not_live' | 'not_applicable' | 'crawl_incomplete'
  | 'robots_disallowed' | 'lookup_failed' | 'not_a_domain' | 'unsupported_language'

export interface Evidence {
  url: string
  /** The words on the page (or the record) the status rests on, at most about 200 characters. */
  quote: string
}

export interface SiteCheck {
  code: CheckCode
  status: CheckStatus
  message: string
  evidence: Evidence[]
  reason?: CheckReason
}

/** One page the crawler fetched. */
export interface CrawledPage {
  /** Final URL after redirects. */
  url: string
  requestedUrl: string
  status: number
  /** Where the crawler found the page. */
  via: 'home' | 'link' | 'sitemap'
  /** Topics the page is about: from its URL slug, its first heading or its title. */
  topics: Topic[]
  /** Sections of the page about a topic: second- and third-level headings. */
  sections: { topic: Topic; heading: string }[]
  doc: ExtractedDocument
  signals: PageSignals
  redirects: string[]
}

export interface FailedPage {
  url: string
  topics: Topic[]
  /** HTTP status when the site answered with an error; undefined for a network failure. */
  status?: number
  code: string
  message: string
}

export interface CrawlResult {
  /** The first URL asked for. */
  startUrl: string
  home?: CrawledPage
  /** Why the home page could not be read (no answer at all). */
  homeError?: { code: string; message: string; url: string }
  pages: CrawledPage[]
  failed: FailedPage[]
  /** Same-site links found per topic (page-name matches in link text or slug), fetched or not. */
  links: Map<Topic, string[]>
  /** Links robots.txt did not allow, with their topics. */
  disallowed: { url: string; topics: Topic[] }[]
  /** The overall deadline (or the caller) stopped the crawl before every chosen page was fetched. */
  incomplete: boolean
  robots: { url: string; status: 'found' | 'absent' | 'unavailable' }
  sitemap?: { url: string; urls: number }
  warnings: Warning[]
}

export interface SiteCheckSummary {
  fails: number
  warns: number
  unknowns: number
  passes: number
  /** 0–100; docs/site-check.md gives the weights. */
  readinessScore: number
  /** No fail, nothing that needs rendering, and a score of at least 70. */
  ready: boolean
  /** The fails and warns behind the score, heaviest first. */
  reasons: string[]
}

export interface SiteCheckReport {
  /** The page the review started from, after redirects. */
  url: string
  /** The host reviewed, lower case, without www. */
  domain: string
  checks: SiteCheck[]
  summary: SiteCheckSummary
  /** The home page is a JavaScript shell: content checks are `unknown` until a browser renders it. */
  needsRendering: boolean
  /** Every page read or tried: `status` 0 when it could not be fetched, an HTTP error status when it failed. */
  pages: { url: string; status: number; topics: Topic[] }[]
  /**
   * The pages whose HTML the checks read (HTTP 2xx, an HTML page): the count the checks' messages give ("on the 3
   * page(s) read"). `pages` also lists pages that could not be read, so it can be longer.
   */
  pagesRead: number
  warnings: Warning[]
  elapsedMs: number
}
