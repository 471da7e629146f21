import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { createMemoryCache } from '../../../src/cache/memory.ts'
import { AppError } from '../../../src/errors.ts'
import { createAdverseMediaEngine } from '../../../src/media/engine.ts'
import { createNewsHttp } from '../../../src/media/http.ts'
import { createProviders } from '../../../src/media/sources/index.ts'
import { loadSection } from '../../../src/config/vars.ts'
import { mediaConfigSection } from '../../../src/media/config.ts'
import { fixture, startFixtureServer, type FixtureServer } from './fixture-server.ts'

let srv: FixtureServer
const http = createNewsHttp()
const NOW = Date.parse('2025-03-15T00:00:00Z')

before(async () => {
  srv = await startFixtureServer({
    '/gdelt': { body: fixture('gdelt.json') },
    '/gnews': { body: fixture('googlenews.xml'), type: 'application/rss+xml' },
    '/newsapi': { body: fixture('newsapi.json') },
    '/atom': { body: fixture('atom.xml'), type: 'application/atom+xml' },
    '/broken': { status: 503, body: 'unavailable' },
    '/slow': { body: fixture('atom.xml'), delayMs: 1500 },
  })
})
after(async () => { await srv.close(); await http.close() })

function engine(providers: string, extra: Record<string, string> = {}, opts: Partial<Parameters<typeof createAdverseMediaEngine>[0]> = {}) {
  const cfg = loadSection(mediaConfigSection, {
    WEBINTEL_NEWS_PROVIDERS: providers, WEBINTEL_GDELT_BASE_URL: `${srv.base}/gdelt`, WEBINTEL_GOOGLENEWS_BASE_URL: `${srv.base}/gnews`,
    WEBINTEL_NEWSAPI_BASE_URL: `${srv.base}/newsapi`, WEBINTEL_NEWSAPI_KEY: 'test-key', WEBINTEL_NEWS_TIMEOUT_MS: '800', ...extra,
  })
  return createAdverseMediaEngine({ providers: createProviders(cfg, http), timeoutMs: 1000, now: () => NOW, ...opts })
}

test('all four provider kinds: relevant adverse stories only, de-duplicated, most serious first', async () => {
  srv.requests.length = 0
  const e = engine(`gdelt,googlenews,newsapi,rss:${srv.base}/atom?q={query}`)
  const r = await e.check({ query: 'Globex Trading Ltd', type: 'entity' })
  assert.equal(r.adverseMediaFound, true)
  assert.deepEqual(r.warnings, [])
  const titles = r.sources.map((s) => s.title)
  // the laundering story came from GDELT and Google News (different URLs, same headline): listed once
  assert.equal(titles.filter((t) => t === 'Globex Trading charged with money laundering in Malta').length, 1)
  const laundering = r.sources.find((s) => s.title.startsWith('Globex Trading charged'))!
  assert.deepEqual(laundering.outlets.sort(), ['Malta Courier', 'news.example'])
  assert.ok(laundering.categories.includes('money_laundering'))
  assert.equal(laundering.date, '2025-03-10')
  assert.ok(titles.includes('Globex Trading fined £2m by regulator over sanctions breaches'))
  assert.ok(titles.includes('Investors sue Globex Trading Ltd over collapsed fund'))
  // acquittal, award, sponsorship and the namesake-free unrelated story are screened out
  for (const t of titles) assert.doesNotMatch(t, /acquitted|award|sponsors|Hartley|founder/)
  // most serious first: by risk (adverse × severity × relevance × recency × reliability)
  for (let i = 1; i < r.sources.length; i++) assert.ok(r.sources[i - 1]!.risk! >= r.sources[i]!.risk!, 'sources are ordered by risk')
  assert.equal(laundering.stage, 'charge')
  assert.equal(laundering.role, 'subject')
  assert.equal(r.sources.find((s) => s.title.includes('fined £2m'))!.stage, 'settlement')
  assert.ok(r.riskScore > 0.5 && r.riskScore <= 1)
  assert.equal(r.screenedCount, 8, '9 items, one story carried twice')
  for (const s of r.sources) { assert.match(s.date, /^(\d{4}-\d{2}-\d{2})?$/); assert.ok(s.summary.length > 0); assert.ok(s.relevance >= 0.5) }
  // query building reached the providers: quoted names, adverse terms for boolean sources, key header
  const g = srv.requests.find((q) => q.path === '/gdelt')!
  assert.match(g.url.searchParams.get('query')!, /^\("Globex Trading Ltd" OR "Globex Trading"\) \(fraud OR laundering/)
  assert.equal(g.url.searchParams.get('format'), 'json')
  assert.equal(srv.requests.find((q) => q.path === '/newsapi')!.headers['x-api-key'], 'test-key')
  assert.equal(srv.requests.find((q) => q.path === '/atom')!.url.searchParams.get('q'), '"Globex Trading Ltd" OR "Globex Trading"')
})

test('a clean entity: no sources, low risk, screened stories counted', async () => {
  const r = await engine(`rss:${srv.base}/atom?q={query}`).check({ query: 'Initech LLC' })
  assert.equal(r.adverseMediaFound, false)
  assert.deepEqual(r.sources, [])
  assert.equal(r.riskScore, 0)
  assert.equal(r.screenedCount, 2)
})

test('namesake rejection: Mary Hartley\'s conviction is not John Hartley\'s', async () => {
  const r = await engine(`rss:${srv.base}/atom?q={query}`).check({ query: 'John Hartley' })
  assert.equal(r.adverseMediaFound, false)
  const m = await engine(`rss:${srv.base}/atom?q={query}`).check({ query: 'Mary Hartley' })
  assert.equal(m.adverseMediaFound, true)
  assert.deepEqual(m.sources[0]!.categories.includes('fraud'), true)
})

test('a failing provider gives a partial result with a warning; a slow one a timeout warning', async () => {
  const r = await engine(`gdelt,rss:${srv.base}/broken?q={query}`).check({ query: 'Globex Trading' })
  assert.equal(r.adverseMediaFound, true)
  assert.equal(r.warnings.length, 1)
  assert.equal(r.warnings[0]!.code, 'provider_failed')
  assert.equal(r.warnings[0]!.source, `news:rss:${new URL(srv.base).host}`)
  const s = await engine(`gdelt,rss:${srv.base}/slow?q={query}`).check({ query: 'Globex Trading' })
  assert.deepEqual(s.warnings.map((w) => w.code), ['provider_timeout'])
})

test('every provider failing is fetch_failed', async () => {
  await assert.rejects(engine(`rss:${srv.base}/broken?q={query}`).check({ query: 'Globex Trading' }),
    (err: unknown) => err instanceof AppError && err.code === 'fetch_failed' && err.status === 502)
})

test('results are cached; fresh bypasses the cache', async () => {
  const cache = createMemoryCache()
  const e = engine(`rss:${srv.base}/atom?q={query}`, {}, { cache, cacheTtlMs: 60_000 })
  const count = () => srv.requests.filter((q) => q.path === '/atom').length
  const before = count()
  const a = await e.check({ query: 'Globex Trading' })
  const b = await e.check({ query: 'globex trading' })
  assert.equal(count(), before + 1)
  // one cache entry for the normalised name; each answer names the entity as its caller spelled it
  assert.deepEqual({ ...b, entity: undefined }, { ...a, entity: undefined })
  assert.equal(a.entity?.name, 'Globex Trading')
  assert.equal(b.entity?.name, 'globex trading')
  await e.check({ query: 'Globex Trading' }, { fresh: true })
  assert.equal(count(), before + 2)
})

test('validation: empty, too long, wrong type', async () => {
  const e = engine('gdelt')
  const bad = (err: unknown) => err instanceof AppError && err.code === 'invalid_request'
  await assert.rejects(e.check({ query: '   ' }), bad)
  await assert.rejects(e.check({ query: 'x'.repeat(201) }), bad)
  await assert.rejects(e.check({ query: 'Globex', type: 'person' }), bad)
  await assert.rejects(e.check({ query: 'not a url', type: 'url' }), bad)
  await e.check({ query: 'x'.repeat(200) }) // the limit itself is allowed
})

test('the query: bidirectional marks dropped, line breaks are spaces, other control characters and lone surrogates refused', async () => {
  const e = engine(`rss:${srv.base}/atom?q={query}`)
  srv.requests.length = 0
  const r = await e.check({ query: '\u202bGlobex\u200f\nTrading\u202c' })
  assert.equal(r.entity?.name, 'Globex Trading')
  assert.equal(r.adverseMediaFound, true)
  assert.doesNotMatch(srv.requests.find((q) => q.path === '/atom')!.url.searchParams.get('q')!, /[\u200f\u202b\u202c\n]/)
  const bad = (err: unknown) => err instanceof AppError && err.code === 'invalid_request' && /control characters|well-formed/.test(err.message)
  await assert.rejects(e.check({ query: 'Globex\u0000Trading' }), bad)
  await assert.rejects(e.check({ query: 'Globex \ud800Trading' }), bad)
  await assert.rejects(e.check({ query: '\u200e\u200f' }), (err: unknown) => err instanceof AppError && /must not be empty/.test(err.message))
  // joiners are part of a spelling: kept
  const fa = await e.check({ query: 'می\u200cخواهم' })
  assert.equal(fa.entity?.name, 'می\u200cخواهم')
})

test('type url: the entity comes from the injected resolver, and both name and domain are searched', async () => {
  srv.requests.length = 0
  const seen: string[] = []
  const e = engine(`gdelt,rss:${srv.base}/atom?q={query}`, {}, { resolveEntity: async (u) => { seen.push(u); return { name: 'Globex Trading Ltd', domain: 'globex.example' } } })
  const r = await e.check({ query: 'https://www.globex.example/about', type: 'url' })
  assert.deepEqual(seen, ['https://www.globex.example/about'])
  assert.deepEqual(r.entity, { name: 'Globex Trading Ltd', domain: 'globex.example' })
  assert.equal(r.adverseMediaFound, true)
  assert.match(srv.requests.find((q) => q.path === '/gdelt')!.url.searchParams.get('query')!, /"globex\.example"/)
  assert.match(srv.requests.find((q) => q.path === '/atom')!.url.searchParams.get('q')!, /"globex\.example"/)
})

test('provider selection is validated at start', () => {
  const mk = (p: string, env: Record<string, string> = {}) => () => createProviders(loadSection(mediaConfigSection, { WEBINTEL_NEWS_PROVIDERS: p, ...env }), http)
  assert.deepEqual(mk('gdelt,googlenews')().map((p) => p.name), ['gdelt', 'googlenews'])
  assert.throws(mk('bing'), /unknown provider/)
  assert.throws(mk('newsapi'), /WEBINTEL_NEWSAPI_KEY/)
  assert.throws(mk('rss:ftp://x/{query}'), /http\(s\)/)
  assert.throws(mk('rss:https://x.example/search'), /\{query\}/)
  assert.deepEqual(loadSection(mediaConfigSection, {}).providers, ['gdelt', 'googlenews'])
})

test('articles: the best-ranked stories are read (bounded), classified on their text; unread ones fall back with one warning', async () => {
  const items = [
    { url: 'https://a.example.com/1', title: 'Quarterly results at Orbis Freight', text: 'Orbis Freight reported revenue of $2bn.', provider: 'fake' },
    { url: 'https://b.example.com/2', title: 'Orbis Freight under investigation', text: 'Orbis Freight, the logistics group, said on Monday that …', provider: 'fake' },
    { url: 'https://c.example.com/3', title: 'Port operators face questions', text: 'Several operators were named in a report.', provider: 'fake' },
    { url: 'https://d.example.com/4', title: 'Orbis Freight sponsors a marathon', text: 'Orbis Freight sponsors the city marathon.', provider: 'fake' },
  ]
  const provider = { name: 'fake', booleanSyntax: false, search: async () => items }
  const pages: Record<string, string> = {
    'https://b.example.com/2': 'Prosecutors charged Orbis Freight with customs fraud and money laundering on Monday. The company is accused of laundering $40m through shell companies.',
  }
  const read: string[] = []
  const e = createAdverseMediaEngine({
    providers: [provider], timeoutMs: 1000, now: () => NOW, readLimits: { maxArticles: 2, concurrency: 2, budgetMs: 1000 },
    readArticle: async (url) => {
      read.push(url)
      if (!pages[url]) throw new AppError('fetch_failed', 'HTTP 500')
      return { url, title: '', lead: '', text: pages[url]! }
    },
  })
  const r = await e.check({ query: 'Orbis Freight' })
  assert.equal(read.length, 2, 'maxArticles bounds the reads')
  assert.equal(read[0], 'https://b.example.com/2', 'the story that names the entity and reads as adverse is read first')
  assert.equal(r.adverseMediaFound, true)
  const s = r.sources.find((x) => x.url === 'https://b.example.com/2')!
  assert.equal(s.textSource, 'article')
  assert.equal(s.stage, 'charge')
  assert.ok(s.categories.includes('money_laundering') && s.categories.includes('fraud'), s.categories.join())
  assert.match(s.evidence, /^Prosecutors charged Orbis Freight/)
  assert.equal(r.warnings.length, 1)
  assert.equal(r.warnings[0]!.code, 'article_unread')
  assert.match(r.warnings[0]!.message, /^1 of 2 articles could not be read/)
})
