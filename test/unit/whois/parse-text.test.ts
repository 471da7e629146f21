import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { parseWhois } from '../../../src/whois/parsers/whois-text.ts'

const fx = (name: string): string => readFileSync(new URL(`../../fixtures/whois/${name}`, import.meta.url), 'utf8')

test('ICANN registry key/value', () => {
  const p = parseWhois(fx('icann-registry.txt'))
  assert.equal(p.registered, true)
  assert.equal(p.domain, 'webintel-fixture.com')
  assert.equal(p.registrar, 'Fixture Registrar, LLC')
  assert.equal(p.registrarIanaId, '9999')
  assert.equal(p.creationDate, '2001-05-06T07:08:09Z')
  assert.equal(p.expirationDate, '2027-05-06T07:08:09Z')
  assert.equal(p.updatedDate, '2024-03-02T10:11:12Z')
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.deepEqual(p.status, ['clientTransferProhibited', 'clientDeleteProhibited'])
  assert.equal(p.dnssec, false)
  assert.equal(p.abuseEmail, 'abuse@registrar-fixture.net')
  assert.equal(p.referralServer, 'whois.registrar-fixture.net')
})

test('Nominet indented blocks: registrar kept as written, glue IPs and trailing dots stripped', () => {
  const p = parseWhois(fx('nominet.txt'))
  assert.equal(p.registrar, 'Example Registrar Ltd t/a Example Names [Tag = EXAMPLE]')
  assert.equal(p.creationDate, '2003-03-04T00:00:00Z')
  assert.equal(p.expirationDate, '2026-03-04T00:00:00Z')
  assert.equal(p.updatedDate, '2025-02-12T00:00:00Z')
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.equal(p.registrantOrganization, 'Webintel Fixtures Ltd')
})

test('DENIC: contact object dates do not leak into the domain', () => {
  const p = parseWhois(fx('denic.txt'))
  assert.equal(p.updatedDate, '2020-03-30T17:36:27Z')
  assert.deepEqual(p.status, ['connect'])
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.equal(p.registrantOrganization, null)
})

test('JPRS bracketed keys with a written (JST) zone', () => {
  const p = parseWhois(fx('jprs.txt'))
  assert.equal(p.domain, 'webintel-fixture.jp')
  assert.equal(p.creationDate, '2005-05-30T00:00:00Z')
  assert.equal(p.updatedDate, '2025-05-31T16:05:07Z')
  assert.deepEqual(p.status, ['Active'])
})

test('AFNIC: day-first dates, registrar object date ignored', () => {
  const p = parseWhois(fx('afnic.txt'))
  assert.equal(p.registrar, 'FIXTURE REGISTRAR SAS')
  assert.equal(p.creationDate, '2000-07-27T00:00:00Z')
  assert.equal(p.expirationDate, '2026-12-30T00:00:00Z')
  assert.equal(p.updatedDate, '2024-12-30T00:00:00Z')
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
})

test('.it colon-less section headers', () => {
  const p = parseWhois(fx('italy.txt'))
  assert.equal(p.registrar, 'Fixture Registrar Srl')
  assert.equal(p.registrantOrganization, 'Webintel Fixture Srl')
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.equal(p.dnssec, false)
  assert.deepEqual(p.status, ['ok'])
})

test('RIPN: comma status list and paid-till', () => {
  const p = parseWhois(fx('ripn.txt'))
  assert.deepEqual(p.status, ['REGISTERED', 'DELEGATED', 'VERIFIED'])
  assert.equal(p.expirationDate, '2026-03-04T21:00:00Z')
  assert.equal(p.registrar, 'FIXTURE-RU')
})

test('not found, throttled and reserved answers', () => {
  const nf = parseWhois(fx('not-found.txt'))
  assert.equal(nf.registered, false)
  assert.equal(nf.state, 'available')
  const th = parseWhois(fx('throttled.txt'))
  assert.equal(th.state, 'throttled')
  assert.equal(th.registered, null)
  const rs = parseWhois('Domain Name: taken.example\nDomain Status: reserved\n')
  assert.equal(rs.state, 'reserved')
})

test('multi-record answers keep the block of the domain asked for', () => {
  const raw = [
    '   Server Name: WEBINTEL-FIXTURE.COM.SPAM.EXAMPLE', '   Registrar: WRONG REGISTRAR INC.', '',
    '   Domain Name: WEBINTEL-FIXTURE.COM', '   Registrar: RIGHT REGISTRAR LLC', '   Name Server: NS1.FIXTURE-DNS.NET', '',
  ].join('\n')
  assert.equal(parseWhois(raw, { domain: 'webintel-fixture.com' }).registrar, 'RIGHT REGISTRAR LLC')
})

test('a registrar handle yields to the registrar name given later', () => {
  const raw = 'Domain: webintel-fixture.sk\nRegistrar: FIXT-0001\nCreated: 2019-06-07\n\nRegistrar: FIXT-0001\nName: Fixture Registrar s.r.o.\n'
  assert.equal(parseWhois(raw).registrar, 'Fixture Registrar s.r.o.')
})

test('same-day dates: the reading with a time wins', () => {
  const raw = 'Domain Name: a.example\nExpiration Date: 11-sep-2024\nRegistrar Registration Expiration Date: 2024-09-11T04:00:00Z\n'
  assert.equal(parseWhois(raw).expirationDate, '2024-09-11T04:00:00Z')
})

test('sentence dates need a subject; a database footer is not the update date', () => {
  const p = parseWhois('domain: fixture.su\nstate: REGISTERED\ncreated: 2013-03-26T19:00:20Z\n\nLast updated on 2019-10-12T08:06:33Z\n')
  assert.equal(p.updatedDate, null)
  const q = parseWhois('Domain Name: fixture.tw\n   Record expires on 2024-01-15 06:59:05 (UTC+8)\n   Record created on 2020-01-15 06:59:05 (UTC+8)\n')
  assert.equal(q.creationDate, '2020-01-14T22:59:05Z')
  assert.equal(q.expirationDate, '2024-01-14T22:59:05Z')
})

test('starred .tr sections: registrar block, whois-server footer ignored', () => {
  const raw = [
    '** Domain Name: fixture.com.tr', '', '** Registrar:', 'NIC Handle\t\t: ab123', 'Organization Name\t: Fixture Bilişim A.Ş.',
    'Address\t\t\t: Ankara', '\t\t\t  Türkiye', '', '** Domain Servers:', 'ns1.fixture-dns.net 192.0.2.1', 'ns2.fixture-dns.net', '',
    '** Additional Info:', 'Created on..............: 2001-Aug-23.', 'Expires on..............: 2029-Aug-22.', '',
    '** Whois Server:', 'Last Update Time: 2023-09-09T14:02:13+03:00', '',
  ].join('\n')
  const p = parseWhois(raw)
  assert.equal(p.registrar, 'Fixture Bilişim A.Ş.')
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.equal(p.creationDate, '2001-08-23T00:00:00Z')
  assert.equal(p.expirationDate, '2029-08-22T00:00:00Z')
  assert.equal(p.updatedDate, null)
})

test('a holder given by handle is resolved through its contact object', () => {
  const raw = [
    'domain:      webintel-fixture.fr', 'holder-c:    FX12-FRNIC', 'registrar:   FIXTURE REGISTRAR SAS', 'created:     27/07/2000', '',
    'nic-hdl:     FX12-FRNIC', 'type:        ORGANIZATION', 'contact:     Fixture Holdings SA', 'country:     BE', '',
    'nic-hdl:     TC1-FRNIC', 'contact:     Tech Person', 'country:     FR', '',
  ].join('\n')
  const p = parseWhois(raw)
  assert.equal(p.registrantOrganization, 'Fixture Holdings SA')
  assert.equal(p.registrantCountry, 'BE')
  const fred = parseWhois('domain: fixture.cz\nregistrant: FX12345\nregistered: 21.07.2000 15:21:00\n\ncontact: FX12345\norg: Fixture s.r.o.\nname: Jan Novak\n')
  assert.equal(fred.registrantOrganization, 'Fixture s.r.o.')
})

test('people named inside a registrant block are not the organisation', () => {
  const p = parseWhois('Domain Name: a.example\nCreation Date: 2001-01-01\nRegistrant Name: Jane Doe\nRegistrant Country: NL\n')
  assert.equal(p.registrantOrganization, null)
  assert.equal(p.registrantCountry, 'NL')
})
