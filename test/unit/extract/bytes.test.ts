import { test } from 'node:test'
import assert from 'node:assert/strict'
import { extractDocument, extractDocumentFromBytes } from '../../../src/extract/engine.ts'
import { documentFromResponse } from '../../../src/extract/response.ts'
import type { FetchedResponse } from '../../../src/fetch/types.ts'

// A page larger than several 64 KiB decode pieces, with multi-byte characters and entities on every line so
// that pieces end inside a UTF-8 sequence and the tokenizer sees text split across writes.
function page(): string {
  const rows: string[] = []
  for (let i = 0; i < 4000; i++) rows.push(`<p class="r${i}">Zürich – 東京 № ${i} &amp; <a href="/p/${i}">link ${i} €</a> contact: info${i}@example.com</p>`)
  return `<!doctype html><html lang="de"><head><title>Größe &amp; Maß</title><meta name="description" content="Überblick über alles"><meta property="og:title" content="Ä — OG"></head><body><h1>Grüße</h1>${rows.join('\n')}</body></html>`
}
const URL_ = 'https://example.com/seite'

test('extractDocumentFromBytes gives exactly what extractDocument gives on the decoded string', async () => {
  const html = page()
  const bytes = new TextEncoder().encode(html)
  assert.ok(bytes.length > 4 * 64 * 1024)
  const fromBytes = await extractDocumentFromBytes(bytes, 'utf-8', URL_)
  assert.deepEqual(fromBytes, extractDocument(html, URL_))
  assert.equal(fromBytes.title, 'Ä — OG') // og:title ranks above <title>
})

test('a legacy charset decodes the same piece by piece', async () => {
  const latin = Buffer.from('<html><head><title>Caf\xe9 \x80 na\xefve</title></head><body><p>' + 'd\xe9j\xe0 vu '.repeat(30000) + '</p></body></html>', 'latin1')
  const doc = await extractDocumentFromBytes(latin, 'windows-1252', URL_)
  assert.deepEqual(doc, extractDocument(new TextDecoder('windows-1252').decode(latin), URL_))
  assert.equal(doc.title, 'Café € naïve')
})

test('the character cap and its warning match the string path', async () => {
  const html = page()
  const opts = { maxHtmlChars: 100_003 }
  const fromBytes = await extractDocumentFromBytes(new TextEncoder().encode(html), 'utf-8', URL_, opts)
  const fromString = extractDocument(html, URL_, opts)
  assert.deepEqual(fromBytes, fromString)
  assert.ok(fromBytes.warnings.some((w) => w.code === 'input_truncated' && w.message.includes(String(html.length))))
})

test('documentFromResponse extracts from the body when the caller dropped the decoded text', async () => {
  const html = page()
  const body = Buffer.from(html)
  const base: FetchedResponse = {
    requestedUrl: URL_, url: URL_, status: 200, headers: {}, contentType: 'text/html', body, truncated: false,
    text: html, charset: 'utf-8', redirects: [], remoteAddress: '127.0.0.1', elapsedMs: 1,
  }
  const withText = await documentFromResponse(base)
  const withoutText = await documentFromResponse({ ...base, text: undefined })
  assert.deepEqual(withoutText, withText)
  // An untyped body is still sniffed as HTML from its bytes.
  assert.equal((await documentFromResponse({ ...base, contentType: '', text: undefined })).title, 'Ä — OG')
  // Non-HTML text without `text` is decoded from the body too.
  const json = await documentFromResponse({ ...base, contentType: 'application/json', body: Buffer.from('{"title":"Jäger"}'), text: undefined })
  assert.equal(json.title, 'Jäger')
})
