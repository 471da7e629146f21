// Registries the development corpus barely covers or not at all: one answer per registry, written for this
// project from the registry's published layout (fictional names, documentation addresses). Each must give
// the registrar (as written; a handle when the registry names no more), the three dates, the delegation and
// the status. null = the registry does not publish the field (auDA and nic.at no creation date, IRNIC no
// registrar, registro.br and Punktum dk are their own registrars, Norid gives name servers as handles only,
// .hu only a creation date).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { parseWhois } from '../../../src/whois/parsers/whois-text.ts'

type Row = [file: string, domain: string, registrar: string | null, created: string | null, expires: string | null, updated: string | null, ns: string[], status: string[]]

const rows: Row[] = [
  ['ar', 'webintel-fixture.com.ar', 'nicar', '2005-03-01T00:00:00Z', '2026-03-01T00:00:00Z', '2024-02-10T12:00:00Z', ['ns1.fixture-dns.com.ar', 'ns2.fixture-dns.com.ar'], []],
  ['at', 'webintel-fixture.at', 'Fixture Registrar GmbH ( https://nic.at/registrar/999 )', null, null, '2024-06-01T10:00:00Z', ['ns1.fixture-dns.at', 'ns2.fixture-dns.at'], []],
  ['au', 'webintel-fixture.com.au', 'Fixture Registrar Pty Ltd', null, null, '2024-06-01T10:00:00Z', ['ns1.fixture-dns.com.au', 'ns2.fixture-dns.com.au'], ['serverRenewProhibited']],
  ['be', 'webintel-fixture.be', 'Fixture Registrar NV', '2000-12-12T00:00:00Z', null, null, ['ns1.fixture-dns.be', 'ns2.fixture-dns.be'], ['NOT AVAILABLE', 'clientTransferProhibited']],
  ['br', 'webintel-fixture.com.br', null, '1999-03-21T00:00:00Z', '2025-03-21T00:00:00Z', '2023-04-15T00:00:00Z', ['ns1.fixture-dns.com.br', 'ns2.fixture-dns.com.br'], ['published']],
  ['by', 'webintel-fixture.by', 'Fixture Registrar LLC', '2010-03-01T00:00:00Z', '2026-03-01T00:00:00Z', '2024-05-01T00:00:00Z', ['ns1.fixture-dns.by', 'ns2.fixture-dns.by'], []],
  ['ch', 'webintel-fixture.ch', 'Fixture Registrar AG', '1996-01-01T00:00:00Z', null, null, ['ns1.fixture-dns.ch', 'ns2.fixture-dns.ch'], []],
  ['cl', 'webintel-fixture.cl', 'NIC Chile', '2001-03-12T16:00:00Z', '2026-04-25T16:00:00Z', null, ['ns1.fixture-dns.cl', 'ns2.fixture-dns.cl'], []],
  ['cz', 'webintel-fixture.cz', 'REG-FIXTURE', '2001-03-15T12:00:00Z', '2026-03-15T00:00:00Z', '2023-02-10T09:30:00Z', ['ns1.fixture-dns.cz', 'ns2.fixture-dns.cz'], ['Sponsoring registrar change forbidden']],
  ['dk', 'webintel-fixture.dk', null, '1999-01-01T00:00:00Z', '2025-12-31T00:00:00Z', null, ['ns1.fixture-dns.dk', 'ns2.fixture-dns.dk'], ['Active']],
  ['ee', 'webintel-fixture.ee', 'Fixture Registrar AS', '2010-07-03T23:15:58Z', '2025-07-04T00:00:00Z', '2024-06-01T09:00:00Z', ['ns1.fixture-dns.ee', 'ns2.fixture-dns.ee'], ['ok']],
  ['eu', 'webintel-fixture.eu', 'Fixture Registrar GmbH', null, null, null, ['ns1.fixture-dns.eu', 'ns2.fixture-dns.eu'], []],
  ['fi', 'webintel-fixture.fi', 'Fixture Registrar Oy', '2005-04-01T12:00:00Z', '2026-03-31T12:00:00Z', '2024-03-16T10:00:00Z', ['ns1.fixture-dns.fi', 'ns2.fixture-dns.fi'], ['Registered']],
  ['hk', 'webintel-fixture.hk', 'Fixture Registrar Limited', '2001-03-10T00:00:00Z', '2026-03-31T00:00:00Z', null, ['ns1.fixture-dns.hk', 'ns2.fixture-dns.hk'], ['Active']],
  ['id', 'webintel-fixture.co.id', 'Fixture Registrar PT', '2005-01-01T00:00:00Z', '2026-01-01T23:59:59Z', '2024-06-01T00:00:00Z', ['ns1.fixture-dns.id', 'ns2.fixture-dns.id'], ['clientTransferProhibited', 'serverTransferProhibited']],
  ['il', 'webintel-fixture.co.il', 'Fixture Registrar Ltd', '2001-03-15T00:00:00Z', '2026-03-15T00:00:00Z', '2024-06-01T00:00:00Z', ['ns1.fixture-dns.co.il', 'ns2.fixture-dns.co.il'], ['Transfer Locked']],
  ['ir', 'webintel-fixture.ir', null, null, '2026-03-22T00:00:00Z', '2024-03-01T00:00:00Z', ['ns1.fixture-dns.ir', 'ns2.fixture-dns.ir'], []],
  ['is', 'webintel-fixture.is', null, '2001-03-15T00:00:00Z', '2026-03-15T00:00:00Z', null, ['ns1.fixture-dns.is', 'ns2.fixture-dns.is'], []],
  ['kz', 'webintel-fixture.kz', 'FIXTURE-REG', '2005-06-29T12:00:00Z', null, '2024-06-01T10:00:00Z', ['ns1.fixture-dns.kz', 'ns2.fixture-dns.kz'], ['clientTransferProhibited', 'clientDeleteProhibited']],
  ['mx', 'webintel-fixture.com.mx', 'Fixture Registrar S.A. de C.V.', '2001-05-15T00:00:00Z', '2026-05-14T00:00:00Z', '2024-04-15T00:00:00Z', ['ns1.fixture-dns.mx', 'ns2.fixture-dns.mx'], []],
  ['my', 'webintel-fixture.com.my', 'Fixture Registrar Sdn Bhd', '2003-12-15T00:00:00Z', '2025-12-15T00:00:00Z', null, ['ns1.fixture-dns.my', 'ns2.fixture-dns.my'], ['ACTIVE']],
  ['nl', 'webintel-fixture.nl', 'Fixture Registrar B.V.', '2000-01-01T00:00:00Z', null, '2024-06-01T00:00:00Z', ['ns1.fixture-dns.nl', 'ns2.fixture-dns.nl'], ['active']],
  ['nz', 'webintel-fixture.co.nz', 'Fixture Registrar Limited', '2001-03-02T11:00:00Z', null, '2024-06-01T10:00:00Z', ['ns1.fixture-dns.nz', 'ns2.fixture-dns.nz'], ['ok']],
  ['pl', 'webintel-fixture.pl', 'Fixture Registrar Sp. z o.o.', '2002-09-19T13:00:00Z', '2025-09-18T14:00:00Z', '2024-08-29T09:00:16Z', ['ns1.fixture-dns.pl', 'ns2.fixture-dns.pl'], []],
  ['pt', 'webintel-fixture.pt', null, '2001-03-15T00:00:00Z', '2026-03-15T23:59:00Z', null, ['ns1.fixture-dns.pt', 'ns2.fixture-dns.pt'], ['Registered']],
  ['ro', 'webintel-fixture.ro', 'Fixture Registrar SRL', '2001-03-15T00:00:00Z', '2026-03-15T00:00:00Z', null, ['ns1.fixture-dns.ro', 'ns2.fixture-dns.ro'], ['ok']],
  ['se', 'webintel-fixture.se', 'Fixture Registrar AB', '2001-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2024-06-01T00:00:00Z', ['ns1.fixture-dns.se', 'ns2.fixture-dns.se'], ['active', 'ok']],
  ['sg', 'webintel-fixture.sg', 'FIXTURE REGISTRAR PTE LTD', '2005-01-01T12:00:00Z', '2026-01-01T12:00:00Z', '2024-06-01T10:00:00Z', ['ns1.fixture-dns.sg', 'ns2.fixture-dns.sg'], ['ok']],
  ['th', 'webintel-fixture.co.th', 'THNIC', '2003-12-15T00:00:00Z', '2025-12-14T00:00:00Z', '2024-06-01T00:00:00Z', ['ns1.fixture-dns.co.th', 'ns2.fixture-dns.co.th'], ['ACTIVE']],
  ['tr', 'webintel-fixture.com.tr', 'Fixture Registrar A.S.', '2001-02-14T00:00:00Z', '2026-02-13T00:00:00Z', null, ['ns1.fixture-dns.com.tr', 'ns2.fixture-dns.com.tr'], ['Active']],
  ['tw', 'webintel-fixture.com.tw', 'FIXTURE', '2001-03-15T00:00:00Z', '2026-03-15T00:00:00Z', null, ['ns1.fixture-dns.com.tw', 'ns2.fixture-dns.com.tw'], ['clientUpdateProhibited', 'clientDeleteProhibited', 'clientTransferProhibited']],
  ['vn', 'webintel-fixture.vn', 'Fixture Registrar JSC', '2005-03-15T00:00:00Z', '2026-03-15T00:00:00Z', null, ['ns1.fixture-dns.vn', 'ns2.fixture-dns.vn'], ['clientTransferProhibited', 'clientUpdateProhibited']],
  ['am', 'webintel-fixture.am', 'Fixture Registrar LLC', '2005-03-15T00:00:00Z', '2026-03-15T00:00:00Z', '2024-06-01T00:00:00Z', ['ns1.fixture-dns.am', 'ns2.fixture-dns.am'], ['active']],
  ['bg', 'webintel-fixture.bg', null, null, null, null, ['ns1.fixture-dns.bg', 'ns2.fixture-dns.bg'], ['Registered']],
  ['gg', 'webintel-fixture.gg', 'Fixture Registrar Ltd (http://www.registrar-fixture.gg)', '2001-03-15T00:00:00Z', null, null, ['ns1.fixture-dns.gg', 'ns2.fixture-dns.gg'], ['Active']],
  ['hu', 'webintel-fixture.hu', null, '2005-03-15T00:00:00Z', null, null, [], []],
  ['kg', 'webintel-fixture.kg', null, '2005-03-15T12:00:00Z', '2026-03-15T23:59:00Z', '2024-06-01T10:00:00Z', ['ns1.fixture-dns.kg', 'ns2.fixture-dns.kg'], []],
  ['lt', 'webintel-fixture.lt', 'Fixture Registrar UAB', '2005-03-15T00:00:00Z', '2026-03-16T00:00:00Z', null, ['ns1.fixture-dns.lt', 'ns2.fixture-dns.lt'], ['registered']],
  ['md', 'webintel-fixture.md', null, '2005-03-15T00:00:00Z', '2026-03-15T00:00:00Z', null, ['ns1.fixture-dns.md', 'ns2.fixture-dns.md'], ['ok']],
  ['no', 'webintel-fixture.no', 'REG123-NORID', '2001-03-15T00:00:00Z', null, '2024-06-01T00:00:00Z', [], []],
  ['rs', 'webintel-fixture.rs', 'Fixture Registrar d.o.o.', '2008-03-15T12:00:00Z', '2026-03-15T12:00:00Z', '2024-06-01T10:00:00Z', ['ns1.fixture-dns.rs', 'ns2.fixture-dns.rs'], ['Active']],
  ['sa', 'webintel-fixture.com.sa', null, '2005-03-15T00:00:00Z', null, '2024-06-01T00:00:00Z', ['ns1.fixture-dns.sa', 'ns2.fixture-dns.sa'], []],
  ['si', 'webintel-fixture.si', 'Fixture Registrar d.o.o.', '2001-03-15T00:00:00Z', '2026-03-15T00:00:00Z', null, ['ns1.fixture-dns.si', 'ns2.fixture-dns.si'], ['ok']],
  ['uz', 'webintel-fixture.uz', 'FIXTURE REGISTRAR LLC', '2005-03-15T00:00:00Z', '2026-03-15T00:00:00Z', '2024-06-01T00:00:00Z', ['ns1.fixture-dns.uz', 'ns2.fixture-dns.uz'], ['ACTIVE']],
]

for (const [file, domain, registrar, created, expires, updated, ns, status] of rows) {
  test(`ccTLD layout ${file}: ${domain}`, () => {
    const raw = readFileSync(new URL(`../../fixtures/whois/cctld/${file}.txt`, import.meta.url), 'utf8')
    const p = parseWhois(raw, { domain, tld: domain.split('.').pop()! })
    assert.equal(p.registered, true)
    assert.deepEqual(
      { registrar: p.registrar, created: p.creationDate, expires: p.expirationDate, updated: p.updatedDate, ns: p.nameServers, status: p.status },
      { registrar, created, expires, updated, ns, status },
    )
  })
}

test('the registrant country of a "Domain Holder" layout is read, as written (THNIC)', () => {
  const th = parseWhois('Domain Name: shop.co.th\nCreated date: 15 Dec 2003\nDomain Holder Organization: Shop Co., Ltd.\nDomain Holder Country: TH (THAILAND)\n', { domain: 'shop.co.th' })
  assert.equal(th.registrantOrganization, 'Shop Co., Ltd.')
  assert.equal(th.registrantCountry, 'TH (THAILAND)')
})

test('a one-word registrar handle with the name in parentheses gives the name; a name with a note stays as written', () => {
  const reg = (r: string) => parseWhois(`Domain Name: shop.example\nCreation Date: 2001-01-01\nRegistrar: ${r}\n`, { domain: 'shop.example' }).registrar
  assert.equal(reg('fixture (Fixture Registrar LLC)'), 'Fixture Registrar LLC')
  assert.equal(reg('FIXT-REG (Fixture Registrar s.r.o.)'), 'Fixture Registrar s.r.o.')
  assert.equal(reg('Gandi (Gandi SAS)'), 'Gandi (Gandi SAS)')
  assert.equal(reg('MarkMonitor, Inc (TLDs)'), 'MarkMonitor, Inc (TLDs)')
  assert.equal(reg('Megazone(http://hosting.example)'), 'Megazone(http://hosting.example)')
  assert.equal(reg('NOM IQ LTD (DBA COM LAUDE)'), 'NOM IQ LTD (DBA COM LAUDE)')
})

test('EPP statuses joined by semicolons are one status each; other joined words stay as written', () => {
  const st = (v: string) => parseWhois(`Domain Name: shop.example\nCreation Date: 2001-01-01\nStatus: ${v}\n`, { domain: 'shop.example' }).status
  assert.deepEqual(st('clientTransferProhibited; clientUpdateProhibited'), ['clientTransferProhibited', 'clientUpdateProhibited'])
  assert.deepEqual(st('Active / Locked'), ['Active / Locked'])
})
