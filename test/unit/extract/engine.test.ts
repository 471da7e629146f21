// Engine behaviour: failures become warnings, limits hold, hostile markup does not break extraction.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { extractDocument, extractDocumentAsync } from '../../../src/extract/engine.ts'
import { bundles } from '../../../src/extract/bundles.ts'
import { defineBundle } from '../../../src/extract/bundle.ts'

const URL_ = 'https://www.acme-tools.com/p'

test('a throwing rule becomes a rule_failed warning and the next rule answers', () => {
  const broken = defineBundle({ name: 'broken', rules: { title: [() => { throw new Error('boom') }] } })
  const d = extractDocument('<title>Fine</title>', URL_, undefined, [broken, ...bundles])
  assert.equal(d.title, 'Fine')
  assert.deepEqual(d.warnings.map((w) => [w.source, w.code]), [['broken#1', 'rule_failed']])
})

test('site bundles apply only where their test matches', () => {
  const site = defineBundle({ name: 'acme', test: ({ url }) => url.hostname.endsWith('acme-tools.com'), rules: { title: [() => 'Site rule'] } })
  assert.equal(extractDocument('<title>T</title>', URL_, undefined, [site, ...bundles]).title, 'Site rule')
  assert.equal(extractDocument('<title>T</title>', 'https://other.org/', undefined, [site, ...bundles]).title, 'T')
})

test('JSON-LD is read leniently: comments, trailing commas, raw newlines, @graph flattened', () => {
  const html = `<script type="application/ld+json"><!--
  {"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Acme"},{"@type":"Article","headline":"Line
  break","author":{"name":"Ann"},},]}
  --></script><script type="application/ld+json">{not json</script>`
  const d = extractDocument(html, URL_)
  assert.equal(d.jsonLd.length, 2)
  assert.equal(d.title, 'Line break')
  assert.equal(d.author, 'Ann')
  assert.ok(d.warnings.some((w) => w.code === 'jsonld_invalid'))
})

test('main text leaves out script, style, nav and footer; headings and links are absolute and capped', () => {
  const d = extractDocument('<nav>Menu</nav><script>var x = "secret"</script><style>p{}</style><h1>Head</h1><h2>Sub</h2><p>Body <b>text</b></p>' +
    '<footer>Foot</footer>' + Array.from({ length: 20 }, (_, i) => `<a href="/l${i}">L${i}</a>`).join(''), URL_, { maxLinks: 5 })
  assert.ok(d.text.includes('Body text'))
  for (const hidden of ['Menu', 'secret', 'p{}', 'Foot']) assert.ok(!d.text.includes(hidden), hidden)
  assert.deepEqual(d.headings, [{ level: 1, text: 'Head' }, { level: 2, text: 'Sub' }])
  assert.equal(d.links.length, 5)
  assert.deepEqual(d.links[0], { url: 'https://www.acme-tools.com/l0', text: 'L0' })
})

test('microdata basics: itemprop values from attributes and text, nested scopes as paths', () => {
  const d = extractDocument('<div itemscope itemtype="https://schema.org/Article"><h1 itemprop="headline">HL</h1>' +
    '<span itemprop="author" itemscope><span itemprop="name">Zed</span></span><time itemprop="datePublished" datetime="2023-01-02">x</time></div>', URL_)
  assert.deepEqual(d.microdata.headline, ['HL'])
  assert.deepEqual(d.microdata['author.name'], ['Zed'])
  assert.equal(d.author, 'Zed')
  assert.equal(d.publishedTime, '2023-01-02T00:00:00.000Z')
})

test('oversized input is cut at maxHtmlChars with a warning', () => {
  const d = extractDocument('<title>Big</title>' + '<p>x</p>'.repeat(5000), URL_, { maxHtmlChars: 10_000 })
  assert.equal(d.title, 'Big')
  assert.ok(d.warnings.some((w) => w.code === 'input_truncated'))
})

test('deep but real nesting is read; a nesting bomb stops at MAX_DEPTH with a warning (sync and async agree)', async () => {
  const deep = '<title>Deep</title>' + '<div><span>'.repeat(200) + 'Email: deep@acme-tools.com' + '<p><b><i>'.repeat(100) + '<a href="mailto:x'
  const a = extractDocument(deep, URL_)
  assert.equal(a.title, 'Deep')
  assert.deepEqual(a.emails, ['deep@acme-tools.com'])
  assert.ok(!a.warnings.some((w) => w.code === 'nesting_too_deep'))
  const bomb = '<title>Bomb</title>' + '<div>'.repeat(200_000) + 'lost'
  const b = extractDocument(bomb, URL_)
  const c = await extractDocumentAsync(bomb, URL_)
  assert.equal(b.title, 'Bomb')
  assert.ok(b.warnings.some((w) => w.code === 'nesting_too_deep'))
  assert.deepEqual(c, b)
})

test('an invalid page URL is a TypeError (caller bug), not a silent result', () => {
  assert.throws(() => extractDocument('<title>x</title>', 'not a url'), TypeError)
})

test('needs_rendering: scripts and no body text, or little text around a framework mount point; JSON data scripts do not count', () => {
  const codes = (html: string): string[] => extractDocument(html, 'https://shop.example/').warnings.map((w) => w.code)
  assert.deepEqual(codes('<html><head><title>Shop</title><script src="/app.js"></script></head><body><div id="mount"></div></body></html>'), ['needs_rendering'])
  assert.deepEqual(codes('<html><head><title>Shop</title><script src="/app.js"></script></head><body><div id="__next"><p>Loading…</p></div></body></html>'), ['needs_rendering'])
  assert.deepEqual(codes('<html><head><title>Shop</title><script src="/app.js"></script></head><body><div id="mount"><p>Loading…</p></div></body></html>'), [])
  assert.deepEqual(codes('<html><head><title>Shop</title><script type="application/ld+json">{}</script></head><body><img src="a.png"></body></html>'), [])
  assert.deepEqual(codes('<html><head><title>Shop</title></head><body><div id="root"></div></body></html>'), [])
  assert.deepEqual(codes(`<html><head><script src="/app.js"></script></head><body><div id="root"><p>${'Handmade shoes and bags from Porto. '.repeat(4)}</p></div></body></html>`), [])
})
