// Rule precedence per field family, pinned with tiny inline pages (STYLE §2, §6).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { extractDocument } from '../../../src/extract/engine.ts'

const URL_ = 'https://www.acme-news.com/2024/story.html'
const page = (head: string, body = ''): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`
const ld = (obj: unknown): string => `<script type="application/ld+json">${JSON.stringify(obj)}</script>`
const get = (head: string, body = '') => extractDocument(page(head, body), URL_)

test('title: og:title > twitter:title > JSON-LD headline > <title> > h1', () => {
  const all = '<meta property="og:title" content="OG"><meta name="twitter:title" content="TW">' + ld({ '@type': 'NewsArticle', headline: 'LD' }) + '<title>T</title>'
  assert.equal(get(all, '<h1>H</h1>').title, 'OG')
  assert.equal(get(all.replace('og:title', 'x'), '<h1>H</h1>').title, 'TW')
  assert.equal(get(ld({ '@type': 'NewsArticle', headline: 'LD' }) + '<title>T</title>').title, 'LD')
  assert.equal(get('<title> T  x </title>', '<h1>H</h1>').title, 'T x')
  assert.equal(get('', '<h1>H</h1>').title, 'H')
  assert.equal(get('<meta property="og:title" content="https://www.acme-news.com/"><title>Real</title>').title, 'Real')
  assert.equal(get('<title>A</title>', '<svg><title>icon</title></svg>').title, 'A')
})

test('description: article JSON-LD > og > meta description > twitter > first paragraph', () => {
  const metas = '<meta property="og:description" content="OG"><meta name="description" content="M"><meta name="twitter:description" content="TW">'
  assert.equal(get(ld({ '@type': 'Article', description: 'LD' }) + metas).description, 'LD')
  assert.equal(get(metas).description, 'OG')
  assert.equal(get('<meta name="description" content="M"><meta name="twitter:description" content="TW">').description, 'M')
  assert.equal(get('', '<nav><p>Menu text that is long enough to be a paragraph of navigation.</p></nav><p>short</p><p>The first real paragraph of the article body is this one.</p>').description,
    'The first real paragraph of the article body is this one.')
})

test('keywords: meta keywords split on commas, then news_keywords, JSON-LD, article:tag', () => {
  assert.deepEqual(get('<meta name="keywords" content="a, b ,B,, c d"><meta name="news_keywords" content="x">').keywords, ['a', 'b', 'c d'])
  assert.deepEqual(get('<meta name="news_keywords" content="x,y">').keywords, ['x', 'y'])
  assert.deepEqual(get(ld({ '@type': 'Article', keywords: ['k1', 'k2'] })).keywords, ['k1', 'k2'])
  assert.deepEqual(get('<meta property="article:tag" content="t1"><meta property="article:tag" content="t2">').keywords, ['t1', 't2'])
  assert.deepEqual(get('').keywords, [])
})

test('author: JSON-LD (lists joined) > meta author > byline; URLs rejected', () => {
  assert.equal(get(ld({ '@type': 'Article', author: [{ '@type': 'Person', name: 'Ann Lee' }, { name: 'Bo Chan' }] }) + '<meta name="author" content="M">').author, 'Ann Lee, Bo Chan')
  assert.equal(get('<meta name="author" content="By Jo Park">').author, 'Jo Park')
  assert.equal(get('<meta name="author" content="https://www.facebook.com/jo">', '<span class="byline">Sam Roe</span>').author, 'Sam Roe')
  assert.equal(get('', '<a rel="author" href="/u/kim">Kim Ode</a>').author, 'Kim Ode')
})

test('site name: article publisher > og:site_name > application-name > <title> suffix', () => {
  assert.equal(get(ld({ '@type': 'Article', publisher: { name: 'Pub' } }) + '<meta property="og:site_name" content="OG">').siteName, 'Pub')
  assert.equal(get('<meta property="og:site_name" content="OG"><meta name="application-name" content="App">').siteName, 'OG')
  assert.equal(get('<meta name="application-name" content="App">').siteName, 'App')
  assert.equal(get('<title>Big story of the day | Acme News</title>').siteName, 'Acme News')
})

test('lang/locale: <html lang> > content-language > og:locale; locale as declared, lang its primary subtag', () => {
  const d = extractDocument('<html lang="pt-BR"><head><meta property="og:locale" content="en_US"></head></html>', URL_)
  assert.deepEqual([d.lang, d.locale], ['pt', 'pt-BR'])
  assert.equal(get('<meta http-equiv="content-language" content="de">').lang, 'de')
  assert.equal(get('<meta property="og:locale" content="en_GB">').locale, 'en-GB')
  assert.equal(extractDocument('<html lang="not a tag"></html>', URL_).lang, undefined)
})

test('dates: JSON-LD > article:published_time > <time>; ISO 8601 UTC; modified kept apart', () => {
  const d = get(ld({ '@type': 'NewsArticle', datePublished: '2024-03-01T10:00:00+02:00', dateModified: '2024-03-02T00:00:00Z' }) + '<meta property="article:published_time" content="2020-01-01T00:00:00Z">')
  assert.equal(d.publishedTime, '2024-03-01T08:00:00.000Z')
  assert.equal(d.modifiedTime, '2024-03-02T00:00:00.000Z')
  assert.equal(get('<meta property="article:published_time" content="2021-05-06 07:08:09 +0000">').publishedTime, '2021-05-06T07:08:09.000Z')
  assert.equal(get('', '<time datetime="2022-02-02">Feb 2</time>').publishedTime, '2022-02-02T00:00:00.000Z')
  assert.equal(get('<meta name="date" content="not a date">').publishedTime, undefined)
})

test('image: og:image > twitter:image > JSON-LD (follows @id) > first <img>; absolute', () => {
  assert.equal(get('<meta property="og:image" content="/a.jpg"><meta name="twitter:image" content="/b.jpg">').image, 'https://www.acme-news.com/a.jpg')
  assert.equal(get('<meta name="twitter:image" content="//cdn.acme-news.com/b.jpg">').image, 'https://cdn.acme-news.com/b.jpg')
  const graph = ld({ '@graph': [{ '@type': 'Article', image: { '@id': '#primary' } }, { '@type': 'ImageObject', '@id': '#primary', url: 'https://img.acme-news.com/p.png' }] })
  assert.equal(get(graph).image, 'https://img.acme-news.com/p.png')
  assert.equal(get('', '<img src="data:image/png;base64,xx"><img src="pics/first.png">').image, 'https://www.acme-news.com/2024/pics/first.png')
  assert.equal(get('<base href="https://static.acme-news.com/">', '<img src="x.png">').image, 'https://static.acme-news.com/x.png')
})

test('canonical: link rel=canonical > og:url > page URL', () => {
  assert.equal(get('<link rel="canonical" href="/c"><meta property="og:url" content="https://www.acme-news.com/og">').canonical, 'https://www.acme-news.com/c')
  assert.equal(get('<meta property="og:url" content="https://www.acme-news.com/og">').canonical, 'https://www.acme-news.com/og')
  assert.equal(get('').canonical, URL_)
})

test('icons and favicon: largest declared icon, absolute; /favicon.ico fallback; feeds', () => {
  const d = get('<link rel="icon" href="/f16.png" sizes="16x16"><link rel="icon" href="/f32.png" sizes="32x32"><link rel="apple-touch-icon" href="/touch.png"><link rel="mask-icon" href="/m.svg">' +
    '<link rel="alternate" type="application/rss+xml" title="RSS" href="/feed.xml"><link rel="alternate" hreflang="de" href="/de/">')
  assert.equal(d.favicon, 'https://www.acme-news.com/touch.png')
  assert.deepEqual(d.icons.map((i) => i.url), ['/f16.png', '/f32.png', '/touch.png', '/m.svg'].map((p) => 'https://www.acme-news.com' + p))
  assert.deepEqual(d.feeds, [{ url: 'https://www.acme-news.com/feed.xml', type: 'application/rss+xml', title: 'RSS' }])
  assert.equal(get('').favicon, 'https://www.acme-news.com/favicon.ico')
})

test('meta map keeps every value of every key; OG/Twitter/article groups', () => {
  const d = get('<meta property="og:image" content="/1.jpg"><meta property="og:image" content="/2.jpg"><meta name="theme-color" content="#fff"><meta name="twitter:card" content="summary"><meta property="article:section" content="Tech"><meta itemprop="name" content="N"><meta http-equiv="refresh" content="5">')
  assert.deepEqual(d.meta['og:image'], ['/1.jpg', '/2.jpg'])
  assert.deepEqual(d.openGraph['og:image'], ['/1.jpg', '/2.jpg'])
  assert.deepEqual(d.twitter, { 'twitter:card': ['summary'] })
  assert.deepEqual(d.article, { 'article:section': ['Tech'] })
  assert.deepEqual(d.meta.name, ['N'])
  assert.deepEqual(d.meta.refresh, ['5'])
  assert.deepEqual(d.meta['theme-color'], ['#fff'])
})
