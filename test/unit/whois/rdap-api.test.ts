// RDAP answers in the shapes ccTLD and smaller registries' servers give (RFC 9083 allows all of them), read
// through GET /v1/whois_lookup: a registrar entity with only a handle or only publicIds, a jCard with "org"
// but no "fn", dates of nested entities, status values written with spaces, unicodeName beside or instead of
// ldhName, a redirect to another RDAP server, a 404 with an error body, a 429 with Retry-After, and a JSON
// body behind a byte order mark. Every server is local: public-looking names resolve through a stub to
// loopback ports (test/helpers/net-stub.ts).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { startService, getJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A, PUBLIC_B } from '../../helpers/net-stub.ts'

type Json = Record<string, unknown>
const card = (...props: unknown[][]): unknown[] => ['vcard', [['version', {}, 'text', '4.0'], ...props]]
const domainObject = (ldhName: string | undefined, extra: Json): Json => ({
  objectClassName: 'domain', rdapConformance: ['rdap_level_0'], ...(ldhName ? { ldhName } : {}),
  events: [{ eventAction: 'registration', eventDate: '2004-05-06T07:08:09Z' }, { eventAction: 'expiration', eventDate: '2030-05-06T07:08:09Z' }],
  nameservers: [{ objectClassName: 'nameserver', ldhName: 'NS1.FIXTURE-DNS.NET.' }],
  status: ['active'],
  ...extra,
})

const answers: Record<string, Json> = {
  'handle-only.com': domainObject('handle-only.com', {
    entities: [{ objectClassName: 'entity', roles: ['registrar'], handle: 'FIXT-REG-1', publicIds: [{ type: 'IANA Registrar ID', identifier: '9999' }] }],
  }),
  'ids-only.com': domainObject('ids-only.com', {
    entities: [{ objectClassName: 'entity', roles: ['registrar'], handle: '9999', publicIds: [{ type: 'IANA Registrar ID', identifier: '9999' }] }],
  }),
  'org-card.com': domainObject('org-card.com', {
    entities: [{ objectClassName: 'entity', roles: ['registrar'], handle: 'R-1', vcardArray: card(['fn', {}, 'text', ''], ['org', {}, 'text', 'Fixture Registrar Oy']) }],
  }),
  'nested-events.com': {
    objectClassName: 'domain', ldhName: 'nested-events.com',
    events: [
      { eventAction: 'last update of RDAP database', eventDate: '2025-06-01T00:00:00Z' },
      { eventAction: 'last changed', eventDate: '2024-02-03T04:05:06Z' },
      { eventAction: 'registration', eventDate: '2010-01-02T03:04:05Z' },
    ],
    entities: [{
      objectClassName: 'entity', roles: ['registrar'], vcardArray: card(['fn', {}, 'text', 'Fixture Registrar GmbH']),
      events: [{ eventAction: 'registration', eventDate: '1999-09-09T09:09:09Z' }, { eventAction: 'last changed', eventDate: '2025-01-01T00:00:00Z' }],
      entities: [{ objectClassName: 'entity', roles: ['abuse'], vcardArray: card(['fn', {}, 'text', 'Abuse desk'], ['email', {}, 'text', 'Abuse@Registrar-Fixture.example']) }],
    }],
  },
  'spaced-status.com': domainObject('spaced-status.com', { status: ['client transfer prohibited', 'server delete prohibited', 'active'] }),
  'xn--bcher-kva.com': domainObject('xn--bcher-kva.com', { unicodeName: 'bücher.com' }),
  'xn--caf-dma.com': domainObject(undefined, {
    unicodeName: 'café.com',
    nameservers: [{ objectClassName: 'nameserver', unicodeName: 'ns1.café-dns.example' }, { objectClassName: 'nameserver', ldhName: 'ns2.fixture-dns.net' }],
  }),
  'upper-dot.com': domainObject('UPPER-DOT.COM.', {}),
  'moved.com': domainObject('moved.com', { entities: [{ objectClassName: 'entity', roles: ['registrar'], vcardArray: card(['fn', {}, 'text', 'Moved Registrar SA']) }] }),
  'bom.com': domainObject('bom.com', {}),
}

describe('GET /v1/whois_lookup over RDAP: less common answer shapes', () => {
  let rdap: http.Server
  let rdap2: http.Server
  let whois: net.Server
  let svc: Running
  let key: { apiKey: string }
  const port43: string[] = []
  before(async () => {
    rdap = http.createServer((req, res) => {
      const url = req.url ?? ''
      if (url === '/dns.json') {
        return res.writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ version: '1.0', services: [[['com'], ['http://rdap.registry-fixture.net/rdap/']]] }))
      }
      const name = decodeURIComponent(/^\/rdap\/domain\/([^/?]+)/.exec(url)?.[1] ?? '').toLowerCase()
      if (name === 'moved.com') return res.writeHead(301, { location: 'http://rdap.other-registry.net/v1/domain/moved.com' }).end()
      if (name === 'busy.com' || name === 'rdap-only.com') return res.writeHead(429, { 'retry-after': '30', 'content-type': 'application/rdap+json' }).end(JSON.stringify({ errorCode: 429, title: 'Too Many Requests' }))
      if (name === 'error-as-200.com') return res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(JSON.stringify({ errorCode: 404, title: 'Not Found' }))
      if (name === 'bom.com') return res.writeHead(200, { 'content-type': 'application/rdap+json; charset=utf-8' }).end('\ufeff' + JSON.stringify(answers[name]))
      const a = answers[name]
      if (a) return res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(JSON.stringify(a))
      res.writeHead(404, { 'content-type': 'application/rdap+json' })
        .end(JSON.stringify({ errorCode: 404, title: 'Not Found', description: [`The domain ${name} was not found in the registry.`] }))
    })
    rdap2 = http.createServer((req, res) => {
      if (req.url === '/v1/domain/moved.com') return res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(JSON.stringify(answers['moved.com']))
      res.writeHead(404).end()
    })
    whois = net.createServer((s) => {
      s.once('data', (d) => {
        port43.push(String(d).trim())
        if (/rdap-only/i.test(String(d))) return void s.end('% This registry answers over RDAP only.\r\n')
        s.end('Domain Name: BUSY.COM\r\nRegistrar: Port43 Registrar Inc.\r\nCreation Date: 2001-02-03T04:05:06Z\r\nName Server: ns1.fixture-dns.net\r\n')
      })
    })
    await Promise.all([rdap, rdap2, whois].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))))
    const port = (s: net.Server | http.Server): number => (s.address() as AddressInfo).port
    const stub = stubNet({ 'rdap.registry-fixture.net': [[PUBLIC_A]], 'rdap.other-registry.net': [[PUBLIC_B]] }, { [PUBLIC_A]: port(rdap), [PUBLIC_B]: port(rdap2) })
    svc = await startService({
      WEBINTEL_RDAP_BOOTSTRAP_URL: 'http://rdap.registry-fixture.net/dns.json',
      WEBINTEL_WHOIS_SERVER: `127.0.0.1:${port(whois)}`,
      WEBINTEL_WHOIS_CACHE_TTL_MS: '0',
    }, { net: stub })
    key = await svc.newKey()
  })
  after(async () => { await svc.close(); rdap.close(); rdap2.close(); whois.close() })

  const lookup = (d: string) => getJson(svc.url + '/v1/whois_lookup?domain=' + encodeURIComponent(d), { 'x-api-key': key.apiKey })

  test('a registrar entity with only a handle is named by it; one with only an IANA number gives the id, no name', async () => {
    const a = await lookup('handle-only.com')
    assert.equal(a.status, 200, a.text)
    assert.equal(a.json.data.registrar, 'FIXT-REG-1')
    assert.equal(a.json.data.registrar_iana_id, '9999')
    const b = await lookup('ids-only.com')
    assert.equal(b.status, 200, b.text)
    assert.equal(b.json.data.registrar, null)
    assert.equal(b.json.data.registrar_iana_id, '9999')
  })

  test('a jCard with an empty "fn" and an "org" names the registrar by the org', async () => {
    const r = await lookup('org-card.com')
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.registrar, 'Fixture Registrar Oy')
  })

  test('the domain\'s own events give its dates; a nested registrar entity\'s events do not', async () => {
    const r = await lookup('nested-events.com')
    assert.equal(r.status, 200, r.text)
    const d = r.json.data
    assert.equal(d.creation_date, '2010-01-02T03:04:05Z')
    assert.equal(d.updated_date, '2024-02-03T04:05:06Z')
    assert.equal(d.expiration_date, null)
    assert.equal(d.registrar, 'Fixture Registrar GmbH')
    assert.equal(d.abuse_email, 'abuse@registrar-fixture.example')
  })

  test('status values written with spaces are folded to EPP names', async () => {
    const r = await lookup('spaced-status.com')
    assert.equal(r.status, 200, r.text)
    assert.deepEqual(r.json.data.status, ['clientTransferProhibited', 'serverDeleteProhibited', 'active'])
  })

  test('IDNs: the A-label is returned whether the server gives ldhName, unicodeName or both', async () => {
    const both = await lookup('bücher.com')
    assert.equal(both.status, 200, both.text)
    assert.equal(both.json.data.domain_name, 'xn--bcher-kva.com')
    const unicodeOnly = await lookup('café.com')
    assert.equal(unicodeOnly.status, 200, unicodeOnly.text)
    assert.equal(unicodeOnly.json.data.domain_name, 'xn--caf-dma.com')
    assert.deepEqual(unicodeOnly.json.data.name_servers, ['ns1.xn--caf-dns-dya.example', 'ns2.fixture-dns.net'])
    const upper = await lookup('upper-dot.com')
    assert.equal(upper.json.data.domain_name, 'upper-dot.com')
    assert.deepEqual(upper.json.data.name_servers, ['ns1.fixture-dns.net'])
  })

  test('a redirect to another RDAP server is followed', async () => {
    const r = await lookup('moved.com')
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.source, 'rdap')
    assert.equal(r.json.data.registrar, 'Moved Registrar SA')
  })

  test('a 404 with an error body, or that error object served with 200, is "not registered"', async () => {
    const r = await lookup('nosuch-fixture.com')
    assert.equal(r.status, 404, r.text)
    assert.equal(r.json.error.code, 'not_found')
    assert.ok(!port43.some((q) => /nosuch-fixture/.test(q)), 'an RDAP 404 is an answer: port 43 is not asked')
    const as200 = await lookup('error-as-200.com')
    assert.equal(as200.status, 404, as200.text)
    assert.ok(!port43.some((q) => /error-as-200/.test(q)), 'an RDAP error object served with 200 is the same answer')
  })

  test('a 429 from the RDAP server falls back to port 43', async () => {
    const r = await lookup('busy.com')
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.source, 'whois')
    assert.equal(r.json.data.registrar, 'Port43 Registrar Inc.')
    assert.ok(port43.some((q) => /busy\.com/i.test(q)))
  })

  test('a 429 from the RDAP server when port 43 cannot answer either: 502 throttled with the server\'s Retry-After', async () => {
    const r = await lookup('rdap-only.com')
    assert.equal(r.status, 502, r.text)
    assert.equal(r.json.error.code, 'fetch_failed')
    assert.equal(r.json.error.details.reason, 'throttled')
    assert.equal(r.json.error.details.retry_after_seconds, 30)
    assert.equal(r.headers.get('retry-after'), '30')
  })

  test('a JSON body behind a UTF-8 byte order mark is read', async () => {
    const r = await lookup('bom.com')
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.source, 'rdap')
    assert.equal(r.json.data.creation_date, '2004-05-06T07:08:09Z')
  })
})

test('Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3), capped at a day', async () => {
  const { retryAfterSeconds } = await import('../../../src/whois/rdap/client.ts')
  const now = Date.parse('2026-01-01T00:00:00Z')
  assert.equal(retryAfterSeconds('120', now), 120)
  assert.equal(retryAfterSeconds('Thu, 01 Jan 2026 00:01:30 GMT', now), 90)
  assert.equal(retryAfterSeconds('999999', now), 86_400)
  assert.equal(retryAfterSeconds('soon', now), null)
  assert.equal(retryAfterSeconds(undefined, now), null)
})
