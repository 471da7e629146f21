/**
 * Safe-fetcher throughput: fetch a 10 KB HTML page from a local server at concurrency 8, cache off.
 * The production path runs (guard, limiter, body cap, charset decoding); only the address differs:
 * a stub resolver answers a public address for the test name and the connector maps it to 127.0.0.1.
 * A plain undici request loop over the same server is printed alongside, for the guard's overhead.
 *
 *   node bench/fetch/throughput.ts [requests=10000] [concurrency=8]
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent, request } from 'undici'
import { createSafeFetcher } from '../../src/fetch/safe-fetcher.ts'
import { connectTcp } from '../../src/fetch/tcp.ts'

const total = Number(process.argv[2] ?? 10000)
const concurrency = Number(process.argv[3] ?? 8)
const PUBLIC = '93.184.215.14'

const page = `<!doctype html><html><head><meta charset="utf-8"><title>Bench page</title></head><body>${'<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>'.repeat(160)}</body></html>`.slice(0, 10 * 1024)
const server = http.createServer((_req, res) => { res.setHeader('content-type', 'text/html; charset=utf-8'); res.end(page) })
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const port = (server.address() as AddressInfo).port

async function run(label: string, one: (i: number) => Promise<number>): Promise<void> {
  for (let i = 0; i < 200; i++) await one(i) // warm-up
  let next = 0
  let bytes = 0
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) { const n = await one(next++); bytes += n }
  }))
  const seconds = (performance.now() - started) / 1000
  console.log(`${label}: ${total} pages in ${seconds.toFixed(2)} s = ${Math.round(total / seconds)} pages/s (concurrency ${concurrency}, ${Math.round(bytes / total)} B/page)`)
}

const fetcher = createSafeFetcher({
  allowPrivate: false,
  perHostConcurrency: concurrency,
  resolve: async () => [{ address: PUBLIC, family: 4 }],
  connect: (t) => {
    if (t.address !== PUBLIC) throw new Error(`bench connector: refusing ${t.address}`)
    return connectTcp('127.0.0.1', port, t.signal)
  },
})
await run('safe fetcher', async (i) => (await fetcher.fetch(`http://bench.fixture-web.com/p${i}`)).body.length)
await fetcher.close()

const plain = new Agent({ connections: concurrency })
await run('plain undici (no guard, no decoding)', async (i) => {
  const res = await request(`http://127.0.0.1:${port}/p${i}`, { dispatcher: plain })
  return (await res.body.arrayBuffer()).byteLength
})
await plain.close()
server.close()
