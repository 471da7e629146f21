// scrapeCandidates with an extraction pool: pages over LARGE_DOCUMENT_BYTES are extracted in the worker
// pool, small ones in this thread, and the document is the same either way (docs/extract.md, worker pool).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSafeFetcher } from '../../../src/fetch/safe-fetcher.ts'
import { createLimiter } from '../../../src/fetch/limiter.ts'
import { LARGE_DOCUMENT_BYTES, scrapeCandidates, type ExtractionLanes } from '../../../src/extract/lanes.ts'
import { createExtractPool, type ExtractPool } from '../../../src/extract/pool.ts'

const BIG = `<!doctype html><html lang="fr"><head><title>Été à Paris</title><meta name="description" content="Guide"></head><body>${'<p>Un café, s\u2019il vous plaît. <a href="/menu">menu</a> contact@bistro.fr</p>'.repeat(12_000)}</body></html>`
const SMALL = '<html><head><title>Petit</title></head><body>ok</body></html>'
const WORKERS = new URL('../../fixtures/extract/workers/', import.meta.url)

async function withServer(fn: (base: string) => Promise<void>): Promise<void> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/big' ? BIG : SMALL)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  try { await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`) } finally { server.close() }
}

const lanes = (pool: ExtractPool): ExtractionLanes => {
  const limiter = createLimiter(2, 2)
  return { pool, acquire: (lane, signal) => limiter.acquire(lane, signal), get waiting() { return limiter.waiting } }
}

test('a large page extracted in the pool equals the in-thread document; the body is still given back', async () => {
  assert.ok(Buffer.byteLength(BIG) > LARGE_DOCUMENT_BYTES)
  const pool = createExtractPool({ workers: 1, timeLimitMs: 10_000, maxHeapMb: 256 })
  const fetcher = createSafeFetcher({ allowPrivate: true })
  try {
    await withServer(async (base) => {
      const here = await scrapeCandidates(fetcher, [`${base}/big`], { documentOnly: true })
      const there = await scrapeCandidates(fetcher, [`${base}/big`], { documentOnly: true, slots: lanes(pool) })
      assert.deepEqual(there.document, here.document)
      assert.equal(there.document.title, 'Été à Paris')
      assert.deepEqual(there.document.emails, ['contact@bistro.fr'])
      assert.equal(there.response.body.length, 0)
    })
  } finally { await fetcher.close(); await pool.close() }
})

test('only large pages go to the pool: a crashing worker touches the large page, never the small one', async () => {
  const pool = createExtractPool({ workers: 1, timeLimitMs: 10_000, maxHeapMb: 256, workerUrl: new URL('crash-on-page.ts', WORKERS) })
  const fetcher = createSafeFetcher({ allowPrivate: true })
  try {
    await withServer(async (base) => {
      const small = await scrapeCandidates(fetcher, [`${base}/small`], { slots: lanes(pool) })
      assert.equal(small.document.title, 'Petit')
      assert.deepEqual(small.document.warnings, [])
      const big = await scrapeCandidates(fetcher, [`${base}/big`], { slots: lanes(pool) })
      assert.equal(big.document.title, undefined)
      assert.deepEqual(big.document.warnings.map((w) => w.code), ['extract_failed'])
      assert.equal(big.document.url, `${base}/big`)
    })
  } finally { await fetcher.close(); await pool.close() }
})

test('the large lane holds one page per slot and a bounded line; one more is refused with 503 extract_queue_full', async () => {
  const { extractionLanes, LARGE_WAITING_PER_SLOT } = await import('../../../src/engines.ts')
  const lanesNoPool = extractionLanes(2, undefined, 0)
  const held = await lanesNoPool.acquire('large')
  const waiting = Array.from({ length: LARGE_WAITING_PER_SLOT }, () => lanesNoPool.acquire('large'))
  assert.equal(lanesNoPool.waiting, LARGE_WAITING_PER_SLOT)
  await assert.rejects(lanesNoPool.acquire('large'), (err: { code?: string; status?: number; details?: { reason?: string }; headers?: Record<string, string> }) => {
    assert.equal(err.code, 'service_unavailable')
    assert.equal(err.details?.reason, 'extract_queue_full')
    assert.equal(err.headers?.['retry-after'], '2')
    return true
  })
  // Small pages never wait in the large line.
  const small = await lanesNoPool.acquire('small')
  small()
  held()
  for (const w of waiting) (await w)()
  assert.equal(lanesNoPool.waiting, 0)
})
