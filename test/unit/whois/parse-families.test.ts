// Per-format-family rules for registrar and status, each pinned on a fixture written for this project.
// Why each rule holds (and which labelled-corpus conventions it agrees or disagrees with): docs/whois.md.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { parseWhois } from '../../../src/whois/parsers/whois-text.ts'

const fx = (name: string): string => readFileSync(new URL(`../../fixtures/whois/${name}`, import.meta.url), 'utf8')

test('DNS-LU: "domaintype" is the domain state; registrar-name is the registrar', () => {
  const p = parseWhois(fx('dnslu.txt'), { domain: 'webintel-fixture.lu' })
  assert.equal(p.registered, true)
  assert.deepEqual(p.status, ['ACTIVE'])
  assert.equal(p.registrar, 'Fixture Registrar SA')
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  // "ownertype"/"adm-type" describe contacts, not the domain
  assert.ok(!p.status.includes('ORGANISATION'))
})

test('UAEPP: contact-object statuses ("ok", "linked") are not domain statuses; registrar name beats its handle', () => {
  const p = parseWhois(fx('uaepp.txt'), { domain: 'webintel-fixture.com.ua' })
  assert.deepEqual(p.status, ['clientDeleteProhibited', 'clientTransferProhibited'])
  assert.equal(p.registrar, 'Fixture Registrar LLC')
  assert.equal(p.creationDate, '2004-12-01T10:00:00Z')
  assert.equal(p.expirationDate, '2025-12-01T10:00:00Z')
})

test('AFNIC: status and eppstatus give one entry per state; contact eppstatus/eligstatus ignored', () => {
  const p = parseWhois(fx('afnic-epp.txt'), { domain: 'webintel-fixture.fr' })
  assert.deepEqual(p.status, ['ACTIVE', 'serverTransferProhibited'])
  assert.equal(p.registrar, 'FIXTURE REGISTRAR SAS')
  assert.equal(p.registrantOrganization, 'Webintel Fixture SAS')
})

test('RIPN state: a comma-joined flag list is split into one status per flag', () => {
  const p = parseWhois('domain: FIXTURE.SU\nstate: REGISTERED, NOT DELEGATED\nregistrar: FIXTURE-SU\ncreated: 2013-03-26T19:00:20Z\n')
  assert.deepEqual(p.status, ['REGISTERED', 'NOT DELEGATED'])
})

test('status case duplicates collapse, distinct states stay', () => {
  const p = parseWhois('Domain Name: fixture.example\nStatus: Connected\nStatus: CONNECTED\nStatus: clientHold\n')
  assert.deepEqual(p.status, ['Connected', 'clientHold'])
})

test('Nominet: the registrar line is kept as written, [Tag = …] included', () => {
  const raw = '\n    Domain name:\n        webintel-fixture.co.uk\n\n    Registrar:\n        Fixture Names Ltd t/a Fixture [Tag = FIXTURE]\n        URL: https://registrar-fixture.net\n\n    Registration status:\n        Registered until expiry date.\n'
  const p = parseWhois(raw)
  assert.equal(p.registrar, 'Fixture Names Ltd t/a Fixture [Tag = FIXTURE]')
  assert.deepEqual(p.status, ['Registered until expiry date.'])
})
