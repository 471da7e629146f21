/**
 * Categories of high-risk merchants through the public API: every row of test/fixtures/intel/risk-cats.jsonl (written
 * for the project before the risk-to-category bridge, docs/intel.md "High-risk classes in the tree") is served as a
 * page by a local HTTP server on 127.0.0.1 (with its `lang`) and the real server answers
 * `POST /v1/categorize_content` with the built-in taxonomy. Two kinds of row:
 *   `risk` — a merchant homepage of a risk class (`risk`), in 16 languages, labelled with the IAB node of the class
 *            (`path`, `alt_paths` where a second node fits): tier 1 right, path right, path wrong as in tiers-i18n.ts;
 *   `near` — an ordinary page near a class (a casino resort's restaurant, a hunting magazine, a pharmacy school, crypto
 *            news…), labelled with its own node; `avoid` is the risk node it must NOT reach: column "took risk node"
 *            (the answer's path is `avoid` or below it), beside tier 1 right and path right.
 * Mean top confidence and the ECE of the tier-1 confidence (10 bins) for both.
 *   node bench/intel/risk-cats.ts            (rows not aside, with misses)
 *   node bench/intel/risk-cats.ts --aside    (also the aside rows: totals only)
 * BENCH_SERVER_DATA_DIR=DIR gives the server a data directory that already holds the vector cache.
 * Discipline: rows marked `"aside": true` (sha-256 of the id, first hex digit 0–4, fixed when the file was written,
 * before any measurement) are a check kept apart: only their totals are printed. Nothing is fitted here.
 */
import { resolve } from 'node:path'
import { pathRight, pathWrong, tier1Right, topCategories } from './row-site.ts'
import { ece } from './metrics.ts'

const root = resolve(import.meta.dirname, '../..')
interface Row {
  id: string; lang: string; kind: 'risk' | 'near'; risk?: string; avoid?: string[]
  title: string; description: string; text: string; label: string; path: string[]; alt_paths?: string[][]; aside: boolean
}
const ASIDE = process.argv.includes('--aside')
const { out } = await topCategories<Row>(resolve(root, 'test/fixtures/intel/risk-cats.jsonl'), 'bench-risk-cats')
type Out = (typeof out)[number]
const tier1 = tier1Right<Row>
/** The answer reached the risk node the near miss must avoid (that node or one below it). */
const tookRisk = (o: Out): boolean => Boolean(o.row.avoid && o.path.length >= o.row.avoid.length && o.row.avoid.every((x, i) => o.path[i] === x))

const frac = (xs: Out[], f: (o: Out) => boolean): string => `${xs.filter(f).length}/${xs.length}`
const stats = (xs: Out[]): string => {
  const conf = xs.length ? xs.reduce((s, o) => s + o.confidence, 0) / xs.length : 0
  return `${conf.toFixed(2)} | ${ece(xs.map((o) => o.confidence), xs.map(tier1)).toFixed(3)}`
}
const table = (name: string, xs: Out[], detail: boolean): void => {
  const risk = xs.filter((o) => o.row.kind === 'risk'), near = xs.filter((o) => o.row.kind === 'near')
  console.log(`${name}: risk merchants\n| group | tier 1 right | path right | path wrong | mean top confidence | ECE (tier 1) |\n|---|---|---|---|---|---|`)
  const line = (g: string, ys: Out[]) => console.log(`| ${g} | ${frac(ys, tier1)} | ${frac(ys, pathRight)} | ${frac(ys, pathWrong)} | ${stats(ys)} |`)
  if (detail) for (const c of [...new Set(risk.map((o) => o.row.risk!))].sort()) line(c, risk.filter((o) => o.row.risk === c))
  line('not en', risk.filter((o) => o.row.lang !== 'en'))
  line('all', risk)
  console.log(`\n${name}: near misses\n| rows | took risk node | tier 1 right | path right | mean top confidence | ECE (tier 1) |\n|---|---|---|---|---|---|`)
  console.log(`| ${near.length} | ${frac(near, tookRisk)} | ${frac(near, tier1)} | ${frac(near, pathRight)} | ${stats(near)} |\n`)
}
table('not aside', out.filter((o) => !o.row.aside), true)
if (ASIDE) table('aside (totals only)', out.filter((o) => o.row.aside), false)
for (const o of out.filter((x) => !x.row.aside && (x.row.kind === 'risk' ? !pathRight(x) : tookRisk(x))).sort((a, b) => a.row.id.localeCompare(b.row.id))) {
  const tag = o.row.kind === 'near' ? 'TOOK' : pathWrong(o) ? 'WRONG' : 'SHORT'
  console.log(`${tag} ${o.row.id} want ${o.row.path.join(' › ')} got ${o.path.join(' › ')} ${o.confidence.toFixed(3)} | ${o.row.title}`)
}
