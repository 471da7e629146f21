/**
 * Taxonomy paths (IAB 3.1 tier 1 → 2 → 3) in many languages through the public API: every row of
 * test/fixtures/intel/tiers-i18n.jsonl (homepages written for the project in en, de, fr, es, it, pt, nl, ru, pl,
 * tr, ar, ja, zh, ko, each labelled with its tier-1 class and its deepest node, `path`, and, where two nodes of
 * the tree fit equally, `alt_paths`) is served as a page by a local HTTP server on 127.0.0.1 and the real server
 * (`node src/main.ts`, engine preloaded) answers `POST /v1/categorize_content` for it with the built-in taxonomy.
 * Columns: tier 1 right (`categories[0].path[0]` is the label), path right (`categories[0].path` equals the
 * labelled path or an alternative), path wrong (the answer names a node that is not on the labelled path: a
 * stop above the labelled node is short, not wrong), and the ECE of the tier-1 confidence (10 bins).
 *   node bench/intel/tiers-i18n.ts              (rows not aside: per language, with misses)
 *   node bench/intel/tiers-i18n.ts --aside      (also the aside rows: totals only)
 *   node bench/intel/tiers-i18n.ts --data FILE  (another set of rows in the same format; bench/intel/tiers-en.ts)
 * BENCH_SERVER_DATA_DIR=DIR gives the server a data directory that already holds the vector cache.
 * Discipline: rows marked `"aside": true` (sha-256 of the id, first hex digit 0–4 — fixed when the file was
 * written, before any measurement) are a check kept apart: only their totals are printed, never their rows.
 * Nothing is fitted here.
 */
import { resolve } from 'node:path'
import { pathRight, pathWrong, tier1Right, topCategories } from './row-site.ts'
import { ece } from './metrics.ts'

const root = resolve(import.meta.dirname, '../..')
interface Row { id: string; lang: string; title: string; description: string; text: string; label: string; path: string[]; alt_paths?: string[][]; aside: boolean }
const ASIDE = process.argv.includes('--aside')
const dataAt = process.argv.indexOf('--data')
const DATA = dataAt > 0 && process.argv[dataAt + 1] ? resolve(process.argv[dataAt + 1]!) : resolve(root, 'test/fixtures/intel/tiers-i18n.jsonl')
const { rows, out } = await topCategories<Row>(DATA, 'bench-tiers-i18n')
type Out = (typeof out)[number]
const tier1 = tier1Right<Row>
const langs = [...new Set(rows.map((r) => r.lang))]
const frac = (xs: Out[], f: (o: Out) => boolean): string => `${xs.filter(f).length}/${xs.length}`
const cell = (xs: Out[]): string => {
  const conf = xs.length ? xs.reduce((s, o) => s + o.confidence, 0) / xs.length : 0
  return `${frac(xs, tier1)} | ${frac(xs, pathRight)} | ${frac(xs, pathWrong)} | ${conf.toFixed(2)} | ${ece(xs.map((o) => o.confidence), xs.map(tier1)).toFixed(3)}`
}
const table = (name: string, xs: Out[]): void => {
  console.log(`${name}\n| language | tier 1 right | path right | path wrong | mean top confidence | ECE (tier 1) |\n|---|---|---|---|---|---|`)
  for (const l of langs) console.log(`| ${l} | ${cell(xs.filter((o) => o.row.lang === l))} |`)
  console.log(`| not en | ${cell(xs.filter((o) => o.row.lang !== 'en'))} |\n| all | ${cell(xs)} |\n`)
}
table('not aside', out.filter((o) => !o.row.aside))
if (ASIDE) table('aside (totals only)', out.filter((o) => o.row.aside))
for (const o of out.filter((x) => !x.row.aside && !pathRight(x)).sort((a, b) => a.row.id.localeCompare(b.row.id))) {
  console.log(`${pathWrong(o) ? 'WRONG' : 'SHORT'} ${o.row.id} want ${o.row.path.join(' › ')} got ${o.path.join(' › ')} ${o.confidence.toFixed(3)} | ${o.row.title}`)
}
