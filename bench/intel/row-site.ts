/**
 * A local site for the benches that read labelled rows through the API: each row is served at `/p/<id>` on
 * 127.0.0.1 as a small home page (title, meta description, the row's text in <main>, its `lang` when given).
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startBenchServer } from '../load/server.ts'

export interface PageRow { id: string; title: string; description: string; text: string; lang?: string }

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The row as a page; `withLang` puts the row's language on <html lang>. */
export function rowPage(r: PageRow, withLang = false): string {
  const lang = withLang && r.lang ? ` lang="${esc(r.lang)}"` : ''
  return `<!doctype html><html${lang}><head><meta charset="utf-8"><title>${esc(r.title)}</title>` +
    `<meta name="description" content="${esc(r.description)}"></head><body><main><p>${esc(r.text)}</p></main></body></html>`
}

/** Serves every row; `url(row)` is its address, `close()` stops the server. */
export async function startRowSite<R extends PageRow>(rows: readonly R[], page: (r: R) => string): Promise<{ url: (r: R) => string; close: () => void }> {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const site = createServer((req, res) => {
    const r = byId.get(decodeURIComponent((req.url ?? '').replace(/^\/p\//, '')))
    if (!r) { res.writeHead(404).end(); return }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(r))
  })
  await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok))
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  return { url: (r) => `${base}/p/${encodeURIComponent(r.id)}`, close: () => site.close() }
}

/**
 * Serves `rows` as pages (`rowPage` with the row's language) and asks the real server (`node src/main.ts`, engine
 * preloaded; BENCH_SERVER_DATA_DIR reuses a data directory that holds the vector cache) for
 * `POST /v1/categorize_content` of each of `wanted`, four at a time; the first row is retried until the engine
 * answers 200. Returns each row's HTTP status and JSON answer, in the order they finished.
 */
export async function categorizeRows<R extends PageRow>(rows: readonly R[], wanted: readonly R[], keyName: string): Promise<{ row: R; status: number; json: any }[]> {
  const site = await startRowSite(rows, (r) => rowPage(r, true))
  const out: { row: R; status: number; json: any }[] = []
  const server = await startBenchServer({ ...(process.env.BENCH_SERVER_DATA_DIR ? { WEBINTEL_DATA_DIR: process.env.BENCH_SERVER_DATA_DIR } : {}), WEBINTEL_INTEL_PRELOAD: 'true', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_LOG_LEVEL: 'warn' })
  try {
    const key = JSON.parse(await server.cli(['keys', 'create', '--name', keyName, '--rate-limit', '100000000', '--json']))
    const headers = { 'x-api-key': key.api_key, 'x-secret-key': key.secret_key, 'content-type': 'application/json' }
    const call = async (r: R) => {
      const res = await fetch(server.url + '/v1/categorize_content', { method: 'POST', headers, body: JSON.stringify({ url: site.url(r) }) })
      return { row: r, status: res.status, json: await res.json() as any }
    }
    for (let i = 0; i < 600; i++) { if ((await call(wanted[0]!)).status === 200) break; await new Promise((ok) => setTimeout(ok, 200)) }
    const queue = [...wanted]
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let r = queue.shift(); r; r = queue.shift()) out.push(await call(r))
    }))
  } finally {
    await server.stop()
    site.close()
  }
  return out
}

/** A row labelled with its tier-1 class and deepest IAB node (`alt_paths` where two nodes fit equally). */
export interface PathRow extends PageRow { label: string; path: string[]; alt_paths?: string[][] }
/** One answer: the top category's path from tier 1 down. */
export interface PathOut<R extends PathRow> { row: R; path: string[] }
const samePath = (a: string[], b: string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i])
const golds = (r: PathRow): string[][] => [r.path, ...(r.alt_paths ?? [])]
/** Tier 1 right: the answer's first node is the label. */
export const tier1Right = <R extends PathRow>(o: PathOut<R>): boolean => o.path[0] === o.row.label
/** Path right: the answer's whole path is the labelled one or an alternative. */
export const pathRight = <R extends PathRow>(o: PathOut<R>): boolean => golds(o.row).some((g) => samePath(o.path, g))
/** Path wrong: some node of the answer is off every labelled path (stopping higher up is short, not wrong). */
export const pathWrong = <R extends PathRow>(o: PathOut<R>): boolean => !golds(o.row).some((g) => o.path.length <= g.length && o.path.every((x, i) => x === g[i]))

/** One answer of `topCategories`: the top category's path (its name when it has none) and confidence. */
export interface TopOut<R> { row: R; status: number; json: any; path: string[]; confidence: number }

/**
 * The rows of a JSONL fixture, the answers for those not `aside` (all of them with `--aside` on the command
 * line) through `categorizeRows`, each with its top category, and the count of each HTTP status printed first.
 */
export async function topCategories<R extends PageRow & { aside?: boolean }>(file: string, keyName: string): Promise<{ rows: R[]; out: TopOut<R>[] }> {
  const rows: R[] = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
  const wanted = rows.filter((r) => process.argv.includes('--aside') || !r.aside)
  const out = (await categorizeRows(rows, wanted, keyName)).map(({ row, status, json }) => {
    const top = json.data?.categories?.[0]
    return { row, status, json, path: (top?.path ?? (top?.name ? [top.name] : [])) as string[], confidence: (top?.confidence ?? 0) as number }
  })
  const statuses: Record<number, number> = {}
  for (const o of out) statuses[o.status] = (statuses[o.status] ?? 0) + 1
  console.log(`statuses ${JSON.stringify(statuses)}\n`)
  return { rows, out }
}
