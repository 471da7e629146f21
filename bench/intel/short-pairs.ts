/**
 * Short paraphrases without shared words against short pairs that share a topic but not a meaning
 * (test/fixtures/intel/short-paraphrase.jsonl, written for this project: label 1 = paraphrase, 0 = not).
 * Prints the ROC-AUC of the score for "is a paraphrase", the mean score of each class and their gap.
 * Through the API (`POST /v1/similarity_score`, the real server on loopback) by default; BENCH_INPROCESS=1
 * calls the engine in-process (same scores, faster). BENCH_VERBOSE=1 lists every pair with its score.
 *   node bench/intel/short-pairs.ts [file]      (caches: $WEBINTEL_DATA_DIR or ./data)
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const file = process.argv[2] ?? join(root, 'test/fixtures/intel/short-paraphrase.jsonl')
const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; a: string; b: string; label: number })
const caches = process.env.WEBINTEL_DATA_DIR ?? join(root, 'data')
const scores = new Map<string, number>()

if (process.env.BENCH_INPROCESS) {
  const { createIntelEngine } = await import('../../src/intel/engine.ts')
  const { silentLog } = await import('../../src/context.ts')
  const engine = await createIntelEngine({ dataDir: caches, log: silentLog })
  for (const r of rows) scores.set(r.id, (await engine.similarity(r.a, r.b)).similarityScore)
} else {
  const { startBenchServer } = await import('../load/server.ts')
  const dataDir = existsSync(join(caches, 'intel')) ? mkdtempSync(join(tmpdir(), 'webintel-sp-')) : undefined
  if (dataDir) cpSync(join(caches, 'intel'), join(dataDir, 'intel'), { recursive: true })
  const server = await startBenchServer({ ...(dataDir ? { WEBINTEL_DATA_DIR: dataDir } : {}), WEBINTEL_INTEL_PRELOAD: 'true', WEBINTEL_LOG_LEVEL: 'warn' })
  try {
    const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'bench-short-pairs', '--rate-limit', '100000000', '--json']))
    const headers = { 'x-api-key': key.api_key, 'x-secret-key': key.secret_key, 'content-type': 'application/json' }
    for (const r of rows) {
      const res = await fetch(server.url + '/v1/similarity_score', { method: 'POST', headers, body: JSON.stringify({ source: r.a, target: r.b, type: 'text' }) })
      const j = await res.json() as any
      if (res.status !== 200) throw new Error(`${r.id}: ${res.status} ${JSON.stringify(j)}`)
      scores.set(r.id, j.data.similarity_score)
    }
  } finally {
    await server.stop()
  }
}

const pos = rows.filter((r) => r.label === 1).map((r) => scores.get(r.id)!)
const neg = rows.filter((r) => r.label === 0).map((r) => scores.get(r.id)!)
let wins = 0
for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length
if (process.env.BENCH_VERBOSE) for (const r of rows) console.log(`${r.id} ${scores.get(r.id)!.toFixed(3)}  ${r.a} | ${r.b}`)
console.log(`| pairs | ROC-AUC | mean paraphrase | mean other | gap | paraphrases ≥ 0.35 | others ≥ 0.35 |\n|---|---|---|---|---|---|---|\n` +
  `| ${pos.length} + ${neg.length} | ${(wins / (pos.length * neg.length)).toFixed(3)} | ${mean(pos).toFixed(3)} | ${mean(neg).toFixed(3)} | ${(mean(pos) - mean(neg)).toFixed(3)} | ` +
  `${pos.filter((x) => x >= 0.35).length} | ${neg.filter((x) => x >= 0.35).length} |`)
