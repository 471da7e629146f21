// Throughput on a shared machine: parsers take turns over the same corpus (30 rounds), so load swings hit
// every parser alike; the ratio between them is the stable figure. Usage (from run.sh):
//   node bench/whois/interleaved.mjs DATA_DIR ADAPTER.mjs [ADAPTER.mjs ...]
import fs from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { performance } from 'node:perf_hooks'
import console from 'node:console'

const [dataDir, ...adapterPaths] = process.argv.slice(2)
const dir = path.join(dataDir, 'whois', 'dev')
const expected = JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8'))
const samples = Object.entries(expected).map(([file, e]) => ({
  raw: fs.readFileSync(path.join(dir, 'raw', file), 'utf8'),
  ctx: { query: e.query || e.expected.domain || (e.tld ? `example.${e.tld}` : 'example.com'), tld: e.tld || null, server: e.whois_server || null },
}))
const adapters = []
for (const p of adapterPaths) {
  const m = await import(path.resolve(p))
  if (m.init) await m.init()
  for (const s of samples) m.parse(s.raw, { ...s.ctx }) // warm-up
  adapters.push({ name: m.name, parse: m.parse, ms: 0 })
}
const ROUNDS = 30
for (let r = 0; r < ROUNDS; r++) {
  for (const a of adapters) {
    const t0 = performance.now()
    for (const s of samples) a.parse(s.raw, { ...s.ctx })
    a.ms += performance.now() - t0
  }
}
const base = adapters[0]
console.log(`| parser | responses/s (interleaved, ${ROUNDS} rounds × ${samples.length}) | vs ${base.name} |`)
console.log('|---|---|---|')
for (const a of adapters) console.log(`| ${a.name} | ${Math.round((ROUNDS * samples.length) / (a.ms / 1000))} | ${(base.ms / a.ms).toFixed(2)}× |`)
