import { AppError } from '../errors.ts'
import { cpuTurn } from '../text/turns.ts'
import type { Screening } from '../sanctions/lists.ts'
import { DEFAULT_THRESHOLD, type ScreeningMatch } from '../sanctions/matcher.ts'
import { toAsciiWords } from '../sanctions/normalize.ts'
import type { OpDeps } from './context.ts'

/** One name to screen (docs/sanctions.md). */
export interface SanctionsCheckInput {
  query: string
  schema?: string
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  birthDate?: string
  /** ISO 3166-1 alpha-2. */
  country?: string
  threshold?: number
  lists?: string[]
}

export interface SanctionsCheckResult {
  query: string
  threshold: number
  /** Names of the lists screened. */
  listsScreened: string[]
  matches: ScreeningMatch[]
}

/**
 * Screens names against the loaded lists. Answers 503 when no list is loaded (a screen against nothing must
 * not look clean) and 400 when a requested list is not loaded.
 */
export async function sanctionsCheck(screening: Screening, inputs: SanctionsCheckInput[], opts: { maxMatches: number }): Promise<SanctionsCheckResult[]> {
  const loaded = (await screening.lists()).map((l) => l.name)
  if (!loaded.length) throw new AppError('service_unavailable', 'no sanctions list is loaded: import one with `webintel sanctions import`', { details: { reason: 'no_sanctions_lists' } })
  const unknown = [...new Set(inputs.flatMap((i) => (i.lists ?? []).filter((l) => !loaded.includes(l))))]
  if (unknown.length) throw new AppError('invalid_request', `unknown sanctions list: ${unknown.join(', ')}`, { details: { unknown_lists: unknown, loaded_lists: loaded } })
  const out: SanctionsCheckResult[] = []
  for (const [n, i] of inputs.entries()) {
    // Up to 100 names in one call: let other requests run between two of them (each is a few to ~25 ms of CPU).
    if (n > 0) await cpuTurn()
    const threshold = i.threshold ?? DEFAULT_THRESHOLD
    const matches = await screening.search({ name: i.query, schema: i.schema, birthDate: i.birthDate, country: i.country, lists: i.lists, threshold, limit: opts.maxMatches })
    out.push({ query: i.query, threshold, listsScreened: i.lists?.length ? i.lists : loaded, matches })
  }
  return out
}

/** The response shape of one screened name (Variant A `data`, Variant B `sanctions`). */
export function mapSanctionsResult(r: SanctionsCheckResult) {
  return {
    query: r.query, match_found: r.matches.length > 0, threshold: r.threshold, lists_screened: r.listsScreened,
    matches: r.matches.map((m) => ({
      id: m.entity.id, list: m.entity.list, schema: m.entity.schema, name: m.entity.names[0]!.name, matched_name: m.matchedName, score: m.score,
      explanation: {
        name_score: m.explanation.name, query_coverage: m.explanation.queryCoverage, name_coverage: m.explanation.nameCoverage,
        information: m.explanation.information, conflict: m.explanation.conflict, tokens: m.explanation.tokens, alias: m.explanation.alias,
        birth_date: m.explanation.birthDate, country: m.explanation.country,
        ...(m.explanation.pivot ? { pivot: m.explanation.pivot } : {}),
      },
      programs: m.entity.programs, topics: m.entity.topics ?? [], birth_dates: m.entity.birthDates, countries: m.entity.countries, list_date: m.entity.listDate,
    })),
  }
}

/**
 * Refuses a name with nothing to compare: no letter or digit once normalised (blanks, punctuation, control or
 * invisible characters, lone surrogates). Screened, it would come back "no match" — a clean result for a name
 * that was never compared (docs/sanctions.md, Normalisation).
 */
export function checkScreenableName(query: string, field: string): void {
  if (toAsciiWords(query).length > 0) return
  const message = `${field} has no letters or digits to screen`
  throw new AppError('invalid_request', field.startsWith('body.') ? `Invalid request: ${message}` : message, { details: { fields: [{ field, problem: 'has no letters or digits to screen' }] } })
}

/** One name to screen, in the API's field names. */
export interface SanctionsQuery { query: string; schema?: string; birth_date?: string; country?: string; threshold?: number; lists?: string[] }
/** `query` (with its options) for one name, or `queries` for up to 100: the body of POST /v1/sanctions_check. */
export type SanctionsRequest = Partial<SanctionsQuery> & { queries?: SanctionsQuery[] }
export type SanctionsResultShape = ReturnType<typeof mapSanctionsResult>
/** One result for `query`, `{ results }` for `queries`. */
export type SanctionsResponse = SanctionsResultShape | { results: SanctionsResultShape[] }

const toInput = (q: SanctionsQuery): SanctionsCheckInput => ({ query: q.query, schema: q.schema, birthDate: q.birth_date, country: q.country?.toLowerCase(), threshold: q.threshold, lists: q.lists })

/**
 * The sanctions_check operation as the route, batch jobs, MCP and the CLI call it: `query` or `queries` in the
 * API's field names, the response shape out. Neither or both → invalid_request; no screening engine → 501.
 */
export async function screenNames(deps: Pick<OpDeps, 'engines' | 'sanctionsMaxMatches'>, a: SanctionsRequest, opts: { beforeScreening?: (names: number) => Promise<void> } = {}): Promise<SanctionsResponse> {
  const screening = deps.engines.sanctions
  if (!screening) throw new AppError('not_implemented', 'sanctions_check is not available here: no database with imported lists (`webintel sanctions import`)')
  if (a.query === undefined && a.queries === undefined) {
    throw new AppError('invalid_request', 'Invalid request: body.query is required: send "query" (one name) or "queries" (up to 100 names)', { details: { fields: [{ field: 'body.query', problem: 'is required' }] } })
  }
  if (a.query !== undefined && a.queries !== undefined) {
    throw new AppError('invalid_request', 'Invalid request: send either "query" or "queries", not both', { details: { fields: [{ field: 'body.queries', problem: 'must not be sent with body.query' }] } })
  }
  if (a.queries) a.queries.forEach((q, n) => checkScreenableName(q.query, `body.queries.${n}.query`))
  else checkScreenableName(a.query!, 'body.query')
  // The request is well formed: the caller may now charge it per name (the route counts each against the rate limit).
  await opts.beforeScreening?.(a.queries ? a.queries.length : 1)
  const limits = { maxMatches: deps.sanctionsMaxMatches ?? 10 }
  if (a.queries) return { results: (await sanctionsCheck(screening, a.queries.map(toInput), limits)).map(mapSanctionsResult) }
  const [r] = await sanctionsCheck(screening, [toInput(a as SanctionsQuery)], limits)
  return mapSanctionsResult(r!)
}
