import { test } from 'node:test'
import assert from 'node:assert/strict'
import { toVariantBWhois } from '../../../src/operations/variant-b/map.ts'
import { toVariantAWhois, domainAgeDays } from '../../../src/operations/variant-a/map.ts'
import { emptyParsed, type WhoisResult } from '../../../src/whois/types.ts'

const sparse: WhoisResult = { ...emptyParsed(), registered: true, state: 'registered', found: true, query: 'a.example', source: 'whois', servers: [], fetchedAt: '2025-01-01T00:00:00Z' }

test('missing values are null (lists empty) in both variants', () => {
  const a = toVariantAWhois(sparse)
  assert.equal(a.domain_name, 'a.example')
  for (const k of ['registrar', 'creation_date', 'expiration_date', 'updated_date', 'registrar_iana_id', 'dnssec', 'registrant_organization', 'registrant_country', 'abuse_email', 'domain_age_days'] as const) {
    assert.equal(a[k], null, k)
  }
  assert.deepEqual(a.name_servers, [])
  assert.deepEqual(a.status, [])
  assert.equal(a.source, 'whois')
  // the spec types Variant B dates as strings: an unpublished date (DENIC has no creation date) is ""
  assert.deepEqual(toVariantBWhois(sparse), { creation_date: '', expiration_date: '', last_updated: '', name_servers: [], registrar: null })
})

test('Variant B timestamps are YYYY-MM-DD HH:MM:SS UTC; age counts whole days', () => {
  const r = { ...sparse, creationDate: '2020-02-29T23:59:59Z', expirationDate: '2030-01-01T00:00:00Z', updatedDate: '2024-06-01T12:00:00Z' }
  const b = toVariantBWhois(r)
  assert.equal(b.creation_date, '2020-02-29 23:59:59')
  assert.equal(b.last_updated, '2024-06-01 12:00:00')
  assert.equal(domainAgeDays('2020-02-29T23:59:59Z', new Date('2020-03-02T00:00:00Z')), 1)
  assert.equal(domainAgeDays(null), null)
})

test('an IDN written in Unicode by the registry comes back as A-labels, like the name looked up', () => {
  const r: WhoisResult = { ...sparse, domain: '实业.中国', query: 'xn--vhq524a.xn--fiqs8s' }
  assert.equal(toVariantAWhois(r).domain_name, 'xn--vhq524a.xn--fiqs8s')
  assert.equal(toVariantAWhois({ ...sparse, domain: 'bücher.de', query: 'xn--bcher-kva.de' }).domain_name, 'xn--bcher-kva.de')
})
