/**
 * Fast inner loop (no HTTP): the screening of run.ts — entity variants, relevance, classification, scoring —
 * on each labelled article's headline and text, for the NON-FROZEN rows only (the frozen part, stable hash
 * mod 5 == 0, is scored by run.ts alone). Prints P/R/F1 per fold. The real benchmark is run.ts.
 *
 *   node bench/media/quick.ts        (ERRS=1 prints the errors, FOLD=n only that fold's)
 *   SNIPPET=1 node bench/media/quick.ts   (the text is the feed's snippet only, as run.ts with SNIPPET_ONLY=1)
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { buildSearchQuery } from '../../src/media/query.ts'
import { screenStories } from '../../src/media/screen.ts'

interface Row { id: string; entity_name: string; url: string; title: string; text: string; label: 0 | 1 }
const path = process.env.WEBINTEL_ADVERSE_MEDIA_DATA ?? new URL('../../../shared/data/adverse-media/dev/data.jsonl', import.meta.url).pathname
const h = (id: string) => createHash('sha1').update(id).digest('hex')
const rows: Row[] = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
  .filter((r: Row) => r.entity_name.trim() && parseInt(h(r.id).slice(0, 8), 16) % 5 !== 0)
const foldOf = (r: Row) => parseInt(h(r.id).slice(8, 16), 16) % 5
const now = Date.now()
/** The feed's snippet of run.ts: about 400 characters, cut at a word, with an ellipsis. */
const snippet = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= 400 ? flat : `${flat.slice(0, 400).replace(/\s+\S*$/, '')} …`
}
const res = rows.map((r) => {
  const q = buildSearchQuery(r.entity_name.trim())
  const story = { url: r.url || 'https://news.example.com/a', title: r.title, text: process.env.SNIPPET ? snippet(r.text) : r.text, provider: 'bench', outlets: ['x'], providers: ['bench'] }
  const out = screenStories([story], q.names, now)
  return { r, pred: out.hits.length > 0, score: out.risk, hit: out.hits[0] }
})
const prf = (l: typeof res) => {
  const tp = l.filter((x) => x.pred && x.r.label).length, fp = l.filter((x) => x.pred && !x.r.label).length, fn = l.filter((x) => !x.pred && x.r.label).length
  const P = tp / Math.max(1, tp + fp), R = tp / Math.max(1, tp + fn)
  return `n ${l.length} P ${P.toFixed(3)} R ${R.toFixed(3)} F1 ${(2 * P * R / (P + R)).toFixed(3)} (${tp}/${fp}/${fn})`
}
for (let f = 0; f < 5; f++) console.log(`fold ${f}: ${prf(res.filter((x) => foldOf(x.r) === f))}`)
console.log(`all non-frozen: ${prf(res)}`)
if (process.env.ERRS) {
  for (const x of res) {
    if (x.pred === (x.r.label === 1) || (process.env.FOLD && foldOf(x.r) !== Number(process.env.FOLD))) continue
    console.log(`${x.pred ? 'FP' : 'FN'} ${x.score.toFixed(2)} [${x.hit ? `${x.hit.categories.join(',')}/${(x.hit as { stage?: string }).stage ?? ''}/${(x.hit as { role?: string }).role ?? ''}` : ''}] ${x.r.entity_name} | ${x.r.title.slice(0, 100)}`)
  }
}
