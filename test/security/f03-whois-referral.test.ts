/**
 * Finding 3: a WHOIS referral host was checked, then connected to by name (a second lookup), on any port: a
 * rebinding name reached 127.0.0.1:6379 carrying the query. Now: resolved once, the checked address pinned, port 43 only.
 */
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createWhoisService } from '../../src/whois/lookup.ts'
import { createOutbound } from '../../src/fetch/outbound.ts'
import { PUBLIC_A, PUBLIC_B, startRaw, stubNet, type Fixture } from '../helpers/net-stub.ts'
import { canary } from './helpers.ts'

const fx = (name: string): string => readFileSync(new URL(`../fixtures/whois/${name}`, import.meta.url), 'utf8')
const closers: (() => Promise<void>)[] = []
after(async () => { for (const c of closers) await c() })

/** A port-43 server: records each query line, answers with `answer(query)`. */
async function whoisServer(answer: (q: string) => string): Promise<Fixture & { queries: string[] }> {
  const queries: string[] = []
  const f = await startRaw((s) => s.once('data', (b) => { const q = String(b).trim(); queries.push(q); s.end(answer(q)) }))
  closers.push(f.close)
  return Object.assign(f, { queries })
}

async function lookupWith(referral: string, zone: Record<string, string[][]>) {
  const trap = await canary()
  closers.push(trap.close)
  const registrar = await whoisServer(() => fx('icann-registrar.txt'))
  const registry = await whoisServer(() => fx('icann-registry.txt').replace('whois.registrar-fixture.net', referral))
  const iana = await whoisServer(() => 'refer:        whois.registry-fixture.com\n\ndomain:       COM\n\nwhois:        whois.registry-fixture.com\n')
  const net = stubNet({ 'whois.registry-fixture.com': [[PUBLIC_A]], ...zone }, (a) => (a === PUBLIC_A ? registry.port : a === PUBLIC_B ? registrar.port : a.startsWith('127.') ? trap.port : undefined))
  const outbound = createOutbound({ allowPrivate: false, connectTimeoutMs: 500, resolve: net.resolve, connect: net.connect })
  closers.push(() => outbound.close())
  const svc = createWhoisService({
    config: { rdapBootstrapUrl: 'http://127.0.0.1:9/', rdap: 'off', ianaServer: `127.0.0.1:${iana.port}`, timeoutMs: 3000, cacheTtlMs: 0 },
    outbound,
  })
  const result = await svc.lookup('webintel-fixture.com')
  return { result, net, trap, registrar, registry }
}

test('a rebinding referral name is resolved once and the checked address is the one connected to', async () => {
  const { result, net, trap, registrar } = await lookupWith('whois.rebind-fixture.com', { 'whois.rebind-fixture.com': [[PUBLIC_B], ['127.0.0.1']] })
  assert.equal(result.registrantOrganization, 'Webintel Test Org', 'the registrar answer was merged')
  assert.equal(net.lookups.filter((n) => n === 'whois.rebind-fixture.com').length, 1)
  assert.deepEqual(net.connects.map((c) => [c.hostname, c.address, c.port]), [['whois.registry-fixture.com', PUBLIC_A, 43], ['whois.rebind-fixture.com', PUBLIC_B, 43]])
  assert.equal(registrar.queries.length, 1)
  assert.equal(trap.connections, 0)
})

test('a referral to a loopback name, a loopback address or a port other than 43 is not connected to; the registry answer stands', async () => {
  for (const [referral, zone] of [
    ['whois.evil-fixture.com', { 'whois.evil-fixture.com': [['127.0.0.1']] }],
    ['127.0.0.1:6379', {}],
    ['whois.registrar-fixture.net:6379', { 'whois.registrar-fixture.net': [[PUBLIC_B]] }],
    ['localhost', {}],
  ] as const) {
    const { result, net, trap, registrar } = await lookupWith(referral, zone as Record<string, string[][]>)
    assert.equal(result.registrar, 'Fixture Registrar, LLC', referral)
    assert.equal(result.registrantOrganization, null, referral)
    assert.equal(result.servers.length, 1, referral)
    assert.deepEqual(net.connects.map((c) => c.address), [PUBLIC_A], referral)
    assert.equal(registrar.queries.length, 0, referral)
    assert.equal(trap.connections, 0, referral)
  }
})

test('the registry server named by IANA is learned too: a loopback answer is refused', async () => {
  const trap = await canary()
  closers.push(trap.close)
  const iana = await whoisServer(() => `whois:        127.0.0.1:${trap.port}\n`)
  const net = stubNet({}, () => undefined)
  const outbound = createOutbound({ allowPrivate: false, connectTimeoutMs: 500, resolve: net.resolve, connect: net.connect })
  closers.push(() => outbound.close())
  const svc = createWhoisService({
    config: { rdapBootstrapUrl: 'http://127.0.0.1:9/', rdap: 'off', ianaServer: `127.0.0.1:${iana.port}`, timeoutMs: 3000, cacheTtlMs: 0 },
    outbound,
  })
  await assert.rejects(svc.lookup('webintel-fixture.com'), (e: { code?: string }) => e.code === 'fetch_blocked')
  assert.equal(trap.connections, 0)
})
