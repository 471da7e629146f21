/**
 * Client commands: run one operation and print a readable table, or the API's JSON with --json. In-process by
 * default (this machine fetches the pages, as the server would); `--server URL` calls a running server with
 * WEBINTEL_API_KEY (and WEBINTEL_SECRET_KEY for analyze, which is Variant B).
 */
import { parseArgs } from 'node:util'
import type { Config } from '../config/load.ts'
import { Value } from '@sinclair/typebox/value'
import { remoteRunner, type Runner, type SanctionsQuery, type SanctionsResult } from '../operations/runner.ts'
import { QueryItem as SanctionsQueryItem } from '../api/variant-a/sanctions-check.ts'
import { createLocalRunner } from '../operations/local.ts'
import { flaggedMatches } from '../operations/variant-b/map.ts'

type Out = { log: (s: string) => void; err: (s: string) => void }

export const CLIENT_HELP = `  scrape URL [--fields a,b]       page metadata and contacts (POST /v1/scrape_metadata)
  categorize URL [--categories a,b]
                                  content categories (POST /v1/categorize_content)
  similarity A B [--text]         similarity of two URLs, or two texts with --text
  whois DOMAIN                    registration data (RDAP, WHOIS fallback)
  screen-entity NAME              adverse media screening of a company or person
  analyze DOMAIN [--whois] [--adverse-media] [--categories a,b]
                                  the Variant B analysis of a domain or URL
  site-check URL                  merchant website review: summary and the failing/warning checks
  sanctions-check NAME [--schema Person] [--birth-date YYYY[-MM[-DD]]] [--country CC] [--threshold X] [--lists a,b]
                                  sanctions and PEP screening on the imported lists
  mcp                             MCP server over stdio (tools for AI agents)
    Client commands and mcp run in this process, or with --server URL against a running server
    (WEBINTEL_API_KEY, and WEBINTEL_SECRET_KEY for analyze). --json prints the API's JSON; --fresh skips caches.`

export const CLIENT_COMMANDS = new Set(['scrape', 'categorize', 'similarity', 'whois', 'screen-entity', 'analyze', 'site-check', 'sanctions-check'])

const options = {
  server: { type: 'string' }, json: { type: 'boolean' }, fresh: { type: 'boolean' }, fields: { type: 'string' },
  categories: { type: 'string' }, text: { type: 'boolean' }, whois: { type: 'boolean' }, 'adverse-media': { type: 'boolean' },
  schema: { type: 'string' }, 'birth-date': { type: 'string' }, country: { type: 'string' }, threshold: { type: 'string' }, lists: { type: 'string' },
} as const

const list = (s: string | undefined) => s === undefined ? undefined : s.split(',').map((x) => x.trim()).filter(Boolean)

/** The runner for `--server URL` or in-process; in-process engines are closed by `close()`. */
export async function runnerFor(cfg: Config, server: string | undefined, env: Record<string, string | undefined>): Promise<Runner & { close(): Promise<void> }> {
  if (server === undefined) return createLocalRunner(cfg)
  let base: URL
  try { base = new URL(server) } catch { throw new UsageError(`--server needs an http(s) URL, not "${server}"`) }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new UsageError(`--server needs an http(s) URL, not "${server}"`)
  if (!env.WEBINTEL_API_KEY) throw new UsageError('--server needs WEBINTEL_API_KEY in the environment')
  return { ...remoteRunner({ baseUrl: base.href, apiKey: env.WEBINTEL_API_KEY, secretKey: env.WEBINTEL_SECRET_KEY }), close: async () => {} }
}

export class UsageError extends Error {}

export async function clientCommand(cmd: string, args: string[], cfg: Config, env: Record<string, string | undefined>, out: Out): Promise<number> {
  let parsed
  try { parsed = parseArgs({ args, allowPositionals: true, strict: true, options }) } catch (err) { out.err(`webintel: ${(err as Error).message}`); return 2 }
  const { values: v, positionals: p } = parsed
  const need = (n: number, what: string) => { if (p.length !== n) throw new UsageError(`${cmd} needs ${what}`) }
  let runner: Runner & { close(): Promise<void> } | undefined
  try {
    const fresh = v.fresh ? true : undefined
    const run = async <T>(fn: (r: Runner) => Promise<T>) => { runner = await runnerFor(cfg, v.server, env); return fn(runner) }
    let result: unknown
    let print: () => void
    switch (cmd) {
      case 'scrape': {
        need(1, 'one URL')
        const r = await run((x) => x.scrape_metadata({ url: p[0], fields: list(v.fields), fresh }))
        result = r
        print = () => {
          const { warnings, ...fields } = r as Record<string, unknown>
          table(out, Object.entries(fields).map(([k, val]) => [k, String(val)]))
          for (const w of (warnings as { code: string; message: string }[] | undefined) ?? []) out.log(`warning  ${w.code}: ${w.message}`)
        }
        break
      }
      case 'categorize': {
        need(1, 'one URL')
        const r = await run((x) => x.categorize_content({ url: p[0], custom_categories: list(v.categories), fresh }))
        result = r
        print = () => {
          table(out, [['dominant_category', r.dominant_category], ['language', r.language], ['url', r.url]])
          out.log('')
          table(out, r.categories.slice(0, 10).map((c) => [c.name, pct(c.confidence)]), ['category', 'confidence'])
          for (const e of r.evidence.slice(0, 3)) out.log(`  ${e.category}: ${e.terms.join(', ')}`)
          warnings(out, r.warnings)
        }
        break
      }
      case 'similarity': {
        need(2, 'two URLs (or two texts with --text)')
        const r = await run((x) => x.similarity_score({ source: p[0], target: p[1], type: v.text ? 'text' : 'url', fresh }))
        result = r
        print = () => { table(out, [['similarity_score', r.similarity_score.toFixed(3)], ['common_topics', r.common_topics.join(', ')]]); warnings(out, r.warnings) }
        break
      }
      case 'whois': {
        need(1, 'one domain')
        const r = await run((x) => x.whois_lookup({ domain: p[0], fresh }))
        result = r
        print = () => table(out, Object.entries(r).map(([k, val]) => [k, Array.isArray(val) ? val.join(', ') : val === null ? '' : String(val)]))
        break
      }
      case 'screen-entity': {
        if (p.length === 0) throw new UsageError('screen-entity needs a name')
        const r = await run((x) => x.adverse_media_check({ query: p.join(' '), type: 'entity', fresh }))
        result = r
        print = () => {
          table(out, [['adverse_media_found', String(r.adverse_media_found)], ['risk_score', r.risk_score.toFixed(2)], ['screened_count', String(r.screened_count)]])
          if (r.sources.length) { out.log(''); table(out, r.sources.map((s) => [s.date || '—', `${s.title} [${s.categories.join(', ')}]`, s.url]), ['date', 'title', 'url']) }
          warnings(out, r.warnings)
        }
        break
      }
      case 'analyze': {
        need(1, 'one domain or URL')
        if (v.server !== undefined && !env.WEBINTEL_SECRET_KEY) throw new UsageError('analyze --server needs WEBINTEL_SECRET_KEY in the environment as well as WEBINTEL_API_KEY (it calls Variant B, which takes both keys)')
        const r = await run((x) => x.analyze_domain({ input_string: p[0], custom_categories: list(v.categories), include_whois: v.whois, include_adverse_media: v['adverse-media'], fresh }))
        result = r
        print = () => {
          const ai = r.ai_response
          table(out, [
            ['domain', r.domain], ['url', r.url], ['category', `${ai.category} (${pct(ai.category_confidence_score)})`],
            ['high_risk_similarity', riskLine(ai.high_risk_similarity_score, ai.high_risk_matches)],
            ['summary', ai.summary], ['title', r.metadata.title], ['description', r.metadata.description],
            ['emails', r.metadata.emails.join(', ')], ['phones', r.metadata.phoneNumbers.join(', ')], ['social', r.metadata.socialMediaLinks.join(', ')],
            ...(r.whois_data ? [['registrar', r.whois_data.registrar ?? ''], ['created', r.whois_data.creation_date ?? ''], ['expires', r.whois_data.expiration_date ?? '']] as [string, string][] : []),
            ...(r.adverse_media ? [['adverse_media', `${r.adverse_media.adverse_media_found ? 'FOUND' : 'none'} (risk ${r.adverse_media.risk_score.toFixed(2)}, ${r.adverse_media.sources.length} articles)`]] as [string, string][] : []),
          ])
          warnings(out, r.warnings)
        }
        break
      }
      case 'site-check': {
        need(1, 'one domain or URL')
        const r = await run((x) => x.site_check({ url: p[0], fresh }))
        result = r
        print = () => {
          const sm = r.summary
          table(out, [['url', r.url], ['readiness_score', `${sm.readiness_score}/100${sm.ready ? ' (ready)' : ''}`], ['checks', `${sm.fails} fail, ${sm.warns} warn, ${sm.unknowns} unknown, ${sm.passes} pass`], ['pages_read', String(r.pages_read)]])
          const flagged = r.checks.filter((c) => c.status === 'fail' || c.status === 'warn')
          if (flagged.length) {
            out.log('')
            table(out, flagged.map((c) => [c.status, c.code, c.message + (c.evidence[0] ? ` — "${c.evidence[0].quote}"` : '')]), ['status', 'check', 'message — evidence'])
          }
          warnings(out, r.warnings)
        }
        break
      }
      case 'sanctions-check': {
        if (p.length === 0) throw new UsageError('sanctions-check needs a name')
        let threshold: number | undefined
        if (v.threshold !== undefined) {
          threshold = Number(v.threshold)
          if (!(threshold >= 0 && threshold <= 1)) throw new UsageError('--threshold needs a number between 0 and 1')
        }
        const q = withoutUndefined({ query: p.join(' '), schema: v.schema, birth_date: v['birth-date'], country: v.country, threshold, lists: list(v.lists) })
        if (!Value.Check(SanctionsQueryItem, q)) {
          const e = Value.Errors(SanctionsQueryItem, q).First()
          throw new UsageError(`sanctions-check: ${e ? `${e.path.replace(/^\//, '').replace('_', '-') || 'name'} ${e.message}` : 'invalid options'}`)
        }
        const r = await run((x) => x.sanctions_check(q)) as SanctionsResult
        result = r
        print = () => {
          table(out, [['query', r.query], ['match_found', String(r.match_found)], ['threshold', String(r.threshold)], ['lists_screened', r.lists_screened.join(', ')]])
          if (r.matches.length) {
            out.log('')
            table(out, r.matches.map((m) => [m.score.toFixed(3), m.list, m.id, `${m.name}${m.matched_name !== m.name ? ` (as ${m.matched_name})` : ''} [${m.schema}; ${[...m.programs, ...m.countries].join(', ')}]`]), ['score', 'list', 'id', 'name'])
          }
        }
        break
      }
      default: throw new UsageError(`unknown command ${cmd}`)
    }
    if (v.json) out.log(JSON.stringify(result, null, 2))
    else print()
    return 0
  } catch (err) {
    if (err instanceof UsageError) { out.err(`webintel: ${err.message}`); return 2 }
    const e = err as { code?: unknown; publicMessage?: unknown; message?: string }
    const code = typeof e.code === 'string' ? e.code : 'internal'
    out.err(`webintel: ${code}: ${typeof e.publicMessage === 'string' ? e.publicMessage : e.message}`)
    return 1
  } finally { await runner?.close() }
}

const withoutUndefined = (o: SanctionsQuery): SanctionsQuery => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) as unknown as SanctionsQuery

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

/**
 * The `analyze` table's risk line: the score, then only the classes that count for the high-risk verdict (at or
 * above the flag threshold) with their scores, as the CSV export's high_risk_classes (docs/jobs.md). A class
 * matched at 0.13 written bare beside the score read as what the site is; `--json` keeps every match.
 */
export function riskLine(score: number, matches: { class: string; score: number }[]): string {
  const counted = flaggedMatches(matches)
  return score.toFixed(2) + (counted.length ? ` — ${counted.map((m) => `${m.class} (${m.score.toFixed(2)})`).join(', ')}` : '')
}

/** Aligned columns; values are cut at 100 characters. */
function table(out: Out, rows: Array<[string, string] | string[]>, head?: string[]) {
  const all = head ? [head, ...rows] : rows
  const widths: number[] = []
  for (const r of all) r.slice(0, -1).forEach((c, i) => { widths[i] = Math.max(widths[i] ?? 0, String(c).length) })
  const line = (r: string[]) => r.map((c, i) => (i < r.length - 1 ? String(c).padEnd(widths[i]) : cut(String(c)))).join('  ').trimEnd()
  if (head) { out.log(line(head)); out.log(widths.map((w) => '-'.repeat(w)).concat('-'.repeat(Math.min(40, head[head.length - 1].length + 10))).join('  ')) }
  for (const r of rows) out.log(line(r as string[]))
}

const cut = (s: string) => (s.length > 100 ? s.slice(0, 99) + '…' : s)

function warnings(out: Out, ws: Array<{ source: string; code: string; message: string }> | undefined) {
  for (const w of ws ?? []) out.log(`warning: ${w.source} ${w.code}: ${w.message}`)
}
