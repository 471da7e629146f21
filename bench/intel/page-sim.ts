/**
 * Similarity between longer texts: ROC-AUC of "same bbc-news category" over 900 fixed article pairs, scored by
 * the engine's `similarity` on the whole articles (page view), on their first 60 words (between the views:
 * sentence and page scores blended) and on their first 30 words (sentence view). A change to sentence
 * similarity must not lower these. Nothing is fitted here.
 *   node bench/intel/page-sim.ts      (data: $WEBINTEL_BENCH_DATA or ../shared/data; caches: $WEBINTEL_DATA_DIR or ./data)
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createIntelEngine } from '../../src/intel/engine.ts'
import { silentLog } from '../../src/context.ts'

const root = resolve(import.meta.dirname, '../..')
const DATA = process.env.WEBINTEL_BENCH_DATA ?? resolve(root, '../shared/data')
const engine = await createIntelEngine({ dataDir: process.env.WEBINTEL_DATA_DIR ?? join(root, 'data'), log: silentLog })
const rows: { text: string; label: string }[] = readFileSync(join(DATA, 'bbc-news', 'dev', 'data.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
// 900 fixed pairs: item i against item (131·i + 7) mod n (≈ a fifth of them share a category).
const pairs = Array.from({ length: 900 }, (_, i) => [i % rows.length, (131 * i + 7) % rows.length] as const).filter(([a, b]) => a !== b)

/** ROC-AUC (Mann–Whitney): the chance that a same-category pair outscores a different-category one, ties half. */
function auc(scores: number[], pos: boolean[]): number {
  const p = scores.filter((_, i) => pos[i]), n = scores.filter((_, i) => !pos[i])
  let s = 0
  for (const x of p) for (const y of n) s += x > y ? 1 : x === y ? 0.5 : 0
  return s / (p.length * n.length)
}

const head = (t: string, words: number): string => t.split(/\s+/).slice(0, words).join(' ')
const same = pairs.map(([a, b]) => rows[a]!.label === rows[b]!.label)
const out: string[] = []
for (const [name, cut] of [['whole articles (page view)', (t: string) => t], ['first 60 words (views blended)', (t: string) => head(t, 60)], ['first 30 words (sentence view)', (t: string) => head(t, 30)]] as const) {
  const scores: number[] = []
  const t0 = performance.now()
  for (const [a, b] of pairs) scores.push((await engine.similarity(cut(rows[a]!.text), cut(rows[b]!.text))).similarityScore)
  out.push(`| ${name} | ${pairs.length} (${same.filter(Boolean).length} same) | ${auc(scores, same).toFixed(4)} | ${((performance.now() - t0) / pairs.length).toFixed(2)} |`)
}
console.log(['| bbc-news pairs | n | same-category ROC-AUC | ms/pair |', '|---|---|---|---|', ...out].join('\n'))
