/**
 * Intel benchmark: zero-shot categorization (accuracy, macro-F1, ECE, ms/item) and similarity (Pearson,
 * Spearman, ms/pair) on the shared labelled dev sets, plus engine start time and RSS.
 *   node bench/intel/run.ts            (data: $WEBINTEL_BENCH_DATA or ../shared/data; cache: $WEBINTEL_DATA_DIR or ./data)
 * Candidates are the label names only; nothing is fitted to the items.
 */
import { readFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createIntelEngine } from '../../src/intel/engine.ts'
import { signalsFromHtml } from '../../src/intel/signals.ts'
import { silentLog } from '../../src/context.ts'
import { ece, macroF1, pearson, spearman } from './metrics.ts'

const root = resolve(import.meta.dirname, '../..')
const DATA = process.env.WEBINTEL_BENCH_DATA ?? resolve(root, '../shared/data')
const rssBefore = process.memoryUsage().rss
const engine = await createIntelEngine({ dataDir: process.env.WEBINTEL_DATA_DIR ?? join(root, 'data'), log: silentLog })
const rows = (set: string): any[] => readFileSync(join(DATA, set, 'dev', 'data.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
const limit = Number(process.env.BENCH_LIMIT ?? Infinity)
// BENCH_ONLY=stsb-test,sick-test runs only the named sets.
const only = process.env.BENCH_ONLY?.split(',')
const wanted = (set: string): boolean => !only || only.includes(set)

const catSets: [string, string[], (r: any) => { text: string; title?: string; url?: string }][] = [
  ['ag-news-test', ['World', 'Sports', 'Business', 'Sci/Tech'], (r) => ({ title: r.title, text: r.description })],
  ['bbc-news', ['business', 'entertainment', 'politics', 'sport', 'tech'], (r) => ({ title: r.title, text: r.text })],
  ['website-kaggle-partial', ['Travel', 'Social Networking and Messaging', 'News', 'Streaming Services', 'Sports', 'Photography', 'Law and Government', 'Health and Fitness', 'Games', 'E-Commerce', 'Forums', 'Food', 'Education', 'Computers and Technology', 'Business/Corporate', 'Adult'], (r) => ({ text: r.text, url: r.url })],
  ['website-yeshapan-stemmed', ['news', 'education', 'technology', 'travel', 'food', 'medical', 'ecommerce', 'sports', 'entertainment'], (r) => ({ text: r.text, url: r.url })],
]

// Halves by item index (even / odd): a change is kept only when it helps or is neutral on both.
const half = (ok: boolean[], parity: number): string => {
  const h = ok.filter((_, i) => i % 2 === parity)
  return `${h.filter(Boolean).length}/${h.length} = ${(h.filter(Boolean).length / h.length).toFixed(3)}`
}
const table: string[] = ['| set | n | metric | value | even / odd half | ECE | ms/item |', '|---|---|---|---|---|---|---|']
for (const [set, labels, toSignals] of catSets) {
  if (!existsSync(join(DATA, set)) || !wanted(set)) continue
  const data = rows(set).slice(0, limit)
  const gold: string[] = [], pred: string[] = [], conf: number[] = []
  const t0 = performance.now()
  for (const r of data) {
    const res = await engine.categorize(toSignals(r), { customCategories: labels })
    gold.push(r.label); pred.push(res.dominantCategory); conf.push(res.categories[0]!.confidence)
  }
  const ms = (performance.now() - t0) / data.length
  const ok = gold.map((g, i) => g === pred[i])
  const acc = ok.filter(Boolean).length / gold.length
  table.push(`| ${set} | ${data.length} | accuracy / macro-F1 | ${acc.toFixed(3)} / ${macroF1(gold, pred).toFixed(3)} | ${half(ok, 0)} / ${half(ok, 1)} | ${ece(conf, ok).toFixed(3)} | ${ms.toFixed(2)} |`)
}
for (const set of ['stsb-test', 'sick-test']) {
  if (!existsSync(join(DATA, set)) || !wanted(set)) continue
  const data = rows(set).slice(0, limit)
  const t0 = performance.now()
  const sys: number[] = []
  for (const r of data) sys.push((await engine.similarity(r.sentence1, r.sentence2)).similarityScore)
  const ms = (performance.now() - t0) / data.length
  const gold = data.map((r) => r.score)
  // Overfitting guard: the same Spearman on two disjoint halves (even / odd item index).
  const sp = (p: number): string => spearman(sys.filter((_, i) => i % 2 === p), gold.filter((_, i) => i % 2 === p)).toFixed(Number(process.env.BENCH_DIGITS ?? 3))
  table.push(`| ${set} | ${data.length} | Spearman / Pearson | ${spearman(sys, gold).toFixed(3)} / ${pearson(sys, gold).toFixed(3)} | ${sp(0)} / ${sp(1)} | – | ${ms.toFixed(2)} |`)
}
// A fetched page: HTML → signals → categorize + risk + summary, per page.
const html = readFileSync(join(root, 'test/fixtures/intel/casino.html'), 'utf8')
let t1 = performance.now()
const N = 200
for (let i = 0; i < N; i++) {
  const s = signalsFromHtml(html, 'https://casino.example/')
  await engine.categorize(s); await engine.riskScore(s); await engine.summarize(s)
}
const pageMs = (performance.now() - t1) / N
// Worst case for similarity: two texts at the 100,000-character limit (bbc articles concatenated).
const bbc = existsSync(join(DATA, 'bbc-news')) ? rows('bbc-news').map((r) => r.text as string) : [html]
const long = (from: number) => { let s = ''; for (let i = from; s.length < 99_000; i++) s += `${bbc[i % bbc.length]}\n`; return s.slice(0, 100_000) }
const la = long(0), lb = long(300)
t1 = performance.now()
for (let i = 0; i < 10; i++) await engine.similarity(la, lb)
const longMs = (performance.now() - t1) / 10
// Mid-length pairs (60 words, between the sentence and page views): both views are computed and blended.
const mid = (i: number) => bbc[i % bbc.length]!.split(/\s+/).slice(0, 60).join(' ')
t1 = performance.now()
for (let i = 0; i < 200; i++) await engine.similarity(mid(i), mid(i + 1))
const midMs = (performance.now() - t1) / 200
console.log(table.join('\n'))
console.log(`\nfixture page (signalsFromHtml + categorize + riskScore + summarize): ${pageMs.toFixed(2)} ms/page`)
console.log(`similarity of two 100,000-character texts: ${longMs.toFixed(1)} ms/pair; of two 60-word texts (both views): ${midMs.toFixed(2)} ms/pair`)
console.log(`engine start: ${engine.stats.startMs} ms (cache built this run: ${engine.stats.builtCache}); vocabulary ${engine.stats.vocabulary}`)
console.log(`RSS: ${(rssBefore / 2 ** 20).toFixed(0)} MiB before engine, ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB after bench`)
