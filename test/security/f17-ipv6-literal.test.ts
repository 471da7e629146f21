/** Finding 17: URLs with a literal IPv6 address always failed with ERR_INVALID_URL; they work now, guarded. */
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createSafeFetcher } from '../../src/fetch/safe-fetcher.ts'
import { stubNet } from '../helpers/net-stub.ts'
import { recorder, rejectsWith } from './helpers.ts'

const closers: (() => Promise<void>)[] = []
after(async () => { for (const c of closers) await c() })

test('a public IPv6 literal is fetched (no DNS), connected to at that address', async () => {
  const site = await recorder()
  closers.push(site.close)
  const net = stubNet({}, { '2606:4700:4700::1111': site.port })
  const fetcher = createSafeFetcher({ allowPrivate: false, connectTimeoutMs: 300, timeoutMs: 1500, resolve: net.resolve, connect: net.connect })
  closers.push(() => fetcher.close())
  const r = await fetcher.fetch('http://[2606:4700:4700::1111]:8080/page')
  assert.equal(r.text, 'ok')
  assert.equal(r.remoteAddress, '2606:4700:4700::1111')
  assert.deepEqual(net.lookups, [])
  assert.deepEqual(net.connects.map((c) => [c.address, c.family, c.port]), [['2606:4700:4700::1111', 6, 8080]])
})

test('non-public IPv6 literals stay refused', async () => {
  const net = stubNet({}, () => undefined)
  const fetcher = createSafeFetcher({ allowPrivate: false, connectTimeoutMs: 300, timeoutMs: 1500, resolve: net.resolve, connect: net.connect })
  closers.push(() => fetcher.close())
  for (const u of ['http://[::1]/', 'http://[fe80::1]/', 'http://[::ffff:127.0.0.1]/', 'http://[fd00:ec2::254]/', 'http://[64:ff9b::7f00:1]/']) {
    await rejectsWith(fetcher.fetch(u), 'fetch_blocked', (e) => assert.equal(e.details?.rule, 'address', u))
  }
  assert.equal(net.connects.length, 0)
})

test('through the API: scrape_metadata of an IPv6-literal URL answers 200, a loopback literal 422', async () => {
  const { startService, postJson } = await import('../helpers/start-service.ts')
  const site = await recorder((_req, res) => { res.setHeader('content-type', 'text/html'); res.end('<title>six</title>') })
  closers.push(site.close)
  const svc = await startService({}, { net: stubNet({}, { '2606:4700:4700::1111': site.port }) })
  closers.push(() => svc.close())
  const { apiKey } = await svc.newKey()
  const ok = await postJson(`${svc.url}/v1/scrape_metadata`, { url: 'http://[2606:4700:4700::1111]/', fields: ['title'] }, { 'x-api-key': apiKey })
  assert.equal(ok.status, 200, ok.text)
  assert.deepEqual(ok.json.data, { title: 'six', content_type: 'text/html', warnings: [] })
  const refused = await postJson(`${svc.url}/v1/scrape_metadata`, { url: 'http://[::1]/' }, { 'x-api-key': apiKey })
  assert.equal(refused.status, 422, refused.text)
})
