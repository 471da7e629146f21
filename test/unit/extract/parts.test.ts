// ExtractOptions `contacts` / `content`: a part the caller does not read is left empty, and nothing else of the
// document changes (docs/extract.md, "Speed").
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { extractDocument, extractDocumentFromBytes } from '../../../src/extract/engine.ts'
import { createExtractPool } from '../../../src/extract/pool.ts'
import type { ExtractedDocument } from '../../../src/extract/types.ts'

const FIXTURES = path.join(import.meta.dirname, '../../fixtures')
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : [])
}
const withoutParts = (d: ExtractedDocument) => ({ ...d, emails: [], phoneNumbers: [], socialLinks: [], text: '', links: [] })

const PAGE = '<html lang="en"><head><title>Acme | Contact</title><meta name="description" content="Call us">' +
  '<script>var hidden = "x@y.example"</script></head><body><p>Write to info@acme-tools.com or call +44 20 7946 0958.</p>' +
  '<a href="https://twitter.com/acme">Twitter</a><a href="/about">About</a><script>var more = 1</script></body></html>'

test('contacts: false and content: false leave those parts empty and the rest of the document as it was', () => {
  const full = extractDocument(PAGE, 'https://acme-tools.com/contact')
  assert.deepEqual(full.emails, ['info@acme-tools.com'])
  assert.ok(full.phoneNumbers.length === 1 && full.socialLinks.length === 1 && full.links.length === 2 && full.text.includes('Write to'))
  const none = extractDocument(PAGE, 'https://acme-tools.com/contact', { contacts: false, content: false })
  assert.deepEqual(none, withoutParts(full))
  const noContacts = extractDocument(PAGE, 'https://acme-tools.com/contact', { contacts: false })
  assert.deepEqual(noContacts, { ...full, emails: [], phoneNumbers: [], socialLinks: [] })
  const noContent = extractDocument(PAGE, 'https://acme-tools.com/contact', { content: false })
  assert.deepEqual(noContent, { ...full, text: '', links: [] })
})

test('on every HTML fixture page, the metadata without contacts and content equals the full extraction', async () => {
  const files = htmlFiles(FIXTURES)
  assert.ok(files.length > 100)
  for (const f of files) {
    const bytes = fs.readFileSync(f)
    const url = `https://example.com/${path.basename(f)}`
    const full = await extractDocumentFromBytes(bytes, 'utf-8', url)
    const lean = await extractDocumentFromBytes(bytes, 'utf-8', url, { contacts: false, content: false })
    assert.deepEqual(lean, withoutParts(full), f)
  }
})

test('the pool passes contacts and content to its workers', async () => {
  const pool = createExtractPool({ workers: 1, timeLimitMs: 20_000, maxHeapMb: 128 })
  try {
    const input = { bytes: new TextEncoder().encode(PAGE), charset: 'utf-8' }
    const d = await pool.extract(input, 'https://acme-tools.com/contact', { contacts: false, content: false })
    assert.equal(d.title, 'Acme | Contact')
    assert.deepEqual([d.emails, d.phoneNumbers, d.socialLinks, d.links, d.text], [[], [], [], [], ''])
    const full = await pool.extract({ bytes: new TextEncoder().encode(PAGE), charset: 'utf-8' }, 'https://acme-tools.com/contact')
    assert.deepEqual(full.emails, ['info@acme-tools.com'])
  } finally { await pool.close() }
})
