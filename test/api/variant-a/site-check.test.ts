/**
 * POST /v1/site_check on fixture sites served on 127.0.0.1 (test/fixtures/sites/sitecheck/*): each site's
 * expected.json lists the statuses a reviewer expects. Public names resolve through the stub network.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { postJson, startService, type Running } from '../../helpers/start-service.ts'
import { loadSites, sitesNet, startSites, SITES_DIR } from '../../helpers/site-fixtures.ts'

// The development set and two hold-out sets (each written later and first scored untouched; docs/benchmarks.md).
const sites = [...loadSites(), ...['sitecheck-holdout/', 'sitecheck-unseen/'].flatMap((d) => loadSites(SITES_DIR.replace(/sitecheck\/$/, d)))]

describe('POST /v1/site_check on fixture sites', () => {
  let svc: Running
  let fx: Awaited<ReturnType<typeof startSites>>
  let key: string
  const results = new Map<string, any>()

  before(async () => {
    fx = await startSites(sites)
    svc = await startService({}, { net: sitesNet(sites.map((s) => s.host), fx.port) })
    key = (await svc.newKey()).apiKey
  })
  after(async () => { await svc?.close(); await fx?.close() })

  for (const site of sites) {
    it(`${site.name}: the expected statuses`, async () => {
      const res = await postJson(`${svc.url}/v1/site_check`, { url: `http://${site.host}/` }, { 'x-api-key': key })
      assert.equal(res.status, 200, res.text)
      assert.equal(res.json.success, true)
      const data = res.json.data
      results.set(site.name, data)
      const got = Object.fromEntries(data.checks.map((c: any) => [c.code, c.status]))
      const wrong = Object.entries(site.expected.checks).filter(([code, status]) => got[code] !== status)
        .map(([code, status]) => `${code}: expected ${status}, got ${got[code]} — ${data.checks.find((c: any) => c.code === code)?.message}`)
      assert.deepEqual(wrong, [], `${site.name}\n${wrong.join('\n')}`)
      if (site.expected.needs_rendering !== undefined) assert.equal(data.needs_rendering, site.expected.needs_rendering)
      for (const c of data.checks) {
        assert.ok(['pass', 'warn', 'fail', 'unknown'].includes(c.status))
        if (c.status === 'fail' || c.status === 'pass') {
          for (const e of c.evidence) assert.ok(typeof e.url === 'string' && typeof e.quote === 'string')
        }
      }
    })
  }
})
