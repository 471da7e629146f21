/**
 * Sentence similarity in-process, by fold: the engine's `similarity` on the non-frozen pairs of STS-B and SICK,
 * split into the same 5 folds as bench/intel/api-cv.ts (sha-256 of the id; mod 5 == 0 is the frozen part, which
 * this bench never scores or prints — api-cv.ts reports it through the API). Prints the Spearman of each fold,
 * their mean, the pooled non-frozen figure and, for STS-B, by genre. Same scores as the API path (the server
 * calls the same engine), in a fraction of the time, so a change can be judged fold by fold before the API run.
 *   node bench/intel/sts-cv.ts [set,set…]      (data: $WEBINTEL_BENCH_DATA or ../shared/data; caches:
 *   $WEBINTEL_DATA_DIR or ./data; BENCH_DIGITS=3 for three decimals)
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createIntelEngine } from '../../src/intel/engine.ts'
import { silentLog } from '../../src/context.ts'
import { spearman } from './metrics.ts'

const root = resolve(import.meta.dirname, '../..')
const DATA = process.env.WEBINTEL_BENCH_DATA ?? resolve(root, '../shared/data')
const digits = Number(process.env.BENCH_DIGITS ?? 4)
const sets = (process.argv[2] ?? 'stsb-test,sick-test').split(',')
const hash = (id: string): number => parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16)
/** −1 = frozen (never read here), else the fold 0–4: the split of bench/intel/api-cv.ts. */
const part = (id: string): number => hash(id) % 5 === 0 ? -1 : Math.floor(hash(id) / 5) % 5

const engine = await createIntelEngine({ dataDir: process.env.WEBINTEL_DATA_DIR ?? join(root, 'data'), log: silentLog })
const lines = ['| set | fold 0 | fold 1 | fold 2 | fold 3 | fold 4 | fold mean | non-frozen | ms/pair |', '|---|---|---|---|---|---|---|---|---|']
const genres: string[] = []
for (const set of sets) {
  const file = join(DATA, set, 'dev', 'data.jsonl')
  if (!existsSync(file)) continue
  const data = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((r) => part(String(r.id)) >= 0)
  const sys = new Map<string, number>()
  const t0 = performance.now()
  for (const r of data) sys.set(String(r.id), (await engine.similarity(r.sentence1, r.sentence2)).similarityScore)
  const ms = (performance.now() - t0) / data.length
  const rho = (keep: (r: any) => boolean): number => {
    const d = data.filter(keep)
    return spearman(d.map((r) => sys.get(String(r.id))!), d.map((r) => r.score))
  }
  const folds = [0, 1, 2, 3, 4].map((f) => rho((r) => part(String(r.id)) === f))
  const mean = folds.reduce((a, b) => a + b, 0) / folds.length
  lines.push(`| ${set} (${data.length} non-frozen) | ${folds.map((x) => x.toFixed(digits)).join(' | ')} | ${mean.toFixed(digits)} | ${rho(() => true).toFixed(digits)} | ${ms.toFixed(2)} |`)
  for (const g of [...new Set(data.map((r) => r.genre).filter(Boolean))]) genres.push(`${set} ${g}: ${rho((r) => r.genre === g).toFixed(digits)}`)
}
console.log(lines.join('\n'))
if (genres.length) console.log(`\nby genre (non-frozen): ${genres.join(', ')}`)
