/**
 * Built-in categories in many languages through the public API: every row of test/fixtures/intel/cats-i18n.jsonl
 * (pages written for the project in ru, pl, tr, ja, zh, ko, ar and, as a regression check, fr, de, es, it, pt, nl)
 * is served as a page by a local HTTP server on 127.0.0.1 (`<html lang>`, title, meta description and text), and
 * the real server (`node src/main.ts`, engine preloaded) answers `POST /v1/categorize_content` for it with the
 * built-in taxonomy. A row is right when the tier-1 node of the top category (`categories[0].path[0]`) is its label.
 *   node bench/intel/cats-i18n.ts                 (rows not aside: per language, with misses)
 *   node bench/intel/cats-i18n.ts --aside         (also the aside rows: totals only)
 * BENCH_SERVER_DATA_DIR=DIR gives the server a data directory that already holds the vector cache.
 * Discipline: rows marked `"aside": true` (sha-256 of the id, first hex digit even — fixed when the file was
 * written, before any measurement) are a check kept apart: only their totals are printed, never their rows.
 * Nothing is fitted here.
 */
import { resolve } from 'node:path'
import { topCategories } from './row-site.ts'

const root = resolve(import.meta.dirname, '../..')
interface Row { id: string; lang: string; title: string; description: string; text: string; label: string; aside: boolean }
const ASIDE = process.argv.includes('--aside')
const { rows, out: answers } = await topCategories<Row>(resolve(root, 'test/fixtures/intel/cats-i18n.jsonl'), 'bench-cats-i18n')
const out = answers.map((o) => ({
  ...o, tier1: o.path[0] ?? '', language: (o.json.data?.language ?? '') as string,
  unsupported: (o.json.data?.warnings ?? []).some((w: { code: string }) => w.code === 'unsupported_language'),
}))
type Out = (typeof out)[number]
const langs = [...new Set(rows.map((r) => r.lang))]
const cell = (xs: Out[]): string => {
  const right = xs.filter((o) => o.tier1 === o.row.label).length
  const conf = xs.length ? xs.reduce((s, o) => s + o.confidence, 0) / xs.length : 0
  return `${right}/${xs.length} = ${(xs.length ? right / xs.length : 0).toFixed(3)} | ${xs.filter((o) => o.unsupported).length}/${xs.length} | ${conf.toFixed(2)}`
}
const table = (name: string, xs: Out[]): void => {
  console.log(`${name}\n| language | tier-1 right | unsupported_language | mean top confidence |\n|---|---|---|---|`)
  for (const l of langs) console.log(`| ${l} | ${cell(xs.filter((o) => o.row.lang === l))} |`)
  const added = xs.filter((o) => ['ru', 'pl', 'tr', 'ja', 'zh', 'ko', 'ar'].includes(o.row.lang))
  console.log(`| ru pl tr ja zh ko ar | ${cell(added)} |\n| fr de es it pt nl | ${cell(xs.filter((o) => !added.includes(o)))} |\n| all | ${cell(xs)} |\n`)
}
table('not aside', out.filter((o) => !o.row.aside))
if (ASIDE) table('aside (totals only)', out.filter((o) => o.row.aside))
for (const o of out.filter((x) => !x.row.aside && x.tier1 !== x.row.label).sort((a, b) => a.row.id.localeCompare(b.row.id))) {
  console.log(`MISS ${o.row.id} want ${o.row.label} got ${o.tier1} ${o.confidence.toFixed(3)} lang=${o.language}${o.unsupported ? ' unsupported_language' : ''} | ${o.row.title}`)
}
