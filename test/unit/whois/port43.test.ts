import { test } from 'node:test'
import assert from 'node:assert/strict'
import { decodeWhois } from '../../../src/whois/port43/client.ts'
import { ianaReferral, queryFor } from '../../../src/whois/port43/servers.ts'

test('response charset: UTF-8 when valid, else ISO-8859-1', () => {
  assert.equal(decodeWhois(Buffer.from('holder: Société Générale', 'utf8')), 'holder: Société Générale')
  assert.equal(decodeWhois(Buffer.from('holder: Société Générale', 'latin1')), 'holder: Société Générale')
})

test('per-server query syntax', () => {
  assert.equal(queryFor('whois.denic.de', 'xn--bcher-kva.de'), '-T dn,ace xn--bcher-kva.de')
  assert.equal(queryFor('whois.jprs.jp', 'example.jp'), 'example.jp/e')
  assert.equal(queryFor('whois.verisign-grs.com', 'example.com'), 'domain example.com')
  assert.equal(queryFor('whois.nic.it', 'example.it'), 'example.it')
})

test('IANA referral line', () => {
  const iana = '% IANA WHOIS server\n\nrefer:        whois.nic.example\n\ndomain:       EXAMPLE\n\nwhois:        whois.nic.example\n'
  assert.equal(ianaReferral(iana), 'whois.nic.example')
  assert.equal(ianaReferral('% no referral here\n'), null)
})
