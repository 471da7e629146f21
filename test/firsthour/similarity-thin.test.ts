/**
 * Regression (second round of trying the service as a new user would): two empty pages
 * compared as URLs scored 1 with common topics ["empty"] (a word of their address) and no warning; two PDFs 1 with
 * ["pdf"]. A side with too little text now carries a warning naming it, like categorization does.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../helpers/net-stub.ts'

const TEXT = '<html><head><title>Acme Farms</title></head><body><p>We raise cattle on 400 acres near Leeds and sell beef to local butchers and farm shops across Yorkshire.</p></body></html>'

describe('similarity of pages with too little text', () => {
  let site: http.Server
  let svc: Running
  let key: { apiKey: string }
  before(async () => {
    site = http.createServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname
      if (path.startsWith('/empty')) return res.writeHead(200, { 'content-type': 'text/html' }).end('')
      if (path.endsWith('.pdf')) return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(TEXT)
    })
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const net = stubNet({ 'acme-farms.com': [[PUBLIC_A]] }, { [PUBLIC_A]: (site.address() as AddressInfo).port })
    svc = await startService({ WEBINTEL_INTEL_PRELOAD: 'false' }, { net })
    key = await svc.newKey({ rateLimitPerMinute: 100000 })
  })
  after(async () => { await svc.close(); site.close() })

  test('two empty pages: warnings for source and target', async () => {
    const r = await postJson(`${svc.url}/v1/similarity_score`, { source: 'http://acme-farms.com/empty', target: 'http://acme-farms.com/empty-too' }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200)
    const codes = r.json.data.warnings.map((w: any) => `${w.source}:${w.code}`)
    assert.ok(codes.includes('similarity.source:insufficient_content'), JSON.stringify(codes))
    assert.ok(codes.includes('similarity.target:insufficient_content'), JSON.stringify(codes))
  })

  test('a PDF against a page: the PDF side is named', async () => {
    const r = await postJson(`${svc.url}/v1/similarity_score`, { source: 'http://acme-farms.com/', target: 'http://acme-farms.com/report.pdf' }, { 'x-api-key': key.apiKey })
    const codes = r.json.data.warnings.map((w: any) => `${w.source}:${w.code}`)
    assert.ok(codes.includes('similarity.target:insufficient_content'), JSON.stringify(codes))
    assert.ok(!codes.some((c: string) => c.startsWith('similarity.source:')), JSON.stringify(codes))
  })

  test('texts: a side without a single word is named; short sentences are not', async () => {
    const blank = await postJson(`${svc.url}/v1/similarity_score`, { source: '   ', target: '¿?', type: 'text' }, { 'x-api-key': key.apiKey })
    assert.equal(blank.json.data.similarity_score, 0)
    assert.deepEqual(blank.json.data.warnings.map((w: any) => `${w.source}:${w.code}`), ['similarity.source:insufficient_content', 'similarity.target:insufficient_content'])
    const short = await postJson(`${svc.url}/v1/similarity_score`, { source: 'A cat sat.', target: 'A dog ran.', type: 'text' }, { 'x-api-key': key.apiKey })
    assert.deepEqual(short.json.data.warnings, [])
  })
})
