import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { startService, getJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../helpers/net-stub.ts'

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/whois/${name}`, import.meta.url), 'utf8')

describe('GET /v1/whois_lookup over port 43 (WEBINTEL_WHOIS_SERVER, RDAP off)', () => {
  let whois: net.Server
  let svc: Running
  let key: { apiKey: string }
  const queries: string[] = []
  before(async () => {
    whois = net.createServer((s) => {
      s.once('data', (d) => {
        const q = String(d).trim()
        queries.push(q)
        if (/nincs/i.test(q)) s.end('% Whois server 3.0 serving a ccTLD\n\nNincs talalat / No match\n')
        else if (/xn--bcher-fixture-wob\.com/i.test(q)) s.end('Domain Name: BÜCHER-FIXTURE.COM\r\nRegistrar: Fixture Registrar, LLC\r\nCreation Date: 2012-01-02T03:04:05Z\r\nName Server: ns1.fixture-dns.net\r\n')
        else if (/rejected-name/i.test(q)) s.end('% Error: 55000000010 Non bijective ace-idn convertible domain\n')
        else if (/held-by-registry/i.test(q)) s.end('Reserved by Registry\n>>> Last update of WHOIS database: 2019-06-25T20:07:33Z <<<\n')
        else if (/rate-noted/i.test(q)) s.end('% Query rate limit exceeded. Please try again later.\n\n' + fixture('icann-registry.txt'))
        else s.end(/nosuch/i.test(q) ? fixture('not-found.txt') : fixture('icann-registry.txt'))
      })
    })
    await new Promise<void>((r) => whois.listen(0, '127.0.0.1', r))
    svc = await startService({ WEBINTEL_RDAP: 'off', WEBINTEL_WHOIS_SERVER: `127.0.0.1:${(whois.address() as AddressInfo).port}` })
    key = await svc.newKey()
  })
  after(async () => { await svc.close(); whois.close() })

  test('a URL is reduced to the registrable domain and answered in the envelope with ISO dates', async () => {
    const r = await getJson(svc.url + '/v1/whois_lookup?domain=' + encodeURIComponent('https://shop.webintel-fixture.com/path'), { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    const d = r.json.data
    assert.equal(d.domain_name, 'webintel-fixture.com')
    assert.equal(d.registrar, 'Fixture Registrar, LLC')
    assert.equal(d.creation_date, '2001-05-06T07:08:09Z')
    assert.equal(d.expiration_date, '2027-05-06T07:08:09Z')
    assert.deepEqual(d.name_servers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
    assert.equal(d.source, 'whois')
    assert.equal(d.registrar_iana_id, '9999')
    assert.ok(d.domain_age_days > 9000)
    assert.ok(queries.some((q) => /webintel-fixture\.com/i.test(q)))
  })

  test('an unregistered domain → 404 not_found', async () => {
    const r = await getJson(svc.url + '/v1/whois_lookup?domain=nosuch-fixture.com', { 'x-api-key': key.apiKey })
    assert.equal(r.status, 404, r.text)
    assert.equal(r.json.error.code, 'not_found')
  })

  test('"not registered" in a registry\'s own words → 404, not 502; reserved without data → 404 with details.reserved', async () => {
    const r = await getJson(svc.url + '/v1/whois_lookup?domain=nincs-fixture.com', { 'x-api-key': key.apiKey })
    assert.equal(r.status, 404, r.text)
    assert.equal(r.json.error.code, 'not_found')
    const held = await getJson(svc.url + '/v1/whois_lookup?domain=held-by-registry.com', { 'x-api-key': key.apiKey })
    assert.equal(held.status, 404, held.text)
    assert.equal(held.json.error.details.reserved, true)
  })

  test('an IDN is asked and answered in A-labels (punycode), also when the registry writes it in Unicode', async () => {
    const r = await getJson(svc.url + '/v1/whois_lookup?domain=' + encodeURIComponent('https://www.bücher-fixture.com/'), { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.domain_name, 'xn--bcher-fixture-wob.com')
    assert.equal(r.json.data.registrar, 'Fixture Registrar, LLC')
    assert.ok(queries.includes('xn--bcher-fixture-wob.com'), queries.join())
  })

  test('a name the registry rejects as invalid → 404 with details.invalid, not 502', async () => {
    const r = await getJson(svc.url + '/v1/whois_lookup?domain=rejected-name.com', { 'x-api-key': key.apiKey })
    assert.equal(r.status, 404, r.text)
    assert.equal(r.json.error.code, 'not_found')
    assert.equal(r.json.error.details.invalid, true)
  })

  test('a rate-limit notice above a full record keeps the record', async () => {
    const r = await getJson(svc.url + '/v1/whois_lookup?domain=rate-noted.com', { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.registrar, 'Fixture Registrar, LLC')
  })

  test('an IP address or a top-level suffix → 400', async () => {
    for (const d of ['192.0.2.1', 'uk']) {
      const r = await getJson(svc.url + '/v1/whois_lookup?domain=' + d, { 'x-api-key': key.apiKey })
      assert.equal(r.status, 400, d)
    }
  })
})

describe('GET /v1/whois_lookup over RDAP (bootstrap → registry), reached through the guarded agent', () => {
  let rdap: http.Server
  let svc: Running
  let key: { apiKey: string }
  before(async () => {
    rdap = http.createServer((req, res) => {
      const host = 'http://rdap.registry-fixture.net'
      if (req.url === '/dns.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: '1.0', services: [[['com'], [`${host}/rdap/`]]] }))
      if (req.url?.toLowerCase() === '/rdap/domain/webintel-fixture.com') return res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(fixture('rdap-registry.json'))
      res.writeHead(404, { 'content-type': 'application/rdap+json' }).end('{"errorCode":404}')
    })
    await new Promise<void>((r) => rdap.listen(0, '127.0.0.1', r))
    const net = stubNet({ 'rdap.registry-fixture.net': [[PUBLIC_A]] }, { [PUBLIC_A]: (rdap.address() as AddressInfo).port })
    svc = await startService({ WEBINTEL_RDAP_BOOTSTRAP_URL: 'http://rdap.registry-fixture.net/dns.json' }, { net })
    key = await svc.newKey()
  })
  after(async () => { await svc.close(); rdap.close() })

  test('RDAP answer mapped with time zones honoured', async () => {
    const r = await getJson(svc.url + '/v1/whois_lookup?domain=webintel-fixture.com', { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.data.source, 'rdap')
    assert.equal(r.json.data.creation_date, '2003-02-01T10:00:00Z')
    assert.equal(r.json.data.updated_date, '2025-01-15T07:30:00Z')
  })
})
