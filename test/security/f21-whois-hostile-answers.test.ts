/**
 * Security finding: the verdict patterns of a WHOIS answer ("not found", "reserved", throttled) are anchored
 * at line starts and begin with runs like `^\s*%*\s*`; on an answer of blank lines every line start tried
 * every split of the rest of the run, cubic work: 4 KiB of newlines kept the event loop busy for over a
 * minute. The verdict now reads the answer's head with each whitespace run made one character long.
 * An RDAP answer nested thousands of entities deep overflowed the stack of the recursive entity walk; the
 * walk now stops at a fixed depth.
 */
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { startService, getJson, type Running } from '../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../helpers/net-stub.ts'
import { watchHealth } from './helpers.ts'

const answers: Record<string, string> = {
  'blank-lines-fixture.com': '\n'.repeat(1 << 20),
  'blank-spaced-fixture.com': ' \r\n'.repeat(300_000),
  'late-verdict-fixture.com': `${'\n \t\n'.repeat(500)}%  %\n   No match for "LATE-VERDICT-FIXTURE.COM".\n`,
  // a full record whose status and abuse e-mail values are long runs the clean-up patterns once rescanned from
  // every position (an unclosed "(" run, a run without "@"): each took seconds to a minute of the event loop
  'long-values-fixture.com': [
    'Domain Name: LONG-VALUES-FIXTURE.COM', 'Registrar: Fixture Registrar Inc.', 'Creation Date: 2012-03-04T05:06:07Z',
    'Registry Expiry Date: 2030-03-04T05:06:07Z', 'Name Server: NS1.LONG-VALUES-FIXTURE.COM',
    `Domain Status: clientTransferProhibited ${'('.repeat(60_000)}`,
    `Registrar Abuse Contact Email: ${'a.'.repeat(60_000)}`,
    `Registrar Abuse Contact Email: abuse@registrar-fixture.com ${'@'.repeat(60_000)}`, '',
  ].join('\n'),
}
let whois: net.Server, rdap: http.Server
let svc: Running, svcRdap: Running
let key: { apiKey: string }, keyRdap: { apiKey: string }

/** `depth` entities, each the only child of the one before; the innermost is the registrar (JSON text: too deep for JSON.stringify). */
function nestedEntities(depth: number): string {
  const inner = JSON.stringify({ objectClassName: 'entity', roles: ['registrar'], vcardArray: ['vcard', [['fn', {}, 'text', 'Deep Registrar']]] })
  return `${'{"objectClassName":"entity","roles":["technical"],"entities":['.repeat(depth)}${inner}${']}'.repeat(depth)}`
}

before(async () => {
  whois = net.createServer((s) => s.once('data', (d) => s.end(answers[String(d).trim().toLowerCase()] ?? '')))
  await new Promise<void>((r) => whois.listen(0, '127.0.0.1', r))
  svc = await startService({ WEBINTEL_RDAP: 'off', WEBINTEL_WHOIS_SERVER: `127.0.0.1:${(whois.address() as AddressInfo).port}`, WEBINTEL_WHOIS_CACHE_TTL_MS: '0' })
  key = await svc.newKey({ rateLimitPerMinute: 1000 })
  const host = 'http://rdap.registry-fixture.net'
  const deep = `{"objectClassName":"domain","ldhName":"deep-entities-fixture.com","events":[{"eventAction":"registration","eventDate":"2011-02-03T04:05:06Z"}],"entities":[${nestedEntities(20_000)}]}`
  rdap = http.createServer((req, res) => {
    if (req.url === '/dns.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: '1.0', services: [[['com'], [`${host}/rdap/`]]] }))
    if (req.url?.toLowerCase() === '/rdap/domain/deep-entities-fixture.com') return res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(deep)
    res.writeHead(404, { 'content-type': 'application/rdap+json' }).end('{"errorCode":404}')
  })
  await new Promise<void>((r) => rdap.listen(0, '127.0.0.1', r))
  const stub = stubNet({ 'rdap.registry-fixture.net': [[PUBLIC_A]] }, { [PUBLIC_A]: (rdap.address() as AddressInfo).port })
  svcRdap = await startService({ WEBINTEL_RDAP_BOOTSTRAP_URL: `${host}/dns.json`, WEBINTEL_WHOIS_CACHE_TTL_MS: '0' }, { net: stub })
  keyRdap = await svcRdap.newKey({ rateLimitPerMinute: 1000 })
})
after(async () => { await svc.close(); await svcRdap.close(); whois.close(); rdap.close() })

test('WHOIS answers of blank lines: answered at once, and /healthz never waits over 1 s meanwhile', { timeout: 60_000 }, async (t) => {
  const watch = watchHealth(svc.url)
  await new Promise((r) => setTimeout(r, 100))
  const blank = await getJson(svc.url + '/v1/whois_lookup?domain=blank-lines-fixture.com', { 'x-api-key': key.apiKey })
  const spaced = await getJson(svc.url + '/v1/whois_lookup?domain=blank-spaced-fixture.com', { 'x-api-key': key.apiKey })
  const health = await watch.stop()
  t.diagnostic(`slowest /healthz: ${health.maxMs.toFixed(0)} ms over ${health.answers} answers`)
  // nothing in them: no registration data and no verdict, the documented "no usable answer" error
  for (const r of [blank, spaced]) {
    assert.ok(r.status >= 400 && r.status < 600, r.text)
    assert.equal(typeof r.json.error.code, 'string', r.text)
  }
  assert.ok(health.answers > 0 && health.failures === 0, JSON.stringify(health))
  assert.ok(health.maxMs < 1000, `/healthz took ${health.maxMs.toFixed(0)} ms while the answers were parsed`)
})

test('a record whose status and e-mail values are 60,000-character runs: answered at once, /healthz never over 1 s', { timeout: 120_000 }, async (t) => {
  const watch = watchHealth(svc.url)
  await new Promise((r) => setTimeout(r, 100))
  const r = await getJson(svc.url + '/v1/whois_lookup?domain=long-values-fixture.com', { 'x-api-key': key.apiKey })
  const health = await watch.stop()
  t.diagnostic(`slowest /healthz: ${health.maxMs.toFixed(0)} ms over ${health.answers} answers`)
  assert.equal(r.status, 200, r.text)
  assert.equal(r.json.data.creation_date, '2012-03-04T05:06:07Z')
  assert.ok(health.answers > 0 && health.failures === 0, JSON.stringify(health))
  assert.ok(health.maxMs < 1000, `/healthz took ${health.maxMs.toFixed(0)} ms while the answer was parsed`)
})

test('a "No match" line after many blank and indented lines is still read as not registered', async () => {
  const r = await getJson(svc.url + '/v1/whois_lookup?domain=late-verdict-fixture.com', { 'x-api-key': key.apiKey })
  assert.equal(r.status, 404, r.text)
  assert.equal(r.json.error.code, 'not_found')
})

test('an RDAP answer with entities nested 20,000 deep is answered from what it holds, not with a stack overflow', async () => {
  const r = await getJson(svcRdap.url + '/v1/whois_lookup?domain=deep-entities-fixture.com', { 'x-api-key': keyRdap.apiKey })
  assert.equal(r.status, 200, r.text)
  assert.equal(r.json.data.source, 'rdap')
  assert.equal(r.json.data.creation_date, '2011-02-03T04:05:06Z')
})
