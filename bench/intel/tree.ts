/**
 * The IAB 3.1 tree descent on the labelled dev sets, with the built-in taxonomy (the sets' labels are not used
 * as candidates): how deep the dominant category goes per set, the most frequent paths per gold label, and the
 * time of one built-in categorization (tier 1 + descent) per item. There is no labelled tier-2/3 set, so this
 * reports behaviour, not accuracy (docs/intel.md § Taxonomy paths).
 *   node bench/intel/tree.ts [set,set…]   (data: $WEBINTEL_BENCH_DATA or ../shared/data; cache: $WEBINTEL_DATA_DIR or ./data)
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createIntelEngine } from '../../src/intel/engine.ts'
import { silentLog } from '../../src/context.ts'

const root = resolve(import.meta.dirname, '../..')
const DATA = process.env.WEBINTEL_BENCH_DATA ?? resolve(root, '../shared/data')
const only = process.argv[2]?.split(',')
const engine = await createIntelEngine({ dataDir: process.env.WEBINTEL_DATA_DIR ?? join(root, 'data'), log: silentLog })
const sets: [string, (r: any) => { title?: string; text: string; url?: string }][] = [
  ['ag-news-test', (r) => ({ title: r.title, text: r.description })],
  ['bbc-news', (r) => ({ title: r.title, text: r.text })],
  ['website-kaggle-partial', (r) => ({ text: r.text, url: r.url })],
  ['website-yeshapan-stemmed', (r) => ({ text: r.text, url: r.url })],
]
const lines = ['| set | n | tier 1 | tier 2 | tier 3 | tier 4 | ms/item |', '|---|---|---|---|---|---|---|']
const top: string[] = []
for (const [set, toSignals] of sets) {
  if ((only && !only.includes(set)) || !existsSync(join(DATA, set))) continue
  const rows = readFileSync(join(DATA, set, 'dev', 'data.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
  const depth = [0, 0, 0, 0]
  const byLabel = new Map<string, Map<string, number>>()
  const t0 = performance.now()
  for (const r of rows) {
    const c = (await engine.categorize(toSignals(r))).categories[0]!
    const path = c.path ?? [c.name]
    depth[path.length - 1]!++
    if (path.length > 1) {
      const m = byLabel.get(r.label) ?? new Map<string, number>()
      m.set(path.join(' › '), (m.get(path.join(' › ')) ?? 0) + 1)
      byLabel.set(r.label, m)
    }
  }
  const ms = (performance.now() - t0) / rows.length
  lines.push(`| ${set} | ${rows.length} | ${depth.join(' | ')} | ${ms.toFixed(2)} |`)
  for (const [label, m] of byLabel) top.push(`${set} / ${label}: ${[...m].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([p, n]) => `${p} (${n})`).join('; ')}`)
}
console.log(lines.join('\n'))
console.log('\nDeepest paths by gold label (most frequent first):\n' + top.join('\n'))
