// Extraction of several pages at once runs one slice (128 Ki characters of text, 64 KiB of bytes) per event-loop
// turn across all of them (src/text/turns.ts): eight 600 KiB pages parsed concurrently used to put a slice of each
// of the eight in the same turn. The test counts turns (a self-rescheduling setImmediate) while they parse: at
// least one per slice after the first of each page, 8 × 4. Before the change it counted 4. The documents are the
// same as one page parsed alone gives.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { extractHtml } from '../../../src/extract/engine.ts'

function page(n: number): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Garden shop ${n}</title><meta name="description" content="Seeds and tools, shop ${n}"></head><body><h1>Garden shop ${n}</h1>`
  const parts = [head]
  let size = head.length
  for (let i = 0; size < 600 * 1024; i++) {
    const p = `<section><h2>Seed packet ${i}</h2><p>Tomato, basil and lettuce seeds for raised beds; sow from March, harvest in summer. Packet ${i} of shop ${n}.</p><a href="/p/${i}">Details</a></section>\n`
    parts.push(p)
    size += p.length
  }
  parts.push('<footer>Write to garden@shop.example.org</footer></body></html>')
  return parts.join('')
}

test('eight 600 KiB pages parsed at once take one event-loop turn per slice; same documents as alone', async () => {
  const pages = Array.from({ length: 8 }, (_, i) => page(i))
  const alone = await Promise.all(pages.map(async (html, i) => extractHtml({ text: html }, `https://shop${i}.example.org/`)))
  let turns = 0
  let spinning = true
  const spin = () => { turns++; if (spinning) setImmediate(spin) }
  setImmediate(spin)
  const docs = await Promise.all(pages.map((html, i) => extractHtml({ text: html }, `https://shop${i}.example.org/`)))
  spinning = false
  assert.ok(turns >= 8 * 4, `event-loop turns while 8 pages parsed: ${turns}`)
  assert.deepEqual(docs, alone)
})
