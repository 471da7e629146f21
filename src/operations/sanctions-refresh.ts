import { createHash } from 'node:crypto'
import type { Config } from '../config/load.ts'
import type { Log } from '../context.ts'
import type { SanctionsListStore } from '../store/ports.ts'
import { createOutbound, type Outbound } from '../fetch/outbound.ts'
import { portRuleOf } from '../fetch/address-guard.ts'
import { downloadSource, shownUrl, withUrlPaths, type Validators } from '../sanctions/sources.ts'
import { importList } from '../sanctions/lists.ts'
import type { ListInfo } from '../sanctions/types.ts'

/** The outcome of one configured source. */
export interface SourceRefresh {
  list: string
  url: string
  status: 'imported' | 'unchanged' | 'failed'
  /** The list as imported (status imported). */
  info?: ListInfo
  /** Why it failed; the previous list, if any, is left as it was. */
  error?: string
  bytes?: number
  ms: number
}

export interface SanctionsRefreshDeps {
  store: SanctionsListStore
  config: Config
  log: Log
  /** The shared outbound policy; without it one is made from the fetch settings for this call. */
  outbound?: Outbound
  /** Called after a list was imported (the node's screening index reloads at once). */
  onImported?: () => Promise<void>
}

/** Kept per source in the database; the URL only as a hash (it may carry an access token). */
interface SourceState extends Validators { urlHash: string; format: string; importedAt: string }

const hashOf = (url: string) => createHash('sha256').update(url).digest('hex')

/**
 * Downloads every list of WEBINTEL_SANCTIONS_SOURCES and imports it with the importer of `webintel sanctions
 * import` (one transaction per list). A source whose download or file fails is logged as a warning and left as it
 * was (the next run retries it); the others go on. Sources are done one at a time (they can be large).
 */
export async function refreshSanctionsSources(deps: SanctionsRefreshDeps, o: { signal?: AbortSignal } = {}): Promise<SourceRefresh[]> {
  const cfg = deps.config.sanctions
  const outbound = deps.outbound ?? createOutbound({
    allowPrivate: deps.config.fetch.allowPrivate, ports: portRuleOf(deps.config.fetch.allowedPorts), connectTimeoutMs: deps.config.fetch.connectTimeoutMs,
    userAgent: deps.config.fetch.userAgent,
  })
  const results: SourceRefresh[] = []
  try {
    for (const source of cfg.sources) {
      if (o.signal?.aborted) break
      const started = Date.now()
      const base = { list: source.name, url: shownUrl(source.url) }
      try {
        const saved = await deps.store.sourceState(source.name)
        const state = saved ? (JSON.parse(saved) as SourceState) : undefined
        // The validators hold only for the list this job imported last: a CLI import or removal since then, or another URL, means a full download.
        const current = (await deps.store.lists()).find((l) => l.name === source.name)
        const previous = state && current && state.urlHash === hashOf(source.url) && state.format === source.format && state.importedAt === current.importedAt ? state : undefined
        const got = await downloadSource(outbound, source, { maxBytes: cfg.downloadMaxBytes, timeoutMs: cfg.downloadTimeoutMs, signal: o.signal, previous })
        if (got.status === 'unchanged') {
          results.push({ ...base, status: 'unchanged', ms: Date.now() - started })
          deps.log.info({ list: source.name }, '[sanctions] source unchanged (HTTP 304)')
          continue
        }
        try {
          let info: ListInfo
          try {
            info = await importList(deps.store, got.path, { name: source.name, format: source.format, source: shownUrl(source.url) })
          } catch (err) { throw new Error(withUrlPaths((err as Error).message, got.dir, source.url), { cause: err }) }
          const next: SourceState = { urlHash: hashOf(source.url), format: source.format, importedAt: info.importedAt, ...got.validators }
          await deps.store.saveSourceState(source.name, JSON.stringify(next))
          results.push({ ...base, status: 'imported', info, bytes: got.bytes, ms: Date.now() - started })
          deps.log.info({ list: source.name, entities: info.entities, aliases: info.aliases, listDate: info.listDate, bytes: got.bytes }, '[sanctions] source imported')
        } finally { got.cleanup() }
      } catch (err) {
        const error = (err as Error).message
        results.push({ ...base, status: 'failed', error, ms: Date.now() - started })
        deps.log.warn({ list: source.name, url: base.url, err: { message: error } }, '[sanctions] source refresh failed; the previous list is kept and the next run retries')
      }
    }
  } finally {
    if (!deps.outbound) await outbound.close()
  }
  if (results.some((r) => r.status === 'imported')) await deps.onImported?.().catch((err) => deps.log.warn({ err: { message: (err as Error).message } }, '[sanctions] index reload failed'))
  return results
}
