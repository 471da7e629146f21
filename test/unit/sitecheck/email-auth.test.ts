import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { emailAuthentication } from '../../../src/sitecheck/checks/email-auth.ts'
import { offlineDns, stubDns } from '../../helpers/net-stub.ts'

describe('email_authentication (injected resolver)', () => {
  it('MX, SPF and DMARC present: pass, each record as evidence', async () => {
    const dns = stubDns({ mx: { 'shop.test': ['mx1.mail.test', 'mx2.mail.test'] }, txt: { 'shop.test': ['google-site-verification=x', 'v=spf1 include:_spf.mail.test -all'], '_dmarc.shop.test': ['v=DMARC1; p=reject; rua=mailto:d@shop.test'] } })
    const c = await emailAuthentication('shop.test', dns)
    assert.equal(c.status, 'pass')
    assert.match(c.message, /DMARC policy reject/)
    assert.deepEqual(c.evidence.map((e) => e.quote), ['MX mx1.mail.test, mx2.mail.test', 'v=spf1 include:_spf.mail.test -all', 'v=DMARC1; p=reject; rua=mailto:d@shop.test'])
    assert.deepEqual(dns.queries.sort(), ['MX shop.test', 'TXT _dmarc.shop.test', 'TXT shop.test'])
  })

  it('no DMARC record: warn naming what is missing', async () => {
    const c = await emailAuthentication('shop.test', stubDns({ mx: { 'shop.test': ['mx.test'] }, txt: { 'shop.test': ['v=spf1 -all'] } }))
    assert.equal(c.status, 'warn')
    assert.match(c.message, /lacks DMARC/)
  })

  it('no records at all: warn (the domain cannot receive mail), never fail', async () => {
    const c = await emailAuthentication('shop.test', stubDns({}))
    assert.equal(c.status, 'warn')
    assert.match(c.message, /MX, SPF, DMARC/)
  })

  it('a resolver that fails (no DNS server): unknown, not missing', async () => {
    const c = await emailAuthentication('shop.test', offlineDns)
    assert.equal(c.status, 'unknown')
    assert.equal(c.reason, 'lookup_failed')
  })

  it('an IP-addressed site: unknown', async () => {
    const c = await emailAuthentication(undefined, stubDns({}))
    assert.equal(c.status, 'unknown')
    assert.equal(c.reason, 'not_a_domain')
  })
})
