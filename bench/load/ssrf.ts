/**
 * The SSRF check A7, timing: how long the API takes to refuse each SSRF corpus entry, per operation, through
 * the real HTTP stack (key check, validation, target parsing, the fetcher's guard). The service runs
 * in-process with the corpus stub network (test/helpers/ssrf-net.ts), so nothing can leave loopback.
 * Target: literal refusals (entries that need no DNS) < 5 ms median. Usage: node bench/load/ssrf.ts [rounds=5]
 */
import { startHttp } from '../../test/helpers/net-stub.ts'
import { SSRF_OPERATIONS, corpusNet, corpusRows, hasSsrfCorpus } from '../../test/helpers/ssrf-net.ts'
import { postJson, startService } from '../../test/helpers/start-service.ts'

if (!hasSsrfCorpus) { console.error('no ../shared/data/ssrf (set WEBINTEL_SSRF_CORPUS_DIR)'); process.exit(2) }
const rounds = Number(process.argv[2] ?? 5)
let hits = 0
const canary = await startHttp((_req, res) => { hits++; res.end() })
const net = corpusNet(canary.port)
const svc = await startService({ WEBINTEL_FETCH_CACHE_TTL_MS: '0', WEBINTEL_LOG_LEVEL: 'warn' }, { net })
const key = await svc.newKey({ rateLimitPerMinute: 10_000_000 })
const rows = corpusRows()

const quantile = (xs: number[], q: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))] }
const results: Record<string, unknown>[] = []
let refusedAll = true
for (const op of SSRF_OPERATIONS) {
  const headers: Record<string, string> = op.variant === 'A' ? { 'x-api-key': key.apiKey } : { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey }
  const literal: number[] = []
  const named: number[] = []
  for (let r = 0; r < rounds; r++) {
    for (const row of rows) {
      const t0 = performance.now()
      const res = await postJson(svc.url + op.path, op.body(row.url), headers)
      const ms = performance.now() - t0
      if (r === 0) continue // the first round warms up (JIT, the intel engine for Variant B)
      if (![400, 422].includes(res.status) && row.needs !== 'dns-rebind') refusedAll = false
      ;(row.needs === 'none' ? literal : named).push(ms)
    }
  }
  results.push({
    operation: op.name,
    literal: { n: literal.length, median_ms: +quantile(literal, 0.5).toFixed(2), p95_ms: +quantile(literal, 0.95).toFixed(2) },
    needs_dns_or_names: { n: named.length, median_ms: +quantile(named, 0.5).toFixed(2), p95_ms: +quantile(named, 0.95).toFixed(2) },
  })
}
await svc.close()
await canary.close()
const pass = refusedAll && hits === 0 && results.every((r) => (r.literal as { median_ms: number }).median_ms < 5)
console.log(JSON.stringify({ scenario: 'A7', entries: rows.length, rounds: rounds - 1, canary_hits: hits, refused_all: refusedAll, results, target: 'literal refusals < 5 ms median, 0 canary hits', pass }, null, 2))
