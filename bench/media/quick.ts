/** Fast inner loop: the classifier alone on the dev set (no HTTP). The real benchmark is run.ts. */
import { readFileSync } from 'node:fs'
import { classify, K } from '../../src/media/classify.ts'
if (process.env.MEDIA_K) Object.assign(K, JSON.parse(process.env.MEDIA_K))
const path = process.env.WEBINTEL_ADVERSE_MEDIA_DATA ?? new URL('../../../shared/data/adverse-media/dev/data.jsonl', import.meta.url).pathname
const rows = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
const thr = Number(process.env.THR ?? 0.5)
let tp = 0, fp = 0, fn = 0, tn = 0
const scored: [number, number][] = []
const errs: string[] = []
for (const r of rows) {
  const c = classify({ title: r.title, text: r.text })
  scored.push([c.adverse, r.label])
  const p = c.adverse >= thr
  if (p && r.label) tp++; else if (p) { fp++; errs.push(`FP ${c.adverse.toFixed(2)} ${r.title.slice(0, 100)}`) } else if (r.label) { fn++; errs.push(`FN ${c.adverse.toFixed(2)} ${r.title.slice(0, 100)}`) } else tn++
}
const P = tp / (tp + fp), R = tp / (tp + fn)
scored.sort((a, b) => a[0] - b[0])
let rankSum = 0; scored.forEach(([, l], i) => { if (l) rankSum += i + 1 })
const npos = scored.filter(([, l]) => l).length, nneg = scored.length - npos
const auc = (rankSum - npos * (npos + 1) / 2) / (npos * nneg)
if (process.env.ERRS) console.log(errs.join('\n'))
console.log({ P: P.toFixed(3), R: R.toFixed(3), F1: (2 * P * R / (P + R)).toFixed(3), auc: auc.toFixed(3), tp, fp, fn, tn })
