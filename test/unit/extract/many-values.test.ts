import { test } from 'node:test'
import assert from 'node:assert/strict'
import { extractDocument } from '../../../src/extract/engine.ts'
import { declaredLogos } from '../../../src/extract/rules/logo.ts'
import type { RuleContext } from '../../../src/extract/bundle.ts'

/** Runs `f` while counting the callback calls of Array.prototype.some (the work of a linear dedup scan). */
function countingSome<T>(f: () => T): { value: T; calls: number } {
  const original = Array.prototype.some
  let calls = 0
  Array.prototype.some = function (this: unknown[], cb: (v: unknown, i: number, a: unknown[]) => unknown, thisArg?: unknown) {
    return original.call(this, (v: unknown, i: number, a: unknown[]) => { calls++; return cb.call(thisArg, v, i, a) })
  }
  try { return { value: f(), calls } } finally { Array.prototype.some = original }
}

test('feed links are deduplicated in linear work: 8,000 distinct feed links, each kept once, and one repeated', () => {
  const n = 8000
  const links = Array.from({ length: n }, (_, i) => `<link rel="alternate" type="application/rss+xml" href="/feed/${i}.xml">`).join('')
  const html = `<html><head><title>Feeds</title>${links}<link rel="alternate" type="application/rss+xml" href="/feed/0.xml"></head><body><p>Fresh bread.</p></body></html>`
  const { value: doc, calls } = countingSome(() => extractDocument(html, 'https://feeds.example/'))
  assert.equal(doc.feeds.length, n)
  assert.equal(doc.feeds[0]!.url, 'https://feeds.example/feed/0.xml')
  assert.equal(doc.feeds[n - 1]!.url, `https://feeds.example/feed/${n - 1}.xml`)
  // a scan of the kept list per link made n²/2 = 32 million calls
  assert.ok(calls < 20 * n, `Array.prototype.some callbacks: ${calls}`)
})

test('an icon whose sizes attribute lists 150,000 sizes: the page is still read and the largest size ranks it', () => {
  const sizes = `${'16x16 '.repeat(150_000)}180x180`
  const html = `<html><head><title>Icons</title><link rel="icon" href="/small.png" sizes="32x32"><link rel="icon" href="/many.png" sizes="${sizes}"></head><body><p>Hi.</p></body></html>`
  const doc = extractDocument(html, 'https://icons.example/', { maxHtmlChars: 2_000_000 })
  assert.equal(doc.icons.length, 2)
  assert.equal(doc.favicon, 'https://icons.example/many.png')
})

test('150,000 microdata logo values are read one by one, not spread as arguments', () => {
  const values = Array.from({ length: 150_000 }, (_, i) => `/logo-${i}.png`)
  const base = new URL('https://logos.example/')
  const ctx = { url: base, base, meta: new Map(), jsonLd: [], microdata: new Map([['logo', values]]) } as unknown as RuleContext
  const logos = declaredLogos(ctx)
  assert.equal(logos.length, values.length)
  assert.equal(logos[0]!.url, 'https://logos.example/logo-0.png')
})
