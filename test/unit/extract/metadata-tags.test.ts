// Metadata conventions beyond Open Graph: Dublin Core titles, Highwire Press citation_* tags, Sailthru
// authors, role labels in bylines, markup inside JSON-LD text, and video files declared as the image.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { extractDocument } from '../../../src/extract/engine.ts'

const page = (head: string, body = '<p>Text</p>'): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`

test('DC.title and citation_title give the title when no social-card title is declared', () => {
  assert.equal(extractDocument(page('<meta name="DC.title" content="A Study of Tides">'), 'https://j.example/a').title, 'A Study of Tides')
  assert.equal(extractDocument(page('<meta name="dc.title" content="Lower Case Form">'), 'https://j.example/a').title, 'Lower Case Form')
  const paper = extractDocument(page('<meta name="citation_title" content="Coastal Erosion Rates">' +
    '<meta name="citation_author" content="Ana Ruiz"><meta name="citation_author" content="Li Wei">' +
    '<meta name="citation_publication_date" content="2021/03/15">'), 'https://j.example/paper')
  assert.equal(paper.title, 'Coastal Erosion Rates')
  assert.equal(paper.author, 'Ana Ruiz, Li Wei')
  assert.match(paper.publishedTime ?? '', /^2021-03-15/)
})

test('sailthru.author is read; role labels are not part of a name', () => {
  assert.equal(extractDocument(page('<meta name="sailthru.author" content="Maria Lopez">'), 'https://n.example/s').author, 'Maria Lopez')
  assert.equal(extractDocument(page('<meta name="author" content="Tom Baker, Contributor">'), 'https://n.example/s').author, 'Tom Baker')
  assert.equal(extractDocument(page('<meta name="author" content="Staff Writer: Jo Reed">'), 'https://n.example/s').author, 'Jo Reed')
})

test('markup inside a JSON-LD description is dropped', () => {
  const ld = { '@context': 'https://schema.org', '@type': 'Article', headline: 'H', description: '<p>Rain <b>returns</b> to the valley.</p>' }
  const d = extractDocument(page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`), 'https://n.example/r')
  assert.equal(d.description, 'Rain returns to the valley.')
})

test('a video file declared as og:image is not the image', () => {
  const d = extractDocument(page('<meta property="og:image" content="https://cdn.example/clip.mp4"><meta name="twitter:image" content="https://cdn.example/still.jpg">'), 'https://n.example/v')
  assert.equal(d.image, 'https://cdn.example/still.jpg')
})

test('a byline box: the name, not the role or section written after a line break, nor a date', () => {
  const a = extractDocument(page('', '<div class="author-info"><a href="/bio/1">Kelly Ward</a><br><span>News</span></div><p>Story</p>'), 'https://n.example/a')
  assert.equal(a.author, 'Kelly Ward')
  const b = extractDocument(page('', '<div class="author"><a href="/a/ben">Ben Stone</a> <div class="author-title">Games Editor</div></div>'), 'https://n.example/b')
  assert.equal(b.author, 'Ben Stone')
  const c = extractDocument(page('', '<cite class="byline"><span>By </span><span>JO REED</span> <abbr>March 11, 2015 3:46 PM</abbr></cite>'), 'https://n.example/c')
  assert.equal(c.author, 'JO REED')
})

test('the site name from the title is the segment that spells the host, not the story', () => {
  assert.equal(extractDocument(page('<title>LeanData | The Winds of Change</title>'), 'https://www.leandata.com/blog/winds').siteName, 'LeanData')
  assert.equal(extractDocument(page('<title>Rain returns | Valley Times</title>'), 'https://valleytimes.example/rain').siteName, 'Valley Times')
  assert.equal(extractDocument(page('<title>Rain returns | Valley Times</title>'), 'https://news.example/rain').siteName, 'Valley Times')
  // read from a mirror or a proxy: the host of the URL the page declares as its own (rel=canonical, og:url)
  const mirrored = '<title>Tidewater | Spring survey notes</title><link rel="canonical" href="https://www.tidewaterlabs.example/notes/spring">'
  assert.equal(extractDocument(page(mirrored), 'http://127.0.0.1:8080/pages/spring.html').siteName, 'Tidewater')
  assert.equal(extractDocument(page(mirrored.replace(/<link[^>]*>/, '<meta property="og:url" content="https://tidewaterlabs.example/notes/spring">')), 'http://127.0.0.1:8080/p').siteName, 'Tidewater')
})

test('a list of services after the bar is a tagline: the name is the other segment', () => {
  assert.equal(extractDocument(page('<title>Northfield Community Bank | Checking, Savings, Mortgages</title>'), 'https://www.nfcb.example/').siteName, 'Northfield Community Bank')
  // a legal form after a comma is part of a name, and a story title with a comma still gives the site
  assert.equal(extractDocument(page('<title>Careers | Acme, Inc.</title>'), 'https://jobs.example/').siteName, 'Acme, Inc.')
  assert.equal(extractDocument(page('<title>Rain, wind and hail | Valley Times</title>'), 'https://news.example/rain').siteName, 'Valley Times')
})

test('a home page title names the site first: the full-width bar splits it, and a long last segment is its tagline', () => {
  assert.equal(extractDocument(page('<title>さくら雑貨店｜手作りの食器とキッチン用品の通販</title>'), 'https://www.sakura-zakka.example/').siteName, 'さくら雑貨店')
  assert.equal(extractDocument(page('<title>Brightwater Outfitters - Kayaks, paddles and dry bags shipped across the whole of Canada</title>'), 'https://brightwater.example/index.html').siteName, 'Brightwater Outfitters')
  // deeper pages: the first segment is the page's own title
  assert.equal(extractDocument(page('<title>Returns - how to send back an order you bought in our online shop</title>'), 'https://brightwater.example/help/returns').siteName, undefined)
})

test('byline classes: BEM and compound names count; follow buttons, photos and "about the author" panels do not', () => {
  const bem = extractDocument(page('', '<div class="article__author">By Sam Lee </div><p>Story</p>'), 'https://n.example/bem')
  assert.equal(bem.author, 'Sam Lee')
  const widget = extractDocument(page('', '<ul><li class="author-follow"><a href="/x">Famous Host</a></li></ul>' +
    '<div class="author"><div class="author-name">NINA PETROVA</div></div><aside><h4 class="author__text__heading">About the author</h4></aside>'), 'https://n.example/w')
  assert.equal(widget.author, 'NINA PETROVA')
})

test('a title about an HTML element keeps its "<div>"', () => {
  assert.equal(extractDocument(page('<meta property="og:title" content="&lt;div&gt;: The Content Division element">'), 'https://docs.example/div').title, '<div>: The Content Division element')
})

const ldTag = (o: unknown): string => `<script type="application/ld+json">${JSON.stringify(o)}</script>`

test('JSON-LD: a list of @id references (a Yoast-style graph) is followed to each person', () => {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'NewsArticle', '@id': '#article', headline: 'Harbour reopens', author: [{ '@id': '#/person/1' }, { '@id': '#/person/2' }] },
      { '@type': 'Person', '@id': '#/person/1', name: 'Ines Duarte' },
      { '@type': 'Person', '@id': '#/person/2', name: 'Olu Bakare' },
    ],
  }
  assert.equal(extractDocument(page(ldTag(graph)), 'https://n.example/harbour').author, 'Ines Duarte, Olu Bakare')
})

test('schema.org uploadDate dates a video page (JSON-LD and itemprop meta)', () => {
  const video = { '@context': 'https://schema.org', '@type': 'VideoObject', name: 'Glacier timelapse', uploadDate: '2023-11-02T14:30:00+01:00' }
  assert.equal(extractDocument(page(ldTag(video)), 'https://v.example/w/1').publishedTime, '2023-11-02T13:30:00.000Z')
  const micro = '<div itemscope itemtype="https://schema.org/VideoObject"><meta itemprop="name" content="Glacier"><meta itemprop="uploadDate" content="2023-11-02"></div>'
  assert.equal(extractDocument(page('', micro), 'https://v.example/w/2').publishedTime, '2023-11-02T00:00:00.000Z')
  // a declared datePublished still comes first
  assert.equal(extractDocument(page(ldTag({ ...video, datePublished: '2023-11-05T08:00:00Z' })), 'https://v.example/w/3').publishedTime, '2023-11-05T08:00:00.000Z')
})

test('Parse.ly: the parsely-page JSON and the repeated parsely-* metas', () => {
  const json = JSON.stringify({ title: 'Tram line extended', link: 'https://n.example/tram', image_url: 'https://img.n.example/tram.jpg',
    type: 'post', pub_date: '2022-06-30T07:15:00Z', section: 'City', author: 'Kemal Aydin', tags: ['transport', 'city'] })
  const d = extractDocument(page(`<meta name="parsely-page" content='${json}'>`), 'https://n.example/tram')
  assert.equal(d.title, 'Tram line extended')
  assert.equal(d.author, 'Kemal Aydin')
  assert.equal(d.publishedTime, '2022-06-30T07:15:00.000Z')
  assert.equal(d.image, 'https://img.n.example/tram.jpg')
  assert.deepEqual(d.keywords, ['transport', 'city'])
  const metas = extractDocument(page('<meta name="parsely-title" content="Ferry fares frozen"><meta name="parsely-author" content="Kemal Aydin">' +
    '<meta name="parsely-author" content="Rosa Lind"><meta name="parsely-tags" content="ferry,prices"><meta name="parsely-image-url" content="https://img.n.example/f.jpg">'), 'https://n.example/ferry')
  assert.equal(metas.title, 'Ferry fares frozen')
  assert.equal(metas.author, 'Kemal Aydin, Rosa Lind')
  assert.deepEqual(metas.keywords, ['ferry', 'prices'])
  assert.equal(metas.image, 'https://img.n.example/f.jpg')
  // broken JSON is ignored, not fatal
  assert.equal(extractDocument(page(`<meta name="parsely-page" content='{"title": "x",'><title>Fallback</title>`), 'https://n.example/b').title, 'Fallback')
})

test('Dublin Core terms and Sailthru metas fill title, description, author, date, image and keywords', () => {
  const dc = extractDocument(page('<meta name="dcterms.title" content="Soil survey 2020"><meta name="DC.description" content="Results of the county soil survey.">' +
    '<meta name="dcterms.creator" content="Hanne Berg"><meta name="dcterms.issued" content="2020-09-14">'), 'https://gov.example/soil')
  assert.equal(dc.title, 'Soil survey 2020')
  assert.equal(dc.description, 'Results of the county soil survey.')
  assert.equal(dc.author, 'Hanne Berg')
  assert.equal(dc.publishedTime, '2020-09-14T00:00:00.000Z')
  assert.equal(extractDocument(page('<meta name="dcterms.abstract" content="An abstract.">'), 'https://gov.example/a').description, 'An abstract.')
  assert.equal(extractDocument(page('<meta name="citation_abstract" content="We measure tides.">'), 'https://j.example/t').description, 'We measure tides.')
  const st = extractDocument(page('<meta name="sailthru.title" content="Market wrap"><meta name="sailthru.description" content="Stocks closed higher.">' +
    '<meta name="sailthru.image.full" content="https://img.s.example/m.jpg"><meta name="sailthru.tags" content="markets, stocks">'), 'https://s.example/m')
  assert.equal(st.title, 'Market wrap')
  assert.equal(st.description, 'Stocks closed higher.')
  assert.equal(st.image, 'https://img.s.example/m.jpg')
  assert.deepEqual(st.keywords, ['markets', 'stocks'])
})

test('byline labels: "Written by" in English, the word for "by" on a page declared in that language', () => {
  const byline = (lang: string, text: string): string | undefined =>
    extractDocument(`<!doctype html><html lang="${lang}"><head></head><body><article><h1>Headline</h1><div class="byline">${text}</div><p>Text</p></article></body></html>`, 'https://n.example/a').author
  assert.equal(byline('en', 'Written by Jane Roe'), 'Jane Roe')
  assert.equal(byline('en', 'Posted by Jane Roe'), 'Jane Roe')
  assert.equal(byline('de', 'Von Hans Meier'), 'Hans Meier')
  assert.equal(byline('fr-FR', 'Par Marie Dupont'), 'Marie Dupont')
  assert.equal(byline('es', 'Por Ana García'), 'Ana García')
  assert.equal(byline('nl', 'Door Pieter de Vries'), 'Pieter de Vries')
  // a name that begins with the same word is kept whole
  assert.equal(byline('de', 'von der Leyen'), 'von der Leyen')
  assert.equal(byline('en', 'Von Miller'), 'Von Miller')
  assert.equal(byline('it', 'Di Maio'), 'Di Maio')
  assert.equal(byline('en', 'Par Singh Bedi'), 'Par Singh Bedi')
})

test('byline lines: the name without a reading time, an update line, a date after "on", a credit label or link text', () => {
  const byline = (html: string): string | undefined =>
    extractDocument(`<!doctype html><html lang="en"><head></head><body><article><h1>Headline</h1>${html}<p>Text</p></article></body></html>`, 'https://n.example/a').author
  assert.equal(byline('<div class="byline">By Jane Roe • 5 min read</div>'), 'Jane Roe')
  assert.equal(byline('<div class="byline">By Jane Roe | 12 minute read</div>'), 'Jane Roe')
  assert.equal(byline('<div class="byline">By Jane Roe Published 2 hours ago</div>'), 'Jane Roe')
  assert.equal(byline('<div class="byline">By Jane Roe Updated May 3, 2024</div>'), 'Jane Roe')
  assert.equal(byline('<div class="byline">By Jane Roe on May 3, 2024</div>'), 'Jane Roe')
  assert.equal(byline('<div class="byline">Posted on May 3, 2024 by Jane Roe</div>'), 'Jane Roe')
  assert.equal(byline('<a rel="author" href="/author/jane">View all posts by Jane Roe</a>'), 'Jane Roe')
  assert.equal(byline('<div class="byline">Words: Jane Roe</div>'), 'Jane Roe')
  assert.equal(byline('<div class="byline">Text: Jane Roe; Photos: Al Poe</div>'), 'Jane Roe')
  // two people stay two people
  assert.equal(byline('<div class="byline">By <a href="/a/jr">Jane Roe</a> and <a href="/a/ap">Al Poe</a></div>'), 'Jane Roe and Al Poe')
})

test('JSON-LD: the story as a WebPage mainEntity, a Person by givenName/familyName, a Language object', () => {
  const nested = { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Harbour',
    mainEntity: { '@type': 'NewsArticle', headline: 'Harbour reopens', datePublished: '2024-03-09T06:30:00+01:00', author: { '@type': 'Person', givenName: 'Ines', familyName: 'Duarte' } } }
  const d = extractDocument(page(ldTag(nested)), 'https://n.example/harbour')
  assert.equal(d.publishedTime, '2024-03-09T05:30:00.000Z')
  assert.equal(d.author, 'Ines Duarte')
  assert.equal(extractDocument(page(ldTag({ '@type': 'WebPage', inLanguage: { '@type': 'Language', name: 'Portuguese', alternateName: 'pt-BR' } })), 'https://n.example/p').lang, 'pt')
})
