import type { Warning } from '../context.ts'
import type { AdverseCategory } from './lexicon.ts'
import type { Role } from './role.ts'
import type { Stage } from './stage.ts'
import type { SchemeCategory } from './taxonomy.ts'

/** One article as a provider returned it, before screening. */
export interface NewsItem {
  url: string
  title: string
  /** Description, snippet or full text (plain text; markup removed). May be empty (GDELT gives titles only). */
  text: string
  /** ISO 8601 date-time when known. */
  publishedAt?: string
  /** Outlet name or domain. */
  outlet?: string
  /** Provider that returned the item. */
  provider: string
}

/** The search a provider runs: quoted names (any of) and, where the syntax allows, adverse terms (any of). */
export interface SearchQuery {
  names: string[]
  adverseTerms: string[]
}

export interface ProviderCallOptions { signal: AbortSignal }

/**
 * A news source (the provider shape shared by the engines). `search` resolves to the items found (an empty array is a
 * result); it rejects with an AppError (`fetch_failed`, `upstream_timeout`) when the source fails.
 */
export interface NewsProvider {
  name: string
  /** True when the source accepts quoted phrases combined with OR/AND, so adverse terms can be added. */
  booleanSyntax: boolean
  search(q: SearchQuery, opts: ProviderCallOptions): Promise<NewsItem[]>
}

/** One relevant adverse article in the result (`sources[]`). */
export interface MediaHit {
  url: string
  title: string
  /** Publication date `YYYY-MM-DD`; empty string when the source gave none. */
  date: string
  /** One or two sentences from the article (the lead, or the most adverse sentence). */
  summary: string
  /** The strongest category (FATF-anchored taxonomy, taxonomy.ts). */
  category: AdverseCategory
  /** Adverse categories found, strongest first. */
  categories: AdverseCategory[]
  /** `category` in the 14-category scheme (taxonomy.ts). */
  schemeCategory: SchemeCategory
  /** How far the case has gone: allegation, investigation, charge, settlement (fine), conviction, acquittal. */
  stage: Stage
  /** The entity's role in the story; only `subject` stories are listed. */
  role: Role
  /** The sentence that shows the wrongdoing (the most adverse one naming the entity, else the headline). */
  evidence: string
  /** Why the story counts, in words (category and threshold, where the entity is named, stage, role, text read). */
  reasons: string[]
  /** `article` when the page was read, `snippet` when the story was judged on the feed's headline and snippet. */
  textSource: 'article' | 'snippet'
  /** In [0, 1]: how surely the screened entity is the article's subject. */
  relevance: number
  /** In [0, 1]: severity of the strongest category, lowered when the article reports an allegation only. */
  severity: number
  /** In [0, 1]: this article's contribution to riskScore (adverse × severity × relevance × recency × reliability). */
  risk: number
  /** Outlets that carried the same story (de-duplicated). */
  outlets: string[]
}

export interface AdverseMediaResult {
  adverseMediaFound: boolean
  /** In [0, 1]; see docs/media.md for the formula and its calibration. */
  riskScore: number
  /** Exactly the relevant adverse articles, most serious first. */
  sources: MediaHit[]
  /** Distinct stories screened (after de-duplication). */
  screenedCount: number
  warnings: Warning[]
  /** The entity screened (derived from the site for `type: 'url'`). */
  entity?: { name: string; domain?: string; source?: string }
}

export interface AdverseMediaInput { query: string; type?: 'entity' | 'url' | string }
