/** Environment variables of sanctions screening (docs/sanctions.md). */
import { int, withAliases, type Var } from '../config/vars.ts'
import { LIST_FORMATS, LIST_NAME, type ListFormat } from './types.ts'

/** A list downloaded from an operator-configured URL (WEBINTEL_SANCTIONS_SOURCES). */
export interface SanctionsSource {
  name: string
  url: string
  format: ListFormat | 'auto'
}

const SOURCES_ENV = 'WEBINTEL_SANCTIONS_SOURCES'

/** Parses `name=URL` or `name=URL|format`, comma-separated; throws the one-line reason for a bad entry. */
export function parseSources(raw: string): SanctionsSource[] {
  const out: SanctionsSource[] = []
  for (const item of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const bad = (why: string): never => { throw new Error(`${SOURCES_ENV}: "${item}": ${why}`) }
    const eq = item.indexOf('=')
    if (eq <= 0) bad('expected name=URL or name=URL|format')
    const name = item.slice(0, eq).trim().toLowerCase()
    if (!LIST_NAME.test(name)) bad('the list name must be lower-case letters, digits, "_", "-" or "." (at most 100)')
    const rest = item.slice(eq + 1).trim()
    const bar = rest.lastIndexOf('|')
    const url = bar >= 0 ? rest.slice(0, bar).trim() : rest
    const format = (bar >= 0 ? rest.slice(bar + 1).trim().toLowerCase() : 'auto') as ListFormat | 'auto'
    if (format !== 'auto' && !LIST_FORMATS.includes(format)) bad(`format must be auto or one of ${LIST_FORMATS.join(', ')}`)
    let u: URL
    try { u = new URL(url) } catch { return bad('not a valid URL') }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') bad('the URL must be http or https')
    if (format === 'ofac-csv' && !/(?:^|\/)(?:sdn|cons_prim)\.csv$/i.test(u.pathname)) bad('an ofac-csv source is the URL of sdn.csv (or cons_prim.csv); the other three files are fetched beside it')
    if (out.some((s) => s.name === name)) bad(`the list name "${name}" is configured twice`)
    out.push({ name, url: u.href, format })
  }
  return out
}

function sources(): Var<SanctionsSource[], string> {
  return {
    env: SOURCES_ENV, default: '',
    description: 'Sanctions lists downloaded from URLs and imported by a scheduled job: comma-separated `name=URL` or `name=URL|format` (format auto or one of ' + LIST_FORMATS.join(', ') + '); an ofac-csv source is the URL of sdn.csv, add.csv, alt.csv and sdn_comments.csv are fetched beside it (docs/sanctions.md)',
    parse: parseSources,
  }
}

export const sanctionsSection = {
  refreshMs: withAliases(int('WEBINTEL_SANCTIONS_INDEX_RELOAD_MS', 5000, 'How often a running server checks the database for a newly imported or removed sanctions list and rebuilds its in-memory index, milliseconds (0 = load once at start). Nothing is downloaded (that is WEBINTEL_SANCTIONS_REFRESH_INTERVAL_MS). Former name, still read when this one is unset: WEBINTEL_SANCTIONS_REFRESH_MS', { min: 0 }), 'WEBINTEL_SANCTIONS_REFRESH_MS'),
  maxMatches: int('WEBINTEL_SANCTIONS_MAX_MATCHES', 10, 'Most matches returned per screened name', { min: 1, max: 100 }),
  sources: sources(),
  sourcesIntervalMs: int('WEBINTEL_SANCTIONS_REFRESH_INTERVAL_MS', 24 * 3600_000, 'How often the lists of WEBINTEL_SANCTIONS_SOURCES are downloaded and re-imported (once per deployment), milliseconds (0 = never; `webintel sanctions refresh` still works). Servers see the new lists within WEBINTEL_SANCTIONS_INDEX_RELOAD_MS', { min: 0 }),
  downloadMaxBytes: int('WEBINTEL_SANCTIONS_DOWNLOAD_MAX_BYTES', 200 * 1024 * 1024, 'Largest file downloaded for one configured sanctions list source, bytes (a larger one fails and the previous list stays)', { min: 1024 }),
  downloadTimeoutMs: int('WEBINTEL_SANCTIONS_DOWNLOAD_TIMEOUT_MS', 300_000, 'Deadline for downloading one configured sanctions list source (all its files), milliseconds', { min: 100 }),
}
