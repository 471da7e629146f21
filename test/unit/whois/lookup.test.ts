import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createServer as createHttp, type Server } from 'node:http'
import { createServer as createTcp, type Server as TcpServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { createWhoisService } from '../../../src/whois/lookup.ts'
import { createOutbound } from '../../../src/fetch/outbound.ts'
import { toVariantBWhois } from '../../../src/operations/variant-b/map.ts'
import { toVariantAWhois } from '../../../src/operations/variant-a/map.ts'
import type { WhoisConfig } from '../../../src/whois/config.ts'
import { AppError } from '../../../src/errors.ts'

const fx = (name: string): string => readFileSync(new URL(`../../fixtures/whois/${name}`, import.meta.url), 'utf8')
const servers: (Server | TcpServer)[] = []
// The fixtures listen on 127.0.0.1: the outbound stack with the private-address rule lifted (as WEBINTEL_FETCH_ALLOW_PRIVATE does).
const outbound = createOutbound({ allowPrivate: true, connectTimeoutMs: 1000 })
after(async () => { for (const s of servers) s.close(); await outbound.close() })

async function listen<S extends Server | TcpServer>(s: S): Promise<number> {
  servers.push(s)
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
  return (s.address() as AddressInfo).port
}

// RDAP: bootstrap + registry (.com) + registrar; .net maps to a registry that answers 500
const rdapHits: string[] = []
const rdap = createHttp((req, res) => {
  rdapHits.push(req.url ?? '')
  const base = `http://127.0.0.1:${rdapPort}`
  if (req.url === '/bootstrap') {
    res.end(JSON.stringify({ services: [[['com'], [`${base}/registry/`]], [['net', 'org'], [`${base}/broken/`]], [['info'], [`${base}/empty/`]], [['biz'], [`${base}/slow/`]], [['xyz'], [`${base}/slowreg/`]]] }))
  } else if (req.url === '/registry/domain/webintel-fixture.com') {
    res.setHeader('content-type', 'application/rdap+json')
    res.end(fx('rdap-registry.json').replace('REGISTRAR_URL', `${base}/registrar`))
  } else if (req.url === '/registrar/domain/webintel-fixture.com') {
    res.end(fx('rdap-registrar.json'))
  } else if (req.url === '/slowreg/domain/webintel-fixture.xyz') {
    res.setHeader('content-type', 'application/rdap+json')
    res.end(fx('rdap-registry.json').replace('REGISTRAR_URL', `${base}/slow-registrar`))
  } else if (req.url?.startsWith('/slow-registrar/')) {
    setTimeout(() => res.end(fx('rdap-registrar.json')), 3000)
  } else if (req.url?.startsWith('/registry/')) {
    res.statusCode = 404; res.end(JSON.stringify({ errorCode: 404, title: 'Not Found' }))
  } else if (req.url?.startsWith('/empty/')) {
    res.end('{}')
  } else if (req.url?.startsWith('/slow/')) {
    setTimeout(() => res.end('{}'), 3000)
  } else { res.statusCode = 500; res.end('oops') }
})
let rdapPort = 0

// port 43: answers by query; the registrar hop is sent to the same server (WEBINTEL_WHOIS_SERVER)
const whoisQueries: string[] = []
let registryAnswered = 0
let slowRegistrarAsked = 0
const whois = createTcp({ allowHalfOpen: true }, (sock) => {
  sock.once('data', (b) => {
    const q = b.toString('utf8').trim()
    whoisQueries.push(q)
    if (q.includes('fallback-fixture.')) sock.end(registryAnswered++ % 2 === 0 ? fx('icann-registry.txt') : fx('icann-registrar.txt'))
    else if (q.includes('throttled-fixture.org')) sock.end(fx('throttled.txt'))
    else if (q.includes('garbage-fixture.org')) sock.end(Buffer.from([0xff, 0xfe, 0x00, 0x41]))
    else if (q.includes('hang-fixture.org')) { /* never answers */ }
    else if (q.includes('slowreg-fixture.net')) {
      // the registry answers at once with a referral; the registrar (asked second) answers after the deadline
      if (slowRegistrarAsked++ % 2 === 0) sock.end(fx('icann-registry.txt'))
      else setTimeout(() => { if (!sock.destroyed) sock.end(fx('icann-registrar.txt')) }, 3000)
    }
    else sock.end(fx('not-found.txt'))
  })
  sock.on('error', () => {})
})

async function service(over: Partial<WhoisConfig> = {}, checkHost: (host: string) => void = () => {}) {
  if (!rdapPort) rdapPort = await listen(rdap)
  const whoisPort = servers.includes(whois) ? (whois.address() as AddressInfo).port : await listen(whois)
  const config: WhoisConfig = {
    rdapBootstrapUrl: `http://127.0.0.1:${rdapPort}/bootstrap`, rdap: 'on', server: `127.0.0.1:${whoisPort}`,
    ianaServer: `127.0.0.1:${whoisPort}`, timeoutMs: 1500, cacheTtlMs: 0, ...over,
  }
  return createWhoisService({ config, outbound: { get: outbound.get, connectLearned: outbound.connectLearned, checkHost } })
}

test('RDAP success: registry answer merged with the registrar record', async () => {
  const r = await (await service()).lookup('https://www.Webintel-Fixture.com/path')
  assert.equal(r.found, true)
  assert.equal(r.source, 'rdap')
  assert.equal(r.registrar, 'Fixture Registrar, LLC')
  assert.equal(r.registrarIanaId, '9999')
  assert.equal(r.updatedDate, '2025-01-15T07:30:00Z')
  assert.deepEqual(r.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.deepEqual(r.status, ['clientTransferProhibited', 'active'])
  assert.equal(r.registrantOrganization, 'Webintel Fixture BV')
  assert.equal(r.registrantCountry, 'NL')
  assert.equal(r.abuseEmail, 'abuse@registrar-fixture.net')
  assert.equal(r.servers.length, 2)
  const b = toVariantBWhois(r)
  assert.equal(b.creation_date, '2003-02-01 10:00:00')
  assert.equal(b.last_updated, '2025-01-15 07:30:00')
  const a = toVariantAWhois(r, new Date('2003-02-11T10:00:00Z'))
  assert.equal(a.domain_age_days, 10)
  assert.equal(a.domain_name, 'webintel-fixture.com')
})

test('RDAP 404 is a not-found result', async () => {
  const r = await (await service()).lookup('nosuch-fixture.com')
  assert.equal(r.found, false)
})

test('RDAP failure falls back to port 43 and follows the registrar referral', async () => {
  const r = await (await service()).lookup('fallback-fixture.net')
  assert.equal(r.source, 'whois')
  assert.equal(r.found, true)
  assert.equal(r.servers.length, 2)
  assert.equal(r.registrar, 'Fixture Registrar, LLC')
  assert.equal(r.registrantOrganization, 'Webintel Test Org')
  assert.ok(whoisQueries.includes('fallback-fixture.net'))
})

test('no WHOIS server known for the TLD → fetch_failed', async () => {
  const { createWhoisService: create } = await import('../../../src/whois/lookup.ts')
  const port = (whois.address() as AddressInfo).port
  const svc = create({ outbound, config: { rdapBootstrapUrl: `http://127.0.0.1:${rdapPort}/bootstrap`, rdap: 'off', ianaServer: `127.0.0.1:${port}`, timeoutMs: 1500, cacheTtlMs: 0 } })
  // IANA step answers "not found" text with no whois: line, so no server is known for .zz-like TLDs
  await assert.rejects(svc.lookup('fixture.cfd'), (e: unknown) => e instanceof AppError && e.code === 'fetch_failed')
})

test('throttled answer → fetch_failed with details', async () => {
  await assert.rejects((await service({ rdap: 'off' })).lookup('throttled-fixture.org'), (e: unknown) =>
    e instanceof AppError && e.code === 'fetch_failed' && e.details?.reason === 'throttled')
})

test('timeout → upstream_timeout', async () => {
  await assert.rejects((await service({ rdap: 'off', timeoutMs: 300 })).lookup('hang-fixture.org'), (e: unknown) =>
    e instanceof AppError && e.code === 'upstream_timeout')
})

test('a malformed WHOIS answer is fetch_failed, not a false "not registered"', async () => {
  await assert.rejects((await service({ rdap: 'off' })).lookup('garbage-fixture.org'), (e: unknown) =>
    e instanceof AppError && e.code === 'fetch_failed' && e.details?.reason === 'unrecognised_answer')
})

test('an RDAP answer that is not a domain object falls back to port 43', async () => {
  registryAnswered = 0
  const r = await (await service()).lookup('fallback-fixture.info')
  assert.equal(r.source, 'whois')
  assert.equal(r.registrar, 'Fixture Registrar, LLC')
})

test('a slow RDAP server hits the overall deadline', async () => {
  await assert.rejects((await service({ timeoutMs: 400 })).lookup('slow-fixture.biz'), (e: unknown) =>
    e instanceof AppError && e.code === 'upstream_timeout')
})

test('a slow registrar RDAP record costs its data, not the registry answer', async () => {
  const t0 = Date.now()
  const r = await (await service({ timeoutMs: 1500 })).lookup('webintel-fixture.xyz')
  assert.ok(Date.now() - t0 < 1500, 'answered within the lookup deadline')
  assert.equal(r.found, true)
  assert.equal(r.source, 'rdap')
  assert.equal(r.servers.length, 1, 'the registrar record is not among the sources')
  assert.ok(r.registrar, 'the registry names the registrar')
  assert.ok(rdapHits.some((u) => u.startsWith('/slow-registrar/')), 'the registrar record was asked for')
})

test('a slow registrar WHOIS referral costs its data, not the registry answer', async () => {
  slowRegistrarAsked = 0
  const r = await (await service({ rdap: 'off', timeoutMs: 1500 })).lookup('slowreg-fixture.net')
  assert.equal(r.found, true)
  assert.equal(r.source, 'whois')
  assert.equal(r.servers.length, 1)
  assert.equal(r.registrar, 'Fixture Registrar, LLC')
  assert.equal(r.registrantOrganization, null, 'only the registrar answer has the registrant')
  assert.equal(slowRegistrarAsked, 2, 'the referral was followed')
})

test('invalid inputs → invalid_request', async () => {
  const svc = await service()
  for (const bad of ['', '   ', '192.0.2.1', 'uk', 'com']) {
    await assert.rejects(svc.lookup(bad), (e: unknown) => e instanceof AppError && e.code === 'invalid_request', bad)
  }
})

test('a registrar referral refused by the host guard leaves the registry answer', async () => {
  const asked: string[] = []
  const guard = (host: string): void => { asked.push(host); throw new AppError('fetch_blocked', 'private') }
  registryAnswered = 0
  const r = await (await service({ rdap: 'off' }, guard)).lookup('fallback-fixture.net')
  assert.deepEqual(asked, ['whois.registrar-fixture.net'])
  assert.equal(r.servers.length, 1)
  assert.equal(r.registrar, 'Fixture Registrar, LLC')
  assert.equal(r.registrantOrganization, null)
})

test('results are cached; fresh bypasses the cache', async () => {
  const { createMemoryCache } = await import('../../../src/cache/memory.ts')
  const port = (whois.address() as AddressInfo).port
  const cache = createMemoryCache()
  const svc = createWhoisService({ cache, outbound, config: { rdapBootstrapUrl: `http://127.0.0.1:${rdapPort}/bootstrap`, rdap: 'on', server: `127.0.0.1:${port}`, ianaServer: `127.0.0.1:${port}`, timeoutMs: 1500, cacheTtlMs: 60_000 } })
  const before = rdapHits.filter((u) => u.startsWith('/registry/domain/webintel')).length
  await svc.lookup('webintel-fixture.com')
  await svc.lookup('WWW.webintel-fixture.com')
  assert.equal(rdapHits.filter((u) => u.startsWith('/registry/domain/webintel')).length, before + 1)
  await svc.lookup('webintel-fixture.com', { fresh: true })
  assert.equal(rdapHits.filter((u) => u.startsWith('/registry/domain/webintel')).length, before + 2)
  await cache.close()
})

test('an unusable bootstrap file sends lookups to port 43', async () => {
  registryAnswered = 0
  const svc = await service({ rdapBootstrapUrl: `http://127.0.0.1:${rdapPort}/no-bootstrap` })
  const r = await svc.lookup('fallback-fixture.net')
  assert.equal(r.source, 'whois')
  assert.equal(r.found, true)
  const hits = rdapHits.filter((u) => u === '/no-bootstrap').length
  await svc.lookup('webintel-fixture.com').catch(() => undefined)
  assert.equal(rdapHits.filter((u) => u === '/no-bootstrap').length, hits) // not retried at once
})
