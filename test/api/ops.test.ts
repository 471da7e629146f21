import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { startService, getJson, type Running } from '../helpers/start-service.ts'

describe('operations endpoints', () => {
  let svc: Running
  before(async () => { svc = await startService() })
  after(async () => { await svc.close() })

  test('/healthz and /readyz answer with a request id', async () => {
    const h = await getJson(svc.url + '/healthz')
    assert.equal(h.status, 200)
    assert.match(h.headers.get('x-request-id') ?? '', /^req_[1-9A-Za-z]+$/)
    const r = await getJson(svc.url + '/readyz')
    assert.equal(r.status, 200)
    assert.equal(r.json.checks.database, 'ok')
  })

  test('a safe incoming X-Request-Id is kept, an unsafe one replaced', async () => {
    const kept = await getJson(svc.url + '/healthz', { 'x-request-id': 'trace-abc.123' })
    assert.equal(kept.headers.get('x-request-id'), 'trace-abc.123')
    const replaced = await getJson(svc.url + '/healthz', { 'x-request-id': 'bad id\twith spaces' })
    assert.match(replaced.headers.get('x-request-id') ?? '', /^req_/)
  })

  test('/readyz answers 503 while the database is unreachable', async () => {
    const ping = svc.services.store.ping
    ;(svc.services.store as any).ping = async () => { throw new Error('down') }
    try {
      const r = await getJson(svc.url + '/readyz')
      assert.equal(r.status, 503)
      assert.equal(r.json.checks.database, 'unreachable')
    } finally { (svc.services.store as any).ping = ping }
  })

  test('/openapi.json is OpenAPI 3.1 with every operation, both auth schemes and the error shapes', async () => {
    const r = await getJson(svc.url + '/openapi.json')
    assert.equal(r.status, 200)
    assert.equal(r.json.openapi, '3.1.0')
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
    assert.equal(r.json.info.version, pkg.version, 'the document names the service version of package.json')
    for (const p of ['/v1/scrape_metadata', '/v1/categorize_content', '/v1/similarity_score', '/v1/adverse_media_check', '/api/scrape_metadata']) assert.ok(r.json.paths[p]?.post, p)
    assert.ok(r.json.paths['/v1/whois_lookup'].get)
    assert.deepEqual(Object.keys(r.json.components.securitySchemes).sort(), ['ApiKey', 'Bearer', 'ClientBasic', 'OAuth2', 'SecretKey'])
    assert.deepEqual(r.json.paths['/api/scrape_metadata'].post.security, [{ ApiKey: [], SecretKey: [] }])
    const schemas = JSON.stringify(r.json.components.schemas)
    assert.match(schemas, /ErrorA/)
    assert.match(schemas, /ErrorB/)
  })

  test('/openapi.json: results several answers carry are one component each, referred to, not copied', async () => {
    const doc = (await getJson(svc.url + '/openapi.json')).json
    const shared = ['SanctionsResult', 'SiteCheckResult', 'AdverseMediaResult', 'JobStatus', 'Monitor']
    for (const name of shared) assert.equal(doc.components.schemas[name]?.type, 'object', name)
    const paths = JSON.stringify(doc.paths)
    const refs = (name: string) => paths.split(`"#/components/schemas/${name}"`).length - 1
    assert.equal(refs('SanctionsResult'), 3, 'single and batch sanctions answers and Variant B `sanctions`')
    assert.equal(refs('SiteCheckResult'), 2)
    assert.equal(refs('AdverseMediaResult'), 2)
    assert.equal(refs('JobStatus'), 2, 'job status and cancel')
    assert.equal(refs('Monitor'), 3)
    // the properties that only these results have appear in no path: nothing was inlined again
    for (const prop of ['"matched_name"', '"readiness_score"', '"rate_per_second"', '"last_run_job_id"', 'Articles screened, including those not listed']) assert.ok(!paths.includes(prop), prop)
  })

  test('/docs renders the API documentation page', async () => {
    const res = await fetch(svc.url + '/docs/')
    assert.equal(res.status, 200)
    assert.match(await res.text(), /swagger/i)
  })
})

describe('CORS', () => {
  test('off by default, on for configured origins', async () => {
    const off = await startService()
    const on = await startService({ WEBINTEL_CORS_ORIGINS: 'https://app.example' })
    try {
      const a = await fetch(off.url + '/healthz', { headers: { origin: 'https://app.example' } })
      assert.equal(a.headers.get('access-control-allow-origin'), null)
      const b = await fetch(on.url + '/healthz', { headers: { origin: 'https://app.example' } })
      assert.equal(b.headers.get('access-control-allow-origin'), 'https://app.example')
      const pre = await fetch(on.url + '/v1/scrape_metadata', { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key,content-type' } })
      assert.equal(pre.status, 204)
      assert.match(pre.headers.get('access-control-allow-headers') ?? '', /X-API-Key/i)
    } finally { await off.close(); await on.close() }
  })
})
