/**
 * Categories in the languages the high-risk lexicon reads beyond the fourteen of tiers-i18n (id, vi, th, hi, sv,
 * cs, ro, el, he, uk, hu, fa, da, fi; then no, ms, bg, sk, whose rows were written later, before their terms), plus the trades the older lists lacked in those fourteen (pachinko,
 * lotteries and betting in ja/zh/ko, bakeries in the European languages and ru/pl/tr/ar), through the public API:
 * every row of test/fixtures/intel/cats-more.jsonl (homepages written for the project before any term for these
 * languages, each labelled with its tier-1 class and deepest node, `alt_paths` where two nodes fit) is served as a
 * page by a local HTTP server on 127.0.0.1 (with its `lang`) and the real server answers
 * `POST /v1/categorize_content` with the built-in taxonomy.
 * Columns: tier 1 right, path right, path wrong (a node off every labelled path; stopping higher up is short,
 * not wrong), mean top confidence, ECE of the tier-1 confidence (10 bins), and how many answers carry the
 * `unsupported_language` warning.
 *   node bench/intel/cats-more.ts              (rows not aside: per language, with misses)
 *   node bench/intel/cats-more.ts --aside      (also the aside rows: totals only)
 * BENCH_SERVER_DATA_DIR=DIR gives the server a data directory that already holds the vector cache.
 * Discipline: rows marked `"aside": true` (sha-256 of the id, first hex digit 0–4, fixed when the file was
 * written) are a check kept apart: only their totals are printed, never their rows. Nothing is fitted here.
 */
import { resolve } from 'node:path'
import { pathRight, pathWrong, tier1Right, topCategories } from './row-site.ts'
import { ece } from './metrics.ts'

const root = resolve(import.meta.dirname, '../..')
interface Row { id: string; lang: string; title: string; description: string; text: string; label: string; path: string[]; alt_paths?: string[][]; aside: boolean }
const ASIDE = process.argv.includes('--aside')
const { rows, out: answers } = await topCategories<Row>(resolve(root, 'test/fixtures/intel/cats-more.jsonl'), 'bench-cats-more')
const out = answers.map((o) => ({ ...o, unread: (o.json.data?.warnings ?? []).some((w: { code?: string }) => w.code === 'unsupported_language') }))
type Out = (typeof out)[number]
const tier1 = tier1Right<Row>
const NEW = new Set(['id', 'vi', 'th', 'hi', 'sv', 'cs', 'ro', 'el', 'he', 'uk', 'hu', 'fa', 'da', 'fi'])
/** The other four languages of the risk lexicon, whose rows were written after the fourteen's terms (before theirs). */
const LATER = new Set(['no', 'ms', 'bg', 'sk'])
const langs = [...new Set(rows.map((r) => r.lang))].filter((l) => NEW.has(l) || LATER.has(l))
const frac = (xs: Out[], f: (o: Out) => boolean): string => `${xs.filter(f).length}/${xs.length}`
const cell = (xs: Out[]): string => {
  const conf = xs.length ? xs.reduce((s, o) => s + o.confidence, 0) / xs.length : 0
  return `${frac(xs, tier1)} | ${frac(xs, pathRight)} | ${frac(xs, pathWrong)} | ${conf.toFixed(2)} | ${ece(xs.map((o) => o.confidence), xs.map(tier1)).toFixed(3)} | ${frac(xs, (o) => o.unread)}`
}
const table = (name: string, xs: Out[], perLanguage: boolean): void => {
  console.log(`${name}\n| language | tier 1 right | path right | path wrong | mean top confidence | ECE (tier 1) | unsupported_language |\n|---|---|---|---|---|---|---|`)
  if (perLanguage) for (const l of langs) console.log(`| ${l} | ${cell(xs.filter((o) => o.row.lang === l))} |`)
  console.log(`| the 14 new | ${cell(xs.filter((o) => NEW.has(o.row.lang)))} |\n| no ms bg sk | ${cell(xs.filter((o) => LATER.has(o.row.lang)))} |\n| gaps (older languages) | ${cell(xs.filter((o) => !NEW.has(o.row.lang) && !LATER.has(o.row.lang)))} |\n| all | ${cell(xs)} |\n`)
}
table('not aside', out.filter((o) => !o.row.aside), true)
if (ASIDE) table('aside (totals only)', out.filter((o) => o.row.aside), false)
for (const o of out.filter((x) => !x.row.aside && !pathRight(x)).sort((a, b) => a.row.id.localeCompare(b.row.id))) {
  console.log(`${pathWrong(o) ? 'WRONG' : 'SHORT'} ${o.row.id} want ${o.row.path.join(' › ')} got ${o.path.join(' › ')} ${o.confidence.toFixed(3)}${o.unread ? ' (unsupported_language)' : ''} | ${o.row.title}`)
}
