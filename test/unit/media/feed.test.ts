import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseFeed } from '../../../src/media/feed.ts'
import { dedupe, canonicalUrl, headlineKey } from '../../../src/media/dedup.ts'
import { fixture } from './fixture-server.ts'

test('RSS 2.0: title, link, HTML description as text, RFC 822 date, <source> outlet', () => {
  const items = parseFeed(fixture('googlenews.xml'), 'g')
  assert.equal(items.length, 2)
  assert.equal(items[1]!.title, 'Former Globex Trading director acquitted of fraud charges - Legal Times')
  assert.equal(items[1]!.url, 'https://news.google.com/rss/articles/CBMiBBB?oc=5')
  assert.equal(items[1]!.publishedAt, '2024-12-05T14:30:00.000Z')
  assert.equal(items[1]!.outlet, 'Legal Times')
  assert.doesNotMatch(items[0]!.text, /<a|&nbsp;/)
})

test('Atom: link href, escaped HTML title and summary decoded, published/updated dates', () => {
  const items = parseFeed(fixture('atom.xml'), 'a')
  assert.equal(items[0]!.title, 'Globex Trading fined £2m by regulator over sanctions breaches')
  assert.equal(items[0]!.url, 'https://regulator-news.example/globex-fine')
  assert.match(items[0]!.text, /^The regulator fined Globex Trading Ltd £2m/)
  assert.equal(items[0]!.publishedAt, '2025-03-01T12:00:00.000Z')
  assert.equal(items[1]!.publishedAt, '2025-02-02T09:00:00.000Z')
})

test('malformed or non-feed input yields no items instead of throwing', () => {
  assert.deepEqual(parseFeed('<html><body>Not a feed & broken <b>', 'x'), [])
  assert.deepEqual(parseFeed('', 'x'), [])
  const sloppy = parseFeed('<rss><channel><item><title>A & B fined</title><link>https://e.example/1</link><description>x < y</description></item>', 'x')
  assert.equal(sloppy[0]!.title, 'A & B fined')
})

test('dedup: same story by URL (tracking parameters, www) or by headline (outlet suffix) counts once', () => {
  assert.equal(canonicalUrl('https://www.Example.com/a/b/?utm_source=x#top'), canonicalUrl('http://example.com/a/b'))
  assert.equal(headlineKey('Bank fined over laundering - Reuters'), headlineKey('Bank Fined Over Laundering'))
  const stories = dedupe([
    { url: 'https://a.example/s?utm=1', title: 'Bank fined', text: '', provider: 'p1', outlet: 'A' },
    { url: 'https://www.a.example/s', title: 'Bank fined (updated)', text: 'longer text', provider: 'p2', outlet: 'A2', publishedAt: '2025-01-01T00:00:00Z' },
    { url: 'https://b.example/x', title: 'Bank fined - B News', text: '', provider: 'p2', outlet: 'B News' },
    { url: 'https://c.example/y', title: 'Another story', text: '', provider: 'p1' },
  ])
  assert.equal(stories.length, 2)
  assert.deepEqual(stories[0]!.outlets, ['A', 'A2', 'B News'])
  assert.equal(stories[0]!.text, 'longer text')
  assert.deepEqual(stories[1]!.outlets, ['c.example'])
})
