/**
 * Sanctions screening benchmark (docs/sanctions.md, docs/benchmarks.md). Imports every shipped list with the CLI into a fresh data
 * directory, starts the real server, sends each dev query through POST /v1/sanctions_check (with `lists` when
 * the query names specific lists), and reports recall on must-match / false-positive rate on must-not-match,
 * overall and by kind, for each tuning fold and for the frozen part (query-id hash mod 5 == 0, never tuned on).
 * Then measures the engine alone (candidate generation + scoring, every list loaded): p50/p99 latency,
 * queries/s on one core, and the process RSS / heap.
 *
 *   node --expose-gc bench/sanctions/run.ts   (WEBINTEL_SANCTIONS_DATA=path/to/sanctions/ to override;
 *                                              --engine-only skips the import and HTTP part)
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseList } from '../../src/sanctions/importers/index.ts'
import { buildIndex, type IndexedEntity } from '../../src/sanctions/matcher.ts'
import { DATA, SHIPPED, count, fmt, foldOf, isFrozen, listsOf, loadQueries, tally, type Query, type Tally } from './shared.ts'

function pct(a: number[], p: number): number { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(p * s.length))]! }
function mean(a: number[]): number { return a.reduce((x, y) => x + y, 0) / a.length }
const root = new URL('../../', import.meta.url).pathname
const engineOnly = process.argv.includes('--engine-only')
const queries = loadQueries()
if (!engineOnly) await httpPart()

async function httpPart(): Promise<void> {
const dataDir = mkdtempSync(join(tmpdir(), 'webintel-sanctions-bench-'))
const env = { ...process.env, WEBINTEL_DATA_DIR: dataDir, WEBINTEL_LOG_LEVEL: 'warn' }
const cli = (...args: string[]) => execFileSync(process.execPath, [join(root, 'bin/webintel.mjs'), ...args], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })

const t0 = Date.now()
for (const [list, rel] of Object.entries(SHIPPED)) process.stdout.write(cli('sanctions', 'import', resolve(DATA, rel), '--list', list))
console.log(`imported ${Object.keys(SHIPPED).length} lists in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
const key = JSON.parse(cli('keys', 'create', '--name', 'bench', '--json', '--rate-limit', '1000000')) as { api_key: string }

const port = await new Promise<number>((ok) => { const s = createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as { port: number }).port; s.close(() => ok(p)) }) })
const server = spawn(process.execPath, ['--max-semi-space-size=16', join(root, 'src/main.ts')], { env: { ...env, HOST: '127.0.0.1', PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] })
const base = `http://127.0.0.1:${port}`
for (let i = 0; ; i++) {
  try { if ((await fetch(`${base}/healthz`)).ok) break } catch { /* not yet */ }
  if (i > 200) { server.kill('SIGTERM'); throw new Error('server did not start') }
  await new Promise((r) => setTimeout(r, 100))
}

const byPart = { frozen: tally(), tuning: tally() }
const folds = [0, 1, 2, 3, 4].map(() => tally())
const kinds: Record<'frozen' | 'tuning', Map<string, Tally>> = { frozen: new Map(), tuning: new Map() }
const httpMs: number[] = []
const t1 = Date.now()
for (const q of queries) {
  const body = { query: q.name, ...(q.schema ? { schema: q.schema } : {}), ...(q.birth_date ? { birth_date: q.birth_date } : {}), ...(q.country ? { country: q.country } : {}), ...(listsOf(q) ? { lists: listsOf(q) } : {}) }
  const s = performance.now()
  const res = await fetch(`${base}/v1/sanctions_check`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key.api_key }, body: JSON.stringify(body) })
  const json = await res.json() as { success: boolean; data: { matches: { id: string }[] }; error?: unknown }
  httpMs.push(performance.now() - s)
  if (!json.success) throw new Error(`${q.id}: ${res.status} ${JSON.stringify(json.error)}`)
  const ids = json.data.matches.map((m) => m.id)
  const part = isFrozen(q.id) ? 'frozen' : 'tuning'
  count(byPart[part], q, ids)
  if (part === 'tuning') count(folds[foldOf(q.id)]!, q, ids)
  const km = kinds[part]
  if (!km.has(q.kind)) km.set(q.kind, tally())
  count(km.get(q.kind)!, q, ids)
}
const httpSeconds = (Date.now() - t1) / 1000
server.kill('SIGTERM')

console.log('\n== accuracy through POST /v1/sanctions_check (default threshold 0.70)')
for (const part of ['tuning', 'frozen'] as const) {
  console.log(`${part}: ${JSON.stringify(fmt(byPart[part]))}`)
  for (const [k, t] of [...kinds[part]].sort()) console.log(`  ${k.padEnd(20)} ${JSON.stringify(fmt(t))}`)
}
const fr = folds.map((t) => t.hit / t.pos), ff = folds.map((t) => t.fp / t.neg)
console.log(`tuning folds recall ${fr.map((x) => x.toFixed(3)).join(' ')} mean ${mean(fr).toFixed(3)} min ${Math.min(...fr).toFixed(3)}`)
console.log(`tuning folds fp     ${ff.map((x) => x.toFixed(3)).join(' ')} mean ${mean(ff).toFixed(3)} max ${Math.max(...ff).toFixed(3)}`)
console.log(`HTTP: ${queries.length} sequential calls in ${httpSeconds.toFixed(1)} s, p50 ${pct(httpMs, 0.5).toFixed(2)} ms, p99 ${pct(httpMs, 0.99).toFixed(2)} ms`)
rmSync(dataDir, { recursive: true, force: true })
}

// Engine alone: every shipped list in one index, every query (no list filter), one core.
globalThis.gc?.()
const before = process.memoryUsage()
const entities: IndexedEntity[] = []
for (const [list, rel] of Object.entries(SHIPPED)) { const p = parseList(resolve(DATA, rel)); for (const e of p.entities) entities.push({ ...e, list, listDate: p.listDate }) }
const tb = performance.now()
const index = buildIndex(entities)
const buildMs = performance.now() - tb
globalThis.gc?.()
const after = process.memoryUsage()
const engineMs: number[] = []
const run = (q: Query) => index.search({ name: q.name, schema: q.schema, birthDate: q.birth_date, country: q.country })
for (const q of queries.slice(0, 200)) run(q) // warm-up
const te = performance.now()
const cpu0 = process.cpuUsage()
for (let rep = 0; rep < 3; rep++) for (const q of queries) { const s = performance.now(); run(q); engineMs.push(performance.now() - s) }
const engineSeconds = (performance.now() - te) / 1000
const cpu = process.cpuUsage(cpu0)
const cpuSeconds = (cpu.user + cpu.system) / 1e6
console.log(`\n== engine alone (${index.size.entities} entities, ${index.size.names} names, ${index.size.tokens} distinct tokens; index built in ${buildMs.toFixed(0)} ms)`)
console.log(`latency (wall) p50 ${pct(engineMs, 0.5).toFixed(3)} ms, p99 ${pct(engineMs, 0.99).toFixed(3)} ms, mean ${mean(engineMs).toFixed(3)} ms; ${(engineMs.length / engineSeconds).toFixed(0)} queries/s wall-clock, ${(engineMs.length / cpuSeconds).toFixed(0)} queries per CPU-second (one thread)`)
console.log(`machine load average while measuring: ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')} on ${(await import('node:os')).availableParallelism()} cores`)
console.log(`memory: RSS ${(after.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(after.heapUsed / 2 ** 20).toFixed(0)} MiB (${((after.heapUsed - before.heapUsed) / 2 ** 20).toFixed(0)} MiB more than before the lists were parsed and indexed)`)
