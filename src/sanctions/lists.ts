import type { SanctionsListStore } from '../store/ports.ts'
import type { Log } from '../context.ts'
import { Worker } from 'node:worker_threads'
import { defaultListName } from './importers/index.ts'
import { buildIndexInSlices, type IndexedEntity, type ScreeningIndex, type ScreeningMatch, type ScreeningQuery } from './matcher.ts'
import { LIST_NAME, ListFormatError, type ListFormat, type ListInfo, type SanctionsEntity } from './types.ts'

export { LIST_NAME }

export interface ImportProgress { phase: 'parse' | 'store'; done: number; total: number }

interface ParsedRecords { format: ListFormat; listDate: string | null; entities: number; aliases: number; records: { id: string; data: string }[] }

/**
 * Parses a list in a worker thread: a real list (the OFAC SDN CSV: 9,000 entities, about 0.3 s of parsing) would
 * otherwise hold the event loop of the server that refreshes it on schedule. A format error comes back as the same
 * ListFormatError; any other failure as an Error with the worker's message and system code (a missing file stays ENOENT).
 */
async function parseListOffThread(path: string, format: ListFormat | 'auto'): Promise<ParsedRecords> {
  const worker = new Worker(new URL('./importers/parse-worker.ts', import.meta.url), { workerData: { path, format } })
  try {
    const msg = await new Promise<{ ok: true } & ParsedRecords | { ok: false; name: string; message: string; code?: string }>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`the list parser stopped (exit code ${code}) before it answered`)))
    })
    if (msg.ok) return msg
    throw msg.name === 'ListFormatError' ? new ListFormatError(msg.message) : Object.assign(new Error(msg.message), msg.code ? { code: msg.code } : {})
  } finally {
    await worker.terminate()
  }
}

/**
 * Parses a list file or folder and stores it under `name` (default: derived from the file name), replacing a
 * list of the same name in one transaction. A malformed file throws ListFormatError before anything is written.
 */
export async function importList(store: SanctionsListStore, path: string, opts: { name?: string; format?: ListFormat | 'auto'; onProgress?: (p: ImportProgress) => void; now?: Date; /** Shown by `lists` (default: the path). */ source?: string } = {}): Promise<ListInfo> {
  const name = (opts.name ?? defaultListName(path)).toLowerCase()
  if (!LIST_NAME.test(name)) throw new ListFormatError(`invalid list name "${name}": use lower-case letters, digits, "_", "-" or "." (at most 100)`)
  opts.onProgress?.({ phase: 'parse', done: 0, total: 1 })
  const parsed = await parseListOffThread(path, opts.format ?? 'auto')
  opts.onProgress?.({ phase: 'parse', done: 1, total: 1 })
  const { records, aliases } = parsed
  const info: ListInfo = {
    name, format: parsed.format, source: opts.source ?? path, listDate: parsed.listDate, importedAt: (opts.now ?? new Date()).toISOString(),
    entities: parsed.entities, aliases,
  }
  opts.onProgress?.({ phase: 'store', done: 0, total: records.length })
  await store.replace({ name, format: info.format, source: info.source, listDate: info.listDate, importedAt: info.importedAt, entityCount: info.entities, aliasCount: aliases }, records, (done) => opts.onProgress?.({ phase: 'store', done, total: records.length }))
  return info
}

export async function listLists(store: SanctionsListStore): Promise<ListInfo[]> {
  return (await store.lists()).map((r) => ({ name: r.name, format: r.format as ListFormat, source: r.source, listDate: r.listDate, importedAt: r.importedAt, entities: r.entityCount, aliases: r.aliasCount }))
}

/** Every stored entity with its list, ready for the index. */
export async function loadEntities(store: SanctionsListStore): Promise<{ lists: ListInfo[]; entities: IndexedEntity[] }> {
  const lists = await listLists(store)
  const entities: IndexedEntity[] = []
  for (const l of lists) {
    for (const r of await store.entities(l.name)) entities.push({ ...(JSON.parse(r.data) as SanctionsEntity), list: l.name, listDate: l.listDate })
  }
  return { lists, entities }
}

/** The screening service of a running node: the index of every stored list, rebuilt when an import changes them. */
export interface Screening {
  search(q: ScreeningQuery): Promise<ScreeningMatch[]>
  lists(): Promise<ListInfo[]>
  /** Re-reads the lists now when their version changed (also done every refreshMs). */
  refresh(): Promise<void>
  close(): void
}

export function createScreening(deps: { store: SanctionsListStore; log: Log; refreshMs: number }): Screening {
  let current: { version: string; index: ScreeningIndex; lists: ListInfo[] } | undefined
  let loading: Promise<void> | undefined
  const load = async () => {
    const version = await deps.store.version()
    if (current && current.version === version) return
    const t0 = Date.now()
    const { lists, entities } = await loadEntities(deps.store)
    current = { version, index: await buildIndexInSlices(entities), lists }
    deps.log.info({ lists: lists.length, entities: entities.length, ms: Date.now() - t0 }, '[sanctions] index built')
  }
  const refresh = () => {
    loading ??= load().finally(() => { loading = undefined })
    return loading
  }
  let timer: NodeJS.Timeout | undefined
  if (deps.refreshMs > 0) {
    timer = setInterval(() => { refresh().catch((err) => deps.log.warn({ err: { message: (err as Error).message } }, '[sanctions] refresh failed')) }, deps.refreshMs)
    timer.unref()
  }
  const ready = async () => { if (!current) await refresh(); return current! }
  return {
    async search(q) { return (await ready()).index.search(q) },
    async lists() { return (await ready()).lists },
    refresh,
    close() { if (timer) clearInterval(timer) },
  }
}
