/**
 * High-risk flag through the public API: every row of ../shared/data/risk-websites/dev is served as a page by a
 * local HTTP server on 127.0.0.1 (its title, meta description and text), and the real server
 * (`node src/main.ts`, engine preloaded) answers `POST /api/scrape_metadata` (Variant B) for it. The flag is
 * `ai_response.high_risk_similarity_score ≥ 0.5`.
 *   node bench/intel/risk-api.ts            (data: $WEBINTEL_BENCH_DATA or ../shared/data)
 * Discipline: rows whose stable hash (sha-256 of the id) mod 5 == 0 are the frozen part — only its aggregate
 * figures are printed, never its rows, and nothing is tuned on it. The rest is split into 5 folds by the same
 * hash; for each fold a threshold is chosen on the other four (highest recall at ≤ 3 % false alarms) and applied
 * to it, beside the fixed 0.5 flag. BENCH_SHOW_MISSES=1 lists misses and false alarms of the non-frozen rows.
 * ECE: the score read as the probability that the site is high-risk, over 10 equal-width bins (bench/intel/metrics.ts).
 *   node bench/intel/risk-api.ts --data test/fixtures/intel/risk-ood.jsonl
 * BENCH_SERVER_DATA_DIR=DIR gives the server a data directory that already holds the vector cache (a loaded machine
 * may not build it within the bench server's start-up wait).
 *   node bench/intel/risk-api.ts --hosts   (either set)
 * reads each page in-process with the engine (signalsFromHtml + aiResponse) under the site's own URL instead of
 * 127.0.0.1, so that host-name words take part (the API path cannot fetch a real host name offline).
 * `--data` scores another JSONL file of the same shape as a whole (no frozen part, no folds): the out-of-domain pages
 * written for the project (calibration is reported on them, docs/intel.md). Rows with `"aside": true` are also
 * reported on their own and their misses and false alarms are never listed: a check that no rule is tuned on.
 *   node bench/intel/risk-api.ts --data test/fixtures/intel/risk-near.jsonl   (near misses in 13 languages, docs/benchmarks.md)
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { rowPage, startRowSite } from './row-site.ts'
import { startBenchServer } from '../load/server.ts'
import { ece } from './metrics.ts'
import { createIntelEngine, signalsFromHtml } from '../../src/intel/engine.ts'
import { silentLog } from '../../src/context.ts'

const root = resolve(import.meta.dirname, '../..')
const DATA = process.env.WEBINTEL_BENCH_DATA ?? resolve(root, '../shared/data')
interface Row { id: string; lang?: string; domain: string; url?: string; title: string; description: string; text: string; label: string; aside?: boolean }
const HOSTS = process.argv.includes('--hosts')
const dataArg = process.argv.indexOf('--data')
const OOD = dataArg > 0 ? resolve(process.argv[dataArg + 1] ?? '') : undefined
const rows: Row[] = readFileSync(OOD ?? join(DATA, 'risk-websites', 'dev', 'data.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
const hash = (id: string): number => parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16)
const frozen = (r: Row): boolean => !OOD && hash(r.id) % 5 === 0
const fold = (r: Row): number => Math.floor(hash(r.id) / 5) % 5

const page = (r: Row): string => rowPage(r, false)
const site = await startRowSite(rows, page)

interface Out { row: Row; score: number; top: string; evidence: string[]; status: number }
const out: Out[] = []
if (HOSTS) {
  // The same page read in-process with the site's own URL, so that its host name takes part.
  const engine = await createIntelEngine({ dataDir: process.env.WEBINTEL_DATA_DIR ?? join(root, 'data'), log: silentLog })
  for (const r of rows) {
    const a = await engine.aiResponse(signalsFromHtml(page(r), r.url ?? `https://${r.domain}/`))
    const m = a.highRiskMatches[0]
    out.push({ row: r, score: a.highRiskSimilarityScore, top: m?.class ?? '', evidence: m?.evidence ?? [], status: 200 })
  }
}
const server = HOSTS ? undefined : await startBenchServer({ ...(process.env.BENCH_SERVER_DATA_DIR ? { WEBINTEL_DATA_DIR: process.env.BENCH_SERVER_DATA_DIR } : {}), WEBINTEL_INTEL_PRELOAD: 'true', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_LOG_LEVEL: 'warn' })
if (server) try {
  const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'bench-risk', '--rate-limit', '100000000', '--json']))
  const headers = { 'x-api-key': key.api_key, 'x-secret-key': key.secret_key, 'content-type': 'application/json' }
  const call = async (r: Row) => {
    const res = await fetch(server.url + '/api/scrape_metadata', { method: 'POST', headers, body: JSON.stringify({ input_string: site.url(r) }) })
    const j = await res.json() as { ai_response?: { high_risk_similarity_score: number; high_risk_matches: { class: string; evidence: string[] }[] } }
    return { res, j }
  }
  for (let i = 0; i < 600; i++) { const { res } = await call(rows[0]!); if (res.status === 200) break; await new Promise((ok) => setTimeout(ok, 200)) }
  const queue = [...rows]
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      const { res, j } = await call(r)
      const m = j.ai_response?.high_risk_matches?.[0]
      out.push({ row: r, score: j.ai_response?.high_risk_similarity_score ?? 0, top: m?.class ?? '', evidence: m?.evidence ?? [], status: res.status })
    }
  }))
} finally {
  await server.stop()
}
site.close()

const pos = (o: Out): boolean => o.row.label !== 'none'
const auc = (xs: Out[]): number => {
  const p = xs.filter(pos), n = xs.filter((o) => !pos(o))
  let s = 0
  for (const a of p) for (const b of n) s += a.score > b.score ? 1 : a.score === b.score ? 0.5 : 0
  return s / (p.length * n.length)
}
const rate = (xs: Out[], t: number) => {
  const p = xs.filter(pos), n = xs.filter((o) => !pos(o))
  return { recall: p.filter((o) => o.score >= t).length / p.length, fa: n.filter((o) => o.score >= t).length / n.length, tp: p.filter((o) => o.score >= t).length, np: p.length, fp: n.filter((o) => o.score >= t).length, nn: n.length }
}
const line = (name: string, xs: Out[], t: number): string => {
  const r = rate(xs, t)
  const e = ece(xs.map((o) => o.score), xs.map(pos))
  return `| ${name} | ${xs.length} | ${t.toFixed(2)} | ${r.tp}/${r.np} = ${r.recall.toFixed(3)} | ${r.fp}/${r.nn} = ${(100 * r.fa).toFixed(1)} % | ${auc(xs).toFixed(3)} | ${e.toFixed(3)} |`
}
const bestThreshold = (xs: Out[]): number => {
  let best = 0.5, bestRecall = -1
  for (let t = 0.05; t <= 0.95; t += 0.01) { const r = rate(xs, t); if (r.fa <= 0.03 && r.recall > bestRecall) { bestRecall = r.recall; best = t } }
  return best
}
const rest = out.filter((o) => !frozen(o.row)), fz = out.filter((o) => frozen(o.row))
const statuses: Record<number, number> = {}
for (const o of out) statuses[o.status] = (statuses[o.status] ?? 0) + 1
console.log(`statuses ${JSON.stringify(statuses)}\n`)
console.log('| part | n | threshold | recall | false alarms | ROC-AUC | ECE |\n|---|---|---|---|---|---|---|')
if (OOD) {
  const name = OOD.split('/').pop()
  console.log(line(`${name} (all), flag ≥ 0.5`, out, 0.5))
  // Rows marked `aside` are a check kept apart: printed on their own, never read to tune a rule.
  if (out.some((o) => o.row.aside)) {
    console.log(line(`${name} (not aside), flag ≥ 0.5`, out.filter((o) => !o.row.aside), 0.5))
    console.log(line(`${name} (aside), flag ≥ 0.5`, out.filter((o) => o.row.aside), 0.5))
  }
  // Recall per class and per language on the rows not aside (the language is the row's `lang` when it has one, as in
  // test/fixtures/intel/risk-blind2.jsonl, else the id's prefix before '-', as in test/fixtures/intel/risk-blind.jsonl).
  const seen = out.filter((o) => !o.row.aside)
  for (const [name, key] of [['class', (o: Out) => o.row.label], ['language', (o: Out) => o.row.lang ?? o.row.id.split('-')[0] ?? '']] as const) {
    const groups = new Map<string, Out[]>()
    for (const o of seen) groups.set(key(o), [...(groups.get(key(o)) ?? []), o])
    const cells = [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([g, xs]) => {
      const p = xs.filter(pos), n = xs.filter((o) => !pos(o))
      return `${g} ${p.filter((o) => o.score >= 0.5).length}/${p.length}` + (n.length ? ` fa ${n.filter((o) => o.score >= 0.5).length}/${n.length}` : '')
    })
    console.log(`\nnot aside, by ${name} (flagged/high-risk, fa = false alarms/ordinary): ${cells.join(' · ')}`)
  }
  for (const o of out.sort((a, b) => a.score - b.score)) {
    if (o.row.aside) continue
    if (pos(o) && o.score < 0.5) console.log(`MISS ${o.row.label} ${o.score} ${o.row.id} | ${o.row.title}`)
    if (!pos(o) && o.score >= 0.5) console.log(`FA ${o.score} ${o.top} [${o.evidence.join(' ')}] ${o.row.id} | ${o.row.title}`)
  }
  process.exit(0)
}
console.log(line('non-frozen (4/5), flag ≥ 0.5', rest, 0.5))
for (let f = 0; f < 5; f++) console.log(line(`fold ${f}, flag ≥ 0.5`, rest.filter((o) => fold(o.row) === f), 0.5))
// Cross-validated threshold: chosen on four folds, applied to the fifth; pooled.
let tp = 0, np = 0, fp = 0, nn = 0
const ts: string[] = []
for (let f = 0; f < 5; f++) {
  const t = bestThreshold(rest.filter((o) => fold(o.row) !== f))
  ts.push(t.toFixed(2))
  const r = rate(rest.filter((o) => fold(o.row) === f), t)
  tp += r.tp; np += r.np; fp += r.fp; nn += r.nn
}
console.log(`| 5-fold CV threshold (${ts.join(', ')}) | ${rest.length} | – | ${tp}/${np} = ${(tp / np).toFixed(3)} | ${fp}/${nn} = ${(100 * fp / nn).toFixed(1)} % | – | – |`)
console.log(line('frozen (hash mod 5 = 0), flag ≥ 0.5', fz, 0.5))
if (process.env.BENCH_SHOW_MISSES) {
  for (const o of rest.sort((a, b) => a.score - b.score)) {
    if (pos(o) && o.score < 0.5) console.log(`MISS ${o.row.label} ${o.score} ${o.row.domain} | ${o.row.title} | ${o.row.description.slice(0, 150)} | ${o.row.text.slice(0, 100)}`)
    if (!pos(o) && o.score >= 0.5) console.log(`FA ${o.score} ${o.top} [${o.evidence.join(' ')}] ${o.row.domain} | ${o.row.title} | ${o.row.description.slice(0, 120)} | ${o.row.text.slice(0, 100)}`)
  }
}
