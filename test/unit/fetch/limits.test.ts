/** Hostile bodies and slow servers: every one ends at a cap or a deadline, with bounded memory. */
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { AppError } from '../../../src/errors.ts'
import { createSafeFetcher, type SafeFetcherOptions } from '../../../src/fetch/safe-fetcher.ts'
import { PUBLIC_A, startHttp, startRaw, stubNet, type Fixture } from '../../helpers/net-stub.ts'

const fixtures: Fixture[] = []
after(async () => { await Promise.all(fixtures.map((f) => f.close())) })

const CAP = 1024 * 1024

function fetcherTo(port: number, extra: Partial<SafeFetcherOptions> = {}) {
  const net = stubNet({ 'hostile.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: port })
  return createSafeFetcher({
    allowPrivate: false, resolve: net.resolve, connect: net.connect,
    connectTimeoutMs: 500, headersTimeoutMs: 800, timeoutMs: 1500, maxBytes: CAP, ...extra,
  })
}

async function code(p: Promise<unknown>): Promise<string> {
  try { await p } catch (err) { assert.ok(err instanceof AppError, String(err)); return err.code }
  return 'ok'
}

/** An endless stream of zeros: as a bomb it decodes to far more than any cap. */
function zeros(): Readable {
  const chunk = Buffer.alloc(64 * 1024)
  return new Readable({ read() { this.push(chunk) } })
}

function bombServer(encoding: 'gzip' | 'br'): Promise<Fixture> {
  return startHttp((_req, res) => {
    res.setHeader('content-type', 'text/html')
    res.setHeader('content-encoding', encoding)
    const z = encoding === 'gzip'
      ? zlib.createGzip({ level: 1 })
      : zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })
    const src = zeros()
    src.pipe(z).pipe(res)
    res.on('close', () => { src.destroy(); z.destroy() })
  })
}

for (const encoding of ['gzip', 'br'] as const) {
  test(`${encoding} bomb is refused as a decompression bomb once it passes the ratio`, async () => {
    const f = await bombServer(encoding)
    fixtures.push(f)
    const fetcher = fetcherTo(f.port, { timeoutMs: 5000 })
    await assert.rejects(fetcher.fetch('http://hostile.fixture-web.com/bomb'), (err: AppError) => {
      assert.equal(err.code, 'fetch_failed')
      assert.equal(err.details?.reason, 'decompression_bomb')
      const d = err.details as { decoded_bytes: number; coded_bytes: number }
      assert.ok(d.decoded_bytes >= 1024 * 1024 && d.decoded_bytes > 100 * d.coded_bytes, JSON.stringify(d))
      return true
    })
    await fetcher.close()
  })

  test(`${encoding} bomb with the ratio check off stops at the decoded cap with bounded memory`, async () => {
    const f = await bombServer(encoding)
    fixtures.push(f)
    const fetcher = fetcherTo(f.port, { timeoutMs: 5000, maxCompressionRatio: 0 })
    const before = process.memoryUsage()
    const res = await fetcher.fetch('http://hostile.fixture-web.com/bomb')
    const afterMem = process.memoryUsage()
    assert.equal(res.body.length, CAP)
    assert.equal(res.truncated, true)
    assert.ok(res.body.every((b) => b === 0))
    // The decoded stream is endless; memory may grow by the cap and some buffers, not more.
    const grown = (afterMem.arrayBuffers + afterMem.heapUsed) - (before.arrayBuffers + before.heapUsed)
    assert.ok(grown < 40 * CAP, `memory grew by ${grown} bytes`)
    await fetcher.close()
  })
}

test('a large compressed page of ordinary text passes the ratio check and is cut at the cap', async () => {
  // Pseudo-random words: compresses like prose (about 3:1), far below the bomb ratio.
  let seed = 7
  const words = ['market', 'river', 'seven', 'quiet', 'table', 'orange', 'signal', 'garden', 'copper', 'winter', 'paper', 'lantern']
  const parts: string[] = ['<!doctype html><title>Long page</title><p>']
  for (let n = 0; n < 400_000; n++) { seed = (seed * 1103515245 + 12345) % 2 ** 31; parts.push(words[seed % words.length] + (seed % 7 === 0 ? '. ' : ' ')) }
  const html = Buffer.from(parts.join(''))
  const gz = zlib.gzipSync(html)
  const f = await startHttp((_req, res) => { res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }); res.end(gz) })
  fixtures.push(f)
  const fetcher = fetcherTo(f.port, { timeoutMs: 5000 })
  const res = await fetcher.fetch('http://hostile.fixture-web.com/long')
  assert.ok(html.length > CAP && html.length / gz.length < 100)
  assert.equal(res.body.length, CAP)
  assert.equal(res.truncated, true)
  assert.deepEqual(res.body, html.subarray(0, CAP))
  await fetcher.close()
})

test('an endless identity body is cut at the cap', async () => {
  const f = await startHttp((_req, res) => { const src = zeros(); src.pipe(res); res.on('close', () => src.destroy()) })
  fixtures.push(f)
  const fetcher = fetcherTo(f.port)
  const res = await fetcher.fetch('http://hostile.fixture-web.com/endless')
  assert.equal(res.body.length, CAP)
  assert.equal(res.truncated, true)
  assert.equal((await fetcher.fetch('http://hostile.fixture-web.com/endless', { maxBytes: 1000, fresh: true })).body.length, 1000)
  await fetcher.close()
})

test('a one-byte drip ends at the overall deadline', async () => {
  const f = await startHttp((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    const t = setInterval(() => res.write('a'), 20)
    res.on('close', () => clearInterval(t))
  })
  fixtures.push(f)
  const fetcher = fetcherTo(f.port, { timeoutMs: 400 })
  const started = Date.now()
  assert.equal(await code(fetcher.fetch('http://hostile.fixture-web.com/drip')), 'upstream_timeout')
  assert.ok(Date.now() - started < 3000, 'the deadline ended the drip')
  await fetcher.close()
})

test('a server that never sends headers hits the headers timeout', async () => {
  const f = await startRaw(() => { /* accept, say nothing */ })
  fixtures.push(f)
  const fetcher = fetcherTo(f.port, { headersTimeoutMs: 200, timeoutMs: 2000 })
  assert.equal(await code(fetcher.fetch('http://hostile.fixture-web.com/silent')), 'upstream_timeout')
  await fetcher.close()
})

test('a connector that never connects hits the connect timeout: the same fetch_failed as a refused connection', async () => {
  const fetcher = createSafeFetcher({
    allowPrivate: false, connectTimeoutMs: 150, timeoutMs: 2000,
    resolve: async () => [{ address: PUBLIC_A, family: 4 }],
    connect: (t) => new Promise((_resolve, reject) => t.signal.addEventListener('abort', () => reject(t.signal.reason))),
  })
  assert.equal(await code(fetcher.fetch('http://hostile.fixture-web.com/')), 'fetch_failed')
  await fetcher.close()
})

test('huge response headers are refused', async () => {
  const f = await startRaw((s) => s.once('data', () => {
    s.write(`HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\nContent-Length: 2\r\n\r\nok`)
  }))
  fixtures.push(f)
  const fetcher = fetcherTo(f.port, { maxHeaderBytes: 16 * 1024 })
  const err = await fetcher.fetch('http://hostile.fixture-web.com/headers').catch((e: unknown) => e)
  assert.ok(err instanceof AppError)
  assert.equal(err.code, 'fetch_failed')
  assert.equal(err.details?.reason, 'headers_too_large')
  await fetcher.close()
})

test('a cut-off gzip body yields the decoded prefix; a corrupt one is flagged truncated, not thrown', async () => {
  const text = Array.from({ length: 3000 }, (_, i) => `<p>${(i * 7919) % 10007}</p>`).join('')
  const good = zlib.gzipSync(text)
  const cut = good.subarray(0, good.length >> 1)
  const corrupt = Buffer.concat([cut, Buffer.from('garbage-garbage-garbage')])
  const f = await startHttp((req, res) => { res.setHeader('content-encoding', 'gzip'); res.end(req.url === '/cut' ? cut : corrupt) })
  fixtures.push(f)
  const fetcher = fetcherTo(f.port)
  const partial = await fetcher.fetch('http://hostile.fixture-web.com/cut')
  assert.ok(partial.body.length > 0 && partial.body.length < text.length, `decoded ${partial.body.length} of ${text.length}`)
  assert.equal(partial.body.toString(), text.slice(0, partial.body.length))
  const bad = await fetcher.fetch('http://hostile.fixture-web.com/corrupt')
  assert.equal(bad.truncated, true)
  assert.ok(bad.body.length < text.length)
  await fetcher.close()
})
