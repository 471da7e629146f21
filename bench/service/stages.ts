/**
 * Where the service path's transient memory goes (the RSS goal in docs/benchmarks.md): the real safe fetcher reads every
 * dev page from an in-process static server on 127.0.0.1, then (STAGE=extract, the default) the real
 * scrape + Variant A projection + JSON serialisation runs, 8 at a time, 3 passes. Prints pages/s and the
 * peak of process.memoryUsage() and of each V8 space (committed size), sampled every 10 ms.
 * Variant A's path (`documentOnly`) by default; KEEP_TEXT=1 keeps the fetcher's decoded text (Variant B's path).
 *   node bench/service/stages.ts            STAGE=fetch node bench/service/stages.ts
 */
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import type { AddressInfo } from 'node:net'
import { createSafeFetcher } from '../../src/fetch/safe-fetcher.ts'
import { scrapeCandidates } from '../../src/extract/lanes.ts'
import { toVariantAFields } from '../../src/operations/variant-a/map.ts'

const corpus = process.env.METADATA_CORPUS ?? path.resolve(import.meta.dirname, '../../../shared/data/metadata/dev')
const stage = process.env.STAGE ?? 'extract'
const files = fs.readdirSync(path.join(corpus, 'pages')).filter((f) => f.endsWith('.html')).sort()
const bodies = new Map(files.map((f) => [f, fs.readFileSync(path.join(corpus, 'pages', f))]))
const server = http.createServer((req, res) => {
  const buf = bodies.get((req.url ?? '').replace('/pages/', ''))
  if (!buf) { res.writeHead(404).end(); return }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': buf.length }).end(buf)
})
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pages/`
const fetcher = createSafeFetcher({ allowPrivate: true })
const FIELDS = ['title', 'description', 'author', 'site_name', 'lang', 'published_time', 'image', 'canonical', 'favicon', 'logo', 'icons', 'keywords']

const mib = (n: number) => Math.round(n / 1048576)
const peak: Record<string, number> = {}
const sample = () => {
  for (const [k, v] of Object.entries(process.memoryUsage())) peak[k] = Math.max(peak[k] ?? 0, v)
  for (const s of v8.getHeapSpaceStatistics()) peak[s.space_name] = Math.max(peak[s.space_name] ?? 0, s.space_size)
}
globalThis.gc?.()
sample()
const before = { ...peak }
for (const k of Object.keys(peak)) peak[k] = 0
const timer = setInterval(sample, 10)

async function one(f: string): Promise<number> {
  if (stage === 'fetch') return (await fetcher.fetch(base + f, { fresh: true })).body.length
  const page = await scrapeCandidates(fetcher, [base + f], { fresh: true, documentOnly: process.env.KEEP_TEXT !== '1' })
  return JSON.stringify({ data: toVariantAFields(page.document, FIELDS) }).length
}

const t0 = performance.now()
for (let pass = 0; pass < 3; pass++) {
  let next = 0
  await Promise.all(Array.from({ length: 8 }, async () => { while (next < files.length) await one(files[next++]) }))
}
const secs = (performance.now() - t0) / 1000
clearInterval(timer)
sample()
const show = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers', 'new_space', 'old_space', 'new_large_object_space', 'large_object_space']
console.log(`stage ${stage}: ${(files.length * 3 / secs).toFixed(1)} pages/s`)
console.log(show.map((k) => `${k} ${mib(before[k] ?? 0)}→${mib(peak[k] ?? 0)}`).join(', '), '(MiB, idle→peak)')
await fetcher.close()
server.close()
