/**
 * High-risk false alarms on benign labelled pages: the distribution of `highRiskSimilarityScore` over the
 * dev items of news and website sets (none of them is a merchant-risk site by label, apart from the kaggle
 * "Adult" class, which is reported apart). A score > 0.5 on such a page is a false alarm.
 *   node bench/intel/risk-false-alarms.ts   (data: $WEBINTEL_BENCH_DATA or ../shared/data; cache: $WEBINTEL_DATA_DIR or ./data)
 */
import { readFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createIntelEngine } from '../../src/intel/engine.ts'
import { silentLog } from '../../src/context.ts'

const root = resolve(import.meta.dirname, '../..')
const DATA = process.env.WEBINTEL_BENCH_DATA ?? resolve(root, '../shared/data')
const engine = await createIntelEngine({ dataDir: process.env.WEBINTEL_DATA_DIR ?? join(root, 'data'), log: silentLog })
const rows = (set: string): any[] => readFileSync(join(DATA, set, 'dev', 'data.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
const sets: [string, (r: any) => { text: string; title?: string; url?: string }][] = [
  ['bbc-news', (r) => ({ title: r.title, text: r.text })],
  ['website-kaggle-partial', (r) => ({ text: r.text, url: r.url })],
  ['website-yeshapan-stemmed', (r) => ({ text: r.text, url: r.url })],
]
const q = (xs: number[], p: number): number => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!
console.log('| set | n benign | median | p90 | > 0.5 (share) | top classes above 0.5 |\n|---|---|---|---|---|---|')
for (const [set, toSignals] of sets) {
  if (!existsSync(join(DATA, set))) continue
  const scores: number[] = []
  const classes = new Map<string, number>()
  for (const r of rows(set)) {
    if (r.label === 'Adult') continue
    const res = await engine.riskScore(toSignals(r))
    scores.push(res.highRiskSimilarityScore)
    if (res.highRiskSimilarityScore > 0.5) classes.set(res.matches[0]!.class, (classes.get(res.matches[0]!.class) ?? 0) + 1)
  }
  scores.sort((a, b) => a - b)
  const hi = scores.filter((s) => s > 0.5).length
  const top = [...classes].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ')
  console.log(`| ${set} | ${scores.length} | ${q(scores, 0.5).toFixed(3)} | ${q(scores, 0.9).toFixed(3)} | ${hi} (${(100 * hi / scores.length).toFixed(1)} %) | ${top} |`)
}
