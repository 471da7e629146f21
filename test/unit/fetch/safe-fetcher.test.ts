import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import zlib from 'node:zlib'
import { AppError } from '../../../src/errors.ts'
import { createSafeFetcher, type SafeFetcherOptions } from '../../../src/fetch/safe-fetcher.ts'
import { createMemoryCache } from '../../../src/cache/memory.ts'
import { isBlockedAddress } from '../../../src/fetch/special-ranges.ts'
import { PUBLIC_A, PUBLIC_B, startHttp, stubNet, type Fixture } from '../../helpers/net-stub.ts'

const fixtures: Fixture[] = []
after(async () => { await Promise.all(fixtures.map((f) => f.close())) })

async function site(handler: Parameters<typeof startHttp>[0]): Promise<Fixture> {
  const f = await startHttp(handler)
  fixtures.push(f)
  return f
}

const FAST = { connectTimeoutMs: 500, headersTimeoutMs: 800, timeoutMs: 1500, maxBytes: 256 * 1024 }

function fetcherFor(net: ReturnType<typeof stubNet>, extra: Partial<SafeFetcherOptions> = {}) {
  return createSafeFetcher({ ...FAST, allowPrivate: false, resolve: net.resolve, connect: net.connect, ...extra })
}

async function rejectsWith(p: Promise<unknown>, code: string, check?: (e: AppError) => void): Promise<AppError> {
  try {
    await p
  } catch (err) {
    assert.ok(err instanceof AppError, `expected an AppError, got ${String(err)}`)
    assert.equal(err.code, code, `${err.code}: ${err.message}`)
    check?.(err)
    return err
  }
  assert.fail(`expected ${code}, but the fetch succeeded`)
}

test('fetches a page through the pinned address, sends the User-Agent, decodes text', async () => {
  let ua = ''
  const f = await site((req, res) => { ua = req.headers['user-agent'] ?? ''; res.setHeader('content-type', 'text/html; charset=utf-8'); res.end('<title>Grüße</title>') })
  const net = stubNet({ 'www.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: f.port })
  const fetcher = fetcherFor(net, { userAgent: 'webintel-test/1 (+https://example.org/bot)' })
  const res = await fetcher.fetch('http://www.fixture-web.com/page#frag')
  assert.equal(res.status, 200)
  assert.equal(res.url, 'http://www.fixture-web.com/page')
  assert.equal(res.text, '<title>Grüße</title>')
  assert.equal(res.charset, 'utf-8')
  assert.equal(res.contentType, 'text/html')
  assert.equal(res.remoteAddress, PUBLIC_A)
  assert.equal(ua, 'webintel-test/1 (+https://example.org/bot)')
  assert.deepEqual(net.connects.map((c) => c.address), [PUBLIC_A])
  await fetcher.close()
})

test('refuses a redirect to a private address at the hop, without connecting there', async () => {
  const f = await site((_req, res) => { res.writeHead(302, { location: `http://127.0.0.1:${f.port}/admin` }); res.end() })
  const net = stubNet({ 'redir.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: f.port })
  const fetcher = fetcherFor(net)
  await rejectsWith(fetcher.fetch('http://redir.fixture-web.com/'), 'fetch_blocked', (e) => assert.equal(e.details?.range, 'loopback'))
  assert.deepEqual(net.connects.map((c) => c.address), [PUBLIC_A])
  await fetcher.close()
})

test('refuses a redirect to a name that resolves to a private address', async () => {
  const f = await site((_req, res) => { res.writeHead(301, { location: 'http://intranet.fixture-web.com/' }); res.end() })
  const net = stubNet({ 'redir.fixture-web.com': [[PUBLIC_A]], 'intranet.fixture-web.com': [['10.0.0.7']] }, { [PUBLIC_A]: f.port, '10.0.0.7': f.port })
  const fetcher = fetcherFor(net)
  await rejectsWith(fetcher.fetch('http://redir.fixture-web.com/'), 'fetch_blocked', (e) => assert.equal(e.details?.range, 'private'))
  assert.deepEqual(net.connects.map((c) => c.address), [PUBLIC_A])
  await fetcher.close()
})

test('DNS rebinding: one lookup per connection, and the rebound private answer is never connected to', async () => {
  let hits = 0
  const f = await site((_req, res) => { hits++; res.setHeader('connection', 'close'); res.end('ok') })
  // First answer public, every later answer loopback (where the fixture really is).
  const net = stubNet({ 'rebind.fixture-web.com': [[PUBLIC_A], ['127.0.0.1']] }, { [PUBLIC_A]: f.port, '127.0.0.1': f.port })
  const fetcher = fetcherFor(net)
  const first = await fetcher.fetch('http://rebind.fixture-web.com/')
  assert.equal(first.text, 'ok')
  await rejectsWith(fetcher.fetch('http://rebind.fixture-web.com/again', { fresh: true }), 'fetch_blocked')
  assert.equal(hits, 1)
  assert.equal(net.lookups.length, 2)
  assert.deepEqual(net.connects.map((c) => c.address), [PUBLIC_A])
  assert.ok(net.connects.every((c) => !isBlockedAddress(c.address)))
  await fetcher.close()
})

test('a mixed answer set (public + private) is refused', async () => {
  const net = stubNet({ 'mixed.fixture-web.com': [[PUBLIC_A, '192.168.1.1']] }, {})
  const fetcher = fetcherFor(net)
  await rejectsWith(fetcher.fetch('https://mixed.fixture-web.com/'), 'fetch_blocked')
  assert.equal(net.connects.length, 0)
  await fetcher.close()
})

test('scheme, credentials, internal names and literal private IPs are refused before any lookup', async () => {
  const net = stubNet({}, {})
  const fetcher = fetcherFor(net)
  for (const url of ['ftp://fixture-web.com/', 'file:///etc/passwd', 'http://user:pw@fixture-web.com/', 'http://localhost/',
    'http://printer.local/', 'http://db.internal/', 'http://nas.home.arpa/', 'http://intranet/', 'http://10.1.2.3/',
    'http://[::ffff:169.254.169.254]/', 'http://0x7f.1/', 'http://metadata.google.internal/', 'http://168.63.129.16/']) {
    await rejectsWith(fetcher.fetch(url), 'fetch_blocked')
  }
  await rejectsWith(fetcher.fetch('not a url'), 'invalid_request')
  assert.equal(net.lookups.length, 0)
  assert.equal(net.connects.length, 0)
  await fetcher.close()
})

test('allowPrivate lifts the address rule only: loopback works, metadata and schemes stay refused', async () => {
  const f = await site((_req, res) => res.end('local'))
  const fetcher = createSafeFetcher({ ...FAST, allowPrivate: true }) // real connector, loopback only
  assert.equal((await fetcher.fetch(`http://127.0.0.1:${f.port}/`)).text, 'local')
  await rejectsWith(fetcher.fetch('http://169.254.169.254/latest/meta-data/'), 'fetch_blocked')
  await rejectsWith(fetcher.fetch('http://[::ffff:169.254.169.254]/'), 'fetch_blocked')
  await rejectsWith(fetcher.fetch('gopher://127.0.0.1/'), 'fetch_blocked')
  await rejectsWith(fetcher.fetch(`http://u:p@127.0.0.1:${f.port}/`), 'fetch_blocked')
  await fetcher.close()
})

test('redirect loops and over-long chains fail with reason "redirects"; relative hops are followed', async () => {
  const f = await site((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x')
    if (u.pathname === '/a') { res.writeHead(302, { location: '/b' }); return res.end() }
    if (u.pathname === '/b') { res.writeHead(307, { location: '/a' }); return res.end() }
    const n = Number(u.searchParams.get('n') ?? 0)
    if (u.pathname === '/chain' && n < 7) { res.writeHead(301, { location: `/chain?n=${n + 1}` }); return res.end() }
    res.end(`end ${n}`)
  })
  const net = stubNet({ 'loop.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: f.port })
  const fetcher = fetcherFor(net)
  await rejectsWith(fetcher.fetch('http://loop.fixture-web.com/a'), 'fetch_failed', (e) => assert.equal(e.details?.reason, 'redirects'))
  await rejectsWith(fetcher.fetch('http://loop.fixture-web.com/chain'), 'fetch_failed', (e) => assert.equal(e.details?.max, 5))
  const ok = await fetcher.fetch('http://loop.fixture-web.com/chain?n=3')
  assert.equal(ok.text, 'end 7')
  assert.equal(ok.redirects.length, 4)
  assert.equal(ok.requestedUrl, 'http://loop.fixture-web.com/chain?n=3')
  await fetcher.close()
})

test('upstream HTTP errors carry the status; acceptStatus lets them through', async () => {
  const f = await site((_req, res) => { res.statusCode = 404; res.end('gone') })
  const net = stubNet({ 'err.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: f.port })
  const fetcher = fetcherFor(net)
  await rejectsWith(fetcher.fetch('http://err.fixture-web.com/'), 'fetch_failed', (e) => assert.equal(e.details?.status, 404))
  const res = await fetcher.fetch('http://err.fixture-web.com/', { acceptStatus: () => true })
  assert.equal(res.status, 404)
  assert.equal(res.text, 'gone')
  await fetcher.close()
})

test('DNS failure and refused connections are fetch_failed', async () => {
  const net = stubNet({ 'down.fixture-web.com': [[PUBLIC_B]] }, {})
  const fetcher = fetcherFor(net)
  await rejectsWith(fetcher.fetch('http://nxdomain.fixture-web.com/'), 'fetch_failed', (e) => assert.equal(e.details?.reason, 'dns'))
  await rejectsWith(fetcher.fetch('http://down.fixture-web.com/'), 'fetch_failed', (e) => assert.equal(e.details?.reason, 'connection'))
  await fetcher.close()
})

test('decodes gzip, deflate (zlib and raw) and brotli bodies', async () => {
  const text = 'hello '.repeat(1000)
  const bodies: Record<string, [string, Buffer]> = {
    '/gzip': ['gzip', zlib.gzipSync(text)],
    '/deflate': ['deflate', zlib.deflateSync(text)],
    '/raw': ['deflate', zlib.deflateRawSync(text)],
    '/br': ['br', zlib.brotliCompressSync(text)],
    '/two': ['gzip, br', zlib.brotliCompressSync(zlib.gzipSync(text))],
  }
  const f = await site((req, res) => { const [enc, body] = bodies[req.url ?? '']; res.setHeader('content-encoding', enc); res.end(body) })
  const net = stubNet({ 'z.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: f.port })
  const fetcher = fetcherFor(net)
  for (const path of Object.keys(bodies)) {
    const res = await fetcher.fetch(`http://z.fixture-web.com${path}`)
    assert.equal(res.text, text, path)
    assert.equal(res.truncated, false)
  }
  await fetcher.close()
})

test('the response cache serves repeats, and fresh:true fetches again', async () => {
  let hits = 0
  const f = await site((_req, res) => { hits++; res.end(`v${hits}`) })
  const net = stubNet({ 'c.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: f.port })
  const fetcher = fetcherFor(net, { cache: createMemoryCache(), cacheTtlMs: 60_000 })
  assert.equal((await fetcher.fetch('http://c.fixture-web.com/')).text, 'v1')
  const again = await fetcher.fetch('http://c.fixture-web.com/')
  assert.equal(again.text, 'v1')
  assert.equal(again.fromCache, true)
  assert.ok(Buffer.isBuffer(again.body))
  assert.equal((await fetcher.fetch('http://c.fixture-web.com/', { fresh: true })).text, 'v2')
  assert.equal(hits, 2)
  await fetcher.close()
})

test('one cache entry per page whatever the size cap: a smaller cap is served from it, cut; a larger one than it was read under fetches again', async () => {
  let hits = 0
  const page = 'x'.repeat(4000)
  const f = await site((_req, res) => { hits++; res.setHeader('content-type', 'text/plain; charset=utf-8'); res.end(page) })
  const net = stubNet({ 'caps.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: f.port })
  const fetcher = fetcherFor(net, { cache: createMemoryCache(), cacheTtlMs: 60_000 })
  const whole = await fetcher.fetch('http://caps.fixture-web.com/')
  assert.equal(whole.body.length, 4000)
  const small = await fetcher.fetch('http://caps.fixture-web.com/', { maxBytes: 1000 })
  assert.equal(small.fromCache, true)
  assert.equal(small.body.length, 1000)
  assert.equal(small.truncated, true)
  assert.equal(small.text, 'x'.repeat(1000))
  assert.equal(hits, 1)
  // Read under a small cap first: a later, larger cap is not answered with the cut body.
  const other = fetcherFor(net, { cache: createMemoryCache(), cacheTtlMs: 60_000 })
  assert.equal((await other.fetch('http://caps.fixture-web.com/', { maxBytes: 1000 })).body.length, 1000)
  const full = await other.fetch('http://caps.fixture-web.com/')
  assert.equal(full.body.length, 4000)
  assert.equal(full.truncated, false)
  assert.equal(hits, 3)
  await fetcher.close()
  await other.close()
})

test('per-host concurrency cap holds', async () => {
  let active = 0
  let peak = 0
  const f = await site((_req, res) => { active++; peak = Math.max(peak, active); setTimeout(() => { active--; res.end('x') }, 30) })
  const net = stubNet({ 'busy.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: f.port })
  const fetcher = fetcherFor(net, { perHostConcurrency: 2, concurrency: 10 })
  await Promise.all(Array.from({ length: 8 }, (_, i) => fetcher.fetch(`http://busy.fixture-web.com/${i}`)))
  assert.equal(peak, 2)
  await fetcher.close()
})
