import { readFileSync } from 'node:fs'
import { loadOrBuildVectors } from '../../src/intel/resources/vectors.ts'
import { createLexicon } from '../../src/intel/resources/lexicon.ts'
import { similarityParts } from '../../src/intel/similarity/providers/embedded.ts'
const { vectors } = loadOrBuildVectors('/tmp/intel-data')
const lex = createLexicon(vectors)
const rank = (xs: number[]) => { const idx = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]); const r = new Array(xs.length); let i = 0; while (i < idx.length) { let j = i; while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++; for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2; i = j + 1 } return r }
const pear = (a: number[], b: number[]) => { const n = a.length, ma = a.reduce((x, y) => x + y) / n, mb = b.reduce((x, y) => x + y) / n; let s = 0, sa = 0, sb = 0; for (let i = 0; i < n; i++) { s += (a[i]! - ma) * (b[i]! - mb); sa += (a[i]! - ma) ** 2; sb += (b[i]! - mb) ** 2 } return s / Math.sqrt(sa * sb) }
for (const set of ['stsb-test', 'sick-test']) {
  const rows = readFileSync(`/work/shared/data/${set}/dev/data.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
  const parts = rows.map((r) => similarityParts(r.sentence1, r.sentence2, lex))
  const gold = rows.map((r) => r.score)
  for (const k of ['vector', 'align', 'overlap'] as const) console.log(set, k, pear(rank(parts.map((p) => p[k])), rank(gold)).toFixed(3))
  for (const [wv, wa, wo] of [[1, 1, 0], [1, 1, 1], [1, 2, 0], [1, 2, 1], [0.5, 2, 0.5]]) console.log(set, wv, wa, wo, pear(rank(parts.map((p) => wv * p.vector + wa * p.align + wo * p.overlap)), rank(gold)).toFixed(3))
}
