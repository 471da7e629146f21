import { test } from 'node:test'
import assert from 'node:assert/strict'
import { AppError } from '../../../src/errors.ts'
import { createArticleReader, readArticles, type ArticleReader } from '../../../src/media/article.ts'
import type { FetchedResponse, SafeFetcher } from '../../../src/fetch/types.ts'

function response(url: string, status: number, text: string, contentType = 'text/html'): FetchedResponse {
  const body = Buffer.from(text)
  return { requestedUrl: url, url, status, headers: {}, contentType, body, truncated: false, text, charset: 'utf-8', redirects: [], remoteAddress: '93.184.215.14', elapsedMs: 1 }
}

/** A fetcher over a map of URL → [status, body]; records what was asked. */
function fakeFetcher(pages: Record<string, [number, string] | Error>): SafeFetcher & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    async fetch(u, opts) {
      const url = String(u)
      asked.push(url)
      const p = pages[url]
      if (p instanceof Error) throw p
      if (!p) throw new AppError('fetch_failed', 'HTTP 404', { details: { status: 404 } })
      if (p[0] >= 400 && !opts?.acceptStatus?.(p[0])) throw new AppError('fetch_failed', `HTTP ${p[0]}`, { details: { status: p[0] } })
      return response(url, p[0], p[1], url.endsWith('robots.txt') ? 'text/plain' : 'text/html')
    },
    close: async () => {},
  }
}

const ARTICLE = '<html><head><title>Acme fined</title><meta name="description" content="The regulator fined Acme."></head><body><nav>Home</nav><article><h1>Acme fined</h1>'
  + '<p>Acme Ltd was fined £2m by the regulator for failures in its anti-money laundering controls, the authority said on Monday.</p></article><footer>© News</footer></body></html>'

test('the reader returns the headline, the lead and the main text (navigation and footer left out)', async () => {
  const f = fakeFetcher({ 'https://n.example.com/robots.txt': [404, ''], 'https://n.example.com/a': [200, ARTICLE] })
  const a = await createArticleReader({ fetcher: f })('https://n.example.com/a', AbortSignal.timeout(5000))
  assert.equal(a.title, 'Acme fined')
  assert.equal(a.lead, 'The regulator fined Acme.')
  assert.match(a.text, /fined £2m by the regulator for failures/)
  assert.doesNotMatch(a.text, /© News/)
})

test('Google News redirect links are not fetched', async () => {
  const f = fakeFetcher({})
  await assert.rejects(createArticleReader({ fetcher: f })('https://news.google.com/rss/articles/CBMiXGh0?oc=5', AbortSignal.timeout(5000)), /Google News redirect/)
  assert.deepEqual(f.asked, [])
})

test('robots.txt: a disallowed path is refused without fetching it; 5xx or no answer disallows the site, 4xx allows it (RFC 9309)', async () => {
  const f = fakeFetcher({
    'https://a.example.com/robots.txt': [200, 'User-agent: *\nDisallow: /private/\n\nUser-agent: webintel\nDisallow: /members/\n'],
    'https://a.example.com/private/x': [200, ARTICLE], 'https://a.example.com/members/x': [200, ARTICLE], 'https://a.example.com/news/x': [200, ARTICLE],
    'https://b.example.com/robots.txt': [503, ''], 'https://b.example.com/x': [200, ARTICLE],
    'https://c.example.com/robots.txt': [403, ''], 'https://c.example.com/x': [200, ARTICLE],
  })
  const read = createArticleReader({ fetcher: f })
  const sig = () => AbortSignal.timeout(5000)
  const refused = (e: unknown) => e instanceof AppError && e.code === 'fetch_blocked' && /robots/.test(e.message)
  // the group for "webintel" applies, not "*": /members/ is refused, /private/ is not
  await assert.rejects(read('https://a.example.com/members/x', sig()), refused)
  assert.match((await read('https://a.example.com/private/x', sig())).text, /fined/)
  assert.match((await read('https://a.example.com/news/x', sig())).text, /fined/)
  await assert.rejects(read('https://b.example.com/x', sig()), refused)
  assert.match((await read('https://c.example.com/x', sig())).text, /fined/)
  assert.ok(!f.asked.includes('https://a.example.com/members/x') && !f.asked.includes('https://b.example.com/x'))
  assert.equal(f.asked.filter((u) => u === 'https://a.example.com/robots.txt').length, 1, 'robots.txt is fetched once per origin')
})

test('readArticles bounds: at most maxArticles, one page per host at a time, the whole within budgetMs; never throws', async () => {
  let active = new Map<string, number>(), maxPerHost = 0, calls = 0
  const reader: ArticleReader = async (url, signal) => {
    calls++
    const host = new URL(url).host
    active.set(host, (active.get(host) ?? 0) + 1)
    maxPerHost = Math.max(maxPerHost, active.get(host)!)
    try {
      if (url.includes('slow')) await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new AppError('upstream_timeout', 'aborted')), { once: true }))
      if (url.includes('fail')) throw new AppError('fetch_failed', 'HTTP 500')
      await new Promise((r) => setTimeout(r, 5))
      return { url, title: 't', lead: '', text: 'x'.repeat(200) }
    } finally { active.set(host, active.get(host)! - 1) }
  }
  const urls = ['https://a.example.com/1', 'https://a.example.com/2', 'https://a.example.com/3', 'https://b.example.com/fail', 'https://c.example.com/slow', 'https://d.example.com/never']
  const out = await readArticles(reader, urls, { maxArticles: 5, concurrency: 4, budgetMs: 300 })
  assert.equal(out.length, 5)
  assert.equal(calls, 5, 'the sixth URL is beyond maxArticles')
  assert.equal(maxPerHost, 1)
  assert.deepEqual(out.slice(0, 3).map((o) => Boolean(o.article)), [true, true, true])
  assert.equal(out[3]!.error?.code, 'fetch_failed')
  assert.equal(out[4]!.error?.code, 'article_timeout')
  active = new Map()
})
