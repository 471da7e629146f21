import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { credentials, errorOf, operations, type Op } from './common.ts'

const postOps = operations.filter((o) => o.method === 'POST')

async function raw(base: string, op: Op, headers: Record<string, string>, body: string | undefined, contentType = 'application/json') {
  const res = await fetch(base + op.path, { method: op.method, headers: body === undefined ? headers : { 'content-type': contentType, ...headers }, body })
  return { status: res.status, headers: res.headers, json: JSON.parse(await res.text()) }
}

describe('bad input gets a clear error in the envelope of its variant', () => {
  let svc: Running
  let key: { id: string; apiKey: string; secretKey: string }
  before(async () => { svc = await startService(); key = await svc.newKey({ rateLimitPerMinute: 100000 }) })
  after(async () => { await svc.close() })

  for (const op of postOps) {
    test(`${op.name}: malformed JSON → 400 invalid_request`, async () => {
      const r = await raw(svc.url, op, credentials(op, key), '{"url": ')
      assert.equal(r.status, 400)
      assert.equal(errorOf(op, r.json).code, 'invalid_request')
    })

    test(`${op.name}: empty body and missing fields → 400 naming each field`, async () => {
      const r = await raw(svc.url, op, credentials(op, key), '{}')
      assert.equal(r.status, 400)
      const e = errorOf(op, r.json)
      assert.equal(e.code, 'invalid_request')
      const required = Object.keys(op.body as object).filter((k) => k !== 'type')
      for (const f of required) assert.match(e.message, new RegExp(`body\\.${f} is required`))
      if (op.variant === 'A') assert.deepEqual(e.details.fields.map((x: any) => x.field).sort(), required.map((f) => `body.${f}`).sort())
    })

    test(`${op.name}: ill-typed field → 400`, async () => {
      const body = Object.fromEntries(Object.keys(op.body as object).map((k) => [k, 12345]))
      const r = await raw(svc.url, op, credentials(op, key), JSON.stringify(body))
      assert.equal(r.status, 400)
      assert.match(errorOf(op, r.json).message, /must be a string/)
    })

    test(`${op.name}: a JSON array or scalar body → 400`, async () => {
      const r = await raw(svc.url, op, credentials(op, key), '[1,2]')
      assert.equal(r.status, 400)
    })

    test(`${op.name}: non-JSON content type → 415`, async () => {
      const r = await raw(svc.url, op, credentials(op, key), 'url=https://example.com', 'application/x-www-form-urlencoded')
      assert.equal(r.status, 415)
      assert.equal(errorOf(op, r.json).code, 'unsupported_media_type')
    })

    test(`${op.name}: body over the limit → 413`, async () => {
      const big = JSON.stringify({ ...(op.body as object), pad: 'x'.repeat(op.name === 'similarity_score' ? 1_100_000 : 70_000) })
      const r = await raw(svc.url, op, credentials(op, key), big)
      assert.equal(r.status, 413)
      const e = errorOf(op, r.json)
      assert.equal(e.code, 'payload_too_large')
      // The answer names the route's limit, so the caller knows how far to trim.
      const limit = op.name === 'similarity_score' ? 1_048_576 : 65_536
      assert.match(String(e.message), new RegExp(`limit of ${limit.toLocaleString('en-US')} bytes`))
      if (op.variant === 'A') assert.equal(e.details?.limit_bytes, limit)
    })

    test(`${op.name}: unknown fields are ignored`, async () => {
      const r = await raw(svc.url, op, credentials(op, key), JSON.stringify({ ...(op.body as object), surprise: true }))
      assert.notEqual(r.status, 400)
    })
  }

  test('type outside url|text and entity|url → 400 listing the allowed values', async () => {
    const sim = operations.find((o) => o.name === 'similarity_score')!
    const r1 = await raw(svc.url, sim, credentials(sim, key), JSON.stringify({ source: 'a', target: 'b', type: 'html' }))
    assert.equal(r1.status, 400)
    assert.match(errorOf(sim, r1.json).message, /body\.type must be one of:? url, text|must be equal to one of the allowed values|must match a schema/)
    const am = operations.find((o) => o.name === 'adverse_media_check')!
    const r2 = await raw(svc.url, am, credentials(am, key), JSON.stringify({ query: 'x', type: 'person' }))
    assert.equal(r2.status, 400)
    assert.equal(errorOf(am, r2.json).code, 'invalid_request')
  })

  test('whois_lookup without domain → 400 naming query.domain', async () => {
    const op = operations.find((o) => o.name === 'whois_lookup')!
    const r = await raw(svc.url, { ...op, path: '/v1/whois_lookup' }, credentials(op, key), undefined)
    assert.equal(r.status, 400)
    assert.match(errorOf(op, r.json).message, /query\.domain is required/)
  })

  test('an engine\'s own refusal (a domain that is an IP, an empty query) also lists its field in details.fields', async () => {
    const whois = await fetch(`${svc.url}/v1/whois_lookup?domain=1.2.3.4`, { headers: { 'x-api-key': key.apiKey } })
    const w = await whois.json() as { error: { message: string; details: Record<string, unknown> } }
    assert.equal(whois.status, 400)
    assert.deepEqual(w.error.details.fields, [{ field: 'query.domain', problem: 'an IP address is not a domain' }])
    assert.equal(w.error.message, 'an IP address is not a domain')
    const media = await fetch(`${svc.url}/v1/adverse_media_check`, { method: 'POST', headers: { 'x-api-key': key.apiKey, 'content-type': 'application/json' }, body: JSON.stringify({ query: '   ' }) })
    const m = await media.json() as { error: { details: Record<string, unknown> } }
    assert.equal(media.status, 400)
    assert.deepEqual(m.error.details.fields, [{ field: 'body.query', problem: 'must not be empty' }])
  })

  test('a URL that is not one names its field: scrape url, similarity target, site check url', async () => {
    const call = async (path: string, body: unknown) => {
      const res = await fetch(svc.url + path, { method: 'POST', headers: { 'x-api-key': key.apiKey, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { status: res.status, error: (await res.json() as { error: { message: string; details: Record<string, unknown> } }).error }
    }
    const scrape = await call('/v1/scrape_metadata', { url: 'example.com' })
    assert.equal(scrape.status, 400)
    assert.deepEqual(scrape.error.details.fields, [{ field: 'body.url', problem: 'not an absolute URL: it has no scheme (start it with https:// or http://)' }])
    assert.equal(scrape.error.details.input, 'example.com')
    const sim = await call('/v1/similarity_score', { source: 'https://example.com/', target: 'ftp://example.com/', type: 'url' })
    assert.deepEqual(sim.error.details.fields, [{ field: 'body.target', problem: 'only http and https URLs are accepted' }])
    const site = await call('/v1/site_check', { url: 'not a site' })
    assert.equal(site.status, 400)
    assert.equal((site.error.details.fields as Array<{ field: string }>)[0].field, 'body.url')
  })

  test('unknown routes → 404 in the envelope of their prefix', async () => {
    const a = await raw(svc.url, { ...operations[0], path: '/v1/nope' }, {}, '{}')
    assert.equal(a.status, 404)
    assert.equal(errorOf({ variant: 'A' }, a.json).code, 'not_found')
    const b = await raw(svc.url, { ...operations[5], path: '/api/nope' }, {}, '{}')
    assert.equal(b.status, 404)
    assert.equal(errorOf({ variant: 'B' }, b.json).code, 'not_found')
  })

  test('a rejected request changes nothing: no usage is counted for it', async () => {
    const k = await svc.newKey()
    const op = operations[0]
    await raw(svc.url, op, credentials(op, k), '{"url": ')
    await svc.services.usage.flush()
    const rows = await svc.services.store.usage.list([k.id], '2000-01-01')
    assert.deepEqual(rows, [])
  })
})
