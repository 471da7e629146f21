/**
 * The SSRF check A7 through the HTTP API: every entry of the shared SSRF corpus sent to every operation that
 * fetches a caller's URL — Variant A scrape_metadata, categorize_content and similarity_score (type url),
 * Variant B scrape_metadata — must be refused, and the canary must see nothing. The service runs as in
 * production (private addresses not allowed); only its network is the corpus stub (test/helpers/ssrf-net.ts).
 * Refusal latency is measured by `node bench/load/ssrf.ts`, not here.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { isBlockedAddress } from '../../src/fetch/special-ranges.ts'
import { startHttp, type Fixture, type StubNet } from '../helpers/net-stub.ts'
import { SSRF_OPERATIONS, corpusNet, corpusRows, corpusZone, hasSsrfCorpus } from '../helpers/ssrf-net.ts'
import { postJson, startService, type Running } from '../helpers/start-service.ts'

describe('A7 SSRF corpus through the HTTP API', { skip: !hasSsrfCorpus && 'no ../shared/data/ssrf' }, () => {
  let svc: Running
  let canary: Fixture
  let hits = 0
  // A fresh corpus network per operation: rebinding names answer "public, then private" from their first
  // lookup, so each operation must see them new (the service's resolver and connector delegate to it).
  let network: StubNet
  const zone = hasSsrfCorpus ? corpusZone() : {}
  let headersA: Record<string, string>
  let headersB: Record<string, string>
  const rows = hasSsrfCorpus ? corpusRows() : []

  before(async () => {
    canary = await startHttp((_req, res) => { hits++; res.end('<title>canary</title>') })
    network = corpusNet(canary.port)
    const delegate: StubNet = { lookups: [], connects: [], resolve: (h) => network.resolve(h), connect: (t) => network.connect(t) }
    svc = await startService({ WEBINTEL_FETCH_CACHE_TTL_MS: '0' }, { net: delegate })
    const key = await svc.newKey({ rateLimitPerMinute: 1_000_000 })
    headersA = { 'x-api-key': key.apiKey }
    headersB = { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey }
  })
  after(async () => { await svc.close(); await canary.close() })

  for (const op of SSRF_OPERATIONS) {
    test(`${op.name}: every corpus entry refused, no canary hit, no internal address dialled`, async (t) => {
      network = corpusNet(canary.port)
      const failures: string[] = []
      const statuses = new Map<number, number>()
      for (const row of rows) {
        const before = network.connects.length
        const r = await postJson(svc.url + op.path, op.body(row.url), op.variant === 'A' ? headersA : headersB)
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
        const dialled = network.connects.slice(before)
        const code = r.json?.error?.code
        if (dialled.some((c) => isBlockedAddress(c.address))) failures.push(`${row.url}: the connector saw ${dialled.map((c) => c.address).join(', ')}`)
        // Refused = the policy (422 fetch_blocked) or the input rules (400 invalid_request). A rebinding name
        // passes its first, public answer; the criterion there is that only that checked address was dialled
        // (the trap connector then fails it: 502) — never the answer of a second lookup.
        const refused = (r.status === 422 && code === 'fetch_blocked') || (r.status === 400 && code === 'invalid_request')
        const firstAnswer = row.needs === 'dns-rebind' ? zone[new URL(row.url).hostname]?.[0]?.[0] : undefined
        const rebindOk = firstAnswer !== undefined && r.status === 502 && dialled.length > 0 && dialled.every((c) => c.address === firstAnswer)
        if (!refused && !rebindOk) failures.push(`${JSON.stringify(row.url)} -> ${r.status} ${code ?? r.text.slice(0, 80)}`)
      }
      assert.deepEqual(failures, [])
      assert.equal(hits, 0, 'the canary was reached')
      t.diagnostic(`${rows.length} entries; statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
      assert.ok(rows.length > 300)
    })
  }
})
