/**
 * Speed of sentence similarity in-process: the engine's `similarity` over every pair of the STS-B and SICK
 * dev files (the pairs are only timed, never scored here), ROUNDS rounds after one warm-up round; prints the
 * median wall-clock and CPU (user + system) ms per pair of each set; on a loaded machine the CPU figure and
 * the minimum are the steadier ones. Run it on two checkouts to compare a change (docs/benchmarks.md).
 *   node bench/intel/sim-speed.ts [rounds]      (data: $WEBINTEL_BENCH_DATA or ../shared/data; caches:
 *   $WEBINTEL_DATA_DIR or ./data)
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createIntelEngine } from '../../src/intel/engine.ts'
import { silentLog } from '../../src/context.ts'

const root = resolve(import.meta.dirname, '../..')
const DATA = process.env.WEBINTEL_BENCH_DATA ?? resolve(root, '../shared/data')
const rounds = Number(process.argv[2] ?? 5)
const engine = await createIntelEngine({ dataDir: process.env.WEBINTEL_DATA_DIR ?? join(root, 'data'), log: silentLog })
const lines = ['| set | pairs | median ms/pair | min | max | median CPU ms/pair |', '|---|---|---|---|---|---|']
for (const set of ['stsb-test', 'sick-test']) {
  const file = join(DATA, set, 'dev', 'data.jsonl')
  if (!existsSync(file)) continue
  const pairs = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { sentence1: string; sentence2: string })
  const times: number[] = [], cpu: number[] = []
  for (let r = 0; r <= rounds; r++) {
    const t0 = performance.now(), c0 = process.cpuUsage()
    for (const p of pairs) await engine.similarity(p.sentence1, p.sentence2)
    const c = process.cpuUsage(c0)
    if (r > 0) { times.push((performance.now() - t0) / pairs.length); cpu.push((c.user + c.system) / 1000 / pairs.length) }
  }
  times.sort((a, b) => a - b); cpu.sort((a, b) => a - b)
  const mid = (xs: number[]): number => xs[Math.floor(xs.length / 2)]!
  lines.push(`| ${set} | ${pairs.length} | ${mid(times).toFixed(3)} | ${times[0]!.toFixed(3)} | ${times.at(-1)!.toFixed(3)} | ${mid(cpu).toFixed(3)} |`)
}
console.log(lines.join('\n'))
