// Summarises a V8 .cpuprofile (bench/service/cpu-profile.mjs): self time and total (inclusive) time per function,
// the top N of each.   node bench/service/profile-top.mjs FILE [N]
import fs from 'node:fs'

const [file, n = '40'] = process.argv.slice(2)
const p = JSON.parse(fs.readFileSync(file, 'utf8'))
const byId = new Map(p.nodes.map((x) => [x.id, x]))
const parent = new Map()
for (const x of p.nodes) for (const c of x.children ?? []) parent.set(c, x.id)
const hits = new Map()
const dt = p.timeDeltas
for (let i = 0; i < p.samples.length; i++) hits.set(p.samples[i], (hits.get(p.samples[i]) ?? 0) + (dt[i] ?? 0))
const name = (x) => `${x.callFrame.functionName || '(anon)'} ${x.callFrame.url.replace(/^.*\/(src|node_modules)\//, '$1/')}:${x.callFrame.lineNumber + 1}`
const self = new Map()
const total = new Map()
let all = 0
for (const [id, t] of hits) {
  all += t
  const k = name(byId.get(id))
  self.set(k, (self.get(k) ?? 0) + t)
  const seen = new Set()
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const kk = name(byId.get(cur))
    if (seen.has(kk)) continue
    seen.add(kk)
    total.set(kk, (total.get(kk) ?? 0) + t)
  }
}
const show = (title, m) => {
  console.log(`\n${title} (of ${(all / 1000).toFixed(0)} ms sampled)`)
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) console.log(`${(t / 1000).toFixed(0).padStart(7)} ms ${(100 * t / all).toFixed(1).padStart(5)}%  ${k}`)
}
show('self', self)
show('total', total)
