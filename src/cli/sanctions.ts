import { parseArgs } from 'node:util'
import type { Config } from '../config/load.ts'
import { createSqlStore } from '../store/sql/index.ts'
import { importSanctionsList, removeSanctionsList, sanctionsLists } from '../operations/sanctions-lists.ts'
import { refreshSanctionsSources } from '../operations/sanctions-refresh.ts'
import { LIST_FORMATS, ListFormatError, type ListFormat, type ImportProgress } from '../operations/sanctions-lists.ts'

type Out = { log: (s: string) => void; err: (s: string) => void }

export const SANCTIONS_HELP = `  sanctions import <file-or-folder> [--list NAME] [--format auto|${LIST_FORMATS.join('|')}] [--json]
                                  import (or replace) a sanctions / PEP list; see docs/sanctions.md
  sanctions lists [--json]        show the loaded lists
  sanctions remove NAME           remove a list
  sanctions refresh [--json]      download and import the lists of WEBINTEL_SANCTIONS_SOURCES once`

/** Progress: a redrawn bar on a terminal, one plain line per step otherwise (logs, CI). */
function progressReporter(out: Out, tty: boolean): (p: ImportProgress) => void {
  let lastLine = ''
  return (p) => {
    if (p.phase === 'parse') {
      const line = p.done ? 'parsed' : 'parsing…'
      if (line !== lastLine) { out.err(tty ? `\r\x1b[K${line}` : line); lastLine = line }
      return
    }
    const pct = p.total ? Math.floor((100 * p.done) / p.total) : 100
    if (tty) {
      const width = 30
      const fill = Math.round((width * pct) / 100)
      process.stderr.write(`\r\x1b[Kstoring [${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${p.done}/${p.total} entities`)
      if (p.done === p.total) process.stderr.write('\n')
    } else {
      const line = `stored ${p.done}/${p.total} entities (${pct}%)`
      if (line !== lastLine) { out.err(line); lastLine = line }
    }
  }
}

export async function sanctions(cfg: Config, sub: string | undefined, args: string[], out: Out, tty = Boolean(process.stderr.isTTY)): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, strict: true, options: { list: { type: 'string' }, format: { type: 'string' }, json: { type: 'boolean' } } })
  const format = (values.format ?? 'auto') as ListFormat | 'auto'
  if (format !== 'auto' && !LIST_FORMATS.includes(format)) { out.err(`webintel: --format must be auto or one of ${LIST_FORMATS.join(', ')}`); return 2 }
  if (sub !== 'import' && sub !== 'lists' && sub !== 'remove' && sub !== 'refresh') { out.err(`webintel: sanctions needs a subcommand:\n${SANCTIONS_HELP}`); return 2 }
  if (sub === 'import' && !positionals[0]) { out.err('webintel: sanctions import needs a file or folder'); return 2 }
  if (sub === 'remove' && !positionals[0]) { out.err('webintel: sanctions remove needs a list name'); return 2 }
  const store = await createSqlStore({ databaseUrl: cfg.core.databaseUrl, dataDir: cfg.core.dataDir })
  try {
    if (sub === 'import') {
      const started = Date.now()
      let info
      try {
        info = await importSanctionsList(store.sanctions, positionals[0]!, { name: values.list, format, onProgress: values.json ? undefined : progressReporter(out, tty) })
      } catch (err) {
        if (err instanceof ListFormatError || (err as NodeJS.ErrnoException).code === 'ENOENT') {
          out.err(`webintel: import failed, nothing was changed: ${(err as Error).message}`)
          return 1
        }
        throw err
      }
      if (values.json) out.log(JSON.stringify({ list: info.name, format: info.format, entities: info.entities, aliases: info.aliases, list_date: info.listDate, imported_at: info.importedAt }))
      else out.log(`imported list "${info.name}" (${info.format}): ${info.entities} entities, ${info.aliases} aliases, list date ${info.listDate ?? 'not stated'}, in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      return 0
    }
    if (sub === 'refresh') {
      if (cfg.sanctions.sources.length === 0) { out.err('webintel: no source is configured (WEBINTEL_SANCTIONS_SOURCES, docs/sanctions.md)'); return 2 }
      // The summary below says what failed and why; no log lines besides it.
      const log = { debug() {}, info() {}, warn() {}, error() {} }
      const results = await refreshSanctionsSources({ store: store.sanctions, config: cfg, log })
      if (values.json) {
        out.log(JSON.stringify(results.map((r) => ({ list: r.list, url: r.url, status: r.status, entities: r.info?.entities, aliases: r.info?.aliases, list_date: r.info?.listDate, bytes: r.bytes, error: r.error, ms: r.ms }))))
      } else {
        for (const r of results) {
          if (r.status === 'imported') out.log(`${r.list}: imported ${r.info!.entities} entities, ${r.info!.aliases} aliases, list date ${r.info!.listDate ?? 'not stated'} (${r.bytes} bytes in ${(r.ms / 1000).toFixed(1)} s)`)
          else if (r.status === 'unchanged') out.log(`${r.list}: unchanged since the last download`)
          else out.err(`${r.list}: failed, the previous list is kept: ${r.error}`)
        }
      }
      return results.some((r) => r.status === 'failed') ? 1 : 0
    }
    if (sub === 'remove') {
      const done = await removeSanctionsList(store.sanctions, positionals[0]!)
      if (!done) { out.err(`webintel: no list ${positionals[0]}`); return 1 }
      out.log(`removed list "${positionals[0]}"`)
      return 0
    }
    const lists = await sanctionsLists(store.sanctions)
    if (values.json) out.log(JSON.stringify(lists.map((l) => ({ list: l.name, format: l.format, entities: l.entities, aliases: l.aliases, list_date: l.listDate, imported_at: l.importedAt, source: l.source }))))
    else if (!lists.length) out.log('no sanctions list is loaded (webintel sanctions import <file-or-folder>)')
    else for (const l of lists) out.log(`${l.name}\t${l.format}\t${l.entities} entities\t${l.aliases} aliases\tlist date ${l.listDate ?? '-'}\timported ${l.importedAt}\t${l.source}`)
    return 0
  } finally { await store.close() }
}
