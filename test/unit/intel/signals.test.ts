import { test } from 'node:test'
import assert from 'node:assert/strict'
import { MAX_HEADING_CHARS, MAX_LANG_CHARS, MAX_META_CHARS, MAX_TITLE_CHARS, signalsFromHtml } from '../../../src/intel/signals.ts'
import { signalsText } from '../../../src/intel/text/signals-text.ts'

test('signalsFromHtml reads title, meta, headings, JSON-LD types, lang, links and main text', () => {
  const html = `<html lang="de-DE"><head><title> Shop &amp; More </title>
    <meta name="description" content="Kleidung online kaufen."><meta name="keywords" content="mode, schuhe">
    <script type="application/ld+json">{"@graph":[{"@type":"Store"},{"@type":["Product","Thing"]}]}</script>
    <script>var hidden = "do not index";</script></head>
    <body><svg><title>logo</title></svg><nav><a href="/">Start</a></nav><h1>Neue Kollektion</h1><p>Jacken und Schuhe für den Winter.</p>
    <button>In den Warenkorb</button><footer><p>Impressum footer text</p></footer></body></html>`
  const s = signalsFromHtml(html, 'https://shop.example/')
  assert.equal(s.title, 'Shop & More')
  assert.equal(s.description, 'Kleidung online kaufen.')
  assert.deepEqual(s.keywords, ['mode', 'schuhe'])
  assert.deepEqual(s.headings, ['Neue Kollektion'])
  assert.deepEqual(s.jsonLdTypes?.sort(), ['Product', 'Store', 'Thing'])
  assert.equal(s.lang, 'de-DE')
  assert.ok(s.linkTexts?.includes('Start') && s.linkTexts.includes('In den Warenkorb'))
  assert.match(s.text, /Jacken und Schuhe/)
  assert.doesNotMatch(s.text, /do not index|Impressum/)
})

test('every signal field is bounded: a page of 500,000-character meta values, heading and lang gives signals of fixed size', () => {
  const long = (w: string) => w.repeat(Math.ceil(500_000 / w.length)) // five of them: under the 3,000,000 characters read
  const html = `<html lang="${long('de-')}"><head><meta property="og:title" content="${long('casino ')}">
    <meta name="description" content="${long('bread ')}"><meta name="keywords" content="${long('shoe,')}"></head>
    <body><h1>${long('jacket ')}</h1><p>Fresh bread every morning.</p></body></html>`
  const s = signalsFromHtml(html, 'https://shop.example/')
  // og:title stands in for the missing <title>, and is cut like it
  assert.ok(s.title!.startsWith('casino casino') && s.title!.length <= MAX_TITLE_CHARS, `title ${s.title!.length}`)
  assert.ok(s.description!.startsWith('bread bread') && s.description!.length <= MAX_META_CHARS, `description ${s.description!.length}`)
  const keywords = [s.keywords ?? []].flat()
  assert.ok(keywords[0] === 'shoe' && keywords.join(',').length <= MAX_META_CHARS, `keywords ${keywords.join(',').length}`)
  assert.ok(s.headings![0]!.startsWith('jacket jacket') && s.headings![0]!.length <= MAX_HEADING_CHARS, `heading ${s.headings![0]!.length}`)
  assert.ok(s.lang!.startsWith('de-de-') && s.lang!.length <= MAX_LANG_CHARS, `lang ${s.lang!.length}`)
  // what the categorizer and the risk reading tokenize: 60,000 characters of text and the bounded fields (it was
  // over 2,000,000 characters on this page)
  assert.ok(signalsText(s).length < 150_000, `signalsText ${signalsText(s).length}`)
})

test('meta values, headings and lang of ordinary length are kept whole', () => {
  const desc = 'Fresh bread, cakes and pastries baked every morning in our shop. '.repeat(40).trim() // 2,600 characters
  const heading = 'Our breads '.repeat(60).trim()
  const s = signalsFromHtml(`<html lang="zh-Hant-TW"><head><meta name="description" content="${desc}"></head><body><h2>${heading}</h2></body></html>`)
  assert.equal(s.description, desc)
  assert.equal(s.headings![0], heading)
  assert.equal(s.lang, 'zh-Hant-TW')
})
