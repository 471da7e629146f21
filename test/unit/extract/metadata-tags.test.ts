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
