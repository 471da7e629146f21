/**
 * Security finding: a page with 20,000-deep JSON-LD answered 500 (the extractor's walk and the answer's
 * serialisation overflowed the call stack) and could crash an extraction worker (structured clone of the
 * document). JSON-LD nested deeper than MAX_JSONLD_DEPTH is now measured on the text and skipped with a
 * warning (src/extract/jsonld.ts); the categorizer's and the entity resolver's readers skip it too.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { hostileSite } from './helpers.ts'
import { MAX_JSONLD_DEPTH, nestedDeeperThan, parseJsonLd } from '../../src/extract/jsonld.ts'
import { extractHtml } from '../../src/extract/engine.ts'
import { resolveEntityFromHtml } from '../../src/media/entity.ts'
import { signalsFromHtml } from '../../src/intel/signals.ts'

const N = 20_000
const arrays = `${'['.repeat(N)}${']'.repeat(N)}`
const objects = `${'{"a":'.repeat(N)}1${'}'.repeat(N)}`
const page = (ld: string, pad = 0) => `<!doctype html><html lang="en"><head><title>Acme Bakery</title>
<script type="application/ld+json">{"@type":"Organization","name":"Acme Bakery Ltd"}</script>
<script type="application/ld+json">${ld}</script></head><body><h1>Fresh bread</h1><p>Sourdough and cakes.</p>${'<p>bread</p>'.repeat(pad)}</body></html>`

describe('20,000-deep JSON-LD over the API', () => {
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  let site: Awaited<ReturnType<typeof hostileSite>>
  before(async () => {
    site = await hostileSite({
      '/arrays': { body: page(arrays) },
      '/objects': { body: page(objects) },
      '/large': { body: page(objects, 60_000) }, // 0.7 MB: extracted in the worker pool
    }, ['acme-bakery.com'])
    svc = await startService({}, { net: site.net })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
  })
  after(async () => { await svc.close(); await site.fixture.close() })

  test('scrape_metadata (both variants) and categorize_content answer 200; the worker survives', { timeout: 60_000 }, async () => {
    for (const path of ['/arrays', '/objects', '/large']) {
      const url = `http://acme-bakery.com${path}`
      const a = await postJson(svc.url + '/v1/scrape_metadata', { url, fields: ['title', 'site_name'] }, { 'x-api-key': key.apiKey })
      assert.equal(a.status, 200, `${path}: ${a.text.slice(0, 300)}`)
      assert.equal(a.json.data.title, 'Acme Bakery')
      const b = await postJson(svc.url + '/api/scrape_metadata', { input_string: url }, { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey })
      assert.equal(b.status, 200, `${path}: ${b.text.slice(0, 300)}`)
      assert.ok(JSON.stringify(b.json).includes('jsonld_too_deep'), `${path}: the skipped block is reported`)
      const c = await postJson(svc.url + '/v1/categorize_content', { url }, { 'x-api-key': key.apiKey })
      assert.equal(c.status, 200, `${path}: ${c.text.slice(0, 300)}`)
    }
    assert.equal(svc.services.engines.extractSlots.pool?.stats.restarts, 0)
  })
})

test('the depth is measured on the text, strings and escapes included', () => {
  assert.equal(nestedDeeperThan(`${'['.repeat(MAX_JSONLD_DEPTH)}${']'.repeat(MAX_JSONLD_DEPTH)}`), false)
  assert.equal(nestedDeeperThan(`${'['.repeat(MAX_JSONLD_DEPTH + 1)}${']'.repeat(MAX_JSONLD_DEPTH + 1)}`), true)
  assert.equal(nestedDeeperThan(JSON.stringify({ s: '['.repeat(1000), t: '"\\['.repeat(100) })), false) // brackets inside strings
  const r = parseJsonLd([arrays, objects, '{"@type":"Thing","name":"ok"}'])
  assert.deepEqual([r.failed, r.tooDeep, r.objects.length], [2, 2, 1])
})

test('the extractor, the signals and the entity resolver keep the shallow blocks of such a page', async () => {
  const doc = await extractHtml({ text: page(objects) }, 'https://acme-bakery.com/')
  assert.deepEqual(doc.jsonLd, [{ '@type': 'Organization', name: 'Acme Bakery Ltd' }])
  assert.ok(doc.warnings.some((w) => w.code === 'jsonld_too_deep'))
  assert.doesNotThrow(() => structuredClone(doc))
  assert.deepEqual(signalsFromHtml(page(arrays)).jsonLdTypes, ['Organization'])
  assert.equal(resolveEntityFromHtml(page(objects), 'https://acme-bakery.com/').name, 'Acme Bakery Ltd')
})
