/**
 * Docs people copy from: /openapi.json has an example request and response for every operation (each valid
 * against its route schema), documents the OAuth endpoints with an oauth2 authorization-code scheme, and
 * /docs and /llms.txt are served with webintel's own name.
 */
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { Value } from '@sinclair/typebox/value'
import { startService, getJson, type Running } from '../helpers/start-service.ts'
import { ScrapeMetadataBody, ScrapeMetadataResult } from '../../src/api/variant-a/scrape-metadata.ts'
import { CategorizeBody, CategorizeResult } from '../../src/api/variant-a/categorize-content.ts'
import { SimilarityBody, SimilarityResult } from '../../src/api/variant-a/similarity-score.ts'
import { WhoisResult } from '../../src/api/variant-a/whois-lookup.ts'
import { AdverseMediaBody, AdverseMediaResult } from '../../src/api/variant-a/adverse-media-check.ts'
import { ScrapeMetadataBodyB, ScrapeMetadataResultB } from '../../src/api/variant-b/scrape-metadata.ts'
import { Type } from '@sinclair/typebox'
import { SiteCheckBody } from '../../src/api/variant-a/site-check.ts'
import { SanctionsCheckBody } from '../../src/api/variant-a/sanctions-check.ts'
import { CreateJobBody } from '../../src/api/variant-a/jobs.ts'
import { CreateMonitorBody } from '../../src/api/variant-a/monitors.ts'
import * as ex from '../../src/api/docs/examples.ts'

let svc: Running
let doc: any
before(async () => {
  svc = await startService()
  doc = (await getJson(svc.url + '/openapi.json')).json
})
after(async () => { await svc.close() })

const OPERATIONS: Array<[string, string]> = [
  ['post', '/v1/scrape_metadata'], ['post', '/v1/categorize_content'], ['post', '/v1/similarity_score'],
  ['get', '/v1/whois_lookup'], ['post', '/v1/adverse_media_check'], ['post', '/api/scrape_metadata'],
]

test('every operation has an operationId, an example request and an example 200 response', () => {
  for (const [method, path] of OPERATIONS) {
    const op = doc.paths[path]?.[method]
    assert.ok(op, `${method} ${path}`)
    assert.ok(op.operationId, `${path}: operationId`)
    const response = op.responses['200'].content['application/json']
    assert.ok(response.example, `${path}: response example`)
    if (method === 'post') assert.ok(op.requestBody.content['application/json'].example, `${path}: request example`)
    else assert.equal(op.parameters.find((p: any) => p.name === 'domain').example, 'example.com', `${path}: parameter example`)
  }
})

test('every operation of /openapi.json has a unique operationId, and every API operation documents 403 and 503', () => {
  const ids: string[] = []
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method]
      if (!op) continue
      assert.ok(op.operationId, `${method} ${path}: operationId (client generators name their methods from it)`)
      ids.push(op.operationId)
      // Every /v1 and /api route needs a scope (403 insufficient_scope) and may meet an outage or a shutdown (503).
      if (path.startsWith('/v1/') || path.startsWith('/api/')) for (const status of ['403', '503']) assert.ok(op.responses[status], `${method} ${path}: ${status}`)
    }
  }
  assert.equal(new Set(ids).size, ids.length, 'operationIds are unique')
})

test('every operation that takes a JSON body shows an example request', () => {
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const method of ['post', 'put', 'patch']) {
      const body = item[method]?.requestBody?.content?.['application/json']
      if (body) assert.ok(body.example ?? body.schema?.example ?? body.examples ?? body.schema?.examples, `${method} ${path}: request example`)
    }
  }
})

test('the examples are valid against the route schemas', () => {
  const envelope = (data: any) => Type.Object({ success: Type.Literal(true), data })
  const pairs: Array<[any, unknown]> = [
    [ScrapeMetadataBody, ex.scrapeMetadataRequest], [envelope(ScrapeMetadataResult), ex.scrapeMetadataResponse],
    [CategorizeBody, ex.categorizeRequest], [envelope(CategorizeResult), ex.categorizeResponse],
    [SimilarityBody, ex.similarityRequest], [envelope(SimilarityResult), ex.similarityResponse],
    [envelope(WhoisResult), ex.whoisResponse],
    [AdverseMediaBody, ex.adverseMediaRequest], [envelope(AdverseMediaResult), ex.adverseMediaResponse],
    [ScrapeMetadataBodyB, ex.analyzeRequest], [ScrapeMetadataResultB, ex.analyzeResponse],
    [SiteCheckBody, ex.siteCheckRequest], [SanctionsCheckBody, ex.sanctionsCheckRequest],
    [CreateJobBody, ex.createJobRequest], [CreateMonitorBody, ex.createMonitorRequest],
  ]
  for (const [schema, value] of pairs) {
    const errors = [...Value.Errors(schema, value)].map((e) => `${e.path} ${e.message}`)
    assert.deepEqual(errors, [], JSON.stringify(value).slice(0, 80))
  }
})

test('the OAuth endpoints are documented, with an oauth2 authorization-code scheme on Variant A', () => {
  const token = doc.paths['/oauth/token']?.post
  assert.ok(token, '/oauth/token')
  assert.ok(token.requestBody.content['application/x-www-form-urlencoded'].example.code_verifier)
  assert.ok(token.responses['200'].content['application/json'].example.access_token)
  for (const p of ['/oauth/authorize', '/oauth/revoke', '/oauth/introspect', '/.well-known/oauth-authorization-server']) assert.ok(doc.paths[p], p)
  const flow = doc.components.securitySchemes.OAuth2.flows.authorizationCode
  assert.equal(flow.authorizationUrl, `${svc.url}/oauth/authorize`)
  assert.equal(flow.tokenUrl, `${svc.url}/oauth/token`)
  assert.ok(flow.scopes.read)
  assert.deepEqual(doc.paths['/v1/scrape_metadata'].post.security, [{ ApiKey: [] }, { Bearer: [] }, { OAuth2: ['read'] }])
  assert.equal(doc.servers[0].url, svc.url)
})

test('/docs carries webintel\'s title and logo and enables PKCE; /llms.txt describes the API', async () => {
  const page = await fetch(svc.url + '/docs/')
  const html = await page.text()
  assert.equal(page.status, 200)
  assert.match(html, /<title>webintel API reference<\/title>/)
  const init = await (await fetch(svc.url + '/docs/static/swagger-initializer.js')).text()
  assert.match(init, /usePkceWithAuthorizationCodeGrant/)
  // The top-bar logo is inlined in the initializer as a data: URL.
  const logo = /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/.exec(init)
  assert.ok(logo, 'logo data URL')
  assert.match(Buffer.from(logo[1], 'base64').toString(), /aria-label="webintel"/)
  assert.match(html, /theme\/favicon\.svg/)

  const llms = await fetch(svc.url + '/llms.txt')
  assert.equal(llms.status, 200)
  assert.match(llms.headers.get('content-type') ?? '', /^text\/plain/)
  const text = await llms.text()
  assert.match(text, /^# webintel\n\n> /)
  for (const op of ['/v1/scrape_metadata', '/v1/categorize_content', '/v1/similarity_score', '/v1/whois_lookup', '/v1/adverse_media_check', '/api/scrape_metadata', '/mcp', '/oauth/token']) assert.ok(text.includes(op), op)
  assert.ok(text.includes(`${svc.url}/openapi.json`))
  // The scheme named is the one the server is reached by (plain HTTP here).
  assert.match(text, /JSON over HTTP;/)

  // An agent that posts to /mcp by hand with the Accept header llms.txt names is answered; without it, 406.
  const accept = /`Accept: ([^`]+)`/.exec(text)?.[1]
  assert.ok(accept, 'llms.txt names the Accept header /mcp needs')
  const { apiKey } = await svc.newKey()
  const mcp = (a: string) => fetch(svc.url + '/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: a, 'x-api-key': apiKey }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' })
  assert.equal((await mcp(accept)).status, 200)
  assert.equal((await mcp('*/*')).status, 406)
})

test('/openapi.json names the licence of package.json (OpenAPI 3.1: name plus an SPDX identifier, no url beside it)', async () => {
  const { readFile } = await import('node:fs/promises')
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'))
  assert.equal(doc.info.license?.identifier, pkg.license)
  assert.equal(doc.info.license.name, 'Apache License 2.0')
  assert.equal(doc.info.license.url, undefined, 'identifier and url are mutually exclusive in OpenAPI 3.1')
})

test('413 and 415 are documented exactly where a body is accepted', () => {
  let withBody = 0
  let without = 0
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method]
      if (!op?.responses) continue
      if (op.requestBody) {
        // Operations with a JSON body go through the shared body limits and parser.
        if (op.requestBody.content?.['application/json'] && (path.startsWith('/v1/') || path.startsWith('/api/'))) {
          withBody++
          for (const status of ['413', '415']) assert.ok(op.responses[status], `${method} ${path}: ${status}`)
        }
      } else {
        without++
        for (const status of ['413', '415']) assert.equal(op.responses[status], undefined, `${method} ${path} takes no body: no ${status}`)
      }
    }
  }
  assert.ok(withBody >= 5 && without >= 3, `${withBody} with a body, ${without} without`)
})
