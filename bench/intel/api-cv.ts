/**
 * Categorization and similarity through the public API, with a frozen part and 5 folds. Each row of the
 * category sets is served from 127.0.0.1 as a page (title, text; the site's host name as the last path
 * segment, so URL words are what a real request would see) and the real server (`node src/main.ts`, engine
 * preloaded) answers `POST /v1/categorize_content` with the set's labels as `custom_categories`; sentence
 * pairs go to `POST /v1/similarity_score` with `type: "text"`.
 *   node bench/intel/api-cv.ts [set,set…]      (data: $WEBINTEL_BENCH_DATA or ../shared/data)
 * With $WEBINTEL_DATA_DIR holding the engine's caches (`intel/`), they are copied into the server's data
 * directory, so the server starts in seconds instead of building them under its start-up time limit.
 * Rows whose stable hash (sha-256 of the id, first 8 hex digits) mod 5 == 0 are the frozen part; the rest is
 * split into 5 folds by the same hash. Nothing here is fitted: the folds show the spread a change must hold
 * across, the frozen part is what no change may be judged on.
 */
import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import { startBenchServer } from '../load/server.ts'
import { spearman } from './metrics.ts'

const root = resolve(import.meta.dirname, '../..')
const DATA = process.env.WEBINTEL_BENCH_DATA ?? resolve(root, '../shared/data')
const only = process.argv[2]?.split(',')
const rows = (set: string): any[] => readFileSync(join(DATA, set, 'dev', 'data.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
const hash = (id: string): number => parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16)
const part = (id: string): number => hash(id) % 5 === 0 ? -1 : Math.floor(hash(id) / 5) % 5

const catSets: [string, string[], (r: any) => { title?: string; text: string; host?: string }][] = [
  ['ag-news-test', ['World', 'Sports', 'Business', 'Sci/Tech'], (r) => ({ title: r.title, text: r.description })],
  ['bbc-news', ['business', 'entertainment', 'politics', 'sport', 'tech'], (r) => ({ title: r.title, text: r.text })],
  ['website-kaggle-partial', ['Travel', 'Social Networking and Messaging', 'News', 'Streaming Services', 'Sports', 'Photography', 'Law and Government', 'Health and Fitness', 'Games', 'E-Commerce', 'Forums', 'Food', 'Education', 'Computers and Technology', 'Business/Corporate', 'Adult'], (r) => ({ text: r.text, host: new URL(r.url).hostname })],
  ['website-yeshapan-stemmed', ['news', 'education', 'technology', 'travel', 'food', 'medical', 'ecommerce', 'sports', 'entertainment'], (r) => ({ text: r.text, host: new URL(r.url).hostname })],
]
const wanted = (s: string) => (!only || only.includes(s)) && existsSync(join(DATA, s))

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const pages = new Map<string, string>()
const site = createServer((req, res) => {
  const html = pages.get(decodeURIComponent((req.url ?? '').split('/')[2] ?? ''))
  if (!html) { res.writeHead(404).end(); return }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
})
await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok))
const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
const caches = process.env.WEBINTEL_DATA_DIR && join(process.env.WEBINTEL_DATA_DIR, 'intel')
const dataDir = caches && existsSync(caches) ? mkdtempSync(join(tmpdir(), 'webintel-cv-')) : undefined
if (dataDir) cpSync(caches!, join(dataDir, 'intel'), { recursive: true })
const server = await startBenchServer({ ...(dataDir ? { WEBINTEL_DATA_DIR: dataDir } : {}), WEBINTEL_INTEL_PRELOAD: 'true', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_LOG_LEVEL: 'warn' })
const lines = ['| set | metric | fold 0 | fold 1 | fold 2 | fold 3 | fold 4 | non-frozen | **frozen** |', '|---|---|---|---|---|---|---|---|---|']
try {
  const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'bench-api-cv', '--rate-limit', '100000000', '--json']))
  const headers = { 'x-api-key': key.api_key, 'x-secret-key': key.secret_key, 'content-type': 'application/json' }
  const post = async (path: string, body: unknown): Promise<any> => {
    for (let i = 0; ; i++) {
      const r = await fetch(server.url + path, { method: 'POST', headers, body: JSON.stringify(body) })
      const j = await r.json() as any
      if (r.status === 200) return j
      if (i > 50) throw new Error(`${path}: ${r.status} ${JSON.stringify(j)}`)
      await new Promise((ok) => setTimeout(ok, 200))
    }
  }
  const pool = async <T>(items: T[], fn: (x: T) => Promise<void>) => {
    const q = [...items]
    await Promise.all(Array.from({ length: 4 }, async () => { for (let x = q.shift(); x !== undefined; x = q.shift()) await fn(x) }))
  }
  const fmt = (ok: boolean[]): string => ok.length ? (ok.filter(Boolean).length / ok.length).toFixed(3) : '–'
  for (const [set, labels, toPage] of catSets) {
    if (!wanted(set)) continue
    const data = rows(set)
    const res = new Map<string, boolean>()
    await pool(data, async (r) => {
      const p = toPage(r)
      pages.set(r.id, `<!doctype html><html><head><meta charset="utf-8"><title>${esc(p.title ?? '')}</title></head><body><main><p>${esc(p.text)}</p></main></body></html>`)
      const j = await post('/v1/categorize_content', { url: `${base}/p/${encodeURIComponent(r.id)}/${p.host ?? ''}`, custom_categories: labels })
      res.set(r.id, j.data.dominant_category === r.label)
      pages.delete(r.id)
    })
    const by = (f: number) => data.filter((r) => part(r.id) === f).map((r) => res.get(r.id)!)
    const rest = data.filter((r) => part(r.id) >= 0).map((r) => res.get(r.id)!)
    lines.push(`| ${set} (${data.length}) | accuracy | ${[0, 1, 2, 3, 4].map((f) => fmt(by(f))).join(' | ')} | ${fmt(rest)} | **${fmt(by(-1))}** |`)
  }
  for (const set of ['stsb-test', 'sick-test']) {
    if (!wanted(set)) continue
    const data = rows(set)
    const sys = new Map<string, number>()
    await pool(data, async (r) => {
      const j = await post('/v1/similarity_score', { source: r.sentence1, target: r.sentence2, type: 'text' })
      sys.set(String(r.id), j.data.similarity_score)
    })
    const rho = (keep: (r: any) => boolean): string => {
      const d = data.filter(keep)
      return d.length > 2 ? spearman(d.map((r) => sys.get(String(r.id))!), d.map((r) => r.score)).toFixed(3) : '–'
    }
    lines.push(`| ${set} (${data.length}) | Spearman | ${[0, 1, 2, 3, 4].map((f) => rho((r) => part(String(r.id)) === f)).join(' | ')} | ${rho((r) => part(String(r.id)) >= 0)} | **${rho((r) => part(String(r.id)) === -1)}** |`)
  }
} finally {
  await server.stop()
  site.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
console.log(lines.join('\n'))
