// documentFromResponse: HTML through the engine, other types from the headers, never a crash.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { documentFromResponse } from '../../../src/extract/response.ts'
import type { FetchedResponse } from '../../../src/fetch/types.ts'

function resp(contentType: string, body: string | Buffer, headers: Record<string, string> = {}, text?: string): FetchedResponse {
  const buf = typeof body === 'string' ? Buffer.from(body) : body
  return {
    requestedUrl: 'https://www.acme-tools.com/files/report.pdf', url: 'https://www.acme-tools.com/files/report.pdf', status: 200,
    headers: { 'content-type': contentType, ...headers }, contentType, body: buf, truncated: false,
    text: text ?? (typeof body === 'string' ? body : undefined), charset: 'utf-8', redirects: [], remoteAddress: '127.0.0.1', elapsedMs: 1,
  }
}

test('HTML goes through the extractor; Content-Language fills a missing lang', async () => {
  const d = await documentFromResponse({ ...resp('text/html', '<title>Hi</title>', { 'content-language': 'fr-CA' }), url: 'https://www.acme-tools.com/' })
  assert.equal(d.title, 'Hi')
  assert.deepEqual([d.lang, d.locale], ['fr', 'fr-CA'])
  assert.equal(d.contentType, 'text/html')
})

test('PDF: described from headers (file name, Last-Modified), not parsed', async () => {
  const d = await documentFromResponse(resp('application/pdf', Buffer.from('%PDF-1.7\n\x00\x01binary'), {
    'last-modified': 'Tue, 05 Mar 2024 10:00:00 GMT', 'content-disposition': 'attachment; filename="Annual Report.pdf"',
  }, undefined))
  assert.equal(d.contentType, 'application/pdf')
  assert.equal(d.title, undefined)
  assert.ok(d.warnings.some((w) => w.code === 'not_html' && w.message.includes('Annual Report.pdf')))
  assert.equal(d.modifiedTime, '2024-03-05T10:00:00.000Z')
  assert.deepEqual(d.emails, [])
  assert.ok(d.warnings.some((w) => w.code === 'not_html'))
})

test('image, JSON (valid and broken) and plain text', async () => {
  const img = await documentFromResponse({ ...resp('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), {}, undefined), url: 'https://www.acme-tools.com/a.png' })
  assert.equal(img.image, 'https://www.acme-tools.com/a.png')
  assert.equal(img.title, undefined)
  const json = await documentFromResponse(resp('application/json', '{"title":"API","description":"d"}'))
  assert.equal(json.title, 'API')
  const bad = await documentFromResponse(resp('application/json', '{oops'))
  assert.ok(bad.warnings.some((w) => w.code === 'json_invalid'))
  const txt = await documentFromResponse(resp('text/plain', 'just words'))
  assert.equal(txt.text, 'just words')
})

test('HTML served as text/plain or without a type is sniffed as HTML', async () => {
  const d = await documentFromResponse(resp('', '<!DOCTYPE html><html><head><title>Sniffed</title></head></html>'))
  assert.equal(d.title, 'Sniffed')
})
