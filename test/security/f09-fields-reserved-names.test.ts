/** Finding 9: `fields: ["constructor"]` or `["__proto__"]` in scrape_metadata answered 500. */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { PUBLIC_A, stubNet } from '../helpers/net-stub.ts'
import { recorder, type Recorder } from './helpers.ts'

let svc: Running
let site: Recorder
let key: { apiKey: string }
before(async () => {
  site = await recorder((_req, res) => { res.setHeader('content-type', 'text/html'); res.end('<html><head><title>T</title><meta name="constructor" content="x"><meta name="theme-color" content="#fff"></head></html>') })
  svc = await startService({}, { net: stubNet({ 'www.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: site.port }) })
  key = await svc.newKey()
})
after(async () => { await svc.close(); await site.close() })

test('fields naming object internals get 400 invalid_request in the envelope, before any fetch', async () => {
  for (const fields of [['__proto__'], ['constructor'], ['__proto__', 'constructor'], ['title', 'prototype'], ['Constructor']]) {
    const r = await postJson(`${svc.url}/v1/scrape_metadata`, { url: 'http://www.fixture-web.com/', fields }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 400, `${JSON.stringify(fields)}: ${r.text}`)
    assert.equal(r.json.success, false)
    assert.equal(r.json.error.code, 'invalid_request')
    assert.ok(Array.isArray(r.json.error.details.fields) && r.json.error.details.fields.length >= 1)
  }
  // a JSON body whose "fields" object key is "__proto__" is not an array: 400 as well
  const raw = await postJson(`${svc.url}/v1/scrape_metadata`, '{"url":"http://www.fixture-web.com/","fields":{"__proto__":["x"]}}', { 'x-api-key': key.apiKey })
  assert.equal(raw.status, 400, raw.text)
  assert.equal(site.hits.length, 0, 'nothing was fetched')
})

test('ordinary names still work, and every requested name is a key', async () => {
  const r = await postJson(`${svc.url}/v1/scrape_metadata`, { url: 'http://www.fixture-web.com/', fields: ['title', 'theme-color', 'hasOwnProperty', 'toString'] }, { 'x-api-key': key.apiKey })
  assert.equal(r.status, 200, r.text)
  assert.deepEqual(r.json.data, { title: 'T', 'theme-color': '#fff', hasOwnProperty: '', toString: '', content_type: 'text/html', warnings: [] })
})
