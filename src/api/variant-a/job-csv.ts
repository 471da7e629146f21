import { DEFAULT_VARIANT_A_FIELDS } from '../../operations/variant-a/map.ts'
import type { BatchOperationName } from '../../operations/batch.ts'
import { flaggedMatches } from '../../operations/variant-b/map.ts'

type Row = Record<string, unknown>
type Pick = (input: Row, result: Row) => unknown

const get = (o: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), o)
const join = (v: unknown) => (Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' ? JSON.stringify(x) : String(x))).join('; ') : v)
const col = (path: string, from: 'input' | 'result' = 'result'): Pick => (input, result) => join(get(from === 'input' ? input : result, path))

/**
 * `analyze`'s `high_risk_classes`: the classes that count for the high-risk verdict — scored at or above the flag
 * threshold — each with its score, best first (`Online gambling (0.91); Adult content (0.62)`). The JSON's
 * `high_risk_matches` also lists classes matched at 0.05 and up; in a spreadsheet a bare class name next to a low
 * overall score read as "this merchant is a casino". No class reaches the threshold → an empty cell (the JSON and
 * `result_json` keep every class).
 */
function highRiskClasses(matches: unknown): string | undefined {
  if (!Array.isArray(matches)) return undefined
  return flaggedMatches(matches as Row[]).map((m) => `${String(m.class)} (${m.score.toFixed(3)})`).join('; ')
}

/**
 * CSV columns per operation (docs/jobs.md "CSV export"): after `index,status,error_code,error_message` come the
 * input's main fields, the result's headline fields, and `result_json`, the whole result as in the JSON export.
 */
export const CSV_COLUMNS: Record<Exclude<BatchOperationName, 'scrape_metadata'>, [string, Pick][]> = {
  categorize_content: [['url', col('url', 'input')], ['dominant_category', col('dominant_category')], ['confidence', (_i, r) => get(r, 'categories.0.confidence')], ['language', col('language')], ['final_url', col('url')]],
  similarity_score: [['source', col('source', 'input')], ['target', col('target', 'input')], ['similarity_score', col('similarity_score')], ['common_topics', col('common_topics')]],
  whois_lookup: [['domain', col('domain', 'input')], ...(['domain_name', 'registrar', 'creation_date', 'expiration_date', 'updated_date', 'registrant_organization', 'registrant_country', 'domain_age_days', 'source'].map((k) => [k, col(k)] as [string, Pick]))],
  adverse_media_check: [['query', col('query', 'input')], ['adverse_media_found', col('adverse_media_found')], ['risk_score', col('risk_score')], ['screened_count', col('screened_count')], ['source_urls', (_i, r) => join((get(r, 'sources') as Row[] | undefined)?.map((s) => s.url))]],
  analyze: [
    ['input_string', col('input_string', 'input')], ['domain', col('domain')], ['url', col('url')], ['category', col('ai_response.category')],
    ['category_confidence_score', col('ai_response.category_confidence_score')], ['high_risk_similarity_score', col('ai_response.high_risk_similarity_score')],
    ['high_risk_classes', (_i, r) => highRiskClasses(get(r, 'ai_response.high_risk_matches'))],
    ['summary', col('ai_response.summary')], ['title', col('metadata.title')], ['emails', col('metadata.emails')], ['phone_numbers', col('metadata.phoneNumbers')],
    ['adverse_media_found', col('adverse_media.adverse_media_found')], ['adverse_media_risk_score', col('adverse_media.risk_score')],
    ['whois_creation_date', col('whois_data.creation_date')], ['whois_registrar', col('whois_data.registrar')],
    ['site_readiness_score', col('site_checks.summary.readiness_score')], ['sanctions_match_found', col('sanctions.match_found')],
  ],
  site_check: [['url', col('url', 'input')], ['final_url', col('url')], ['readiness_score', col('summary.readiness_score')], ['ready', col('summary.ready')], ['fails', col('summary.fails')], ['warns', col('summary.warns')], ['reasons', col('summary.reasons')]],
  sanctions_check: [['query', col('query', 'input')], ['match_found', col('match_found')], ['best_match_id', (_i, r) => get(r, 'matches.0.id')], ['best_match_name', (_i, r) => get(r, 'matches.0.name')], ['best_match_score', (_i, r) => get(r, 'matches.0.score')], ['lists_screened', col('lists_screened')]],
}

/** scrape_metadata: the URL, then one column per field any item asked for (the default set when none did). */
export function scrapeColumns(fieldLists: (string[] | undefined)[]): [string, Pick][] {
  const fields: string[] = []
  const seen = new Set<string>()
  for (const list of fieldLists) for (const f of list ?? DEFAULT_VARIANT_A_FIELDS) if (!seen.has(f)) { seen.add(f); fields.push(f) }
  return [['url', col('url', 'input')], ...fields.map((f) => [f, (_i: Row, r: Row) => r?.[f]] as [string, Pick])]
}

export const CSV_LEAD = ['index', 'status', 'error_code', 'error_message']

/**
 * One CSV cell. Text that a spreadsheet would run as a formula — starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (OWASP "CSV Injection") — gets a leading `'`, which spreadsheets show as text and do not
 * display: page titles, registrant names and error messages come from sites the caller does not control.
 * Numbers stay as they are, booleans are `true` / `false`; `result_json` is written exactly (docs/jobs.md, Results).
 */
export function csvCell(v: unknown): string | number {
  if (v === undefined || v === null) return ''
  if (typeof v === 'number') return v
  // written out: the CSV writer's default turns false into an empty cell, which reads as "not checked"
  if (typeof v === 'boolean') return v ? 'true' : 'false'
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v)
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s
}

/** The text of a cell written by csvCell (its protective `'` removed). */
export const csvText = (s: string): string => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s)
