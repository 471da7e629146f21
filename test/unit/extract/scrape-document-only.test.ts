import { test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSafeFetcher } from '../../../src/fetch/safe-fetcher.ts'
import { scrapeCandidates } from '../../../src/extract/lanes.ts'

// A page big enough to own its ArrayBuffer (Node pools only Buffers under 4 KiB) and one small enough to be
// a slice of the shared pool, which must never be detached.
const BIG = `<!doctype html><html lang="fr"><head><title>Été à Paris</title></head><body>${'<p>Un café, s\u2019il vous plaît.</p>'.repeat(3000)}</body></html>`
const SMALL = '<html><head><title>Petit</title></head><body>ok</body></html>'

async function withServer(fn: (base: string) => Promise<void>): Promise<void> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/big' ? BIG : SMALL)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  try { await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`) } finally { server.close() }
}

test('documentOnly gives the same document, drops the text and gives the body back', async () => {
  await withServer(async (base) => {
    const fetcher = createSafeFetcher({ allowPrivate: true })
    const full = await scrapeCandidates(fetcher, [`${base}/big`])
    const lean = await scrapeCandidates(fetcher, [`${base}/big`], { documentOnly: true })
    await fetcher.close()
    assert.deepEqual(lean.document, full.document)
    assert.equal(lean.document.title, 'Été à Paris')
    assert.equal(full.response.text, BIG)
    assert.equal(lean.response.text, undefined)
    assert.equal(lean.response.body.length, 0)
    assert.ok(full.response.body.length > 4096)
    assert.equal(lean.response.charset, 'utf-8')
  })
})

test('documentOnly leaves a pooled small body alone', async () => {
  await withServer(async (base) => {
    const fetcher = createSafeFetcher({ allowPrivate: true })
    const neighbour = Buffer.from('a pooled neighbour')
    const lean = await scrapeCandidates(fetcher, [`${base}/small`], { documentOnly: true })
    await fetcher.close()
    assert.equal(lean.document.title, 'Petit')
    assert.ok(lean.response.body.byteLength < lean.response.body.buffer.byteLength, 'the small body is a slice of the pool')
    assert.equal(lean.response.body.toString(), SMALL)
    assert.equal(neighbour.toString(), 'a pooled neighbour')
  })
})

test('a decompression bomb ends the scrape at the first candidate; a failing candidate is still skipped', async () => {
  const zlib = await import('node:zlib')
  const bomb = zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20))
  const hits: string[] = []
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '')
    if (req.url === '/down') { res.socket?.destroy(); return }
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const fetcher = createSafeFetcher({ allowPrivate: true })
  try {
    await assert.rejects(scrapeCandidates(fetcher, [`${base}/down`, `${base}/bomb`, `${base}/bomb-again`]), (err: { code?: string; details?: { reason?: string } }) => {
      assert.equal(err.code, 'fetch_failed')
      assert.equal(err.details?.reason, 'decompression_bomb')
      return true
    })
    assert.deepEqual(hits, ['/down', '/bomb'])
  } finally { await fetcher.close(); server.close() }
})
