/** Finding 5: the news client followed redirects with no address guard (a source redirecting to 127.0.0.1:6379 reached it). */
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createNewsHttp } from '../../src/media/http.ts'
import { createOutbound } from '../../src/fetch/outbound.ts'
import { PUBLIC_A, stubNet } from '../helpers/net-stub.ts'
import { canary, recorder, rejectsWith } from './helpers.ts'

const closers: (() => Promise<void>)[] = []
after(async () => { for (const c of closers) await c() })

const opts = { signal: AbortSignal.timeout(3000), timeoutMs: 2000, maxBytes: 65536 }

test('a news source redirecting to a loopback port is not followed', async () => {
  const trap = await canary()
  const source = await recorder((_req, res) => { res.writeHead(302, { location: `http://127.0.0.1:${trap.port}/` }).end() })
  closers.push(trap.close, source.close)
  const net = stubNet({}, {})
  const outbound = createOutbound({ allowPrivate: false, connectTimeoutMs: 500, resolve: net.resolve, connect: net.connect })
  closers.push(() => outbound.close())
  const http = createNewsHttp(outbound)
  await rejectsWith(http.getText(`${`http://127.0.0.1:${source.port}`}/rss?q=acme`, { ...opts, signal: AbortSignal.timeout(3000) }), 'fetch_blocked',
    (e) => assert.equal(e.details?.rule, 'address'))
  assert.equal(source.hits.length, 1, 'the configured source itself is asked')
  assert.equal(trap.connections, 0, 'the loopback target is never reached')
})

test('a redirect to a name that resolves to loopback, or to the metadata address, opens no connection', async () => {
  const trap = await canary()
  let target = ''
  const source = await recorder((_req, res) => { res.writeHead(307, { location: target }).end() })
  closers.push(trap.close, source.close)
  const net = stubNet({ 'news-cdn.fixture-news.com': [['127.0.0.1']] }, (a) => (a === '127.0.0.1' ? trap.port : undefined))
  const outbound = createOutbound({ allowPrivate: false, connectTimeoutMs: 500, resolve: net.resolve, connect: net.connect })
  closers.push(() => outbound.close())
  const http = createNewsHttp(outbound)
  for (const t of ['http://news-cdn.fixture-news.com/feed', 'http://169.254.169.254/latest/meta-data/', `http://[::1]:${trap.port}/`]) {
    target = t
    await rejectsWith(http.getText(`http://127.0.0.1:${source.port}/rss`, { ...opts, signal: AbortSignal.timeout(3000) }), 'fetch_blocked')
  }
  assert.equal(net.connects.length, 0, 'the connector was never asked')
  assert.equal(trap.connections, 0)
})

test('a redirect to a public host is followed through the pinned connection', async () => {
  const mirror = await recorder((_req, res) => { res.setHeader('content-type', 'application/rss+xml'); res.end('<rss/>') })
  const source = await recorder((_req, res) => { res.writeHead(301, { location: 'http://mirror.fixture-news.com/rss' }).end() })
  closers.push(mirror.close, source.close)
  const net = stubNet({ 'mirror.fixture-news.com': [[PUBLIC_A]] }, { [PUBLIC_A]: mirror.port })
  const outbound = createOutbound({ allowPrivate: false, connectTimeoutMs: 500, resolve: net.resolve, connect: net.connect })
  closers.push(() => outbound.close())
  assert.equal(await createNewsHttp(outbound).getText(`http://127.0.0.1:${source.port}/rss`, { ...opts, signal: AbortSignal.timeout(3000) }), '<rss/>')
  assert.deepEqual(net.connects.map((c) => [c.address, c.port]), [[PUBLIC_A, 80]])
  assert.equal(mirror.hits.length, 1)
})

test('through the API: adverse_media_check with a source redirecting to a loopback port never reaches it', async () => {
  const { startService, postJson } = await import('../helpers/start-service.ts')
  const trap = await canary()
  const source = await recorder((_req, res) => { res.writeHead(302, { location: `http://127.0.0.1:${trap.port}/` }).end() })
  closers.push(trap.close, source.close)
  const svc = await startService({ WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${source.port}/search?q={query}` })
  closers.push(() => svc.close())
  const { apiKey } = await svc.newKey()
  const r = await postJson(`${svc.url}/v1/adverse_media_check`, { query: 'Acme Widgets Ltd' }, { 'x-api-key': apiKey })
  assert.ok(source.hits.length >= 1, 'the configured source was asked')
  assert.equal(trap.connections, 0, `the loopback target was never reached (answer ${r.status})`)
  assert.equal(r.status, 502, r.text)
  assert.equal(r.json.error.code, 'fetch_failed', 'the source counts as failed, in the envelope')
})
