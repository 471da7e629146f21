/**
 * Adverse-media benchmark (issue 6). Screens every article of the labelled dev set for its entity_name
 * through the real provider path: a 127.0.0.1 RSS server answers the `rss:` provider's search with that
 * one article, the engine fetches, parses, de-duplicates, matches and scores it. Rows without an entity
 * are screened as the article alone (fetched the same way, relevance not applied).
 * Reports precision / recall / F1 of the adverse class, accuracy, ROC-AUC of risk_score, latency.
 *
 *   node bench/media/run.ts            (WEBINTEL_ADVERSE_MEDIA_DATA=path/to/data.jsonl to override)
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdverseMediaEngine } from '../../src/media/engine.ts'
import { createNewsHttp } from '../../src/media/http.ts'
import { rssTemplateProvider } from '../../src/media/sources/rss.ts'
import { dedupe } from '../../src/media/dedup.ts'
import { screenStories } from '../../src/media/screen.ts'
import { CATEGORIES, CRIME_TERMS } from '../../src/media/lexicon.ts'
import { fold } from '../../src/media/text.ts'

interface Row { id: string; entity_name: string; url: string; title: string; text: string; label: 0 | 1 }
const path = process.env.WEBINTEL_ADVERSE_MEDIA_DATA ?? new URL('../../../shared/data/adverse-media/dev/data.jsonl', import.meta.url).pathname
const rows: Row[] = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l))

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
let current: Row | undefined
const server = createServer((req, res) => {
  const r = current!
  const link = r.url || `https://example.invalid/${r.id}`
  res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>bench</title>`
    + `<item><title>${esc(r.title)}</title><link>${esc(link)}</link><description>${esc(r.text)}</description></item></channel></rss>`)
})
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
const port = (server.address() as AddressInfo).port
const http = createNewsHttp()
const provider = rssTemplateProvider({ template: `http://127.0.0.1:${port}/search?q={query}`, http, timeoutMs: 5000, maxBytes: 5 << 20 })
const engine = createAdverseMediaEngine({ providers: [provider], timeoutMs: 10000 })

const scored: { score: number; pred: boolean; label: number }[] = []
const lat: number[] = []
for (const r of rows) {
  current = r
  const t0 = performance.now()
  let score: number, pred: boolean
  if (r.entity_name.trim()) {
    const out = await engine.check({ query: r.entity_name.trim().slice(0, 200), type: 'entity' })
    score = out.risk_score; pred = out.adverse_media_found
  } else {
    const items = await provider.search({ names: [r.title.slice(0, 80)], adverseTerms: [] }, { signal: AbortSignal.timeout(10000) })
    const out = screenStories(dedupe(items), undefined, Date.now())
    score = out.risk; pred = out.hits.length > 0
  }
  lat.push(performance.now() - t0)
  scored.push({ score, pred, label: r.label })
  if (process.env.ERRS && pred !== (r.label === 1)) console.log(`${pred ? 'FP' : 'FN'} ${score.toFixed(2)} ${r.entity_name} | ${r.title.slice(0, 90)}`)
}
server.close(); await http.close()

const tp = scored.filter((s) => s.pred && s.label).length, fp = scored.filter((s) => s.pred && !s.label).length
const fn = scored.filter((s) => !s.pred && s.label).length, tn = scored.length - tp - fp - fn
const P = tp / (tp + fp), R = tp / (tp + fn), F1 = 2 * P * R / (P + R)
// ROC-AUC by the rank-sum (Mann–Whitney U) with ties averaged
const sorted = [...scored].sort((a, b) => a.score - b.score)
let rankSum = 0
for (let i = 0; i < sorted.length;) {
  let j = i; while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) j++
  const avg = (i + 1 + j) / 2
  for (let k = i; k < j; k++) if (sorted[k]!.label) rankSum += avg
  i = j
}
const npos = scored.filter((s) => s.label).length, nneg = scored.length - npos
const auc = (rankSum - npos * (npos + 1) / 2) / (npos * nneg)
lat.sort((a, b) => a - b)
const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]!.toFixed(2)
// calibration: share of adverse articles per risk_score band
const bands = [0, 0.2, 0.4, 0.6, 0.8, 1.01].slice(0, -1).map((lo, i, a) => {
  const hi = i === a.length - 1 ? 1.01 : a[i + 1]!
  const inb = scored.filter((s) => s.score >= lo && s.score < hi)
  return `${lo.toFixed(1)}–${Math.min(hi, 1).toFixed(1)}: n=${inb.length} adverse=${inb.length ? (inb.filter((s) => s.label).length / inb.length).toFixed(2) : '-'}`
})
console.log(`adverse-media dev: ${scored.length} articles (${npos} adverse / ${nneg} not)`)
console.log('| metric | value |\n|---|---|')
console.log(`| precision | ${P.toFixed(3)} |\n| recall | ${R.toFixed(3)} |\n| F1 (adverse) | ${F1.toFixed(3)} |\n| accuracy | ${((tp + tn) / scored.length).toFixed(3)} |\n| ROC-AUC (risk_score) | ${auc.toFixed(3)} |`)
console.log(`| latency per article p50 / p95 / max (ms) | ${q(0.5)} / ${q(0.95)} / ${lat.at(-1)!.toFixed(2)} |`)
// Same-run reference lines: everything adverse, and a plain keyword lexicon (any offence term, no context rules)
const kw = rows.map((r) => { const t = fold(`${r.title} ${r.text}`); return CATEGORIES.some((c) => CRIME_TERMS[c].some((term) => new RegExp(term.re.source).test(t))) })
const prf = (pred: boolean[]) => {
  const tp2 = pred.filter((p, i) => p && rows[i]!.label).length, fp2 = pred.filter((p, i) => p && !rows[i]!.label).length, fn2 = pred.filter((p, i) => !p && rows[i]!.label).length
  const p2 = tp2 / (tp2 + fp2), r2 = tp2 / (tp2 + fn2)
  return `P ${p2.toFixed(3)} R ${r2.toFixed(3)} F1 ${(2 * p2 * r2 / (p2 + r2)).toFixed(3)}`
}
console.log(`baselines (same run): everything adverse ${prf(rows.map(() => true))}; keyword lexicon ${prf(kw)}`)
console.log(`confusion: tp=${tp} fp=${fp} fn=${fn} tn=${tn}`)
console.log(`calibration (risk_score band → share adverse): ${bands.join('; ')}`)
