// Rule precedence per field family, pinned with tiny inline pages.
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

// Tried as a new user would: a page whose first paragraph holds a 100,000-letter word got
// 1,000 characters of that word as its description. Tokenizers skip words over 64 letters (docs/fetch.md § Limits).
test('description fallback: a paragraph with a word over 64 letters is not the description', () => {
  const body = `<p>Start ${'a'.repeat(100_000)} end of the story about gardening.</p><p>Tomatoes and roses grow well in a sunny summer garden.</p>`
  assert.equal(get('', body).description, 'Tomatoes and roses grow well in a sunny summer garden.')
  assert.equal(get('', `<p>Start ${'a'.repeat(100_000)} end.</p>`).description ?? '', '')
  const law = 'Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz'
  assert.equal(get('', `<p>Das ${law} wurde im Jahr 2013 wieder aufgehoben.</p>`).description, `Das ${law} wurde im Jahr 2013 wieder aufgehoben.`)
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

// Tried as a new user would: a Japanese shop titled "さくら雑貨店 | 手作りの食器とインテリア
//雑貨の通販" (shop | "handmade tableware and interior goods by mail order") got the tagline as its site name: a
// 17-letter Japanese phrase counted as one short word.
test('site name from the title: a long phrase in a script without spaces is not short', () => {
  assert.notEqual(get('<title>さくら雑貨店 | 手作りの食器とインテリア雑貨の通販</title>').siteName, '手作りの食器とインテリア雑貨の通販')
  assert.equal(get('<title>有田焼の茶碗と湯呑みのセット | さくら雑貨店</title>').siteName, 'さくら雑貨店')
  assert.equal(get('<title>国内新闻 | 新浪网新闻中心</title>').siteName, '新浪网新闻中心')
})

test('lang/locale: <html lang> > content-language > og:locale; locale as declared, lang its primary subtag', () => {
  const d = extractDocument('<html lang="pt-BR"><head><meta property="og:locale" content="en_US"></head></html>', URL_)
  assert.deepEqual([d.lang, d.locale], ['pt', 'pt-BR'])
  assert.equal(get('<meta http-equiv="content-language" content="de">').lang, 'de')
  assert.equal(get('<meta property="og:locale" content="en_GB">').locale, 'en-GB')
  assert.equal(extractDocument('<html lang="not a tag"></html>', URL_).lang, undefined)
  // XHTML's xml:lang, the `lang` meta and Dublin Core DC.language when <html> says nothing
  assert.equal(extractDocument('<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="es-ES"><head></head></html>', URL_).locale, 'es-ES')
  assert.equal(get('<meta name="lang" content="es">').lang, 'es')
  assert.equal(get('<meta name="DC.language" scheme="RFC1766" content="fr">').lang, 'fr')
  assert.equal(get('<meta name="dcterms.language" content="it-IT">').locale, 'it-IT')
  assert.equal(extractDocument('<html lang="de"><head><meta name="DC.language" content="fr"></head></html>', URL_).lang, 'de')
})

test('dates: JSON-LD > article:published_time > <time>; ISO 8601 UTC; modified kept apart', () => {
  const d = get(ld({ '@type': 'NewsArticle', datePublished: '2024-03-01T10:00:00+02:00', dateModified: '2024-03-02T00:00:00Z' }) + '<meta property="article:published_time" content="2020-01-01T00:00:00Z">')
  assert.equal(d.publishedTime, '2024-03-01T08:00:00.000Z')
  assert.equal(d.modifiedTime, '2024-03-02T00:00:00.000Z')
  assert.equal(get('<meta property="article:published_time" content="2021-05-06 07:08:09 +0000">').publishedTime, '2021-05-06T07:08:09.000Z')
  assert.equal(get('', '<time datetime="2022-02-02">Feb 2</time>').publishedTime, '2022-02-02T00:00:00.000Z') // an ISO day: 00:00 UTC (ECMA-262)
  assert.equal(get('<meta name="date" content="not a date">').publishedTime, undefined)
})

test('dates without a zone are read as UTC whatever the server time zone; stated zones are honoured', () => {
  const saved = process.env.TZ
  try {
    for (const tz of ['America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = tz // Node re-reads TZ on assignment
      assert.equal(get('<meta name="dc.date" content="4/6/2016 4:00:00 PM">').publishedTime, '2016-04-06T16:00:00.000Z', tz)
      assert.equal(get('<meta name="date" content="2016-05-04 15:40:00">').publishedTime, '2016-05-04T15:40:00.000Z', tz)
      assert.equal(get('<meta name="date" content="September 5, 2025">').publishedTime, '2025-09-05T12:00:00.000Z', tz)
      assert.equal(get('<meta name="date" content="Mon, Jan 7 2019 15:37:00 EST">').publishedTime, '2019-01-07T20:37:00.000Z', tz)
      assert.equal(get('<meta name="date" content="2019-01-07T15:37:00-05:00">').publishedTime, '2019-01-07T20:37:00.000Z', tz)
      assert.equal(get('<meta name="date" content="2019-01-07T15:37:00Z">').publishedTime, '2019-01-07T15:37:00.000Z', tz)
    }
  } finally {
    if (saved === undefined) delete process.env.TZ
    else process.env.TZ = saved
  }
})

test('image: og:image > twitter:image > JSON-LD (follows @id) > first <img>; absolute', () => {
  assert.equal(get('<meta property="og:image" content="/a.jpg"><meta name="twitter:image" content="/b.jpg">').image, 'https://www.acme-news.com/a.jpg')
  assert.equal(get('<meta name="twitter:image" content="//cdn.acme-news.com/b.jpg">').image, 'https://cdn.acme-news.com/b.jpg')
  const graph = ld({ '@graph': [{ '@type': 'Article', image: { '@id': '#primary' } }, { '@type': 'ImageObject', '@id': '#primary', url: 'https://img.acme-news.com/p.png' }] })
  assert.equal(get(graph).image, 'https://img.acme-news.com/p.png')
  assert.equal(get('', '<img src="data:image/png;base64,xx"><img src="pics/first.png">').image, 'https://www.acme-news.com/2024/pics/first.png')
  assert.equal(get('<base href="https://static.acme-news.com/">', '<img src="x.png">').image, 'https://static.acme-news.com/x.png')
  // the first-<img> fallback skips decorative images: aria-hidden, role=presentation, hidden, 1-px pixels
  assert.equal(get('', '<img aria-hidden="true" src="/i/arrow.gif"><img role="presentation" src="/i/sp.gif"><img hidden src="/h.png">' +
    '<img src="/px.gif" width="1" height="1"><img src="/photo.jpg" alt="Photo">').image, 'https://www.acme-news.com/photo.jpg')
})

test('canonical: og:url > twitter:url > link rel=canonical > page URL; a root-only og:url yields to a deeper canonical', () => {
  assert.equal(get('<link rel="canonical" href="/c"><meta property="og:url" content="https://www.acme-news.com/og">').canonical, 'https://www.acme-news.com/og')
  // syndicated copy: rel=canonical names the original publisher, og:url this page
  assert.equal(get('<link rel="canonical" href="https://wire.example.org/story-1"><meta property="og:url" content="https://www.acme-news.com/2024/story.html">').canonical, URL_)
  assert.equal(get('<link rel="canonical" href="/c"><meta name="twitter:url" content="/tw">').canonical, 'https://www.acme-news.com/tw')
  assert.equal(get('<link rel="canonical" href="/c">').canonical, 'https://www.acme-news.com/c')
  assert.equal(get('<link rel="canonical" href="/2024/story.html"><meta property="og:url" content="https://www.acme-news.com/">').canonical, URL_)
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

test('favicon size: declared sizes (x or ×) and NNxNN names beat guesses; unsized touch icon ranks as 57', () => {
  const fav = (head: string) => get(head).favicon?.replace('https://www.acme-news.com', '')
  assert.equal(fav('<link rel="apple-touch-icon" href="/touch.png"><link rel="apple-touch-icon-precomposed" sizes="144×144" href="/t144.png">'), '/t144.png')
  assert.equal(fav('<link rel="apple-touch-icon" href="/touch.png"><link rel="icon" href="/ios-ipad-144x144.png">'), '/ios-ipad-144x144.png')
  assert.equal(fav('<link rel="icon" href="/f.ico"><link rel="apple-touch-icon" href="/touch.png"><link rel="icon" sizes="32x32" href="/f32.png">'), '/touch.png')
  assert.equal(fav('<link rel="fluid-icon" href="/fluidicon.png"><link rel="icon" type="image/svg+xml" href="/f.svg"><link rel="icon" href="/f.png">'), '/fluidicon.png')
  assert.equal(fav('<link rel="mask-icon" href="/m.svg"><link rel="icon" href="/f.ico">'), '/f.ico')
})

test('logo: largest square among icons and declared logos (og:logo, itemprop=logo, square JSON-LD logo), else favicon', () => {
  const logo = (head: string, body = '') => get(head, body).logo?.replace('https://www.acme-news.com', '')
  const icons = '<link rel="icon" sizes="32x32" href="/f32.png"><link rel="icon" sizes="192x192" href="/f192.png">'
  const org = (w: number | string, h: number | string) => ld({ '@type': 'NewsArticle', publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject', url: '/brand.png', width: w, height: h } } })
  assert.equal(logo(icons + org(512, 512)), '/brand.png')
  assert.equal(logo(icons + org('1024px', '1024px')), '/brand.png')
  assert.equal(logo(icons + org(600, 60)), '/f192.png') // a word mark is not an icon
  assert.equal(logo(icons + org(128, 128)), '/f192.png') // smaller than the largest icon
  assert.equal(logo(icons + ld({ '@type': 'Organization', logo: '/brand.png' })), '/f192.png') // shape unknown
  assert.equal(logo(icons + ld({ '@type': 'NewsMediaOrganization', logo: { url: '/org.png', width: 400, height: 400 } })), '/org.png')
  assert.equal(logo(icons + ld({ '@type': 'Article', author: { '@type': 'Organization', logo: { url: '/wire.png', width: 400, height: 400 } } })), '/f192.png') // not the site's
  assert.equal(logo('<meta property="og:logo" content="/og-logo.png">'), '/og-logo.png')
  assert.equal(logo('', '<div itemscope itemtype="https://schema.org/Organization"><img itemprop="logo" src="/md-logo.png"></div>'), '/md-logo.png')
  assert.equal(logo(''), '/favicon.ico')
})

test('a scheme-relative URL (//host/path) is given https, also on a page read over plain http', () => {
  // The author wrote the URL to work under whichever scheme the page is served with, so the resource is served
  // over https; https is the form an https client (a link preview in a web app) can embed.
  const head = '<link rel="icon" sizes="180x180" href="//cdn.acme-news.com/i/touch.png"><meta property="og:image" content="//cdn.acme-news.com/i/lead.jpg"><link rel="canonical" href="//www.acme-news.com/story">'
  for (const pageUrl of ['http://www.acme-news.com/story', 'https://www.acme-news.com/story', 'http://127.0.0.1:8080/mirror/story.html']) {
    const d = extractDocument(page(head), pageUrl)
    assert.equal(d.logo, 'https://cdn.acme-news.com/i/touch.png', pageUrl)
    assert.equal(d.favicon, 'https://cdn.acme-news.com/i/touch.png', pageUrl)
    assert.equal(d.image, 'https://cdn.acme-news.com/i/lead.jpg', pageUrl)
    assert.equal(d.canonical, 'https://www.acme-news.com/story', pageUrl)
  }
  // a path-relative URL keeps the page's own scheme and host; links to follow (anchors, <base href>) keep the
  // page's scheme, as a browser would
  assert.equal(extractDocument(page('<link rel="icon" href="/f.ico">'), 'http://www.acme-news.com/story').favicon, 'http://www.acme-news.com/f.ico')
  assert.equal(extractDocument(page('<base href="//static.acme-news.com/"><link rel="icon" href="f.ico">'), 'http://www.acme-news.com/story').favicon, 'http://static.acme-news.com/f.ico')
  assert.deepEqual(extractDocument(page('', '<a href="//www.acme-news.com/privacy">Privacy</a>'), 'http://www.acme-news.com/story').links.map((l) => l.url), ['http://www.acme-news.com/privacy'])
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

test('site name from the <title>: every separator WordPress SEO plugins offer between title and site', () => {
  for (const sep of ['»', '«', '~', '>', '<', '*', '⋆', '›']) {
    assert.equal(get(`<title>Harbour reopens after the storm ${sep} Acme News</title>`).siteName, 'Acme News', sep)
  }
  assert.equal(get('<title>Acme News » World » Harbour reopens after the storm</title>').siteName, 'Acme News')
  // not a separator without spaces around it
  assert.equal(get('<title>Q&amp;A: what 2>1 means for the harbour</title>').siteName, undefined)
})

test('image fallbacks: a lazy-loaded first <img>, a srcset-only <img>, a JSON-LD thumbnail object; DefinedTerm keywords', () => {
  assert.equal(get('', '<article><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/media/harbour.jpg" alt="Harbour"></article>').image,
    'https://www.acme-news.com/media/harbour.jpg')
  assert.equal(get('', '<article><img data-lazy-src="/media/lazy.jpg" alt="x"></article>').image, 'https://www.acme-news.com/media/lazy.jpg')
  assert.equal(get('', '<article><img srcset="/media/h-800.jpg 800w, /media/h-1600.jpg 1600w" alt="x"></article>').image, 'https://www.acme-news.com/media/h-800.jpg')
  // a data: placeholder with nothing behind it is still skipped for the next image
  assert.equal(get('', '<article><img src="data:image/gif;base64,R0lGOD"><img src="/media/next.jpg"></article>').image, 'https://www.acme-news.com/media/next.jpg')
  assert.equal(get(ld({ '@type': 'NewsArticle', thumbnail: { '@type': 'ImageObject', url: 'https://img.acme-news.com/t.jpg' } })).image, 'https://img.acme-news.com/t.jpg')
  assert.deepEqual(get(ld({ '@type': 'Article', keywords: [{ '@type': 'DefinedTerm', name: 'harbour' }, { '@type': 'DefinedTerm', name: 'storm' }] })).keywords, ['harbour', 'storm'])
})
