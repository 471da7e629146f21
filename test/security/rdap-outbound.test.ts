/**
 * RDAP through the one outbound stack (docs/architecture.md, "One outbound stack"; docs/whois.md): every RDAP URL
 * (the bootstrap file, its base URLs, a registry's related link, each redirect) is public-only and pinned. Every request
 * carries the configured User-Agent on every hop, is read through the one body cap (decoded, RFC 9110 §8.4) and
 * fails with the web fetcher's error mapping (docs/fetch.md).
 * Names resolve through a stub zone; the stub connector reaches only loopback fixtures.
 */
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type http from 'node:http'
import { createOutbound } from '../../src/fetch/outbound.ts'
import { createWhoisService } from '../../src/whois/lookup.ts'
import { rdapGet, RDAP_MAX_BYTES } from '../../src/whois/rdap/client.ts'
import { PUBLIC_A, PUBLIC_B, startRaw, stubNet, type Fixture } from '../helpers/net-stub.ts'
import { getJson, startService } from '../helpers/start-service.ts'
import { canary, recorder, rejectsWith, type Recorder } from './helpers.ts'

const fx = (name: string): string => readFileSync(new URL(`../fixtures/whois/${name}`, import.meta.url), 'utf8')
const closers: (() => Promise<void>)[] = []
after(async () => { for (const c of closers.reverse()) await c() })

const REGISTRY = 'rdap.registry-fixture.net'
const REGISTRAR = 'rdap.registrar-fixture.net'
const EVIL = 'rdap.evil-fixture.net'
const UA = 'webintel-rdap-test/1 (+https://ops.example.org)'

/**
 * The registry (PUBLIC_A) and the registrar (PUBLIC_B) RDAP servers; EVIL resolves to 127.0.0.1, where a canary
 * counts connections. `routes` answers a registry path; unknown paths get 404.
 */
async function world(routes: Record<string, (res: http.ServerResponse) => void>) {
  const trap = await canary()
  closers.push(trap.close)
  const registrar = await recorder((req, res) => {
    if (req.url === '/domain/webintel-fixture.com') res.end(fx('rdap-registrar.json'))
    else { res.statusCode = 404; res.end('{"errorCode":404}') }
  })
  closers.push(registrar.close)
  const registry: Recorder = await recorder((req, res) => {
    if (req.url === '/dns.json') res.end(JSON.stringify({ services: [[['com'], [`http://${REGISTRY}/`]]] }))
    else if (routes[req.url ?? '']) routes[req.url ?? '']!(res)
    else { res.statusCode = 404; res.end('{"errorCode":404}') }
  })
  closers.push(registry.close)
  const net = stubNet({ [REGISTRY]: [[PUBLIC_A]], [REGISTRAR]: [[PUBLIC_B]], [EVIL]: [['127.0.0.1']] },
    (a) => (a === PUBLIC_A ? registry.port : a === PUBLIC_B ? registrar.port : a.startsWith('127.') ? trap.port : undefined))
  return { trap, registry, registrar, net }
}

/** A port-43 server that answers every query with the registry fixture (the fallback after RDAP failed). */
async function port43(): Promise<Fixture & { queries: string[] }> {
  const queries: string[] = []
  const f = await startRaw((s) => s.once('data', (b) => { queries.push(String(b).trim()); s.end(fx('icann-registry.txt')) }))
  closers.push(f.close)
  return Object.assign(f, { queries })
}

async function serviceIn(w: Awaited<ReturnType<typeof world>>) {
  const whois = await port43()
  const outbound = createOutbound({ allowPrivate: false, connectTimeoutMs: 500, resolve: w.net.resolve, connect: w.net.connect, userAgent: UA })
  closers.push(() => outbound.close())
  const svc = createWhoisService({
    outbound,
    config: { rdapBootstrapUrl: `http://${REGISTRY}/dns.json`, rdap: 'on', server: `127.0.0.1:${whois.port}`, ianaServer: `127.0.0.1:${whois.port}`, timeoutMs: 4000, cacheTtlMs: 0 },
  })
  return { svc, outbound, whois }
}

const registryAnswer = (): string => fx('rdap-registry.json').replace('REGISTRAR_URL', `http://${REGISTRAR}`)

test('a registry answer redirected to another host: followed, the configured User-Agent on every hop, the registrar link too', async () => {
  const w = await world({
    '/domain/webintel-fixture.com': (res) => { res.writeHead(301, { location: `http://${REGISTRAR}/moved/domain/webintel-fixture.com` }).end() },
  })
  // the registrar host also serves the moved registry record
  const moved = await recorder((req, res) => {
    if (req.url === '/moved/domain/webintel-fixture.com') res.end(registryAnswer())
    else if (req.url === '/domain/webintel-fixture.com') res.end(fx('rdap-registrar.json'))
    else { res.statusCode = 404; res.end('{}') }
  })
  closers.push(moved.close)
  const net = stubNet({ [REGISTRY]: [[PUBLIC_A]], [REGISTRAR]: [[PUBLIC_B]] }, (a) => (a === PUBLIC_A ? w.registry.port : a === PUBLIC_B ? moved.port : undefined))
  const { svc } = await serviceIn({ ...w, net })
  const r = await svc.lookup('webintel-fixture.com')
  assert.equal(r.source, 'rdap')
  assert.equal(r.registrar, 'Fixture Registrar, LLC')
  assert.equal(r.registrantOrganization, 'Webintel Fixture BV', 'the registrar record was merged')
  const hits = [...w.registry.hits, ...moved.hits]
  assert.deepEqual(hits.map((h) => h.url), ['/dns.json', '/domain/webintel-fixture.com', '/moved/domain/webintel-fixture.com', '/domain/webintel-fixture.com'])
  for (const h of hits) assert.equal(h.headers['user-agent'], UA, h.url)
  // every connection went to the address the stub zone gave for the name (pinned)
  assert.deepEqual(net.connects.map((c) => [c.hostname, c.address]).filter((c, i, a) => a.findIndex((d) => d[0] === c[0]) === i), [[REGISTRY, PUBLIC_A], [REGISTRAR, PUBLIC_B]])
})

test('a redirect to a name that resolves to loopback, or to a loopback literal, is refused (fetch_blocked); the lookup falls back to port 43', async () => {
  for (const target of [`http://${EVIL}/domain/webintel-fixture.com`, 'http://127.0.0.1:6379/domain/webintel-fixture.com']) {
    const w = await world({ '/domain/webintel-fixture.com': (res) => { res.writeHead(302, { location: target }).end() } })
    const { svc, outbound, whois } = await serviceIn(w)
    await rejectsWith(rdapGet(outbound, `http://${REGISTRY}/domain/webintel-fixture.com`, AbortSignal.timeout(3000)), 'fetch_blocked')
    const r = await svc.lookup('webintel-fixture.com')
    assert.equal(r.source, 'whois', target)
    assert.ok(whois.queries.length > 0, target)
    assert.equal(w.trap.connections, 0, target)
  }
})

test('a related (registrar) link to a private address is not fetched; the registry answer stands', async () => {
  const w = await world({ '/domain/webintel-fixture.com': (res) => { res.end(fx('rdap-registry.json').replace('REGISTRAR_URL', `http://${EVIL}`)) } })
  const { svc } = await serviceIn(w)
  const r = await svc.lookup('webintel-fixture.com')
  assert.equal(r.source, 'rdap')
  assert.equal(r.registrar, 'Fixture Registrar, LLC')
  assert.equal(r.registrantOrganization, null)
  assert.equal(r.servers.length, 1)
  assert.equal(w.trap.connections, 0)
})

test('an RDAP answer over the cap is refused with the fetcher\'s envelope (fetch_failed, reason too_large), not parsed half', async () => {
  const big = JSON.stringify({ objectClassName: 'domain', ldhName: 'webintel-fixture.com', remarks: [{ description: ['x'.repeat(RDAP_MAX_BYTES)] }] })
  const w = await world({ '/domain/webintel-fixture.com': (res) => { res.end(big) } })
  const { svc, outbound, whois } = await serviceIn(w)
  await rejectsWith(rdapGet(outbound, `http://${REGISTRY}/domain/webintel-fixture.com`, AbortSignal.timeout(3000)), 'fetch_failed', (e) => {
    assert.equal(e.details?.reason, 'too_large')
    assert.equal(e.details?.max_bytes, RDAP_MAX_BYTES)
    assert.equal(e.details?.url, `http://${REGISTRY}`)
  })
  const r = await svc.lookup('webintel-fixture.com')
  assert.equal(r.source, 'whois')
  assert.ok(whois.queries.length > 0)
})

test('a gzip-coded RDAP answer is decoded (RFC 9110 §8.4) like any fetched body', async () => {
  const w = await world({ '/domain/webintel-fixture.com': (res) => { res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/rdap+json' }).end(gzipSync(registryAnswer())) } })
  const { svc } = await serviceIn(w)
  const r = await svc.lookup('webintel-fixture.com')
  assert.equal(r.source, 'rdap')
  assert.equal(r.registrar, 'Fixture Registrar, LLC')
})

test('a gzip bomb as an RDAP answer is refused as a decompression bomb, like a fetched page', async () => {
  const bomb = gzipSync(Buffer.alloc(RDAP_MAX_BYTES - 1024, 0x20)) // about 2 MiB of spaces in a few KiB
  const w = await world({ '/domain/webintel-fixture.com': (res) => { res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/rdap+json' }).end(bomb) } })
  const outbound = createOutbound({ allowPrivate: false, connectTimeoutMs: 500, resolve: w.net.resolve, connect: w.net.connect, userAgent: UA, maxCompressionRatio: 100 })
  closers.push(() => outbound.close())
  await rejectsWith(rdapGet(outbound, `http://${REGISTRY}/domain/webintel-fixture.com`, AbortSignal.timeout(3000)), 'fetch_failed', (e) => {
    assert.equal(e.details?.reason, 'decompression_bomb')
    assert.equal(e.details?.url, `http://${REGISTRY}`)
  })
})

test('a redirect loop ends with the fetcher\'s redirects failure', async () => {
  const w = await world({ '/domain/webintel-fixture.com': (res) => { res.writeHead(302, { location: '/domain/webintel-fixture.com' }).end() } })
  const { outbound } = await serviceIn(w)
  await rejectsWith(rdapGet(outbound, `http://${REGISTRY}/domain/webintel-fixture.com`, AbortSignal.timeout(3000)), 'fetch_failed', (e) => {
    assert.equal(e.details?.reason, 'redirects')
  })
  assert.equal(w.registry.hits.length, 4, 'the first request and three redirects')
})

test('through the API: GET /v1/whois_lookup sends WEBINTEL_FETCH_USER_AGENT on the bootstrap, the redirected registry hop and the registrar link', async () => {
  const moved = await recorder((req, res) => {
    if (req.url === '/moved/domain/webintel-fixture.com') res.end(registryAnswer())
    else if (req.url === '/domain/webintel-fixture.com') res.end(fx('rdap-registrar.json'))
    else { res.statusCode = 404; res.end('{}') }
  })
  closers.push(moved.close)
  const registry = await recorder((req, res) => {
    if (req.url === '/dns.json') res.end(JSON.stringify({ services: [[['com'], [`http://${REGISTRY}/`]]] }))
    else res.writeHead(308, { location: `http://${REGISTRAR}/moved${req.url}` }).end()
  })
  closers.push(registry.close)
  const net = stubNet({ [REGISTRY]: [[PUBLIC_A]], [REGISTRAR]: [[PUBLIC_B]] }, (a) => (a === PUBLIC_A ? registry.port : a === PUBLIC_B ? moved.port : undefined))
  const svc = await startService({ WEBINTEL_RDAP_BOOTSTRAP_URL: `http://${REGISTRY}/dns.json`, WEBINTEL_FETCH_USER_AGENT: UA }, { net })
  closers.push(() => svc.close())
  const key = await svc.newKey()
  const r = await getJson(`${svc.url}/v1/whois_lookup?domain=webintel-fixture.com`, { 'x-api-key': key.apiKey })
  assert.equal(r.status, 200, r.text)
  assert.equal(r.json.data.source, 'rdap')
  assert.equal(r.json.data.registrar, 'Fixture Registrar, LLC')
  const hits = [...registry.hits, ...moved.hits]
  assert.deepEqual(hits.map((h) => h.url).sort(), ['/dns.json', '/domain/webintel-fixture.com', '/domain/webintel-fixture.com', '/moved/domain/webintel-fixture.com'])
  for (const h of hits) assert.equal(h.headers['user-agent'], UA, h.url)
})
