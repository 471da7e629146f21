/**
 * Site-check accuracy through the HTTP API: serves every fixture site of a directory (default: the hold-out set,
 * test/fixtures/sites/sitecheck-holdout; each site has expected.json) on 127.0.0.1, starts the real server with a
 * stub network mapping the sites' names to it, calls POST /v1/site_check for each, and compares each expected
 * status. Prints per-site misses, the share of expected statuses right, and the number of `fail`s on checks the
 * labels say pass (the acceptance bar: ≥ 95 % right, no such fail).
 *   node bench/sitecheck/accuracy.ts [dir]
 */
import { resolve } from 'node:path'
import { postJson, startService } from '../../test/helpers/start-service.ts'
import { loadSites, sitesNet, startSites } from '../../test/helpers/site-fixtures.ts'

const dir = resolve(process.argv[2] ?? new URL('../../test/fixtures/sites/sitecheck-holdout/', import.meta.url).pathname)
const sites = loadSites(dir)
const fx = await startSites(sites)
const svc = await startService({ WEBINTEL_LOG_LEVEL: 'warn' }, { net: sitesNet(sites.map((s) => s.host), fx.port) })
const key = (await svc.newKey()).apiKey
let total = 0
let right = 0
let failOnPass = 0
for (const site of sites) {
  const res = await postJson(`${svc.url}/v1/site_check`, { url: `http://${site.host}/` }, { 'x-api-key': key })
  if (res.status !== 200) { console.log(`${site.name}: HTTP ${res.status} ${res.text.slice(0, 200)}`); total += Object.keys(site.expected.checks).length; continue }
  const got = new Map<string, { status: string; message: string }>(res.json.data.checks.map((c: { code: string; status: string; message: string }) => [c.code, c]))
  const misses: string[] = []
  for (const [code, want] of Object.entries(site.expected.checks)) {
    total++
    const g = got.get(code)
    if (g?.status === want) { right++; continue }
    if (want === 'pass' && g?.status === 'fail') failOnPass++
    misses.push(`  ${code}: expected ${want}, got ${g?.status} — ${g?.message}`)
  }
  console.log(`${site.name}: ${Object.keys(site.expected.checks).length - misses.length}/${Object.keys(site.expected.checks).length}`)
  for (const m of misses) console.log(m)
}
console.log(`\n${dir}: ${sites.length} sites, ${right}/${total} expected statuses right (${(100 * right / total).toFixed(1)} %), fail on a passing check: ${failOnPass}`)
await svc.close()
await fx.close()
