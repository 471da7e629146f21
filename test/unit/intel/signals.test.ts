import { test } from 'node:test'
import assert from 'node:assert/strict'
import { signalsFromHtml } from '../../../src/intel/signals.ts'

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
