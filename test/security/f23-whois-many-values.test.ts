/**
 * Security finding: a WHOIS or RDAP answer (at most 1 MiB on port 43, 2 MiB over RDAP) could hold the event loop
 * for seconds to minutes with values no registry writes:
 * - tens of thousands of states or name servers: each new one was compared with every one kept before it
 *   (quadratic; 40,000 "Domain Status:" lines took over 20 s, 50,000 RDAP nameserver objects over 30 s);
 * - one long run in a value that a clean-up pattern searched from every position of the run: trailing dots
 *   (`\.+$`, `[.!]+$`) on a name, server or country value, "[" runs on a registrar line, "@" runs in a date value.
 * - an IANA answer of blank lines: the referral pattern's `^\s*` ran on over every later blank line from each line
 *   start (128 KiB of newlines took about half a minute).
 * Each answer below is now parsed in one pass, and /healthz stays prompt meanwhile. The answers here are smaller
 * than the bench's (bench/security/freeze.ts), so that a loaded machine stays well under the 1 s bound after the fix
 * while the quadratic forms still took seconds (15,000 states: about 4 s; 30,000 RDAP nameservers: about 2 s).
 */
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { startService, getJson, type Running } from '../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../helpers/net-stub.ts'
import { watchHealth } from './helpers.ts'

const record = (domain: string, ...extra: string[]): string => [
  `Domain Name: ${domain.toUpperCase()}`, 'Registrar: Fixture Registrar Inc.', 'Creation Date: 2012-03-04T05:06:07Z',
  'Registry Expiry Date: 2030-03-04T05:06:07Z', ...extra, '',
].join('\n')

const answers: Record<string, string> = {
  'many-states-fixture.com': record('many-states-fixture.com', ...Array.from({ length: 15_000 }, (_, i) => `Domain Status: state${i}`)),
  'many-hosts-fixture.com': record('many-hosts-fixture.com', `Name Server: ${Array.from({ length: 30_000 }, (_, i) => `ns${i}.h.net`).join(' ')}`),
  'dot-runs-fixture.com': record('dot-runs-fixture.com', `Registrant Country: x${'.'.repeat(100_000)}x`, `Name Server: ns1.x${'.'.repeat(100_000)}x`),
  // the only registrar line of its record: the one the handle clean-up reads
  'bracket-run-fixture.com': record('bracket-run-fixture.com').replace('Registrar: Fixture Registrar Inc.', `Registrar: x${'['.repeat(100_000)}x`),
  'at-run-fixture.com': record('at-run-fixture.com', `Updated Date: ${'@1'.repeat(60_000)}`),
}
let whois: net.Server, rdap: http.Server, iana: net.Server
let svc: Running, svcRdap: Running, svcIana: Running
let key: { apiKey: string }, keyRdap: { apiKey: string }, keyIana: { apiKey: string }

before(async () => {
  whois = net.createServer((s) => s.once('data', (d) => s.end(answers[String(d).trim().toLowerCase()] ?? '')))
  await new Promise<void>((r) => whois.listen(0, '127.0.0.1', r))
  svc = await startService({ WEBINTEL_RDAP: 'off', WEBINTEL_WHOIS_SERVER: `127.0.0.1:${(whois.address() as AddressInfo).port}`, WEBINTEL_WHOIS_CACHE_TTL_MS: '0' })
  key = await svc.newKey({ rateLimitPerMinute: 1000 })
  const host = 'http://rdap.registry-fixture.net'
  const nameservers = Array.from({ length: 30_000 }, (_, i) => ({ ldhName: `ns${i}.h.net` }))
  const many = JSON.stringify({
    objectClassName: 'domain', ldhName: 'many-nameservers-fixture.com', nameservers, status: ['active'],
    events: [{ eventAction: 'registration', eventDate: '2011-02-03T04:05:06Z' }],
    entities: [{ objectClassName: 'entity', roles: ['registrar'], vcardArray: ['vcard', [['fn', {}, 'text', 'Fixture Registrar Inc.']]] }],
  })
  rdap = http.createServer((req, res) => {
    if (req.url === '/dns.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: '1.0', services: [[['com'], [`${host}/rdap/`]]] }))
    if (req.url?.toLowerCase() === '/rdap/domain/many-nameservers-fixture.com') return res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(many)
    res.writeHead(404, { 'content-type': 'application/rdap+json' }).end('{"errorCode":404}')
  })
  await new Promise<void>((r) => rdap.listen(0, '127.0.0.1', r))
  const stub = stubNet({ 'rdap.registry-fixture.net': [[PUBLIC_A]] }, { [PUBLIC_A]: (rdap.address() as AddressInfo).port })
  svcRdap = await startService({ WEBINTEL_RDAP_BOOTSTRAP_URL: `${host}/dns.json`, WEBINTEL_WHOIS_CACHE_TTL_MS: '0' }, { net: stub })
  keyRdap = await svcRdap.newKey({ rateLimitPerMinute: 1000 })
  // the IANA step (no WEBINTEL_WHOIS_SERVER): an IANA server whose every answer is blank lines
  iana = net.createServer((s) => s.once('data', () => s.end('\n'.repeat(1 << 17))))
  await new Promise<void>((r) => iana.listen(0, '127.0.0.1', r))
  svcIana = await startService({ WEBINTEL_RDAP: 'off', WEBINTEL_WHOIS_SERVER: '', WEBINTEL_WHOIS_IANA_SERVER: `127.0.0.1:${(iana.address() as AddressInfo).port}`, WEBINTEL_WHOIS_CACHE_TTL_MS: '0' })
  keyIana = await svcIana.newKey({ rateLimitPerMinute: 1000 })
  // a first lookup of a plain record on each service, so the hostile ones are not timed with the first use of a route
  answers['plain-fixture.com'] = record('plain-fixture.com')
  assert.equal((await getJson(svc.url + '/v1/whois_lookup?domain=plain-fixture.com', { 'x-api-key': key.apiKey })).status, 200)
  await getJson(svcRdap.url + '/v1/whois_lookup?domain=plain-fixture.com', { 'x-api-key': keyRdap.apiKey })
})
after(async () => { await svc.close(); await svcRdap.close(); await svcIana.close(); whois.close(); rdap.close(); iana.close() })

for (const domain of Object.keys(answers).filter((d) => d !== 'plain-fixture.com')) {
  test(`port 43, ${domain}: the record is read, and /healthz never waits over 1 s meanwhile`, { timeout: 120_000 }, async (t) => {
    const watch = watchHealth(svc.url)
    await new Promise((r) => setTimeout(r, 100))
    const r = await getJson(svc.url + `/v1/whois_lookup?domain=${domain}`, { 'x-api-key': key.apiKey })
    const health = await watch.stop()
    t.diagnostic(`slowest /healthz: ${health.maxMs.toFixed(0)} ms over ${health.answers} answers`)
    assert.equal(r.status, 200, r.text.slice(0, 500))
    assert.equal(r.json.data.creation_date, '2012-03-04T05:06:07Z')
    if (domain === 'many-states-fixture.com') assert.equal(r.json.data.status.length, 15_000)
    if (domain === 'many-hosts-fixture.com') assert.equal(r.json.data.name_servers.length, 30_000)
    assert.ok(health.answers > 0 && health.failures === 0, JSON.stringify(health))
    assert.ok(health.maxMs < 1000, `/healthz took ${health.maxMs.toFixed(0)} ms while the answer was parsed`)
  })
}

test('RDAP, 30,000 nameserver objects: all read, and /healthz never waits over 1 s meanwhile', { timeout: 120_000 }, async (t) => {
  const watch = watchHealth(svcRdap.url)
  await new Promise((r) => setTimeout(r, 100))
  const r = await getJson(svcRdap.url + '/v1/whois_lookup?domain=many-nameservers-fixture.com', { 'x-api-key': keyRdap.apiKey })
  const health = await watch.stop()
  t.diagnostic(`slowest /healthz: ${health.maxMs.toFixed(0)} ms over ${health.answers} answers`)
  assert.equal(r.status, 200, r.text.slice(0, 500))
  assert.equal(r.json.data.source, 'rdap')
  assert.equal(r.json.data.name_servers.length, 30_000)
  assert.ok(health.answers > 0 && health.failures === 0, JSON.stringify(health))
  assert.ok(health.maxMs < 1000, `/healthz took ${health.maxMs.toFixed(0)} ms while the answer was parsed`)
})

test('an IANA answer of 128 KiB of blank lines: no registry named, answered at once, /healthz never over 1 s', { timeout: 120_000 }, async (t) => {
  const watch = watchHealth(svcIana.url)
  await new Promise((r) => setTimeout(r, 100))
  // .io is not in the built-in table: without a referral no server is known, the documented failure
  const r = await getJson(svcIana.url + '/v1/whois_lookup?domain=blank-iana-fixture.io', { 'x-api-key': keyIana.apiKey })
  const health = await watch.stop()
  t.diagnostic(`slowest /healthz: ${health.maxMs.toFixed(0)} ms over ${health.answers} answers`)
  assert.equal(r.status, 502, r.text.slice(0, 500))
  assert.equal(r.json.error.code, 'fetch_failed')
  assert.equal(r.json.error.details.tld, 'io')
  assert.ok(health.answers > 0 && health.failures === 0, JSON.stringify(health))
  assert.ok(health.maxMs < 1000, `/healthz took ${health.maxMs.toFixed(0)} ms while the IANA answer was read`)
})
