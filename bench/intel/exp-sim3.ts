import { readFileSync } from 'node:fs'
import { loadOrBuildVectors } from '../../src/intel/resources/vectors.ts'
import { createLexicon } from '../../src/intel/resources/lexicon.ts'
import { tokenize, isStopword, stem } from '../../src/intel/text/tokenize.ts'
import { similarityParts } from '../../src/intel/similarity/providers/embedded.ts'
import { spearman } from './metrics.ts'
const { vectors } = loadOrBuildVectors('/tmp/intel-data')
const lex = createLexicon(vectors)
type W = { t: string; s: string; r: number; w: number }
function words(x: string, wf: (t: string) => number, stop: boolean): W[] {
  return tokenize(x).filter((t) => stop || !isStopword(t)).map((t) => ({ t, s: stem(t), r: lex.row(t), w: wf(t) }))
}
function dir(a: W[], b: W[], th: number, pow: number): number {
  let num = 0, den = 0
  for (const x of a) {
    let best = b.some((y) => y.s === x.s) ? 1 : 0
    if (best < 1 && x.r >= 0) for (const y of b) if (y.r >= 0) best = Math.max(best, vectors.cos(x.r, y.r))
    num += x.w * (best >= 1 ? 1 : Math.max(0, (best - th) / (1 - th)) ** pow); den += x.w
  }
  return den ? num / den : 0
}
function charGrams(x: string): Map<string, number> { const m = new Map<string, number>(); const s = ` ${tokenize(x).filter((t) => !isStopword(t)).join(' ')} `; for (let i = 0; i + 4 <= s.length; i++) { const g = s.slice(i, i + 4); m.set(g, (m.get(g) ?? 0) + 1) } return m }
function cosMap(a: Map<string, number>, b: Map<string, number>) { let d = 0, na = 0, nb = 0; for (const [k, v] of a) { na += v * v; const u = b.get(k); if (u) d += v * u } for (const v of b.values()) nb += v * v; return na && nb ? d / Math.sqrt(na * nb) : 0 }
const idf = (t: string) => lex.idf(t) + 0.5, sif = (t: string) => lex.sif(t)
for (const set of ['stsb-test', 'sick-test']) {
  const rows = readFileSync(`/work/shared/data/${set}/dev/data.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
  const gold = rows.map((r) => r.score)
  const feats = rows.map((r) => {
    const p = similarityParts(r.sentence1, r.sentence2, lex)
    const out: Record<string, number> = { ...p }
    for (const [name, wf, stop] of [['idf', idf, false], ['sif', sif, false], ['sifstop', sif, true]] as const) {
      for (const th of [0.3, 0.5]) for (const pow of [1, 2]) {
        const a = words(r.sentence1, wf, stop), b = words(r.sentence2, wf, stop)
        const ab = dir(a, b, th, pow), ba = dir(b, a, th, pow)
        out[`${name}-${th}-${pow}-mean`] = (ab + ba) / 2
        out[`${name}-${th}-${pow}-f1`] = ab + ba ? (2 * ab * ba) / (ab + ba) : 0
      }
    }
    out.char4 = cosMap(charGrams(r.sentence1), charGrams(r.sentence2))
    return out
  })
  const keys = Object.keys(feats[0]!)
  const res = keys.map((k) => [k, spearman(feats.map((f) => f[k]!), gold)] as const).sort((a, b) => b[1] - a[1])
  console.log(set, res.slice(0, 12).map(([k, v]) => `${k}=${v.toFixed(3)}`).join('  '))
  const best = res[0]![0]
  for (const extra of ['char4', 'overlap', 'vector']) for (const w of [0.3, 0.5]) console.log(set, best, '+', extra, w, spearman(feats.map((f) => (1 - w) * f[best]! + w * f[extra]!), gold).toFixed(3))
}
