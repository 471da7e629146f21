/**
 * Regression tests, second round of trying the service as a new user would: the
 * browser's first request after the landing page, and a GET on an operation that takes POST.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, getJson, type Running } from '../helpers/start-service.ts'

describe('first-hour defects: favicon and wrong methods', () => {
  let svc: Running
  let key: { id: string; apiKey: string; secretKey: string }
  before(async () => { svc = await startService({ WEBINTEL_INTEL_PRELOAD: 'false' }); key = await svc.newKey({ rateLimitPerMinute: 100000 }) })
  after(async () => { await svc.close() })

  test('a browser opening / also asks for /favicon.ico: it gets an icon, not a 404 in its console', async () => {
    const res = await fetch(`${svc.url}/favicon.ico`, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } })
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'image/svg+xml')
    assert.match(await res.text(), /^<svg /)
    assert.match(res.headers.get('cache-control') ?? '', /max-age=\d+/)
  })

  test('GET on an operation that takes POST says which method it takes', async () => {
    const r = await getJson(`${svc.url}/v1/scrape_metadata?url=https://example.com/`, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 404)
    assert.equal(r.json.error.code, 'not_found')
    assert.equal(r.json.error.message, 'No route GET /v1/scrape_metadata: it takes POST with a JSON body')
    const b = await getJson(`${svc.url}/api/scrape_metadata`, { 'x-api-key': key.apiKey })
    assert.equal(b.json.error.message, 'No route GET /api/scrape_metadata: it takes POST with a JSON body')
    const w = await fetch(`${svc.url}/v1/whois_lookup?domain=example.com`, { method: 'POST', headers: { 'x-api-key': key.apiKey, 'content-type': 'application/json' }, body: '{}' })
    assert.equal(((await w.json()) as any).error.message, 'No route POST /v1/whois_lookup: it takes GET')
    const none = await getJson(`${svc.url}/v1/nope`, { 'x-api-key': key.apiKey })
    assert.equal(none.json.error.message, 'No route GET /v1/nope')
  })
})
