// The registrar (and the other core fields) through the whole lookup path, for answers the development corpus does
// not hold:
//   - port-43 thin-registry referrals: the registry names the registrar, a registrar handle or only its IANA number,
//     and refers to the registrar's server, which may name the registrar differently, refuse (rate limit), answer
//     "No match", answer another domain's record, send an HTML page, or close at once;
//   - port-43 registrar lines the corpus does not hold: the IANA number alone or after a name, a web address only, a
//     trailing handle in parentheses, "Registrar Name (English)" and other registrar labels;
//   - RDAP: jCard property names in upper case, a placeholder "fn" beside a real "org", a structured "org", "fn" in
//     several languages, a registrar entity nested under another entity, a reseller beside it, an answer naming the
//     registrar only by IANA number, by a handle or not at all while port 43 names it, two registrar entities (a handle,
//     then a name), a string role, a jCard without
//     its "vcard" head, a registrar RDAP link in the registrar entity's links, a registrar RDAP record (`related` link)
//     about another domain or naming the registrar differently.
// Every answer is written for this project in the published layouts (ICANN RAA 2013 port-43 keys, RFC 9083 / RFC
// 7095 / RFC 9537 RDAP). All servers are local: public-looking names resolve through a stub to loopback ports.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { startService, getJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A, PUBLIC_B } from '../../helpers/net-stub.ts'
import { parseWhois } from '../../../src/whois/parsers/whois-text.ts'
import { parseRdap } from '../../../src/whois/parsers/rdap.ts'

type Json = Record<string, unknown>

/** A thin-registry answer (Verisign-style ICANN keys) with the given registrar lines and a referral. */
const registry = (domain: string, registrarLines: string): string => [
  `   Domain Name: ${domain.toUpperCase()}`,
  '   Registry Domain ID: 2345678_DOMAIN_COM-VRSN',
  '   Registrar WHOIS Server: whois.registrar-fixture.net',
  '   Registrar URL: http://www.registrar-fixture.net',
  '   Updated Date: 2024-06-01T08:30:00Z',
  '   Creation Date: 2003-04-05T10:00:00Z',
  '   Registry Expiry Date: 2027-04-05T10:00:00Z',
  ...registrarLines.split('\n').map((l) => `   ${l}`),
  '   Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited',
  '   Name Server: NS1.FIXTURE-DNS.NET',
  '   Name Server: NS2.FIXTURE-DNS.NET',
  '   DNSSEC: unsigned',
  '>>> Last update of whois database: 2026-11-28T10:00:00Z <<<',
  '',
  'NOTICE: The expiration date displayed in this record is the date the registrar\'s sponsorship of the domain name registration in the registry is currently set to expire.',
  '',
].join('\r\n')

/** The registrar's own answer (ICANN RAA 2013 registrar layout). */
const registrarAnswer = (domain: string, name: string): string => [
  `Domain Name: ${domain}`,
  'Registry Domain ID: 2345678_DOMAIN_COM-VRSN',
  'Registrar WHOIS Server: whois.registrar-fixture.net',
  'Registrar URL: http://www.registrar-fixture.net',
  'Updated Date: 2024-06-01T08:30:00Z',
  'Creation Date: 2003-04-05T10:00:00Z',
  'Registrar Registration Expiration Date: 2027-04-05T10:00:00Z',
  `Registrar: ${name}`,
  'Registrar IANA ID: 9999',
  'Registrar Abuse Contact Email: abuse@registrar-fixture.net',
  'Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited',
  'Registrant Organization: Webintel Fixture Inc',
  'Registrant Country: NL',
  'Name Server: ns1.fixture-dns.net',
  'Name Server: ns2.fixture-dns.net',
  'DNSSEC: unsigned',
  '',
].join('\r\n')

const NAMED = 'Registrar: Fixture Registrar, LLC\nRegistrar IANA ID: 9999'
// a web page where a WHOIS answer was expected: its text lines read like key/value pairs but describe no domain
const HTML = [
  '<!DOCTYPE html>', '<html lang="en"><head><title>Fixture Registrar - Domain lookup</title></head><body>', '<pre>',
  'Registrar: Fixture Web Portal', 'Registrant Organization: Cookie Consent Ltd', 'Creation Date: 2019-01-01T00:00:00Z',
  '</pre>', '</body></html>', '',
].join('\n')

/** Port 43: per domain, [registry answer, registrar answer]; the registrar hop goes to the same server. */
const port43: Record<string, [string, string | null]> = {
  'renamed-fixture.com': [registry('renamed-fixture.com', NAMED), registrarAnswer('renamed-fixture.com', 'FIXTURE REGISTRAR LLC d/b/a Fixture Domains')],
  'number-fixture.com': [registry('number-fixture.com', 'Registrar: 9999'), registrarAnswer('number-fixture.com', 'Fixture Registrar, LLC')],
  'idonly-fixture.com': [registry('idonly-fixture.com', 'Registrar IANA ID: 9999'), registrarAnswer('idonly-fixture.com', 'Fixture Registrar, LLC')],
  'handle-fixture.com': [registry('handle-fixture.com', 'Registrar: FIXT-REG-7'), registrarAnswer('handle-fixture.com', 'Fixture Registrar, LLC')],
  'other-fixture.com': [registry('other-fixture.com', NAMED), registrarAnswer('another-fixture.com', 'Someone Else Registrar Ltd')],
  'html-fixture.com': [registry('html-fixture.com', 'Registrar IANA ID: 9999'), HTML],
  'busy-fixture.com': [registry('busy-fixture.com', NAMED), 'Your query rate is exceeded. Please try again later.\r\n'],
  'nomatch-fixture.com': [registry('nomatch-fixture.com', NAMED), 'No match for "NOMATCH-FIXTURE.COM".\r\n'],
  'closed-fixture.com': [registry('closed-fixture.com', NAMED), ''],
  'notice-fixture.com': [registry('notice-fixture.com', NAMED), '% Query rate notice: 41 of 50 queries used this hour.\r\n%\r\n' + registrarAnswer('notice-fixture.com', 'Fixture Registrar, LLC')],
  // port-43 answers for the RDAP cases below
  'rdap-ids.com': [registrarAnswer('rdap-ids.com', 'Fixture Registrar, LLC'), null],
  'rdap-none.com': [registrarAnswer('rdap-none.com', 'Fixture Registrar, LLC'), null],
  'rdap-none-other.com': [registrarAnswer('someone-else.com', 'Someone Else Registrar Ltd'), null],
  'rdap-handle.com': [registrarAnswer('rdap-handle.com', 'Fixture Registrar, LLC'), null],
  'rdap-two.com': [registrarAnswer('rdap-two.com', 'Port Forty-Three Registrar Ltd'), null],
}

/** One registry answer (no referral) with the registrar written in a layout the development corpus does not hold. */
const single = (domain: string, registrarLines: string): string => [
  `Domain Name: ${domain}`,
  ...registrarLines.split('\n'),
  'Creation Date: 2003-04-05T10:00:00Z',
  'Expiration Date: 2027-04-05T10:00:00Z',
  'Domain Status: ok',
  'Name Server: ns1.fixture-dns.net',
  'Name Server: ns2.fixture-dns.net',
  '',
].join('\r\n')

const layouts: [domain: string, registrarLines: string, registrar: string | null, ianaId: string | null][] = [
  ['iana-label-fixture.net', 'Registrar: IANA ID: 9999', null, '9999'],
  ['iana-hash-fixture.net', 'Registrar: #9999', null, '9999'],
  ['name-iana-fixture.net', 'Registrar: Fixture Registrar Ltd, IANA ID 9999', 'Fixture Registrar Ltd', '9999'],
  ['name-iana-paren-fixture.net', 'Registrar: Fixture Registrar Ltd (IANA #9999)', 'Fixture Registrar Ltd', '9999'],
  ['digit-name-fixture.net', 'Registrar: Fixture Domains 24', 'Fixture Domains 24', null],
  ['url-only-fixture.net', 'Registrar: https://www.registrar-fixture.net/', null, null],
  ['host-name-fixture.net', 'Registrar: www.RegistrarFixture.se', 'www.RegistrarFixture.se', null],
  ['name-handle-fixture.net', 'Registrar: Fixture Registrar Ltd (FIXT-7)', 'Fixture Registrar Ltd', null],
  ['name-note-fixture.net', 'Registrar: Fixture Registrar Ltd (TLDs)', 'Fixture Registrar Ltd (TLDs)', null],
  ['english-label-fixture.net', '注册商: 示例注册服务有限公司\nRegistrar Name (English): Fixture Registrar Co., Ltd.', 'Fixture Registrar Co., Ltd.', null],
  ['accredited-fixture.net', 'Accredited Registrar: Fixture Registrar Ltd', 'Fixture Registrar Ltd', null],
  ['domain-registrar-name-fixture.net', 'Domain Registrar Name: Fixture Registrar Ltd', 'Fixture Registrar Ltd', null],
  ['rsp-name-fixture.net', 'Registration Service Provider Name: Fixture Registrar Ltd', 'Fixture Registrar Ltd', null],
  ['maintained-fixture.net', 'Record maintained by: FIXTURE REGISTRAR, LLC', 'FIXTURE REGISTRAR, LLC', null],
]
for (const [domain, lines] of layouts) port43[domain] = [single(domain, lines), null]

const card = (...props: unknown[][]): unknown[] => ['vcard', [['version', {}, 'text', '4.0'], ...props]]
const domainObject = (ldhName: string, extra: Json): Json => ({
  objectClassName: 'domain', rdapConformance: ['rdap_level_0', 'redacted'], ldhName,
  events: [{ eventAction: 'registration', eventDate: '2004-05-06T07:08:09Z' }, { eventAction: 'expiration', eventDate: '2030-05-06T07:08:09Z' }],
  nameservers: [{ objectClassName: 'nameserver', ldhName: 'ns1.fixture-dns.net' }],
  status: ['active'],
  ...extra,
})
const registrarEntity = (vcardArray: unknown[], extra: Json = {}): Json => ({
  objectClassName: 'entity', roles: ['registrar'], handle: '9999', publicIds: [{ type: 'IANA Registrar ID', identifier: '9999' }], vcardArray, ...extra,
})

const rdapAnswers: Record<string, Json> = {
  'rdap-upper.com': domainObject('rdap-upper.com', {
    entities: [registrarEntity(['vcard', [['VERSION', {}, 'text', '4.0'], ['FN', {}, 'text', 'Fixture Registrar Ltd']]])],
  }),
  'rdap-redacted.com': domainObject('rdap-redacted.com', {
    entities: [
      registrarEntity(card(['fn', {}, 'text', 'Data Redacted'], ['org', {}, 'text', 'Fixture Registrar Ltd'])),
      { objectClassName: 'entity', roles: ['registrant'], vcardArray: card(['fn', {}, 'text', 'REDACTED'], ['org', {}, 'text', 'REDACTED FOR PRIVACY'], ['adr', { cc: 'NL' }, 'text', ['', '', '', '', '', '', '']]) },
    ],
    redacted: [{ name: { type: 'Registrant Name' }, prePath: '$.entities[?(@.roles[0]==\'registrant\')].vcardArray[1][?(@[0]==\'fn\')][3]', method: 'replacementValue' }],
  }),
  'rdap-org-parts.com': domainObject('rdap-org-parts.com', {
    entities: [registrarEntity(card(['fn', {}, 'text', ''], ['org', {}, 'text', ['Fixture Registrar Ltd', 'Domain Services']]))],
  }),
  'rdap-lang.com': domainObject('rdap-lang.com', {
    entities: [registrarEntity(card(
      ['fn', { language: 'ja', altid: '1', pref: '2' }, 'text', 'フィクスチャ・レジストラ株式会社'],
      ['fn', { language: 'en', altid: '1', pref: '1' }, 'text', 'Fixture Registrar KK'],
    ))],
  }),
  'rdap-nested.com': domainObject('rdap-nested.com', {
    entities: [
      { objectClassName: 'entity', roles: ['reseller'], vcardArray: card(['fn', {}, 'text', 'Fixture Reseller GmbH']) },
      { objectClassName: 'entity', roles: ['sponsor'], handle: 'SP-1', entities: [registrarEntity(card(['fn', {}, 'text', 'Fixture Registrar Ltd']))] },
    ],
  }),
  'rdap-ids.com': domainObject('rdap-ids.com', { entities: [{ objectClassName: 'entity', roles: ['registrar'], handle: '9999', publicIds: [{ type: 'IANA Registrar ID', identifier: '9999' }] }] }),
  'rdap-none.com': domainObject('rdap-none.com', {}),
  'rdap-handle.com': domainObject('rdap-handle.com', { entities: [{ objectClassName: 'entity', roles: ['registrar'], handle: 'FIXT-REG-1' }] }),
  'rdap-none-other.com': domainObject('rdap-none-other.com', {}),
  'rdap-two.com': domainObject('rdap-two.com', {
    entities: [{ objectClassName: 'entity', roles: ['registrar'], handle: 'FIXT-REG-1' }, registrarEntity(card(['fn', {}, 'text', 'Fixture Registrar Ltd']))],
  }),
  'rdap-related.com': domainObject('rdap-related.com', {
    entities: [registrarEntity(card(['fn', {}, 'text', 'Fixture Registrar Ltd']))],
    links: [{ rel: 'related', type: 'application/rdap+json', href: 'http://rdap.registrar-fixture.net/rdap/domain/rdap-related.com', value: 'http://rdap.registrar-fixture.net/rdap/domain/rdap-related.com' }],
  }),
  'rdap-loose.com': domainObject('rdap-loose.com', {
    entities: [{ objectClassName: 'entity', roles: 'registrar', vcardArray: [['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'Fixture Registrar Ltd']] }],
  }),
  'rdap-entity-link.com': domainObject('rdap-entity-link.com', {
    entities: [registrarEntity(card(['fn', {}, 'text', 'Fixture Registrar Ltd']), {
      links: [{ rel: 'related', type: 'application/rdap+json', href: 'http://rdap.registrar-fixture.net/rdap/domain/rdap-entity-link.com' }],
    })],
  }),
  'rdap-related-other.com': domainObject('rdap-related-other.com', {
    entities: [registrarEntity(card(['fn', {}, 'text', 'Fixture Registrar Ltd']))],
    links: [{ rel: 'related', type: 'application/rdap+json', href: 'http://rdap.registrar-fixture.net/rdap/domain/rdap-related-other.com' }],
  }),
}

/** The registrar's RDAP records: one names the registrar otherwise, one is about another domain. */
const registrarRdap: Record<string, Json> = {
  'rdap-related.com': {
    objectClassName: 'domain', ldhName: 'rdap-related.com',
    entities: [
      registrarEntity(card(['fn', {}, 'text', 'FIXTURE REGISTRAR LIMITED (brand: Fixture)'])),
      { objectClassName: 'entity', roles: ['registrant'], vcardArray: card(['fn', {}, 'text', ''], ['org', {}, 'text', 'Webintel Fixture Inc'], ['adr', { cc: 'NL' }, 'text', ['', '', '', '', '', '', '']]) },
    ],
  },
  'rdap-entity-link.com': {
    objectClassName: 'domain', ldhName: 'rdap-entity-link.com',
    entities: [{ objectClassName: 'entity', roles: ['registrant'], vcardArray: card(['fn', {}, 'text', ''], ['org', {}, 'text', 'Webintel Fixture Inc']) }],
  },
  'rdap-related-other.com': {
    objectClassName: 'domain', ldhName: 'someone-else.com',
    entities: [{ objectClassName: 'entity', roles: ['registrant'], vcardArray: card(['fn', {}, 'text', ''], ['org', {}, 'text', 'Someone Else Ltd']) }],
  },
}

describe('the registrar through the lookup path', () => {
  let rdap: http.Server
  let rdapRegistrar: http.Server
  let whois: net.Server
  let svc: Running
  let key: { apiKey: string }
  const asked = new Map<string, number>()
  before(async () => {
    rdap = http.createServer((req, res) => {
      const url = req.url ?? ''
      if (url === '/dns.json') {
        return res.writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ version: '1.0', services: [[['com'], ['http://rdap.registry-fixture.net/rdap/']]] }))
      }
      const name = decodeURIComponent(/^\/rdap\/domain\/([^/?]+)/.exec(url)?.[1] ?? '').toLowerCase()
      const a = rdapAnswers[name]
      if (a) return res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(JSON.stringify(a))
      // every port-43 case: the registry's RDAP server fails, so the lookup falls back to port 43
      res.writeHead(503).end()
    })
    rdapRegistrar = http.createServer((req, res) => {
      const name = decodeURIComponent(/^\/rdap\/domain\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '').toLowerCase()
      const a = registrarRdap[name]
      if (a) return res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(JSON.stringify(a))
      res.writeHead(404).end()
    })
    whois = net.createServer((s) => {
      s.once('data', (d) => {
        const q = String(d).trim().toLowerCase().replace(/^domain\s+/, '')
        const pair = port43[q]
        if (!pair) return void s.end('No match for this domain.\r\n')
        const n = asked.get(q) ?? 0
        asked.set(q, n + 1)
        const body = n % 2 === 0 || pair[1] === null ? pair[0] : pair[1]
        s.end(body)
      })
      s.on('error', () => undefined)
    })
    await Promise.all([rdap, rdapRegistrar, whois].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))))
    const port = (s: net.Server | http.Server): number => (s.address() as AddressInfo).port
    const stub = stubNet({ 'rdap.registry-fixture.net': [[PUBLIC_A]], 'rdap.registrar-fixture.net': [[PUBLIC_B]] }, { [PUBLIC_A]: port(rdap), [PUBLIC_B]: port(rdapRegistrar) })
    svc = await startService({
      WEBINTEL_RDAP_BOOTSTRAP_URL: 'http://rdap.registry-fixture.net/dns.json',
      WEBINTEL_WHOIS_SERVER: `127.0.0.1:${port(whois)}`,
      WEBINTEL_WHOIS_CACHE_TTL_MS: '0',
    }, { net: stub })
    key = await svc.newKey()
  })
  after(async () => { await svc.close(); rdap.close(); rdapRegistrar.close(); whois.close() })

  const lookup = async (d: string): Promise<Json> => {
    asked.delete(d)
    const r = await getJson(svc.url + '/v1/whois_lookup?domain=' + encodeURIComponent(d), { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    return r.json.data as Json
  }
  const core = (d: Json): Json => ({ registrar: d.registrar, created: d.creation_date, expires: d.expiration_date, ns: d.name_servers, status: d.status })
  const registryCore = { registrar: 'Fixture Registrar, LLC', created: '2003-04-05T10:00:00Z', expires: '2027-04-05T10:00:00Z', ns: ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'], status: ['clientTransferProhibited'] }

  describe('port 43: registry → registrar referral', () => {
    test('the registry names the registrar; the registrar\'s other spelling does not replace it, its registrant fills the gap', async () => {
      const d = await lookup('renamed-fixture.com')
      assert.deepEqual(core(d), registryCore)
      assert.equal(d.registrant_organization, 'Webintel Fixture Inc')
      assert.equal(asked.get('renamed-fixture.com'), 2, 'the referral was followed')
    })

    test('a registry naming the registrar only by its IANA number (or a handle) takes the name from the registrar', async () => {
      for (const name of ['number-fixture.com', 'idonly-fixture.com', 'handle-fixture.com']) {
        const d = await lookup(name)
        assert.deepEqual(core(d), registryCore, name)
        if (name !== 'handle-fixture.com') assert.equal(d.registrar_iana_id, '9999', name)
      }
    })

    test('"Registrar: <IANA number>" is the IANA id, not a name (parser)', () => {
      const p = parseWhois(registry('number-fixture.com', 'Registrar: 9999'), { domain: 'number-fixture.com' })
      assert.equal(p.registrar, null)
      assert.equal(p.registrarIanaId, '9999')
      const both = parseWhois(registry('number-fixture.com', 'Registrar: 9999\nRegistrar Name: Fixture Registrar, LLC'), { domain: 'number-fixture.com' })
      assert.equal(both.registrar, 'Fixture Registrar, LLC')
      assert.equal(both.registrarIanaId, '9999')
    })

    test('a registrar answer about another domain adds nothing', async () => {
      const d = await lookup('other-fixture.com')
      assert.deepEqual(core(d), registryCore)
      assert.equal(d.registrant_organization, null)
      assert.equal(d.abuse_email, null)
    })

    test('an HTML page from the registrar\'s server adds nothing', async () => {
      const d = await lookup('html-fixture.com')
      assert.deepEqual(core(d), { ...registryCore, registrar: null })
      assert.equal(d.registrar_iana_id, '9999')
      assert.equal(d.registrant_organization, null)
    })

    test('a rate-limited, "No match" or empty registrar answer leaves the registry answer whole', async () => {
      for (const name of ['busy-fixture.com', 'nomatch-fixture.com', 'closed-fixture.com']) {
        const d = await lookup(name)
        assert.deepEqual(core(d), registryCore, name)
        assert.equal(d.registrar_iana_id, '9999', name)
        assert.equal(d.registrant_organization, null, name)
      }
    })

    test('a rate-limit notice above the registrar\'s full record does not discard it', async () => {
      const d = await lookup('notice-fixture.com')
      assert.deepEqual(core(d), registryCore)
      assert.equal(d.registrant_organization, 'Webintel Fixture Inc')
    })
  })

  describe('port 43: registrar layouts', () => {
    for (const [domain, lines, registrar, ianaId] of layouts) {
      test(`${lines.split('\n').at(-1)!} (parser and API)`, async () => {
        const p = parseWhois(single(domain, lines), { domain })
        assert.deepEqual({ registrar: p.registrar, id: p.registrarIanaId, created: p.creationDate }, { registrar, id: ianaId, created: '2003-04-05T10:00:00Z' })
        const d = await lookup(domain)
        assert.deepEqual({ registrar: d.registrar, id: d.registrar_iana_id, created: d.creation_date, expires: d.expiration_date, ns: d.name_servers, status: d.status }, {
          registrar, id: ianaId, created: '2003-04-05T10:00:00Z', expires: '2027-04-05T10:00:00Z', ns: ['ns1.fixture-dns.net', 'ns2.fixture-dns.net'], status: ['ok'],
        })
      })
    }
  })

  describe('RDAP', () => {
    test('jCard property names in upper case are read', async () => {
      const d = await lookup('rdap-upper.com')
      assert.equal(d.source, 'rdap')
      assert.equal(d.registrar, 'Fixture Registrar Ltd')
    })

    test('a redacted "fn" yields to the registrar\'s "org"; redacted registrant values are null', async () => {
      const d = await lookup('rdap-redacted.com')
      assert.equal(d.registrar, 'Fixture Registrar Ltd')
      assert.equal(d.registrant_organization, null)
      assert.equal(d.registrant_country, 'NL')
    })

    test('a structured "org" gives the organisation name, not its units', async () => {
      assert.equal((await lookup('rdap-org-parts.com')).registrar, 'Fixture Registrar Ltd')
    })

    test('"fn" in several languages: the preferred one (RFC 6350 PREF) names the registrar', async () => {
      assert.equal((await lookup('rdap-lang.com')).registrar, 'Fixture Registrar KK')
    })

    test('a registrar entity nested under another entity is found; a reseller beside it is not the registrar', async () => {
      assert.equal((await lookup('rdap-nested.com')).registrar, 'Fixture Registrar Ltd')
    })

    test('an RDAP answer without the registrar\'s name (IANA number, handle, nothing) takes it from port 43; the RDAP fields stay', async () => {
      for (const name of ['rdap-ids.com', 'rdap-none.com', 'rdap-handle.com']) {
        const d = await lookup(name)
        assert.equal(d.source, 'rdap', name)
        assert.equal(d.registrar, 'Fixture Registrar, LLC', name)
        assert.equal(d.registrar_iana_id, '9999', name)
        assert.equal(d.creation_date, '2004-05-06T07:08:09Z', name)
        assert.equal(d.registrant_organization, 'Webintel Fixture Inc', name)
        assert.equal(d.expiration_date, '2030-05-06T07:08:09Z', name)
        assert.deepEqual(d.name_servers, ['ns1.fixture-dns.net'], name)
        assert.deepEqual(d.status, ['active'], name)
        assert.ok((asked.get(name) ?? 0) >= 1, `${name}: port 43 was asked`)
      }
    })

    test('two registrar entities, the first named only by a handle: the second\'s name is the registrar, port 43 is not asked', async () => {
      const d = await lookup('rdap-two.com')
      assert.equal(d.source, 'rdap')
      assert.equal(d.registrar, 'Fixture Registrar Ltd')
      assert.equal(d.registrar_iana_id, '9999')
      assert.equal(asked.get('rdap-two.com'), undefined)
      assert.equal(parseRdap(rdapAnswers['rdap-two.com']).registrar, 'Fixture Registrar Ltd')
    })

    test('a port-43 answer about another domain does not fill an RDAP answer', async () => {
      const d = await lookup('rdap-none-other.com')
      assert.equal(d.registrar, null)
      assert.equal(d.registrant_organization, null)
    })

    test('the registrar\'s RDAP record fills gaps but does not rename the registrar; one about another domain adds nothing', async () => {
      const d = await lookup('rdap-related.com')
      assert.equal(d.registrar, 'Fixture Registrar Ltd')
      assert.equal(d.registrant_organization, 'Webintel Fixture Inc')
      const o = await lookup('rdap-related-other.com')
      assert.equal(o.registrar, 'Fixture Registrar Ltd')
      assert.equal(o.registrant_organization, null)
    })

    test('a role written as a string and a jCard without its "vcard" head are read', async () => {
      assert.equal((await lookup('rdap-loose.com')).registrar, 'Fixture Registrar Ltd')
    })

    test('a registrar RDAP link given in the registrar entity\'s links is followed too', async () => {
      const d = await lookup('rdap-entity-link.com')
      assert.equal(d.registrar, 'Fixture Registrar Ltd')
      assert.equal(d.registrant_organization, 'Webintel Fixture Inc')
    })

    test('parser: upper-case jCard names, placeholder "fn", structured "org", preferred "fn"', () => {
      assert.equal(parseRdap(rdapAnswers['rdap-upper.com']).registrar, 'Fixture Registrar Ltd')
      assert.equal(parseRdap(rdapAnswers['rdap-redacted.com']).registrar, 'Fixture Registrar Ltd')
      assert.equal(parseRdap(rdapAnswers['rdap-org-parts.com']).registrar, 'Fixture Registrar Ltd')
      assert.equal(parseRdap(rdapAnswers['rdap-lang.com']).registrar, 'Fixture Registrar KK')
    })
  })
})
