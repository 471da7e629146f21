/**
 * Regression tests for what a new user hit in the first hour of using the API: the content
 * type promise of the README, field names in errors, readable schema errors, and what a browser sees.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, type Running } from '../helpers/start-service.ts'

describe('first-hour defects: errors and landing pages', () => {
  let svc: Running
  let key: { id: string; apiKey: string; secretKey: string }
  before(async () => { svc = await startService({ WEBINTEL_INTEL_PRELOAD: 'false' }); key = await svc.newKey({ rateLimitPerMinute: 100000 }) })
  after(async () => { await svc.close() })

  test('(1) Content-Type: text/plain gets 415 unsupported_media_type in the Variant A envelope', async () => {
    const res = await fetch(`${svc.url}/v1/scrape_metadata`, { method: 'POST', headers: { 'x-api-key': key.apiKey, 'content-type': 'text/plain' }, body: 'hi' })
    assert.equal(res.status, 415)
    const json = await res.json() as any
    assert.equal(json.success, false)
    assert.equal(json.error.code, 'unsupported_media_type')
  })

  test('(1) … and in the Variant B body', async () => {
    const res = await fetch(`${svc.url}/api/scrape_metadata`, { method: 'POST', headers: { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey, 'content-type': 'text/plain; charset=utf-8' }, body: 'example.com' })
    assert.equal(res.status, 415)
    const json = await res.json() as any
    assert.equal(json.error.code, 'unsupported_media_type')
    assert.equal('success' in json, false)
  })

  test('(4) an oversized text names the field the caller sent (source / target)', async () => {
    const long = 'word '.repeat(20_001)
    const a = await postJson(`${svc.url}/v1/similarity_score`, { source: long, target: 'short text', type: 'text' }, { 'x-api-key': key.apiKey })
    assert.equal(a.status, 413)
    assert.equal(a.json.error.code, 'payload_too_large')
    assert.match(a.json.error.message, /^source is longer than 100000 characters/)
    assert.equal(a.json.error.details.field, 'source')
    const b = await postJson(`${svc.url}/v1/similarity_score`, { source: 'short text', target: long, type: 'text' }, { 'x-api-key': key.apiKey })
    assert.equal(b.status, 413)
    assert.match(b.json.error.message, /^target is longer/)
    assert.equal(b.json.error.details.field, 'target')
    assert.doesNotMatch(a.json.error.message + b.json.error.message, /text1|text2/)
  })

  test('(5) a bad enum-like value reads as one sentence naming the field and the allowed values', async () => {
    const r = await postJson(`${svc.url}/v1/similarity_score`, { source: 'a', target: 'b', type: 'html' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 400)
    assert.equal(r.json.error.code, 'invalid_request')
    assert.equal(r.json.error.message, 'Invalid request: body.type must be one of: url, text')
    assert.deepEqual(r.json.error.details.fields, [{ field: 'body.type', problem: 'must be one of: url, text', allowed: ['url', 'text'] }])
    const m = await postJson(`${svc.url}/v1/adverse_media_check`, { query: 'Acme', type: 'person' }, { 'x-api-key': key.apiKey })
    assert.equal(m.json.error.message, 'Invalid request: body.type must be one of: entity, url')
  })

  test('(5) other schema errors are sentences too, one per field', async () => {
    const r = await postJson(`${svc.url}/v1/adverse_media_check`, { query: 'x'.repeat(300), fresh: 'yes' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 400)
    assert.match(r.json.error.message, /body\.query must be at most 200 characters/)
    assert.match(r.json.error.message, /body\.fresh must be a boolean/)
    assert.doesNotMatch(r.json.error.message, /must NOT have|must be equal to constant|anyOf/)
    const b = await postJson(`${svc.url}/api/scrape_metadata`, { input_string: 'example.com', include_whois: 'yes' }, { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })
    assert.equal(b.status, 400)
    assert.match(b.json.error.message, /body\.include_whois must be a boolean/)
  })

  test('(7) a browser at / gets an HTML landing page linking the docs and the portal', async () => {
    const res = await fetch(`${svc.url}/`, { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } })
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/)
    const html = await res.text()
    assert.match(html, /<title>webintel/)
    for (const href of ['/docs', '/portal', '/openapi.json']) assert.ok(html.includes(`href="${href}"`), `links ${href}`)
  })

  test('(7) an API client at / gets JSON describing the service', async () => {
    const res = await fetch(`${svc.url}/`, { headers: { accept: 'application/json' } })
    assert.equal(res.status, 200)
    const json = await res.json() as any
    assert.equal(json.success, true)
    assert.equal(json.data.name, 'webintel')
    // The JSON index says what the HTML page says, site checks and sanctions screening included.
    const html = await (await fetch(`${svc.url}/`, { headers: { accept: 'text/html' } })).text()
    assert.ok(html.includes(`<p>${json.data.description}</p>`), json.data.description)
    assert.match(json.data.description, /merchant website review/)
    assert.match(json.data.description, /sanctions/)
    assert.equal(json.data.links.docs, '/docs')
    const plain = await fetch(`${svc.url}/`)
    assert.match(plain.headers.get('content-type') ?? '', /^application\/json/)
  })

  test('(7) an unknown /portal path gets an HTML 404 page for a browser, JSON for an API client', async () => {
    const res = await fetch(`${svc.url}/portal/no-such-page`, { headers: { accept: 'text/html' } })
    assert.equal(res.status, 404)
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/)
    const html = await res.text()
    assert.match(html, /not found/i)
    assert.ok(html.includes('href="/portal"'))
    const api = await fetch(`${svc.url}/portal/no-such-page`, { headers: { accept: 'application/json' } })
    assert.equal(api.status, 404)
    assert.equal(((await api.json()) as any).error.code, 'not_found')
    const v1 = await fetch(`${svc.url}/v1/nope`, { headers: { accept: 'text/html' } })
    assert.equal(v1.status, 404)
    assert.match(v1.headers.get('content-type') ?? '', /^application\/json/)
  })
})
