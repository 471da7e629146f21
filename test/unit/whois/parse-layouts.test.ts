// Registrar names and dates across layouts the parser must read without per-registry tables: labelled
// registrar blocks ("Registrar:" + indented "Name:" / "Organization:" / "Company Name:"), RIPE-style
// registrar objects, flat "Sponsoring Registrar" / "registrar_name" keys, and registries answering in
// Korean (KISA), Japanese (JPRS) or Chinese. Fixtures are written for this project.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { parseWhois } from '../../../src/whois/parsers/whois-text.ts'

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/whois/${name}`, import.meta.url), 'utf8')
const R = 'Fixture Registrar Ltd'

test('registrar blocks in many layouts give the registrar name', () => {
  const layouts: [string, string][] = [
    ['indented Name (EURid)', `Domain: shop.eu\n\nRegistrar:\n        Name: ${R}\n        Website: https://registrar.example\n\nName servers:\n        ns1.host.example\n`],
    ['tab-indented Name after a registrar contact block (.be)', `Domain:\tshop.be\nStatus:\tNOT AVAILABLE\nRegistered:\tMon Jan 1 2001\n\nRegistrar Technical Contacts:\n\tOrganisation:\tOther Tech Org\n\tLanguage:\ten\n\nRegistrar:\n\tName:\t ${R}\n\tWebsite:\thttps://registrar.example\n`],
    ['Organization under a colon-less header, handle as Name (.it)', `Domain:             shop.it\nCreated:            2001-01-01 00:00:00\n\nRegistrant\n  Organization:     Shop Srl\n\nRegistrar\n  Organization:     ${R}\n  Name:             FIXTURE-REG\n\nNameservers\n  ns1.host.example\n`],
    ['Company Name under Registrar:', `Domain Name: shop.example\nCreation Date: 2001-01-01\nRegistrar:\n  Company Name: ${R}\n  IANA ID: 999\n`],
    ['Registrar Information: + Registrar Name:', `Domain Name: shop.example\nCreation Date: 2001-01-01\nRegistrar Information:\n  Registrar Name: ${R}\n  Registrar URL: http://r.example\n`],
    ['dotted keys under a bare header (.fi)', `domain.............: shop.fi\ncreated............: 1.1.2001 00:00:00\n\nRegistrar\nregistrar..........: ${R}\nwww................: www.registrar.example\n`],
    ['lower-case block (.ee)', `Domain:\nname:       shop.ee\nregistered: 2001-01-01 00:00:00 +02:00\n\nRegistrar:\nname:       ${R}\nurl:        http://www.registrar.example\n`],
    ['RIPE registrar object with organization (.ua)', `domain:           shop.ua\ncreated:          2001-01-01 00:00:00+02\n\n% Registrar:\n% ==========\nregistrar:        ua.fixture\norganization:     ${R}\n`],
    ['handle then a registrar object naming it (.sk)', `Domain:                       shop.sk\nRegistrar:                    FIXT-0001\nCreated:                      2001-01-01\n\nRegistrar:                    FIXT-0001\nName:                         ${R}\n`],
    ['DENIC-style [Registrar] object (.lv)', `[Domain]\nDomain: shop.lv\nStatus: active\n\n[Holder]\n    Type: Legal person\n    Name: Shop SIA\n\n[Registrar]\n    Type: Legal person\n    Name: ${R}\n`],
    ['bare address lines under REGISTRAR: (.pl)', `DOMAIN NAME:           shop.pl\ncreated:               2001.01.01 00:00:00\n\nREGISTRAR:\n${R}\nStreet 1\n00-001 Warszawa\n`],
    ['Registrar: + indented value (.za)', `Domain Name:\n    shop.co.za\n\nRegistrar:\n    ${R}\n\nRegistrant:\n    Shop Pty\n`],
    ['Sponsoring Registrar', `Domain Name: shop.example\nSponsoring Registrar: ${R}\nCreation Date: 2001-01-01\n`],
    ['Sponsoring Registrar: + indented value', `Domain:\n  shop.example\nSponsoring Registrar:\n  ${R}\nCreated: 2001-01-01\n`],
    ['registrar_name (.nz)', `domain_name: shop.nz\nregistrar_name: ${R}\nregistrar_address1: 1 Street\ndomain_dateregistered: 2001-01-01\n`],
    ['Registration Service Provider (.tw)', `Domain Name: shop.tw\n   Record created on 2001-01-01 (YYYY-MM-DD)\n   Registration Service Provider: ${R}\n`],
    ['a handle first, the name later', `Registrar: FIXT-REG\nRegistrar Name: ${R}\nDomain Name: shop.example\nCreated: 2001-01-01\n`],
  ]
  for (const [label, raw] of layouts) {
    const p = parseWhois(raw, { domain: 'shop.example' })
    assert.equal(p.registrar, R, label)
    assert.equal(p.registered, true, label)
  }
})

test('KISA (.kr): the Korean part is read, the English translation of each field wins', () => {
  const both = parseWhois(fixture('kisa.txt'), { domain: 'webintel-fixture.kr' })
  assert.equal(both.registrar, 'Fixture Registration, Inc.(http://registrar-fixture.kr)')
  assert.equal(both.creationDate, '2004-03-15T00:00:00Z')
  assert.equal(both.expirationDate, '2027-03-15T00:00:00Z')
  assert.equal(both.updatedDate, '2024-02-10T00:00:00Z')
  assert.deepEqual(both.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.equal(both.registrantOrganization, 'Webintel Fixture Co., Ltd.')
  const korean = parseWhois(fixture('kisa-korean.txt'), { domain: 'webintel-fixture.kr' })
  assert.equal(korean.registered, true)
  assert.equal(korean.domain, 'webintel-fixture.kr')
  assert.equal(korean.registrar, '(주)픽스처등록(http://registrar-fixture.kr)')
  assert.equal(korean.creationDate, '2004-03-15T00:00:00Z')
  assert.equal(korean.expirationDate, '2027-03-15T00:00:00Z')
  assert.equal(korean.updatedDate, '2024-02-10T00:00:00Z')
  assert.deepEqual(korean.nameServers, ['ns1.fixture-dns.net'])
})

test('JPRS in Japanese (no /e): dates, status and name servers from the Japanese labels', () => {
  const p = parseWhois(fixture('jprs-japanese.txt'), { domain: 'webintel-fixture.jp' })
  assert.equal(p.registered, true)
  assert.equal(p.domain, 'webintel-fixture.jp')
  assert.equal(p.creationDate, '2005-05-30T00:00:00Z')
  assert.equal(p.expirationDate, '2026-05-31T00:00:00Z')
  assert.equal(p.updatedDate, '2025-05-31T16:05:07Z')
  assert.deepEqual(p.status, ['Active'])
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.equal(p.registrar, null)
})

test('Chinese labels with full-width colons', () => {
  const p = parseWhois(fixture('cn-chinese.txt'), { domain: 'webintel-fixture.cn' })
  assert.equal(p.registered, true)
  assert.equal(p.domain, 'webintel-fixture.cn')
  assert.equal(p.registrar, '北京示例网络科技有限公司')
  assert.equal(p.creationDate, '2009-09-23T11:31:20Z')
  assert.equal(p.expirationDate, '2027-09-23T11:31:20Z')
  assert.deepEqual(p.status, ['clientTransferProhibited'])
  assert.deepEqual(p.nameServers, ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'])
  assert.equal(p.dnssec, false)
})

test('labels in French, Spanish, Portuguese, Italian, German, Dutch and Polish are read, accents and all', () => {
  const layouts: [string, string][] = [
    ['French (accents)', `Nom de domaine: boutique.example\nBureau d'enregistrement: ${R}\nDate de création: 2001-02-03\nDate d'expiration: 2031-02-03\nDernière modification: 2021-04-05\n`],
    ['Spanish (accents)', `Dominio: tienda.example\nRegistrador: ${R}\nFecha de creación: 2001-02-03\nFecha de caducidad: 2031-02-03\nÚltima actualización: 2021-04-05\n`],
    ['Portuguese', `Domínio: loja.example\nRegistrador: ${R}\nData de criação: 2001-02-03\nData de expiração: 2031-02-03\nÚltima atualização: 2021-04-05\n`],
    ['Italian', `Dominio: negozio.example\nRegistrar: ${R}\nData di creazione: 2001-02-03\nData di scadenza: 2031-02-03\nUltimo aggiornamento: 2021-04-05\n`],
    ['German', `Domain: laden.example\nRegistrar: ${R}\nErstellt: 2001-02-03\nAblaufdatum: 2031-02-03\nZuletzt geändert: 2021-04-05\n`],
    ['Dutch', `Domeinnaam: winkel.example\nRegistrar: ${R}\nRegistratiedatum: 2001-02-03\nVervaldatum: 2031-02-03\nLaatst gewijzigd: 2021-04-05\n`],
    ['Polish', `Domena: sklep.example\nRejestrator: ${R}\nData rejestracji: 2001-02-03\nData wygaśnięcia: 2031-02-03\nOstatnia modyfikacja: 2021-04-05\n`],
    ['Spanish registrar block', `Dominio: tienda.example\nFecha de creación: 2001-02-03\nFecha de vencimiento: 2031-02-03\nFecha de actualización: 2021-04-05\n\nAgente Registrador:\n  Nombre: ${R}\n  Sitio web: https://registrar.example\n`],
  ]
  for (const [label, raw] of layouts) {
    const p = parseWhois(raw, { domain: 'shop.example' })
    assert.equal(p.registrar, R, label)
    assert.equal(p.creationDate?.slice(0, 10), '2001-02-03', label)
    assert.equal(p.expirationDate?.slice(0, 10), '2031-02-03', label)
    assert.equal(p.updatedDate?.slice(0, 10), '2021-04-05', label)
  }
})
