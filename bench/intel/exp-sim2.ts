import { readFileSync } from 'node:fs'
import { loadOrBuildVectors } from '../../src/intel/resources/vectors.ts'
import { createLexicon, removeComponent, cosine } from '../../src/intel/resources/lexicon.ts'
import { tokenize, isStopword } from '../../src/intel/text/tokenize.ts'
import { spearman } from './metrics.ts'
const { vectors } = loadOrBuildVectors('/tmp/intel-data')
const lex = createLexicon(vectors)
type V = { v: Float32Array; n: number }
function emb(s: string, opt: { stop: boolean; sif: boolean; rm: number; a?: number }): V {
  const v = new Float32Array(100)
  for (const t of tokenize(s)) {
    if (!opt.stop && isStopword(t)) continue
    const r = lex.row(t); if (r < 0) continue
    const H = Math.log(vectors.size) + 0.5772
    const p = 1 / (((vectors.index(t) < 0 ? vectors.size : vectors.index(t)) + 1) * H)
    const a = opt.a ?? 1e-3
    lex.vectors.addTo(v, r, opt.sif ? a / (a + p) : 1)
  }
  const n = removeComponent(v, lex.common, opt.rm)
  return { v, n }
}
for (const set of ['stsb-test', 'sick-test']) {
  const rows = readFileSync(`/work/shared/data/${set}/dev/data.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
  const gold = rows.map((r) => r.score)
  for (const opt of [{ stop: false, sif: false, rm: 0 }, { stop: true, sif: true, rm: 0 }, { stop: true, sif: true, rm: 1 }, { stop: false, sif: true, rm: 1 }, { stop: true, sif: true, rm: 1, a: 1e-4 }, { stop: true, sif: true, rm: 1, a: 1e-2 }, { stop: true, sif: true, rm: 1, a: 3e-5 }]) {
    const sys = rows.map((r) => { const a = emb(r.sentence1, opt), b = emb(r.sentence2, opt); return cosine(a.v, a.n, b.v, b.n) })
    console.log(set, JSON.stringify(opt), spearman(sys, gold).toFixed(3))
  }
}
