/**
 * Security finding: similarity_score with URLs answered 413 when a page had more than 100,000 characters
 * of text (the caller cannot shorten someone else's page), and the URLs' length was unbounded. A page's
 * text is now trimmed; a URL longer than MAX_URL_CHARS is refused with 400.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { hostileSite } from './helpers.ts'
import { MAX_URL_CHARS } from '../../src/operations/similarity-score.ts'

const longPage = `<html lang="en"><head><title>Bakery</title></head><body><h1>Fresh bread</h1>${'<p>Sourdough bread and croissants are baked every morning in our bakery.</p>'.repeat(2500)}</body></html>`

describe('similarity_score with URLs', () => {
  let svc: Running
  let key: { apiKey: string }
  let site: Awaited<ReturnType<typeof hostileSite>>
  before(async () => {
    site = await hostileSite({ '/long': { body: longPage }, '/short': { body: '<html><head><title>Bakery</title></head><body><p>Sourdough bread baked every morning.</p></body></html>' } }, ['long-bakery.com'])
    svc = await startService({}, { net: site.net })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
  })
  after(async () => { await svc.close(); await site.fixture.close() })
  const post = (body: unknown) => postJson(svc.url + '/v1/similarity_score', body, { 'x-api-key': key.apiKey })

  test('a page with over 100,000 characters of text is trimmed, not refused', { timeout: 60_000 }, async () => {
    assert.ok(longPage.length > 150_000)
    const r = await post({ source: 'http://long-bakery.com/long', target: 'http://long-bakery.com/short', type: 'url' })
    assert.equal(r.status, 200, r.text.slice(0, 300))
    assert.ok(r.json.data.similarity_score > 0.5, r.text)
  })

  test(`a URL over ${MAX_URL_CHARS} characters is refused with 400 invalid_request, naming the field`, async () => {
    const long = `http://long-bakery.com/short?${'q'.repeat(MAX_URL_CHARS)}`
    const r = await post({ source: 'http://long-bakery.com/short', target: long, type: 'url' })
    assert.equal(r.status, 400, r.text.slice(0, 300))
    assert.equal(r.json.error.code, 'invalid_request')
    assert.equal(r.json.error.details.field, 'target')
    // texts keep their own limit: up to 100,000 characters, then 413
    const t = await post({ source: 'x'.repeat(100_001), target: 'bread', type: 'text' })
    assert.equal(t.status, 413)
  })
})
