/**
 * Regression tests, second round of trying the API as a new user and as an attacker would: request bodies
 * that are not plain UTF-8 JSON get a 4xx that says what is wrong, never a 500.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { gzipSync } from 'node:zlib'
import { startService, postJson, type Running } from '../helpers/start-service.ts'

describe('first-hour defects: JSON request bodies', () => {
  let svc: Running
  let key: { id: string; apiKey: string; secretKey: string }
  before(async () => { svc = await startService({ WEBINTEL_INTEL_PRELOAD: 'false' }); key = await svc.newKey({ rateLimitPerMinute: 100000 }) })
  after(async () => { await svc.close() })

  const post = (path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
    fetch(`${svc.url}${path}`, { method: 'POST', headers: { 'x-api-key': key.apiKey, 'content-type': 'application/json', ...headers }, body })
      .then(async (r) => ({ status: r.status, json: await r.json() as any }))

  test('a job body nested 3,000,000 levels deep gets 400 naming the limit, not 500 (a stack overflow in the job hash)', async () => {
    const deep = `{"operation":"scrape_metadata","items":[${'['.repeat(3_000_000)}${']'.repeat(3_000_000)}]}`
    const r = await post('/v1/jobs', deep)
    assert.equal(r.status, 400)
    assert.equal(r.json.error.code, 'invalid_request')
    assert.match(r.json.error.message, /nested more than 64 levels/)
  })

  test('nesting up to 64 levels passes the parser (the schema decides the rest)', async () => {
    const ok = `{"query":"Acme","x":${'['.repeat(60)}${']'.repeat(60)},"type":"nope"}`
    const r = await post('/v1/adverse_media_check', ok)
    assert.equal(r.status, 400)
    assert.equal(r.json.error.message, 'Invalid request: body.type must be one of: entity, url')
  })

  test('a "__proto__" key is refused by name, not called "not valid JSON"', async () => {
    const r = await post('/v1/scrape_metadata', '{"url":"https://example.com/","__proto__":{"fields":["x"]}}')
    assert.equal(r.status, 400)
    assert.equal(r.json.error.code, 'invalid_request')
    assert.match(r.json.error.message, /"__proto__"/)
    assert.doesNotMatch(r.json.error.message, /not valid JSON/)
    const escaped = await post('/v1/scrape_metadata', '{"url":"https://example.com/","\\u005f_proto__":{"fields":["x"]}}')
    assert.equal(escaped.status, 400)
    assert.match(escaped.json.error.message, /"__proto__"/)
    const c = await post('/v1/scrape_metadata', '{"url":"https://example.com/","constructor":{"prototype":{"x":1}}}')
    assert.equal(c.status, 400)
    assert.match(c.json.error.message, /"constructor\.prototype"/)
  })

  test('a body that is not UTF-8 is refused (RFC 8259 §8.1), not read with replacement characters', async () => {
    const bad = Buffer.concat([Buffer.from('{"url":"https://example.com/","fields":["ti'), Buffer.from([0xff]), Buffer.from('tle"]}')])
    const r = await post('/v1/scrape_metadata', bad)
    assert.equal(r.status, 400)
    assert.equal(r.json.error.code, 'invalid_request')
    assert.match(r.json.error.message, /not valid UTF-8/)
  })

  test('a compressed body gets 415 saying so, not "not valid JSON"', async () => {
    const r = await post('/v1/scrape_metadata', gzipSync('{"url":"https://example.com/"}'), { 'content-encoding': 'gzip' })
    assert.equal(r.status, 415)
    assert.equal(r.json.error.code, 'unsupported_media_type')
    assert.match(r.json.error.message, /Content-Encoding gzip/)
  })

  test('malformed JSON says where it broke; a BOM and charset=utf-8 are fine; Variant B keeps its shape', async () => {
    const r = await post('/v1/scrape_metadata', '{"url": ')
    assert.equal(r.status, 400)
    assert.match(r.json.error.message, /^The body is not valid JSON: /)
    const bom = await postJson(`${svc.url}/v1/adverse_media_check`, '\uFEFF{"query":"Acme","type":"nope"}', { 'x-api-key': key.apiKey, 'content-type': 'application/json; charset=utf-8' })
    assert.equal(bom.json.error.message, 'Invalid request: body.type must be one of: entity, url')
    const empty = await post('/v1/scrape_metadata', '')
    assert.equal(empty.json.error.message, 'The JSON body is empty')
    const b = await fetch(`${svc.url}/api/scrape_metadata`, { method: 'POST', headers: { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey, 'content-type': 'application/json' }, body: '{"input_string":"example.com","__proto__":{}}' })
    const bj = await b.json() as any
    assert.equal(b.status, 400)
    assert.equal(bj.error.code, 'invalid_request')
    assert.equal('success' in bj, false)
  })
})

describe('first-hour defects: JSON bodies on the OAuth token endpoint', () => {
  let svc: Running
  before(async () => { svc = await startService({ WEBINTEL_INTEL_PRELOAD: 'false' }) })
  after(async () => { await svc.close() })

  test('malformed or too deep JSON at /oauth/token is 400 invalid_request in the RFC 6749 §5.2 shape, never 503', async () => {
    for (const body of ['{"grant_type":', `{"grant_type":"authorization_code","x":${'['.repeat(100)}${']'.repeat(100)}}`, '{"__proto__":{}}']) {
      const res = await fetch(`${svc.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      assert.equal(res.status, 400, body.slice(0, 40))
      const json = await res.json() as any
      assert.equal(json.error, 'invalid_request')
    }
  })
})
