import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs'
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import cliProgress from 'cli-progress'
import type { Config } from '../config/load.ts'
import { isAppError } from '../errors.ts'
import { isOperationName, OPERATION_NAMES, runOperation, type BatchOperationName } from '../operations/batch.ts'
import { checkItem, STRING_ITEM_FIELD } from '../api/variant-a/job-items.ts'
import { CSV_COLUMNS, CSV_LEAD, csvCell, csvText, scrapeColumns } from '../api/variant-a/job-csv.ts'
import { renderReport, type ReportRow } from './report.ts'

type Out = { log: (s: string) => void; err: (s: string) => void }

export const SCREEN_HELP = `webintel screen <file.csv|file.txt|-> --out results.csv [options]

Runs one operation over every line of a text file (or one column of a CSV) and writes a CSV of results.
  --operation OP        ${OPERATION_NAMES.join(', ')} (default analyze)
  --out FILE            results CSV (required); with --resume, rows already in it are kept and skipped
  --report FILE         also write a self-contained HTML report (summary, charts, flagged items, failures)
  --server URL --key K  run as a batch job on a webintel server instead of in this process
  --concurrency N       items at once in this process (default 8)
  --column NAME         CSV input: the column to read (default: url, domain, website, input or the first)
  --threshold X         risk score at or above which the report flags an item (default 0.5)
  --whois, --adverse-media   analyze: include WHOIS / adverse media
  --resume              continue an interrupted run (Ctrl-C or a crash) from the rows already in --out`

interface Entry { index: number; raw: string; item?: Record<string, unknown>; problem?: string }

const MAIN_COLUMNS = ['url', 'domain', 'website', 'input', 'input_string', 'query', 'name']

function readInput(file: string, column: string | undefined, stdinText: () => string): string[] {
  const text = file === '-' ? stdinText() : readFileSync(file, 'utf8')
  if (file.toLowerCase().endsWith('.csv')) {
    const records = parse(text, { columns: (h: string[]) => h.map((x) => x.trim()), skip_empty_lines: true, bom: true, relax_column_count: true }) as Record<string, string>[]
    if (records.length === 0) return []
    const names = Object.keys(records[0])
    const col = column ?? MAIN_COLUMNS.find((c) => names.some((n) => n.toLowerCase() === c)) ?? names[0]
    const key = names.find((n) => n.toLowerCase() === col.toLowerCase())
    if (!key) throw new Error(`the CSV has no column "${col}" (columns: ${names.join(', ')})`)
    return records.map((r) => (r[key] ?? '').trim())
  }
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'))
}

function toEntries(op: BatchOperationName, lines: string[], extra: Record<string, unknown>): Entry[] {
  const field = STRING_ITEM_FIELD[op]
  return lines.map((raw, index) => {
    const value = field ? { [field]: raw, ...extra } : (() => { try { return JSON.parse(raw) as unknown } catch { return raw } })()
    const r = checkItem(op, value, index)
    if (!('problem' in r)) return { index, raw, item: r.item as Record<string, unknown> }
    return { index, raw, problem: r.problem.message.trim() }
  })
}

/** Rows already written by an earlier run (index → true); tolerates a last line cut by a crash. */
function doneIndexes(out: string, header: string[]): Set<number> {
  const done = new Set<number>()
  if (!existsSync(out)) return done
  const rows = parse(readFileSync(out, 'utf8'), { relax_column_count: true, skip_records_with_error: true, skip_empty_lines: true }) as string[][]
  if (rows.length === 0) return done
  if (rows[0].join(',') !== header.join(',')) throw new Error(`${out} has other columns than this run writes; use another --out or drop --resume`)
  for (const r of rows.slice(1)) if (r.length === header.length && (r[1] === 'ok' || r[1] === 'error')) done.add(Number(r[0]))
  return done
}

/**
 * Rows are appended as items finish (so an interrupted run can resume); once every item is done the file is
 * rewritten in input order, like the API's export. A line cut by a crash and a repeated index are dropped.
 */
function sortByIndex(out: string, header: string[]): void {
  const rows = parse(readFileSync(out, 'utf8'), { relax_column_count: true, skip_records_with_error: true, skip_empty_lines: true }) as string[][]
  const seen = new Set<number>()
  const body = rows.slice(1).filter((r) => {
    if (r.length !== header.length || !/^\d+$/.test(r[0]) || seen.has(Number(r[0]))) return false
    seen.add(Number(r[0]))
    return true
  }).sort((a, b) => Number(a[0]) - Number(b[0]))
  writeFileSync(`${out}.tmp`, stringify([header, ...body]))
  renameSync(`${out}.tmp`, out)
}

/** Reads the results CSV back for the report. */
function reportRows(out: string): ReportRow[] {
  const rows = parse(readFileSync(out, 'utf8'), { columns: true, relax_column_count: true, skip_records_with_error: true }) as Record<string, string>[]
  const inputCol = Object.keys(rows[0] ?? {})[CSV_LEAD.length]
  const seen = new Set<number>()
  const outRows: ReportRow[] = []
  for (const r of rows) {
    const index = Number(r.index)
    if (r.result_json === undefined || !/^\d+$/.test(r.index) || seen.has(index)) continue // a line cut by a crash
    seen.add(index)
    let result: Record<string, unknown> | undefined
    try { result = r.result_json ? JSON.parse(r.result_json) as Record<string, unknown> : undefined } catch { result = undefined }
    outRows.push({ index, input: csvText(r[inputCol] ?? ''), status: r.status as ReportRow['status'], errorCode: r.error_code || undefined, errorMessage: csvText(r.error_message ?? '') || undefined, result })
  }
  return outRows.sort((a, b) => a.index - b.index)
}

interface Progress { tick(done: number, failed: number): void; stop(): void }

function progress(total: number, initial: number, tty: boolean, out: Out): Progress {
  const t0 = Date.now()
  const stats = (done: number) => {
    const s = (Date.now() - t0) / 1000
    const rate = s > 0 ? (done - initial) / s : 0
    return { rate: rate.toFixed(1), eta: rate > 0 ? Math.ceil((total - done) / rate) : 0 }
  }
  if (tty) {
    const bar = new cliProgress.SingleBar({ format: 'screen {bar} {percentage}% | {value}/{total} | {rate}/s | ETA {etaS}s | failed {failed}', hideCursor: true, clearOnComplete: false, stream: process.stderr }, cliProgress.Presets.shades_classic)
    bar.start(total, initial, { rate: '0.0', etaS: '?', failed: 0 })
    return { tick(done, failed) { const s = stats(done); bar.update(done, { rate: s.rate, etaS: s.eta, failed }) }, stop() { bar.stop() } }
  }
  let last = 0
  return {
    tick(done, failed) {
      if (Date.now() - last < 2000 && done < total) return
      last = Date.now()
      const s = stats(done)
      out.err(`screen: ${done}/${total} (${Math.floor((100 * done) / Math.max(1, total))}%) ${s.rate}/s ETA ${s.eta}s failed ${failed}`)
    },
    stop() {},
  }
}

/** `webintel screen`: returns the exit code (0 done, 2 usage, 130 interrupted). */
export async function screen(cfg: Config, env: Record<string, string | undefined>, args: string[], out: Out, stdinText: () => string): Promise<number> {
  const { values, positionals } = parseArgs({
    args, allowPositionals: true, strict: true,
    options: {
      operation: { type: 'string', default: 'analyze' }, out: { type: 'string' }, report: { type: 'string' }, server: { type: 'string' }, key: { type: 'string' },
      concurrency: { type: 'string', default: '8' }, resume: { type: 'boolean', default: false }, column: { type: 'string' }, threshold: { type: 'string', default: '0.5' },
      whois: { type: 'boolean', default: false }, 'adverse-media': { type: 'boolean', default: false }, help: { type: 'boolean', default: false },
    },
  })
  if (values.help) { out.log(SCREEN_HELP); return 0 }
  const file = positionals[0]
  const op = values.operation!
  const concurrency = Number(values.concurrency)
  const threshold = Number(values.threshold)
  if (!file || !values.out) { out.err(`webintel: screen needs an input file (or -) and --out\n\n${SCREEN_HELP}`); return 2 }
  if (!isOperationName(op)) { out.err(`webintel: unknown --operation "${op}" (one of ${OPERATION_NAMES.join(', ')})`); return 2 }
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 256) { out.err('webintel: --concurrency must be a whole number from 1 to 256'); return 2 }
  if (!(threshold >= 0 && threshold <= 1)) { out.err('webintel: --threshold must be between 0 and 1'); return 2 }
  if (!!values.server !== !!values.key) { out.err('webintel: --server and --key go together'); return 2 }

  const extra = op === 'analyze' ? { ...(values.whois ? { include_whois: true } : {}), ...(values['adverse-media'] ? { include_adverse_media: true } : {}) } : {}
  const entries = toEntries(op, readInput(file, values.column, stdinText), extra)
  const columns = op === 'scrape_metadata' ? scrapeColumns(entries.map((e) => e.item?.fields as string[] | undefined)) : CSV_COLUMNS[op]
  const header = [...CSV_LEAD, ...columns.map(([n]) => n), 'result_json']
  const done = values.resume ? doneIndexes(values.out, header) : new Set<number>()
  if (!values.resume || !existsSync(values.out)) writeFileSync(values.out, stringify([header]))
  const fd = openSync(values.out, 'a')
  // A crash may have cut the last line: start on a line of our own (the cut row is skipped when read back).
  const prior = readFileSync(values.out)
  if (prior.length > 0 && prior[prior.length - 1] !== 0x0a) writeSync(fd, '\n')
  let failed = 0
  let finished = done.size
  /** Server mode: items the job finished that are not written yet (shown by the progress bar). */
  const remote = { done: 0 }
  const mainField = STRING_ITEM_FIELD[op]
  const write = (e: Entry, status: 'ok' | 'error', result: unknown, error?: { code: string; message: string }) => {
    const input = (e.item ?? (mainField ? { [mainField]: e.raw } : {})) as Record<string, unknown>
    const res = (result ?? {}) as Record<string, unknown>
    const cells = columns.map(([, pick]) => csvCell(pick(input, res)))
    // One write per row: a crash leaves at most one cut line, which --resume skips.
    writeSync(fd, stringify([[e.index, status, error?.code ?? '', csvCell(error?.message), ...cells, result === undefined ? '' : JSON.stringify(result)]]))
    finished++
    if (status === 'error') failed++
  }
  for (const e of entries) if (e.problem && !done.has(e.index)) write(e, 'error', undefined, { code: 'invalid_request', message: e.problem })
  const todo = entries.filter((e) => e.item && !done.has(e.index))
  const bar = progress(entries.length, finished, !!process.stderr.isTTY, out)
  let interrupted = false
  const onSigint = () => { interrupted = true }
  process.on('SIGINT', onSigint)
  try {
    if (values.server) await viaServer(values.server, values.key!, op, todo, write, (n) => { remote.done = n; bar.tick(finished + n, failed) }, () => interrupted)
    else await inProcess(cfg, op, todo, concurrency, write, () => bar.tick(finished, failed), () => interrupted)
  } finally {
    process.off('SIGINT', onSigint)
    bar.tick(finished, failed)
    bar.stop()
    closeSync(fd)
  }
  if (interrupted) { out.err(`webintel: interrupted after ${finished} of ${entries.length} items; run the same command with --resume to continue`); return 130 }
  sortByIndex(values.out, header)
  if (values.report) {
    writeFileSync(values.report, renderReport(reportRows(values.out), { operation: op, source: file === '-' ? 'standard input' : basename(file), threshold, generatedAt: new Date() }))
  }
  out.log(`screened ${entries.length} items: ${entries.length - failed} ok, ${failed} failed → ${values.out}${values.report ? ` and ${values.report}` : ''}`)
  return 0
}

type Write = (e: Entry, status: 'ok' | 'error', result: unknown, error?: { code: string; message: string }) => void

/** In this process, on the embedded engines (same operations as the server). */
async function inProcess(cfg: Config, op: BatchOperationName, todo: Entry[], concurrency: number, write: Write, tick: () => void, stop: () => boolean) {
  const { createLogger } = await import('../logger.ts')
  const { createServices } = await import('../services.ts')
  const { opDeps } = await import('../api/op-deps.ts')
  const log = createLogger('warn', process.stderr)
  const services = await createServices(cfg, log)
  const deps = opDeps(services)
  let next = 0
  const timer = setInterval(tick, 500)
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, async () => {
      while (next < todo.length && !stop()) {
        const e = todo[next++]
        try {
          write(e, 'ok', await runOperation(op, e.item, deps))
        } catch (err) {
          write(e, 'error', undefined, isAppError(err) ? { code: err.code, message: err.publicMessage } : { code: 'internal', message: 'Internal error' })
        }
        tick()
      }
    }))
  } finally {
    clearInterval(timer)
    await services.close()
  }
}

/** As batch jobs on a server; the Idempotency-Key of each chunk makes a resumed run find its job again. */
async function viaServer(server: string, key: string, op: BatchOperationName, todo: Entry[], write: Write, tick: (remoteDone: number) => void, stop: () => boolean) {
  const base = server.replace(/\/+$/, '')
  const headers = { 'content-type': 'application/json', 'x-api-key': key }
  // fetch rejects with a bare "fetch failed"; name the server and the network's reason (the cause)
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    try { return await globalThis.fetch(url, init) } catch (err) {
      const cause = (err as { cause?: { message?: unknown } }).cause?.message
      throw new Error(`could not reach the server ${base}: ${typeof cause === 'string' && cause ? cause : (err as Error).message}`, { cause: err })
    }
  }
  const CHUNK = 10_000
  for (let i = 0; i < todo.length && !stop(); i += CHUNK) {
    const chunk = todo.slice(i, i + CHUNK)
    const items = chunk.map((e) => e.item)
    const idem = 'screen-' + createHash('sha256').update(op + '\n' + JSON.stringify(items)).digest('hex').slice(0, 40)
    const res = await fetch(`${base}/v1/jobs`, { method: 'POST', headers: { ...headers, 'idempotency-key': idem }, body: JSON.stringify({ operation: op, items }) })
    const body = await res.json() as { data?: { id: string }; error?: { code: string; message: string } }
    if (res.status !== 202 || !body.data) throw new Error(`the server refused the job (${res.status} ${body.error?.code ?? ''}: ${body.error?.message ?? ''})`)
    const id = body.data.id
    for (;;) {
      const s = await (await fetch(`${base}/v1/jobs/${id}`, { headers })).json() as { data: { status: string; counts: { done: number } } }
      tick(s.data.counts.done)
      if (!['queued', 'running'].includes(s.data.status) || stop()) break
      await new Promise((r) => setTimeout(r, 1000))
    }
    if (stop()) return
    tick(0)
    const jl = await fetch(`${base}/v1/jobs/${id}/results?format=jsonl`, { headers })
    let buf = ''
    const decoder = new TextDecoder()
    const handle = (line: string) => {
      if (!line.trim()) return
      const r = JSON.parse(line) as { index: number; status: string; result?: unknown; error?: { code: string; message: string } }
      const e = chunk[r.index]
      if (r.status === 'ok') write(e, 'ok', r.result)
      else if (r.status === 'error') write(e, 'error', undefined, r.error)
    }
    for await (const part of jl.body as unknown as AsyncIterable<Uint8Array>) {
      buf += decoder.decode(part, { stream: true })
      let n
      while ((n = buf.indexOf('\n')) >= 0) { handle(buf.slice(0, n)); buf = buf.slice(n + 1) }
    }
    handle(buf)
  }
}
