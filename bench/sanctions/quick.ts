/**
 * Fast inner loop for tuning: the engine alone (no HTTP) on the TUNING part of the dev queries, per fold.
 * Never prints the frozen part. `ERRS=1` lists the misses of fold FOLD (default all tuning folds).
 *   node bench/sanctions/quick.ts
 */
import { resolve } from 'node:path'
import { parseList } from '../../src/sanctions/importers/index.ts'
import { MATCH, buildIndex, type IndexedEntity } from '../../src/sanctions/matcher.ts'
if (process.env.SANC_K) Object.assign(MATCH, JSON.parse(process.env.SANC_K))
import { DATA, SHIPPED, count, fmt, foldOf, isFrozen, listsOf, loadQueries, tally } from './shared.ts'

const entities: IndexedEntity[] = []
for (const [list, rel] of Object.entries(SHIPPED)) {
  const p = parseList(resolve(DATA, rel))
  for (const e of p.entities) entities.push({ ...e, list, listDate: p.listDate })
}
const index = buildIndex(entities)
const qs = loadQueries().filter((q) => !isFrozen(q.id))
const folds = [0, 1, 2, 3, 4].map(() => tally())
const kinds = new Map<string, ReturnType<typeof tally>>()
const onlyFold = process.env.FOLD ? Number(process.env.FOLD) : undefined
for (const q of qs) {
  const ms = index.search({ name: q.name, schema: q.schema, birthDate: q.birth_date, country: q.country, lists: listsOf(q) })
  const ids = ms.map((m) => m.entity.id)
  const f = foldOf(q.id)
  const ok = count(folds[f]!, q, ids)
  if (!kinds.has(q.kind)) kinds.set(q.kind, tally())
  count(kinds.get(q.kind)!, q, ids)
  if (!ok && process.env.ERRS && (onlyFold === undefined || onlyFold === f)) {
    const top = index.search({ name: q.name, schema: q.schema, birthDate: q.birth_date, country: q.country, lists: listsOf(q), threshold: 0 }).slice(0, 2)
    console.log(`${q.expect.length ? 'MISS' : 'FP  '} [${q.kind}] ${q.name} | expect ${q.expect.join(',')} | got ${ms.map((m) => `${m.entity.id}:${m.score}:${m.matchedName}`).join('; ')} | top ${top.map((m) => `${m.entity.id}:${m.score}:${m.matchedName}`).join('; ')}`)
  }
}
for (const [k, t] of [...kinds].sort()) console.log(k.padEnd(20), JSON.stringify(fmt(t)))
const r = folds.map((t) => t.hit / t.pos), fp = folds.map((t) => t.fp / t.neg)
console.log('folds recall', r.map((x) => x.toFixed(3)).join(' '), 'mean', (r.reduce((a, b) => a + b) / 5).toFixed(3), 'min', Math.min(...r).toFixed(3))
console.log('folds fp    ', fp.map((x) => x.toFixed(3)).join(' '), 'mean', (fp.reduce((a, b) => a + b) / 5).toFixed(3), 'max', Math.max(...fp).toFixed(3))
console.log('index', index.size)

// Operating curve on the tuning part: recall and FP rate if the threshold were t.
if (process.env.CURVE) {
  const pos: number[] = [], neg: number[] = []
  for (const q of qs) {
    const ms = index.search({ name: q.name, schema: q.schema, birthDate: q.birth_date, country: q.country, lists: listsOf(q), threshold: 0, limit: 50 })
    if (q.expect.length) pos.push(Math.min(...q.expect.map((e) => ms.find((m) => m.entity.id === e)?.score ?? 0)))
    else neg.push(ms[0]?.score ?? 0)
    const sc = q.expect.length ? pos.at(-1)! : neg.at(-1)!
    if (process.env.CURVE === '2' && (q.expect.length ? sc < 0.8 && sc >= 0.5 : sc >= 0.75)) console.log(`${q.expect.length ? 'LOWPOS' : 'HIGHNEG'} ${sc} [${q.kind}] ${q.name} | ${q.birth_date ?? ''} | ${(q.expect.length ? ms.find((m) => m.entity.id === q.expect[0]) : ms[0]) ? JSON.stringify((({ matchedName, explanation: e }) => ({ matchedName, n: e.name, qc: e.queryCoverage, nc: e.nameCoverage, i: e.information, c: e.conflict, bd: e.birthDate.effect, t: e.tokens.map((t) => `${t.query}~${t.matched}:${t.similarity}`).join(' ') }))((q.expect.length ? ms.find((m) => m.entity.id === q.expect[0]) : ms[0])!)) : ''}`)
  }
  for (let t = 0.5; t <= 0.951; t += 0.025) console.log(`t=${t.toFixed(3)} recall ${(pos.filter((s) => s >= t).length / pos.length).toFixed(3)} fp ${(neg.filter((s) => s >= t).length / neg.length).toFixed(3)}`)
}
