import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseWhois } from '../../../src/whois/parsers/whois-text.ts'
import { isPlaceholder } from '../../../src/whois/normalize.ts'

test('a company name that begins like a placeholder is a name: it ends in a legal form', () => {
  for (const name of ['Withheld for Privacy ehf', 'Data Protected, Inc.', 'Redacted, Inc.', 'Not Disclosed Holdings Ltd', 'Non Public Data GmbH']) {
    assert.equal(isPlaceholder(name), false, name)
    const p = parseWhois(`Domain Name: shop.com\nRegistrar: Fixture Registrar Ltd\nRegistrant Organization: ${name}\n`, { domain: 'shop.com' })
    assert.equal(p.registrantOrganization, name, name)
  }
  // the placeholders themselves, with their instructions, stay placeholders
  for (const ph of ['REDACTED FOR PRIVACY', 'Withheld for privacy', 'Not Disclosed - Visit www.internet.ee for webbased WHOIS', 'Not shown, please visit www.dnsbelgium.be for webbased whois.', 'Data Protected']) {
    assert.equal(isPlaceholder(ph), true, ph)
  }
})
