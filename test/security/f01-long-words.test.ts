/**
 * Security finding: the stemmer slowed quadratically on long words and ran on the main thread, so two
 * 100,000-letter words to similarity_score (type text) blocked every other request for about a minute.
 * Words over MAX_WORD_CHARS are now skipped by every tokenizer and never stemmed (src/text/bounds.ts).
 */
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { watchHealth } from './helpers.ts'
import { contentTokens, stem, tokenize } from '../../src/intel/text/tokenize.ts'
import { tokens } from '../../src/media/text.ts'
import { createMatcher } from '../../src/media/match.ts'
import { MAX_WORD_CHARS } from '../../src/text/bounds.ts'

let svc: Running
let key: { apiKey: string }
before(async () => {
  svc = await startService()
  key = await svc.newKey({ rateLimitPerMinute: 1000 })
  // Loaded and warmed up (the first similarity call reads WordNet data) before the clock matters.
  await svc.services.engines.intel()
  await postJson(svc.url + '/v1/similarity_score', { source: 'fresh bread', target: 'bread baked', type: 'text' }, { 'x-api-key': key.apiKey })
})
after(async () => { await svc.close() })

test('two 100,000-letter words in similarity_score: answered, and /healthz never waits over 1 s meanwhile', { timeout: 60_000 }, async (t) => {
  const watch = watchHealth(svc.url)
  await new Promise((r) => setTimeout(r, 100))
  const r = await postJson(svc.url + '/v1/similarity_score', { source: 'a'.repeat(100_000), target: `${'b'.repeat(99_999)}c`, type: 'text' }, { 'x-api-key': key.apiKey })
  const r2 = await postJson(svc.url + '/v1/similarity_score', { source: `fresh bread ${'x'.repeat(99_000)} bakery`, target: `bakery ${'y'.repeat(99_000)} fresh bread`, type: 'text' }, { 'x-api-key': key.apiKey })
  const health = await watch.stop()
  t.diagnostic(`slowest /healthz: ${health.maxMs.toFixed(0)} ms over ${health.answers} answers`)
  assert.equal(r.status, 200, r.text)
  assert.equal(r.json.data.similarity_score, 0) // no words in common: the letter runs are not words
  assert.equal(r2.status, 200, r2.text)
  assert.ok(r2.json.data.similarity_score > 0.5, `the real words still count: ${r2.text}`)
  assert.ok(health.answers > 0 && health.failures === 0, JSON.stringify(health))
  assert.ok(health.maxMs < 1000, `/healthz took ${health.maxMs.toFixed(0)} ms while the words were scored`)
})

test('every tokenizer skips letter runs longer than MAX_WORD_CHARS; the stemmer leaves them alone', () => {
  const long = 'q'.repeat(MAX_WORD_CHARS + 1)
  const ok = 'w'.repeat(MAX_WORD_CHARS)
  assert.deepEqual(tokenize(`alpha ${long} ${ok} beta`), ['alpha', ok, 'beta'])
  assert.deepEqual(contentTokens(`bakeries ${long}`), ['bakeries'])
  assert.deepEqual(tokens(`Société ${long} Générale`), ['societe', 'generale'])
  assert.equal(stem('z'.repeat(100_000)).length, 100_000) // returned as it is, not stemmed
  assert.equal(stem('bakeries'), 'bakeri')
  assert.equal(stem('constructor'), 'constructor') // not Object.prototype.constructor from the exception lists
  // fuzzy name matching compares words of normal length only; a 100,000-letter "name" still matches exactly
  const huge = `A${'b'.repeat(99_999)}`
  assert.deepEqual(createMatcher(['Acme Holdings']).count(`Acme Holdinsg ${huge} ${huge}c`), { full: 1, partial: 0, namesake: 0 })
})
