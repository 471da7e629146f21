import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { parseRdap, rdapRelatedLink, mergeParsed } from '../../../src/whois/parsers/rdap.ts'

const fx = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/whois/${name}`, import.meta.url), 'utf8'))

test('RDAP registry object: events, registrar entity, nested abuse, nameservers, status, DNSSEC', () => {
  const p = parseRdap(fx('rdap-registry.json'))
  assert.equal(p.registered, true)
  assert.equal(p.domain, 'webintel-fixture.com')
  assert.equal(p.creationDate, '2003-02-01T10:00:00Z')
  assert.equal(p.expirationDate, '2028-02-01T10:00:00Z')
  assert.equal(p.updatedDate, '2025-01-15T07:30:00Z') // "last update of RDAP database" is not the domain's update
  assert.equal(p.registrar, 'Fixture Registrar, LLC')
  assert.equal(p.registrarIanaId, '9999')
  assert.equal(p.abuseEmail, 'abuse@registrar-fixture.net')
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.deepEqual(p.status, ['clientTransferProhibited', 'active'])
  assert.equal(p.dnssec, true)
  assert.equal(rdapRelatedLink(fx('rdap-registry.json')), null) // the fixture's placeholder is not an absolute URL
})

test('RDAP registrar object fills gaps without overriding the registry', () => {
  const reg = parseRdap(fx('rdap-registry.json'))
  const rar = parseRdap(fx('rdap-registrar.json'))
  assert.equal(rar.registrantOrganization, 'Webintel Fixture BV')
  assert.equal(rar.registrantCountry, 'NL')
  const m = mergeParsed(reg, rar)
  assert.equal(m.registrar, 'Fixture Registrar, LLC')
  assert.equal(m.registrantOrganization, 'Webintel Fixture BV')
  assert.equal(m.creationDate, '2003-02-01T10:00:00Z')
})

test('RDAP error object 404 is not registered; junk is not a crash', () => {
  assert.equal(parseRdap({ errorCode: 404, title: 'Not Found' }).registered, false)
  assert.equal(parseRdap('nonsense').registered, null)
  assert.equal(parseRdap({ events: 'x', entities: [null, 3], nameservers: [{ ldhName: 42 }] }).registered, true)
})

test('related link must be an absolute RDAP domain URL', () => {
  assert.equal(rdapRelatedLink({ links: [{ rel: 'related', type: 'application/rdap+json', href: 'https://rdap.registrar.example/domain/a.com' }] }), 'https://rdap.registrar.example/domain/a.com')
  assert.equal(rdapRelatedLink({ links: [{ rel: 'related', type: 'text/html', href: 'https://registrar.example/' }] }), null)
  assert.equal(rdapRelatedLink({ links: [{ rel: 'self', href: 'https://rdap.registry.example/domain/a.com' }] }), null)
})

test('RDAP: a registrar expiration event fills in when the registry gives none; a jCard-less registrar is named by its handle', () => {
  const obj = (events: unknown[], registrar: Record<string, unknown>) => ({
    objectClassName: 'domain', ldhName: 'WEBINTEL-FIXTURE.EXAMPLE', events,
    entities: [{ objectClassName: 'entity', roles: ['registrar'], ...registrar }],
  })
  const onlyRegistrar = parseRdap(obj([{ eventAction: 'registration', eventDate: '2010-01-02T03:04:05Z' }, { eventAction: 'registrar expiration', eventDate: '2030-01-02T03:04:05Z' }], { handle: 'FIXTURE-REG' }))
  assert.equal(onlyRegistrar.expirationDate, '2030-01-02T03:04:05Z')
  assert.equal(onlyRegistrar.registrar, 'FIXTURE-REG')
  assert.equal(onlyRegistrar.domain, 'webintel-fixture.example')
  const both = parseRdap(obj([{ eventAction: 'registrar expiration', eventDate: '2031-01-02T03:04:05Z' }, { eventAction: 'expiration', eventDate: '2030-01-02T03:04:05Z' }], { handle: '9999', vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'Fixture Registrar, LLC']]] }))
  assert.equal(both.expirationDate, '2030-01-02T03:04:05Z')
  assert.equal(both.registrar, 'Fixture Registrar, LLC')
  assert.equal(parseRdap(obj([], { handle: '9999' })).registrar, null) // a bare IANA number is not a name
})
