/**
 * Rule bundles (the metascraper shape): one bundle per field family; each field has rules in
 * priority order; a rule returns `undefined` to pass. The engine takes the first defined value across the
 * applicable bundles (site bundles first, see bundles.ts).
 */
import type { JsonLdObject } from './jsonld.ts'
import type { Scan } from './scan.ts'
import type { FeedLink, Icon } from './types.ts'

export interface RuleContext {
  /** The page URL. */
  url: URL
  /** The URL relative references resolve against (`<base href>` or the page URL; HTML §4.2.3). */
  base: URL
  scan: Scan
  /** Meta values by lower-cased key, source order. */
  meta: Map<string, string[]>
  jsonLd: JsonLdObject[]
  microdata: Map<string, string[]>
}

export type Rule<T> = (ctx: RuleContext) => T | undefined

/** The values rule bundles produce; contact data has its own extractors (contact/). */
export interface RuleFields {
  title: string
  description: string
  keywords: string[]
  author: string
  siteName: string
  lang: string
  publishedTime: string
  modifiedTime: string
  image: string
  canonical: string
  icons: Icon[]
  feeds: FeedLink[]
}

export type FieldName = keyof RuleFields

export interface Bundle {
  name: string
  /** Site bundles only: applies to this page? */
  test?: (ctx: RuleContext) => boolean
  rules: { [K in FieldName]?: Array<Rule<RuleFields[K]>> }
}

export function defineBundle(bundle: Bundle): Bundle {
  return bundle
}
