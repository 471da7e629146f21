import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createServer as createTcp } from 'node:net'
import type { AddressInfo } from 'node:net'
import { createWhoisService } from '../../../src/whois/lookup.ts'
import { createOutbound } from '../../../src/fetch/outbound.ts'
import type { WhoisConfig } from '../../../src/whois/config.ts'

/** A made-up TLD of letters only: 0 → "xqa", 1 → "xqb", … */
const tld = (i: number): string => `xq${i.toString(26).split('').map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('')}`

test('the IANA answers kept per TLD are bounded: after 2,100 made-up TLDs the first is asked again, the latest is not', async () => {
  const asked = new Map<string, number>()
  const iana = createTcp({ allowHalfOpen: true }, (sock) => {
    let q = ''
    sock.on('data', (d) => {
      q += String(d)
      if (!q.includes('\n')) return
      const t = q.trim().toLowerCase()
      asked.set(t, (asked.get(t) ?? 0) + 1)
      sock.end('% IANA WHOIS server\n% This query returned 0 objects.\n')
    })
    sock.on('error', () => undefined)
  })
  after(() => iana.close())
  await new Promise<void>((r) => iana.listen(0, '127.0.0.1', r))
  const config: WhoisConfig = { rdapBootstrapUrl: 'http://127.0.0.1:9/dns.json', rdap: 'off', ianaServer: `127.0.0.1:${(iana.address() as AddressInfo).port}`, timeoutMs: 3000, cacheTtlMs: 0 }
  const outbound = createOutbound({ allowPrivate: true, connectTimeoutMs: 1000 })
  after(() => outbound.close())
  const whois = createWhoisService({ config, outbound })
  const ask = async (t: string): Promise<string> => {
    try { await whois.lookup(`shop.${t}`); return 'found' } catch (err) { return (err as { code?: string }).code ?? String(err) }
  }
  const n = 2100
  for (let i = 0; i < n; i++) assert.equal(await ask(tld(i)), 'fetch_failed') // no WHOIS server known for the TLD
  assert.equal(asked.size, n)
  // the latest TLD's answer is kept: no second question
  await ask(tld(n - 1))
  assert.equal(asked.get(tld(n - 1)), 1)
  // the first one's was dropped to make room: asked again (once kept for ever, the map grew with every TLD)
  await ask(tld(0))
  assert.equal(asked.get(tld(0)), 2)
})
