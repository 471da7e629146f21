/**
 * Metadata defects seen on third-party extractor pages (docs/extract.md), each through the real
 * `POST /v1/scrape_metadata`: the fetcher, charset handling and the extraction engine run as in production and
 * only the network is a loopback fixture server. The engine-level cases are in
 * test/unit/extract/metadata-tags.test.ts and test/unit/fetch/charset.test.ts.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../helpers/net-stub.ts'

const page = (head: string, body = '<p>Text</p>'): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`

/** Pages of the fixture site, by path: [content-type, body]. */
const PAGES: Record<string, [string, Buffer | string]> = {
  // "Привет, мир" in windows-1251, declared only after 1,500 bytes of head (no charset in the header)
  '/late-charset': ['text/html', Buffer.concat([
    Buffer.from(`<html><head><!-- ${'x'.repeat(1500)} --><meta charset="windows-1251"><title>`, 'latin1'),
    Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x2c, 0x20, 0xec, 0xe8, 0xf0]),
    Buffer.from('</title></head><body><p>x</p></body></html>', 'latin1'),
  ])],
  '/dc-title': ['text/html; charset=utf-8', page('<meta name="DC.title" content="A Study of Tides"><meta name="dc.creator" content="Ana Ruiz">')],
  '/citation': ['text/html; charset=utf-8', page('<meta name="citation_title" content="Coastal Erosion Rates">' +
    '<meta name="citation_author" content="Ana Ruiz"><meta name="citation_author" content="Li Wei">' +
    '<meta name="citation_publication_date" content="2021/03/15">')],
  '/sailthru': ['text/html; charset=utf-8', page('<meta name="sailthru.author" content="Maria Lopez"><title>Story</title>')],
  '/byline': ['text/html; charset=utf-8', page('<title>Story</title>',
    '<div class="author-info"><a href="/bio/1">Kelly Sheridan</a><br><span>News</span></div><p>Body text of the story.</p>')],
  '/contributor': ['text/html; charset=utf-8', page('<meta name="author" content="By Tom Baker, Contributor">')],
  '/jsonld-markup': ['text/html; charset=utf-8', page(`<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Rain', description: '<p>Rain <b>returns</b> to the valley.</p>',
  })}</script>`)],
  '/video-image': ['text/html; charset=utf-8', page('<meta property="og:image" content="/media/clip.mp4"><meta name="twitter:image" content="/media/still.jpg">')],
  '/cdn-image': ['text/html; charset=utf-8', page('<meta property="og:image" content="//cdn.example.net/cover.jpg">')],
  '/site-from-title': ['text/html; charset=utf-8', page('<title>Rain returns to the valley after a dry summer | Valley Times</title>')],
  '/app': ['text/html; charset=utf-8', page('<title>Acme Store</title><meta name="description" content="Shoes and bags"><script src="/static/app.js" defer></script>',
    '<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>')],
  '/contact': ['text/html; charset=utf-8', page('<title>Contact</title>',
    '<p>Write to info@valley-times.com or call +44 20 7946 0958.</p><a href="https://twitter.com/valleytimes">Twitter</a>')],
}

describe('POST /v1/scrape_metadata: the metadata defects of issue 14', () => {
  let site: http.Server
  let svc: Running
  let key: { apiKey: string }
  before(async () => {
    site = http.createServer((req, res) => {
      const hit = PAGES[new URL(req.url!, 'http://x').pathname]
      if (!hit) return res.writeHead(404).end()
      res.writeHead(200, { 'content-type': hit[0] }).end(hit[1])
    })
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const net = stubNet({ 'news.example.com': [[PUBLIC_A]] }, { [PUBLIC_A]: (site.address() as AddressInfo).port })
    svc = await startService({ WEBINTEL_INTEL_PRELOAD: 'false' }, { net })
    key = await svc.newKey({ rateLimitPerMinute: 100000 })
  })
  after(async () => { await svc.close(); site.close() })

  const scrape = async (path: string, fields: string[]): Promise<Record<string, string>> => {
    const r = await postJson(`${svc.url}/v1/scrape_metadata`, { url: `http://news.example.com${path}`, fields }, { 'x-api-key': key.apiKey })
    assert.equal(r.status, 200, r.text)
    return r.json.data
  }

  test('a <meta charset> after the first 1,024 bytes re-decodes the page', async () => {
    assert.equal((await scrape('/late-charset', ['title'])).title, 'Привет, мир')
  })

  test('DC.title / dc.creator and the Highwire citation_* tags are read', async () => {
    const dc = await scrape('/dc-title', ['title', 'author'])
    assert.equal(dc.title, 'A Study of Tides')
    assert.equal(dc.author, 'Ana Ruiz')
    const paper = await scrape('/citation', ['title', 'author', 'published_time'])
    assert.equal(paper.title, 'Coastal Erosion Rates')
    assert.equal(paper.author, 'Ana Ruiz, Li Wei')
    assert.match(paper.published_time, /^2021-03-15/)
  })

  test('sailthru.author is read; bylines are not run together and lose their labels', async () => {
    assert.equal((await scrape('/sailthru', ['author'])).author, 'Maria Lopez')
    assert.equal((await scrape('/byline', ['author'])).author, 'Kelly Sheridan')
    assert.equal((await scrape('/contributor', ['author'])).author, 'Tom Baker')
  })

  test('HTML markup in a JSON-LD description is reduced to its text', async () => {
    assert.equal((await scrape('/jsonld-markup', ['description'])).description, 'Rain returns to the valley.')
  })

  test('an .mp4 is never the image', async () => {
    assert.equal((await scrape('/video-image', ['image'])).image, 'http://news.example.com/media/still.jpg')
  })

  test('a scheme-relative og:image on a page read over http: the same https URL by name and as image', async () => {
    const d = await scrape('/cdn-image', ['og:image', 'image'])
    assert.equal(d.image, 'https://cdn.example.net/cover.jpg')
    assert.equal(d['og:image'], d.image)
  })

  test('the site name is not the story part of the title', async () => {
    assert.equal((await scrape('/site-from-title', ['site_name'])).site_name, 'Valley Times')
  })

  test('a page its scripts build in the browser: the head metadata, and a needs_rendering warning', async () => {
    const d = await scrape('/app', ['title', 'description', 'emails']) as unknown as { title: string; description: string; warnings: Array<{ code: string; message: string }> }
    assert.equal(d.title, 'Acme Store')
    assert.equal(d.description, 'Shoes and bags')
    assert.deepEqual(d.warnings.map((w) => w.code), ['needs_rendering'])
    assert.match(d.warnings[0]!.message, /JavaScript/)
    // a page with text and scripts is not one
    assert.deepEqual((await scrape('/contact', ['title'])).warnings, [])
  })

  test('contact fields are answered whether or not other fields are asked with them (contacts are extracted only when asked)', async () => {
    assert.deepEqual(await scrape('/contact', ['title']), { title: 'Contact', content_type: 'text/html', warnings: [] })
    const d = await scrape('/contact', ['title', 'emails', 'phone_numbers', 'social_links'])
    assert.deepEqual([d.title, d.emails, d.social_links], ['Contact', 'info@valley-times.com', 'https://x.com/valleytimes'])
    assert.match(d.phone_numbers, /^\+44 ?20 ?7946 ?0958$/)
    const byDefault = (await postJson(`${svc.url}/v1/scrape_metadata`, { url: 'http://news.example.com/contact' }, { 'x-api-key': key.apiKey })).json.data
    assert.equal(byDefault.emails, 'info@valley-times.com')
  })
})
