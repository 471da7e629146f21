// What the lookup path must keep of a registry answer: "not registered" wordings across registries,
// records behind a rate-limit notice, name servers with their glue on the same line, the domain's own
// dates, older layouts, IDN variant blocks, and names under privately operated suffixes.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createServer as createTcp } from 'node:net'
import type { AddressInfo } from 'node:net'
import { parseWhois } from '../../../src/whois/parsers/whois-text.ts'
import { lookupNames, toRegistrableDomain } from '../../../src/whois/domain.ts'
import { createWhoisService } from '../../../src/whois/lookup.ts'
import { createOutbound } from '../../../src/fetch/outbound.ts'
import { secondLevelServer } from '../../../src/whois/port43/servers.ts'
import type { WhoisConfig } from '../../../src/whois/config.ts'

test('"not registered" wordings of many registries are answers, not unrecognised text', () => {
  const answers = [
    '% Whois server 3.0 serving the hu ccTLD\n\nNincs talalat / No match\n',
    'nosuch.pt no match\n',
    'Domain nosuch.ai not registred.\nIf you would like to register this, or any .ai domain, go to the registry\n',
    'nosuch.cl: no existe\n',
    '% La información a la que estás accediendo se provee exclusivamente\n\nEl dominio no se encuentra registrado en NIC Argentina\n',
    'Object_Not_Found\n',
    'Whois Server for the KZ top level domain name.\n\n*** Nothing found for this query.\n',
    'Invalid query or domain name not known in the Example Domain Registry\n',
    '% IANA WHOIS server\n% This query returned 0 objects.\n',
    'Example registry WHOIS server\n\nNo domain records were found to match "nosuch.coop"\n',
    '# Whois Server Version 1.49\n\nDomain Name: nosuch.com\n\nWe could not find the requested domain on our system\n',
    'This Domain is not available in our whois database\n',
    'Available\nDomain: nosuch.co.za\n',
    '"nosuch.se" not found.\n',
    'domain_name: nosuch.co.nz\nquery_status: 220 Available\n',
    'DOMAIN NAME: nosuch.bg\nregistration status: available\n',
    'Estonia .ee Top Level Domain WHOIS server\n\nDomain not found\n',
    '%ERROR:103: Domain is not registered\n',
    'Sorry, but domain: "nosuch.uz", not found in database\n',
    'Domain Name nosuch.com.my does not exist in database\n',
    'No information available about domain name nosuch.pl in the Registry NASK database.\n',
    'Dominio no encontrado\n',
    // the same answer in registries' own languages
    '% Registry WHOIS\n\nDomain nosuch.example: nicht gefunden\n',
    '%% Serveur WHOIS\n\nAucun résultat pour nosuch.example\n',
    'Il dominio nosuch.example non è registrato\n',
    'Nie znaleziono domeny nosuch.example\n',
    'Doména nosuch.example nebyla nalezena\nDoména nosuch.example nenalezena\n',
    '** nosuch.example bulunamadı\n',
    'Домен nosuch.example не найден\n',
    '未找到该域名 nosuch.example\n',
    'Dominio nosuch.example no registrado\n',
    'Domínio nosuch.example não registrado\n',
  ]
  for (const raw of answers) {
    const p = parseWhois(raw, { domain: 'nosuch.example' })
    assert.equal(p.state, 'available', raw)
    assert.equal(p.registered, false, raw)
  }
  // a disclaimer using the same words inside a long sentence is not a verdict
  const disclaimer = 'Domain Name: taken.example\nRegistrar: Example Registrar\nCreation Date: 2001-02-03T04:05:06Z\n' +
    '% If no match is found for your query, the name may be available for registration with an accredited registrar of your choice.\n'
  assert.equal(parseWhois(disclaimer, { domain: 'taken.example' }).registered, true)
})

test('a reserved name without registration data is not registered; with data it is', () => {
  const bare = parseWhois('The domain you requested is prohibited.\n', { domain: 'held.example' })
  assert.equal(bare.state, 'reserved')
  assert.equal(bare.registered, false)
  const held = parseWhois('Domain Name: held.example\nDomain Status: reserved\n', { domain: 'held.example' })
  assert.equal(held.state, 'reserved')
  assert.equal(held.registered, true)
})

test('a rate-limit notice before a full record keeps the record', () => {
  const raw = '% Query rate limit exceeded. Please try again later.\n\nDomain Name: shop.example\nRegistrar: Example Registrar Ltd\n' +
    'Creation Date: 2015-03-04T05:06:07Z\nRegistry Expiry Date: 2030-03-04T05:06:07Z\nName Server: ns1.host.example\n'
  const p = parseWhois(raw, { domain: 'shop.example' })
  assert.equal(p.state, 'registered')
  assert.equal(p.registrar, 'Example Registrar Ltd')
  assert.deepEqual(p.nameServers, ['ns1.host.example'])
})

test('name servers followed by IPv4 or IPv6 glue on the same line', () => {
  const raw = 'Domain:\n    site.ac.uk\n\nRegistration Dates:\n    Entry created:  Sunday 5th Oct 2003\n\nServers:\n' +
    '    ns0.site.ac.uk\t192.0.2.10\n    ns1.site.ac.uk   2001:db8::10\n    ns2.other.example 2001:db8::5\n'
  assert.deepEqual(parseWhois(raw, { domain: 'site.ac.uk' }).nameServers, ['ns0.site.ac.uk', 'ns1.site.ac.uk', 'ns2.other.example'])
})

test('the creation date comes from the domain object, not a later name-server or contact object', () => {
  const raw = 'domain:\t\ttienda.com.ar\nregistrant:\t20123456789\nregistrar:\tnicar\nregistered:\t2010-05-06 00:00:00\n' +
    'expire:\t\t2031-05-06 00:00:00\n\ncontact:\t20123456789\nname:\t\tPEREZ JUAN\ncreated:\t2005-01-01 00:00:00\n\n' +
    'nserver:\tns1.tienda.com.ar ()\nnserver:\tns2.tienda.com.ar ()\ncreated:\t2008-08-08 00:00:00\n'
  const p = parseWhois(raw, { domain: 'tienda.com.ar' })
  assert.equal(p.creationDate, '2010-05-06T00:00:00Z')
  assert.deepEqual(p.nameServers, ['ns1.tienda.com.ar', 'ns2.tienda.com.ar'])
})

test('placeholder name servers are not name servers; "date_approved" is the registration date', () => {
  const p = parseWhois('Domain Name: shop.uz\nRegistrar: Example Registrar\n   Name Server: ns1.host.example. not.defined.\n   Name Server: ns2.host.example. not.defined.\n', { domain: 'shop.uz' })
  assert.deepEqual(p.nameServers, ['ns1.host.example', 'ns2.host.example'])
  assert.equal(parseWhois('domain: shop.co.ca\ndate_approved: 2005-06-25 16:03:30\nregistrar: Example Inc.\n', { domain: 'shop.co.ca' }).creationDate, '2005-06-25T16:03:30Z')
})

test('older layouts: "NS 1 :" lines and dotted keys', () => {
  const io = parseWhois('Domain : shop.io\nStatus : Live\nExpiry : 2030-05-06\n\nNS 1   : ns1.host.example\nNS 2   : ns2.host.example\n', { domain: 'shop.io' })
  assert.deepEqual(io.nameServers, ['ns1.host.example', 'ns2.host.example'])
  const tg = parseWhois('Domain:...............shop.tg\nRegistrar:............Cafe Informatique\nActivation:...........2012-03-04\n' +
    'Expiration:...........2030-03-04\nStatus:...............ACTIF\nName Server (DB):.....ns1.host.example\n', { domain: 'shop.tg' })
  assert.equal(tg.registrar, 'Cafe Informatique')
  assert.equal(tg.creationDate, '2012-03-04T00:00:00Z')
  assert.deepEqual(tg.status, ['ACTIF'])
  assert.deepEqual(tg.nameServers, ['ns1.host.example'])
  const tn = parseWhois('Domain name.........: shop.tn\nCreation date.......: 04-03-2012 10:11:12 GMT+1\nRegistrar...........: Example Registrar TN\n\n' +
    'DNS servers\nName................: ns1.host.example.\nIp..................: 192.0.2.1\nName................: ns2.host.example.\n', { domain: 'shop.tn' })
  assert.deepEqual(tn.nameServers, ['ns1.host.example', 'ns2.host.example'])
  // old SIDN (.nl) layout: registrar block of address lines, name servers with glue, day-first dates
  const nl = parseWhois('Domain name: shop.nl\nStatus:      active\n\nRegistrar:\n   Example Hosting B.V.\n   Street 1\n   1234AB Amsterdam\n   Netherlands\n\n' +
    'Technical contacts:\n   Example Hosting B.V.\n\nDomain nameservers:\n   ns1.host.example   192.0.2.1\n   ns2.host.example\n\nDate registered: 03-02-2001\nRecord last updated: 05-04-2020\n', { domain: 'shop.nl' })
  assert.equal(nl.registrar, 'Example Hosting B.V.')
  assert.deepEqual(nl.nameServers, ['ns1.host.example', 'ns2.host.example'])
  assert.equal(nl.creationDate, '2001-02-03T00:00:00Z')
  assert.equal(nl.updatedDate, '2020-04-05T00:00:00Z')
  assert.equal(tn.creationDate, '2012-03-04T09:11:12Z')
})

test('a block listing IDN variants of the domain asked for is kept (punycode query, Unicode answer)', () => {
  const raw = 'Domain Name: 实业.中国\nPuny Name: xn--vhq524a.xn--fiqs8s\nDomain Name: 實業.中國\nPuny Name: xn--sdts82a.xn--fiqz9s\n' +
    'Domain Status: ok\nSponsoring Registrar: Example Registrar Co\nName Server: ns1.host.example\nRegistration Time: 2020-08-05 07:36:09\n'
  const p = parseWhois(raw, { domain: toRegistrableDomain('实业.中国') })
  assert.equal(p.registered, true)
  assert.equal(p.registrar, 'Example Registrar Co')
  assert.equal(p.creationDate, '2020-08-05T07:36:09Z')
})

test('names under a private suffix are asked first, then the ICANN-registered domain', async () => {
  assert.deepEqual(lookupNames('shop.cn.com'), ['shop.cn.com', 'cn.com'])
  assert.deepEqual(lookupNames('www.example.co.uk'), ['example.co.uk'])
  // a second-level registry the suffix list no longer names: the name under it first, asked at its own server
  assert.deepEqual(lookupNames('www.shop.hu.com'), ['shop.hu.com', 'hu.com'])
  assert.equal(secondLevelServer('shop.hu.com'), 'whois.centralnic.com')
  assert.equal(secondLevelServer('shop.co.ca'), 'whois.co.ca')
  assert.equal(secondLevelServer('hu.com'), null)
  assert.equal(secondLevelServer('shop.example.com'), null)
  assert.equal(toRegistrableDomain('shop.cn.com'), 'cn.com')
  const asked: string[] = []
  const server = createTcp({ allowHalfOpen: true }, (sock) => {
    sock.once('data', (b) => {
      const q = b.toString('utf8').trim()
      asked.push(q)
      if (q === 'shop.cn.com') sock.end('Domain Name: shop.cn.com\nRegistrar: Second Level Registrar\nCreation Date: 2011-01-01T00:00:00Z\n')
      else if (q === 'cn.com') sock.end('Domain Name: cn.com\nRegistrar: Registry Operator Inc\nCreation Date: 1995-01-01T00:00:00Z\n')
      else sock.end('No match for domain.\n')
    })
    sock.on('error', () => undefined)
  })
  after(() => server.close())
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const config: WhoisConfig = { rdapBootstrapUrl: 'http://127.0.0.1:9/dns.json', rdap: 'off', server: `127.0.0.1:${(server.address() as AddressInfo).port}`, ianaServer: '127.0.0.1:9', timeoutMs: 3000, cacheTtlMs: 0 }
  const outbound = createOutbound({ allowPrivate: true, connectTimeoutMs: 1000 })
  after(() => outbound.close())
  const whois = createWhoisService({ config, outbound })
  const sld = await whois.lookup('https://shop.cn.com/x')
  assert.equal(sld.found, true)
  assert.equal(sld.registrar, 'Second Level Registrar')
  // a hosting platform's subdomain is unknown to the registry: the registered domain answers
  const parent = await whois.lookup('blog.github.io')
  assert.equal(parent.query, 'github.io')
  assert.deepEqual(asked.slice(-2), ['blog.github.io', 'github.io'])
})

test('RIPE-style stamps: "changed: <e-mail> YYYYMMDDhhmmss", "OK-UNTIL <stamp>", "assigned:"; the latest change of the block', () => {
  const ua = parseWhois('domain:      shop.in.ua\nstatus:      OK-UNTIL 20131218000000\nnserver:     NS1.HOST.EXAMPLE\nchanged:     notify@registry.example 20121216134104\nsource:      INUA\n', { domain: 'shop.in.ua' })
  assert.equal(ua.expirationDate, '2013-12-18T00:00:00Z')
  assert.equal(ua.updatedDate, '2012-12-16T13:41:04Z')
  const il = parseWhois('domain:       shop.co.il\nassigned:     05-06-1999\nvalidity:     05-06-2026\n' +
    'changed:      registrar AT ns.example 19990605 (Assigned)\nchanged:      domain-registrar AT registry.example 20181216 (Changed)\nnserver:      ns1.host.example\n', { domain: 'shop.co.il' })
  assert.equal(il.creationDate, '1999-06-05T00:00:00Z')
  assert.equal(il.updatedDate, '2018-12-16T00:00:00Z')
})

test('a multi-label public suffix (net.ae, co.uk) is looked up at the registry, not rejected', async () => {
  const asked: string[] = []
  const server = createTcp({ allowHalfOpen: true }, (sock) => {
    sock.once('data', (b) => {
      const q = b.toString('utf8').trim()
      asked.push(q)
      if (q === 'net.ae') sock.end('Domain Name:                     net.ae\nRegistrar ID:                    ae-reg-fixture\nRegistrar Name:                  Example Second Level Registry\nStatus:                          ok\n\nName Server:                     ns1.registry-fixture.example\n')
      else sock.end('No Data Found\n')
    })
    sock.on('error', () => undefined)
  })
  after(() => server.close())
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const config: WhoisConfig = { rdapBootstrapUrl: 'http://127.0.0.1:9/dns.json', rdap: 'off', server: `127.0.0.1:${(server.address() as AddressInfo).port}`, ianaServer: '127.0.0.1:9', timeoutMs: 3000, cacheTtlMs: 0 }
  const outbound = createOutbound({ allowPrivate: true, connectTimeoutMs: 1000 })
  after(() => outbound.close())
  const whois = createWhoisService({ config, outbound })
  const ae = await whois.lookup('NET.AE')
  assert.equal(ae.found, true)
  assert.equal(ae.query, 'net.ae')
  assert.equal(ae.registrar, 'Example Second Level Registry')
  assert.deepEqual(ae.nameServers, ['ns1.registry-fixture.example'])
  const uk = await whois.lookup('co.uk')
  assert.equal(uk.found, false)
  assert.deepEqual(asked, ['net.ae', 'co.uk'])
})

test('a name the registry rejects as invalid is not registered (state "invalid"); "Reserved by <registry>" is reserved', () => {
  const invalid = [
    '% Error: 55000000010 Non bijective ace-idn convertible domain\n',
    '% Example Registry\nversion: 5.00\ndomain_name: x--y.nz\nquery_status: 500 Invalid characters in query string\n%\n% Terms of use apply.\n',
    '\n    Error for "shop.uk".\n\n    This domain cannot be registered because it contravenes the naming rules.  The reason is:\n      the domain name contains too few parts.\n',
  ]
  for (const raw of invalid) {
    const p = parseWhois(raw, { domain: 'x.example' })
    assert.equal(p.state, 'invalid', raw)
    assert.equal(p.registered, false, raw)
  }
  // a server refusing the query's syntax says nothing about the name
  assert.equal(parseWhois('% Error: invalid query\n', { domain: 'x.example' }).state, 'unknown')
  const held = parseWhois('Reserved by Example Registry\n', { domain: 'held.asia' })
  assert.equal(held.state, 'reserved')
  assert.equal(held.registered, false)
})

test('a reduced record behind a rate-limit notice is a record; a status saying "No match" is not data', () => {
  const reduced = parseWhois('% Query rate limit exceeded. Reduced information.\n% Use the web form for availability.\n\ndomain:      shop.com.br\nowner:       Loja Exemplo Ltda (123456)\n', { domain: 'shop.com.br' })
  assert.equal(reduced.registered, true)
  assert.equal(reduced.state, 'registered')
  assert.equal(reduced.domain, 'shop.com.br')
  const premium = parseWhois('\nStatus: PREMIUM NAME (No match for domain "shop.sx")\n>>> Last update of WHOIS database: 2020-01-01T00:00:00Z <<<\n', { domain: 'shop.sx' })
  assert.equal(premium.registered, false)
  assert.equal(premium.state, 'available')
  // a throttling notice alone stays a failure
  assert.equal(parseWhois('% Query rate limit exceeded. Please try again later.\n', { domain: 'shop.com.br' }).state, 'throttled')
})

test('JPRS second-level names: the date in "[State] Connected (…)" is the expiry', () => {
  const raw = 'Domain Information:\na. [Domain Name]                WEBINTEL-FIXTURE.CO.JP\ng. [Organization]               Webintel Fixture KK\n' +
    '[Registered Date]               2003/09/11\n[Connected Date]                2003/09/11\n[State]                         Connected (2027/09/30)\n[Last Update]                   2026/10/01 01:05:07 (JST)\n'
  const p = parseWhois(raw, { domain: 'webintel-fixture.co.jp' })
  assert.equal(p.expirationDate, '2027-09-30T00:00:00Z')
  assert.equal(p.creationDate, '2003-09-11T00:00:00Z')
  assert.deepEqual(p.status, ['Connected'])
})
