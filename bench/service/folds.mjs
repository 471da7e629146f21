// Per-field exact match of a metadata harness result (run.mjs --out) split into a frozen part
// (sha1(page id) mod 5 == 0, never looked at while fixing) and the tuning rest, also by 5 folds
// (sha1("fold:" + id) mod 5). A second result file (a peer, e.g. metascraper) is printed beside,
// restricted to the pages whose labels the peer did not produce itself (label source != peer name).
//   node bench/service/folds.mjs ours.json [peer.json]
import fs from 'node:fs'
import { createHash } from 'node:crypto'

const [oursPath, peerPath] = process.argv.slice(2)
const read = (p) => JSON.parse(fs.readFileSync(p, 'utf8'))
const ours = read(oursPath)
const peer = peerPath ? read(peerPath) : null
const h = (s) => parseInt(createHash('sha1').update(s).digest('hex').slice(0, 8), 16)
const frozen = (id) => h(id) % 5 === 0
const fold = (id) => h(`fold:${id}`) % 5
const fields = Object.keys(ours.quality.fields)

function score(res, ids, skipSource) {
  const out = {}
  for (const f of fields) {
    let s = 0, n = 0
    for (const id of ids) {
      const p = res.details[id]
      if (!p || (skipSource && p.source === skipSource)) continue
      const v = p.fields[f]
      if (!v) continue
      s += v.exact; n++
    }
    out[f] = n ? s / n : null
  }
  const vals = Object.values(out).filter((v) => v !== null)
  out.macro = vals.reduce((a, b) => a + b, 0) / vals.length
  return out
}

const ids = Object.keys(ours.details)
const parts = [
  ['tuning', ids.filter((id) => !frozen(id))],
  ...[0, 1, 2, 3, 4].map((k) => [`tuning fold ${k}`, ids.filter((id) => !frozen(id) && fold(id) === k)]),
  ['frozen', ids.filter(frozen)],
]
const fmt = (v) => (v === null ? '–' : v.toFixed(3))
console.log(`| part | pages | ${fields.join(' | ')} | macro |`)
console.log(`|---|---|${fields.map(() => '---').join('|')}|---|`)
for (const [label, list] of parts) {
  const s = score(ours, list)
  console.log(`| ${ours.adapter} ${label} | ${list.length} | ${fields.map((f) => fmt(s[f])).join(' | ')} | ${fmt(s.macro)} |`)
}
if (peer) {
  // labels produced by the peer itself are left out for both (the peer would score itself)
  const src = /metascraper/.test(peer.adapter) ? 'metascraper' : peer.adapter
  for (const [label, list] of [parts[0], parts[6]]) {
    const a = score(ours, list, src), b = score(peer, list, src)
    console.log(`| ${ours.adapter} ${label}, labels not by ${src} | ${list.filter((id) => ours.details[id]?.source !== src).length} | ${fields.map((f) => fmt(a[f])).join(' | ')} | ${fmt(a.macro)} |`)
    console.log(`| ${peer.adapter} ${label}, labels not by ${src} | ${list.filter((id) => peer.details[id]?.source !== src).length} | ${fields.map((f) => fmt(b[f])).join(' | ')} | ${fmt(b.macro)} |`)
  }
}
