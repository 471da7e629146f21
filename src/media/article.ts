/**
 * Reading the articles a news search returned. Feeds give a headline and a short snippet; the offence, the
 * stage of the case and who did what are usually in the article's lead and body. The reader fetches an
 * article page through the safe fetcher (address guard, redirects checked, byte cap, response cache),
 * honours the site's robots.txt (RFC 9309, parsed by robots-parser) and locates the main text with the page
 * extraction pipeline (src/extract). `readArticles` bounds the work: how many pages, one page per host at a
 * time, a total deadline. A page that cannot be read is reported, never fatal: the story is judged on its
 * snippet and the result says so in `warnings`.
 */
import robotsModule from 'robots-parser'
import { AppError, isAppError } from '../errors.ts'
import type { SafeFetcher } from '../fetch/types.ts'
import { createLimiter } from '../fetch/limiter.ts'
import { scrapeCandidates, type ExtractionLanes } from '../extract/lanes.ts'

export interface ArticleText {
  /** The final URL after redirects. */
  url: string
  /** The page's headline (`<title>`/og:title as extracted), may be empty. */
  title: string
  /** The page's description (meta/og description), often the standfirst. */
  lead: string
  /** The visible main text of the page (navigation, header, footer and asides removed). */
  text: string
}

export type ArticleReader = (url: string, signal: AbortSignal) => Promise<ArticleText>

// robots-parser is CommonJS (module.exports = function); its typings declare an ES default export.
const robotsParser = robotsModule as unknown as typeof robotsModule.default

/** The user agent token matched against robots.txt groups. */
export const ROBOTS_AGENT = 'webintel'

interface RobotsEntry { robots: { isAllowed(url: string, ua?: string): boolean | undefined } | 'allow-all' | 'deny-all'; at: number }

/**
 * An ArticleReader over the safe fetcher. robots.txt is fetched once per origin and kept `robotsTtlMs`:
 * RFC 9309 §2.3.1: an unavailable file (4xx) allows everything, an unreachable one (5xx, network failure)
 * disallows everything.
 */
export function createArticleReader(deps: { fetcher: SafeFetcher; slots?: ExtractionLanes; maxBytes?: number; robotsTtlMs?: number; now?: () => number }): ArticleReader {
  const robotsCache = new Map<string, RobotsEntry>()
  const ttl = deps.robotsTtlMs ?? 3600_000
  const now = deps.now ?? Date.now
  const capped: SafeFetcher = { fetch: (u, o) => deps.fetcher.fetch(u, { ...o, maxBytes: deps.maxBytes ?? o?.maxBytes }), close: () => Promise.resolve() }

  async function robotsFor(origin: string, signal: AbortSignal): Promise<RobotsEntry['robots']> {
    const hit = robotsCache.get(origin)
    if (hit && now() - hit.at < ttl) return hit.robots
    let robots: RobotsEntry['robots']
    try {
      const res = await deps.fetcher.fetch(`${origin}/robots.txt`, { signal, accept: 'text/plain', maxBytes: 512 * 1024, acceptStatus: (s) => s < 500 })
      if (res.status >= 400) robots = 'allow-all'
      else robots = robotsParser(`${origin}/robots.txt`, res.text ?? res.body.toString('utf8'))
    } catch (err) {
      if (signal.aborted) throw err
      // a refused address is refused for the article too; say so there
      if (isAppError(err) && err.code === 'fetch_blocked') throw err
      robots = 'deny-all'
    }
    if (robotsCache.size > 5000) robotsCache.delete(robotsCache.keys().next().value!)
    robotsCache.set(origin, { robots, at: now() })
    return robots
  }

  return async (url, signal) => {
    let u: URL
    try { u = new URL(url) } catch { throw new AppError('invalid_request', 'the article link is not a URL') }
    if (!/^https?:$/.test(u.protocol)) throw new AppError('fetch_blocked', 'the article link is not http(s)')
    // Google News item links open a script redirect page, not the article: nothing to read there
    if (/(?:^|\.)news\.google\.com$/i.test(u.hostname)) throw new AppError('fetch_failed', 'the link is a Google News redirect page, not the article')
    const robots = await robotsFor(u.origin, signal)
    const allowed = robots === 'allow-all' ? true : robots === 'deny-all' ? false : robots.isAllowed(u.toString(), ROBOTS_AGENT) !== false
    if (!allowed) throw new AppError('fetch_blocked', 'robots.txt disallows reading this article', { details: { reason: 'robots_txt' } })
    // An article is read for its headline, description and main text: no contact pass (emails, telephone numbers).
    const page = await scrapeCandidates(capped, [u.toString()], { signal, slots: deps.slots, documentOnly: true, extract: { contacts: false } })
    if (page.response.contentType && !/html|xml|text\/plain/.test(page.response.contentType)) throw new AppError('fetch_failed', `the article is ${page.response.contentType}, not a page`)
    const d = page.document
    const title = d.openGraph['og:title']?.[0] ?? d.title ?? ''
    return { url: page.response.url, title, lead: d.description ?? '', text: d.text ?? '' }
  }
}

export interface ReadLimits {
  /** Articles read per screening at most. */
  maxArticles: number
  /** Pages fetched at once (all hosts). */
  concurrency: number
  /** Deadline for all reads of one screening, milliseconds. */
  budgetMs: number
}

export interface ReadOutcome { index: number; article?: ArticleText; error?: { code: string; message: string } }

/**
 * Reads the articles at `urls` (already ranked, best first; the first `maxArticles` are read), `concurrency`
 * at once and one per host at a time, all within `budgetMs`. Never throws: every URL gets an outcome.
 */
export async function readArticles(reader: ArticleReader, urls: string[], limits: ReadLimits, signal?: AbortSignal): Promise<ReadOutcome[]> {
  const deadline = AbortSignal.timeout(limits.budgetMs)
  const sig = signal ? AbortSignal.any([signal, deadline]) : deadline
  const limiter = createLimiter(Math.max(1, limits.concurrency), 1)
  const hostOf = (u: string) => { try { return new URL(u).host } catch { return u } }
  return Promise.all(urls.slice(0, limits.maxArticles).map(async (url, index): Promise<ReadOutcome> => {
    let release: (() => void) | undefined
    try {
      release = await limiter.acquire(hostOf(url), sig)
      const article = await reader(url, sig)
      if (article.text.trim().length < 80) return { index, error: { code: 'article_empty', message: 'no article text was found on the page' } }
      return { index, article }
    } catch (err) {
      if (deadline.aborted && !signal?.aborted) return { index, error: { code: 'article_timeout', message: `not read within ${limits.budgetMs} ms` } }
      return { index, error: { code: isAppError(err) ? err.code : 'fetch_failed', message: isAppError(err) ? err.publicMessage : 'the page could not be read' } }
    } finally { release?.() }
  }))
}
