/**
 * One MCP tool per operation. Input schemas are the routes' own TypeBox schemas (the request bodies, and for
 * whois the query with a boolean `fresh`), so a tool accepts exactly what the HTTP API accepts. Results are
 * compacted for agents: empty fields and long lists trimmed, evidence and warnings kept.
 */
import { Type, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { ScrapeMetadataBody } from '../api/variant-a/scrape-metadata.ts'
import { CategorizeBody } from '../api/variant-a/categorize-content.ts'
import { SimilarityBody } from '../api/variant-a/similarity-score.ts'
import { WhoisQuery } from '../api/variant-a/whois-lookup.ts'
import { AdverseMediaBody } from '../api/variant-a/adverse-media-check.ts'
import { ScrapeMetadataBodyB } from '../api/variant-b/scrape-metadata.ts'
import { SiteCheckBody } from '../api/variant-a/site-check.ts'
import { SanctionsCheckBody } from '../api/variant-a/sanctions-check.ts'
import { describeValueError } from '../api/value-errors.ts'
import type { OperationName, Runner } from '../operations/runner.ts'
import type { OpContext } from '../operations/context.ts'

export interface ToolDef {
  name: OperationName
  title: string
  description: string
  schema: TSchema
  compact(result: any): unknown
}

const WhoisInput = Type.Object({
  domain: WhoisQuery.properties.domain,
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass the 6 h result cache' })),
}, { examples: [{ domain: 'example.com' }] })

const SUMMARY_CHARS = 300
const trim = (s: unknown) => typeof s === 'string' && s.length > SUMMARY_CHARS ? s.slice(0, SUMMARY_CHARS - 1) + '…' : s
const withoutEmpty = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)))

function compactMedia(m: any) {
  if (!m) return m
  return withoutEmpty({
    adverse_media_found: m.adverse_media_found,
    risk_score: m.risk_score,
    entity: m.entity,
    screened_count: m.screened_count,
    sources: (m.sources ?? []).slice(0, 10).map((s: any) => withoutEmpty({ title: s.title, url: s.url, date: s.date, categories: s.categories, relevance: s.relevance, summary: trim(s.summary) })),
    warnings: m.warnings,
  })
}

/**
 * Only what needs attention: the fail and warn checks, each with its first evidence quote. The summary's
 * `reasons` repeat those checks' messages, so they are left out.
 */
function compactSiteCheck(r: any) {
  const { reasons: _reasons, ...summary } = r.summary ?? {}
  return withoutEmpty({
    url: r.url, domain: r.domain, summary, needs_rendering: r.needs_rendering || undefined,
    checks: (r.checks ?? []).filter((c: any) => c.status === 'fail' || c.status === 'warn').map((c: any) => withoutEmpty({
      code: c.code, status: c.status, message: c.message, reason: c.reason,
      evidence: c.evidence?.[0] ? { url: c.evidence[0].url, quote: trim(c.evidence[0].quote) } : undefined,
    })),
    pages_read: r.pages_read,
    warnings: r.warnings,
  })
}

/** Each match with its score and the explanation behind it; list metadata kept short. */
function compactSanctions(r: any): unknown {
  if (r && Array.isArray(r.results)) return { results: r.results.map(compactSanctions) }
  return withoutEmpty({
    query: r.query, match_found: r.match_found, threshold: r.threshold, lists_screened: r.lists_screened,
    matches: (r.matches ?? []).map((m: any) => withoutEmpty({
      id: m.id, list: m.list, schema: m.schema, name: m.name, matched_name: m.matched_name, score: m.score,
      explanation: m.explanation, programs: m.programs, birth_dates: m.birth_dates, countries: m.countries, list_date: m.list_date,
    })),
  })
}

export const TOOLS: ToolDef[] = [
  {
    name: 'scrape_metadata', title: 'Scrape page metadata',
    description: 'Fetch a web page and return its metadata and contact data (title, description, author, Open Graph tags, emails, phone numbers, social links …). Fields that the page lacks are left out.',
    schema: ScrapeMetadataBody,
    compact: (r) => withoutEmpty(r),
  },
  {
    name: 'categorize_content', title: 'Categorize a web page',
    description: 'Fetch a web page and classify its content (IAB Content Taxonomy tier 1, or your own categories zero-shot). Returns the best categories with confidences and the page words behind them.',
    schema: CategorizeBody,
    compact: (r) => withoutEmpty({ dominant_category: r.dominant_category, categories: r.categories?.slice(0, 5), language: r.language, evidence: r.evidence?.slice(0, 3), url: r.url, warnings: r.warnings }),
  },
  {
    name: 'similarity_score', title: 'Similarity of two pages or texts',
    description: 'How close two web pages (type url) or two texts (type text) are, 0–1, with their shared topics.',
    schema: SimilarityBody,
    compact: (r) => withoutEmpty({ similarity_score: r.similarity_score, common_topics: r.common_topics, warnings: r.warnings }),
  },
  {
    name: 'whois_lookup', title: 'Domain registration data',
    description: 'Registration data of a domain (RDAP, WHOIS fallback): registrar, creation and expiry dates, age in days, name servers, status, registrant organisation and country when published.',
    schema: WhoisInput,
    compact: (r) => withoutEmpty(r),
  },
  {
    name: 'adverse_media_check', title: 'Adverse media screening',
    description: 'Screen a company or person name (or a website, type url) for adverse news: fraud, sanctions, lawsuits, regulatory action … Returns whether adverse media was found, a 0–1 risk score and the articles with their categories.',
    schema: AdverseMediaBody,
    compact: compactMedia,
  },
  {
    name: 'analyze_domain', title: 'Analyze a merchant domain',
    description: 'One call for a domain or URL: page metadata and contacts, category, merchant high-risk similarity with the matched classes, a short summary, and optionally WHOIS data and an adverse media screening.',
    schema: ScrapeMetadataBodyB,
    compact: (r) => withoutEmpty({
      domain: r.domain, url: r.url, type: r.type,
      category: r.ai_response?.category, category_confidence_score: r.ai_response?.category_confidence_score,
      high_risk_similarity_score: r.ai_response?.high_risk_similarity_score, high_risk_matches: r.ai_response?.high_risk_matches,
      summary: r.ai_response?.summary, language: r.ai_response?.language,
      category_evidence: r.ai_response?.category_evidence?.slice(0, 3),
      metadata: withoutEmpty(r.metadata ?? {}),
      whois_data: r.whois_data && withoutEmpty(r.whois_data),
      adverse_media: compactMedia(r.adverse_media),
      warnings: r.warnings,
    }),
  },
  {
    name: 'site_check', title: 'Review a merchant website',
    description: 'Crawl a merchant\'s site (home page and up to 12 same-site pages) and check reachability, policies (refund, privacy, terms, shipping), contact details, consistency and trust signals. Returns the readiness summary and only the checks that fail or warn, each with one evidence quote.',
    schema: SiteCheckBody,
    compact: compactSiteCheck,
  },
  {
    name: 'sanctions_check', title: 'Sanctions and PEP screening',
    description: 'Screen a person or organisation name (any script), or up to 100 names with "queries", against the loaded sanctions and PEP lists. Optional birth_date and country support or contradict a match. Returns the matches with their 0–1 score and an explanation of how the names matched.',
    schema: SanctionsCheckBody,
    compact: compactSanctions,
  },
]

/** The tool's input schema as plain JSON Schema (TypeBox's symbol keys dropped). */
export const inputSchemaOf = (t: ToolDef) => JSON.parse(JSON.stringify(t.schema)) as { type: 'object'; [k: string]: unknown }

export type ToolOutcome = { ok: true; result: unknown } | { ok: false; code: string; message: string }

/** Validates the arguments against the tool's schema, runs the operation, and compacts its result. */
export async function callTool(runner: Runner, name: string, args: unknown, ctx: OpContext = {}): Promise<ToolOutcome> {
  const tool = TOOLS.find((t) => t.name === name)
  if (!tool) return { ok: false, code: 'not_found', message: `unknown tool ${name}` }
  const input = args ?? {}
  if (!Value.Check(tool.schema, input)) {
    const first = Value.Errors(tool.schema, input).First()
    const d = first ? describeValueError(first, '') : undefined
    return { ok: false, code: 'invalid_request', message: d ? `${d.field || 'arguments'} ${d.problem}` : 'invalid arguments' }
  }
  try {
    const result = await (runner[tool.name] as (a: unknown, c: OpContext) => Promise<unknown>)(input, ctx)
    return { ok: true, result: tool.compact(result) }
  } catch (err) {
    const e = err as { code?: unknown; publicMessage?: unknown; message?: unknown; status?: number }
    const code = typeof e.code === 'string' ? e.code : 'internal'
    const message = typeof e.publicMessage === 'string' ? e.publicMessage : typeof e.message === 'string' && code !== 'internal' ? e.message : 'internal error'
    return { ok: false, code, message }
  }
}
