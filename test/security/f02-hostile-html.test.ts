/**
 * Security finding: categorize_content, similarity_score with URLs, adverse_media_check with type url and
 * the news-feed parser parsed hostile markup on the main thread with parsers whose cost grows with the
 * square of the nesting depth: a deeply nested page blocked the server for 9–15 s, a deep RSS feed 47 s.
 * Every such parse now stops at the extraction's nesting limit and runs in the extraction lanes (a large
 * page in the worker pool, under its time limit).
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { deepPage, hostileSite, watchHealth } from './helpers.ts'
import { startFixtureServer, type FixtureServer } from '../unit/media/fixture-server.ts'
import { parseFeed } from '../../src/media/feed.ts'
import { stripHtml } from '../../src/media/text.ts'
import { resolveEntityFromHtml } from '../../src/media/entity.ts'
import { createAdverseMediaEngine } from '../../src/media/engine.ts'
import { signalsFromHtml } from '../../src/intel/signals.ts'
import { createExtractPool, type TaskOutcome } from '../../src/extract/pool.ts'
import { pageSignals } from '../../src/operations/page.ts'
import { LARGE_DOCUMENT_BYTES, type ExtractionLanes } from '../../src/extract/lanes.ts'
import type { FetchedResponse } from '../../src/fetch/types.ts'

const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>s</title>${items}</channel></rss>`
const item = (title: string, body = 'Acme Holdings was fined for fraud by the regulator.') =>
  `<item><title>${title}</title><link>https://news.example/${encodeURIComponent(title)}</link><description>${body}</description><pubDate>Mon, 02 Sep 2024 10:00:00 GMT</pubDate></item>`

describe('hostile pages and feeds over the API', () => {
  let svc: Running
  let key: { apiKey: string }
  let site: Awaited<ReturnType<typeof hostileSite>>
  let news: FixtureServer
  const bakery = '<html lang="en"><head><title>Rosie\'s Bakery</title></head><body><h1>Fresh bread</h1><p>Sourdough loaves, croissants and cakes baked daily in our bakery.</p></body></html>'
  before(async () => {
    site = await hostileSite({
      '/deep': { body: deepPage(200_000) }, // 1 MB: the large lane, in the worker pool
      '/deep-small': { body: deepPage(100_000, 'b') }, // 0.5 MB, under the large-page size: this thread
      '/bakery': { body: bakery },
    }, ['deep-pages.com', 'rosies-bakery.co.uk', 'acme-holdings.com'])
    news = await startFixtureServer({
      // a feed nested 200,000 elements deep around its items, and items whose description nests deep
      '/deep': { type: 'application/rss+xml', body: rss(`${'<x>'.repeat(200_000)}${item('Acme Holdings fined')}`) },
      '/ok': { type: 'application/rss+xml', body: rss(item('Acme Holdings fined for fraud') + item('Acme Holdings probe', `${'<i>'.repeat(900)}Acme Holdings was charged with bribery`)) },
    })
    assert.ok(Buffer.byteLength(deepPage(100_000, 'b')) < LARGE_DOCUMENT_BYTES && Buffer.byteLength(deepPage(200_000)) > LARGE_DOCUMENT_BYTES)
    svc = await startService({ WEBINTEL_NEWS_PROVIDERS: `rss:${news.base}/deep?q={query},rss:${news.base}/ok?q={query}` }, { net: site.net })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
    // Loaded and warmed up (the first similarity call reads WordNet data) before the clock matters.
    await svc.services.engines.intel()
    await postJson(svc.url + '/v1/similarity_score', { source: 'fresh bread', target: 'bread baked', type: 'text' }, { 'x-api-key': key.apiKey })
  })
  after(async () => { await svc.close(); await site.fixture.close(); await news.close() })

  const post = (path: string, body: unknown) => postJson(svc.url + path, body, { 'x-api-key': key.apiKey })

  test('a 200,000-deep page in categorize_content and two 100,000-letter words in similarity_score at once: /healthz never waits over 1 s', { timeout: 120_000 }, async (t) => {
    const watch = watchHealth(svc.url)
    await new Promise((r) => setTimeout(r, 100))
    const [cat, sim] = await Promise.all([
      post('/v1/categorize_content', { url: 'http://deep-pages.com/deep' }),
      post('/v1/similarity_score', { source: 'a'.repeat(100_000), target: 'b'.repeat(100_000), type: 'text' }),
    ])
    const health = await watch.stop()
    t.diagnostic(`slowest /healthz: ${health.maxMs.toFixed(0)} ms over ${health.answers} answers`)
    assert.equal(cat.status, 200, cat.text)
    assert.equal(cat.json.data.url, 'http://deep-pages.com/deep')
    assert.equal(sim.status, 200, sim.text)
    assert.ok(health.answers > 0 && health.failures === 0, JSON.stringify(health))
    assert.ok(health.maxMs < 1000, `/healthz took ${health.maxMs.toFixed(0)} ms`)
  })

  test('deep pages under the large-page size (this thread) and over it (the pool) in categorize and similarity', { timeout: 120_000 }, async (t) => {
    const watch = watchHealth(svc.url)
    const cat = await post('/v1/categorize_content', { url: 'http://deep-pages.com/deep-small' })
    const sim = await post('/v1/similarity_score', { source: 'http://deep-pages.com/deep', target: 'http://deep-pages.com/deep-small', type: 'url' })
    const sim2 = await post('/v1/similarity_score', { source: 'http://rosies-bakery.co.uk/bakery', target: 'http://rosies-bakery.co.uk/bakery?x=1', type: 'url' })
    const health = await watch.stop()
    t.diagnostic(`slowest /healthz: ${health.maxMs.toFixed(0)} ms`)
    assert.equal(cat.status, 200, cat.text)
    assert.equal(sim.status, 200, sim.text)
    assert.equal(sim2.status, 200, sim2.text)
    assert.ok(sim2.json.data.similarity_score > 0.9, sim2.text) // ordinary pages are read as before
    assert.ok(health.maxMs < 1000, `/healthz took ${health.maxMs.toFixed(0)} ms`)
  })

  test('adverse_media_check: a 200,000-deep site page (type url) and a 200,000-deep news feed', { timeout: 120_000 }, async (t) => {
    const watch = watchHealth(svc.url)
    const byUrl = await post('/v1/adverse_media_check', { query: 'http://acme-holdings.com/deep', type: 'url', fresh: true })
    const byName = await post('/v1/adverse_media_check', { query: 'Acme Holdings', fresh: true })
    const health = await watch.stop()
    t.diagnostic(`slowest /healthz: ${health.maxMs.toFixed(0)} ms`)
    assert.equal(byUrl.status, 200, byUrl.text)
    // read up to the nesting limit: the title "Deep" does not carry the domain's label, so the label names it
    assert.equal(byUrl.json.data.entity.name, 'Acme-holdings')
    assert.equal(byName.status, 200, byName.text)
    assert.ok(byName.json.data.sources.some((s: { title: string }) => s.title === 'Acme Holdings probe'), byName.text)
    assert.ok(health.maxMs < 1000, `/healthz took ${health.maxMs.toFixed(0)} ms`)
  })
})

test('the parsers stop at the nesting limit and keep what came before it', () => {
  const feed = parseFeed(rss(item('First story') + '<x>'.repeat(300_000) + item('Never read')), 'p')
  assert.deepEqual(feed.map((i) => i.title), ['First story'])
  assert.equal(stripHtml(`<p>one</p>${'<b>'.repeat(300_000)}two`).startsWith('one'), true)
  assert.equal(resolveEntityFromHtml(`<title>Acme | Acme Corp</title>${'<div>'.repeat(300_000)}`, 'https://acme.example/').name, 'Acme')
  const s = signalsFromHtml(`<title>Deep</title><h1>Bakery</h1>${'<div>x'.repeat(300_000)}`)
  assert.equal(s.title, 'Deep')
  assert.deepEqual(s.headings, ['Bakery'])
  // RSS and Atom semantics are kept: items then entries, CDATA text, Atom links, <source> outlets
  const mixed = parseFeed(`<feed><entry><title>E</title><link rel="alternate" href="https://e.example/"/></entry></feed><rss><item><title><![CDATA[I &amp; co]]></title><link>https://i.example/</link><source url="https://o.example/">Outlet</source></item></rss>`, 'p')
  assert.deepEqual(mixed.map((i) => [i.title, i.url, i.outlet]), [['I & co', 'https://i.example/', 'Outlet'], ['E', 'https://e.example/', undefined]])
})

test('the pool runs the signals and entity tasks like the main thread, and ends one at the time limit', { timeout: 60_000 }, async () => {
  const WORKERS = new URL('../fixtures/extract/workers/', import.meta.url)
  const pool = createExtractPool({ workers: 1, timeLimitMs: 300, maxHeapMb: 256, workerUrl: new URL('hang-on-marker.ts', WORKERS) })
  try {
    const html = `<html lang="en"><head><title>Acme | Acme Corp</title><meta property="og:site_name" content="Acme Corp"></head><body><h1>Tools</h1><p>Hammers and saws.</p></body></html>`
    const signals = await pool.run('signals', { text: html }, 'https://acme.example/')
    assert.deepEqual(signals, { ok: true, value: signalsFromHtml(html, 'https://acme.example/') })
    const entity = await pool.run('entity', { bytes: Buffer.from(html), charset: 'utf-8' }, 'https://acme.example/')
    assert.deepEqual(entity, { ok: true, value: { name: 'Acme Corp', domain: 'acme.example', source: 'og_site_name' } })
    const hung = await pool.run('signals', { text: html }, 'https://acme.example/hang')
    assert.equal(hung.ok, false)
    assert.equal(!hung.ok && hung.code, 'extract_time_limit')
    assert.equal(pool.stats.restarts, 1)
  } finally { await pool.close() }
})

test('a large page goes to the pool; one the pool gave up on yields URL-only signals and the warning', async () => {
  const url = 'https://acme.example/big'
  const body = Buffer.alloc(600 * 1024, 'a')
  const response = { url, text: `<title>Big</title>${body}`, body } as unknown as FetchedResponse
  const seen: string[] = []
  const lanes = (outcome: TaskOutcome<unknown>) => ({
    acquire: async (lane: string) => { seen.push(lane); return () => {} },
    waiting: 0,
    pool: { run: async (task: string) => { seen.push(task); return outcome } },
  }) as unknown as ExtractionLanes
  const failed = await pageSignals(response, { slots: lanes({ ok: false, code: 'extract_time_limit', message: 'stopped' }) })
  assert.deepEqual(seen, ['large', 'signals'])
  assert.deepEqual(failed.warnings, [{ source: 'extract', code: 'extract_time_limit', message: 'stopped' }])
  assert.equal(failed.signals.url, url)
  assert.equal(failed.signals.text, '')
  const small = await pageSignals({ ...response, body: Buffer.from('<title>Small</title>'), text: '<title>Small</title>' } as FetchedResponse, { slots: lanes({ ok: true, value: undefined }) })
  assert.equal(small.signals.title, 'Small') // parsed here, in the small lane
  assert.deepEqual(seen.slice(2), ['small'])
})

test('stories from any provider are cut and their whitespace collapsed before screening', async () => {
  const huge = `Acme Holdings was charged with fraud.${' '.repeat(50_000)}\n\n\n${'Acme Holdings laundered money. '.repeat(5_000)}`
  const engine = createAdverseMediaEngine({
    timeoutMs: 5000,
    providers: [{ name: 'p', booleanSyntax: false, search: async () => [{ url: 'https://news.example/1', title: `Acme Holdings charged${' '.repeat(5_000)}today`, text: huge, provider: 'p' }] }],
  })
  const r = await engine.check({ query: 'Acme Holdings' })
  assert.equal(r.screenedCount, 1)
  assert.equal(r.sources[0]!.title, 'Acme Holdings charged today')
  assert.ok(r.sources[0]!.summary.length <= 400)
})
