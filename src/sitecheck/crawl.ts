/**
 * The crawler: the home page, then up to `maxPages` same-site pages chosen for the topics a reviewer reads
 * (terms.ts TOPIC_ORDER), from the home page's links (menus and footer included), from sitemap.xml when the
 * links leave a policy topic without a candidate, and from the links of the pages fetched. robots.txt
 * (RFC 9309) is honoured for every page after the one the caller named. One request at a time: the site's
 * host never sees two of ours at once. Every fetch goes through the safe fetcher; every page is parsed once
 * by the extraction engine (plus page-signals.ts for what a reviewer needs beyond it).
 */
import robotsParserModule from 'robots-parser'
import { Parser } from 'htmlparser2'
import type { Warning } from '../context.ts'
import { isAppError } from '../errors.ts'
import { documentFromResponse, type ExtractOptions } from '../extract/index.ts'
import type { FetchedResponse, SafeFetcher } from '../fetch/types.ts'
import { linkTopics, pageTopics, pageUrl, topicsIn } from './classify.ts'
import { slugWords } from './match.ts'
import { pageSignalsAsync } from './page-signals.ts'
import { POLICY_TOPICS, TOPIC_ORDER, type Topic } from './terms.ts'
import type { CrawledPage, CrawlResult } from './types.ts'

export interface CrawlOptions {
  maxPages: number
  signal: AbortSignal
  /** True once the overall deadline has passed (as opposed to the caller hanging up). */
  deadlineHit: () => boolean
  fresh?: boolean
  extract?: ExtractOptions
  /** Product token matched against robots.txt groups (RFC 9309 §2.2.1). */
  robotsAgent: string
}

/** robots-parser is CommonJS (`module.exports = function`); its bundled types describe an ES default export. */
interface RobotsTxt {
  isAllowed(url: string, ua?: string): boolean | undefined
  getSitemaps(): string[]
}
const robotsParser = robotsParserModule as unknown as (url: string, contents: string) => RobotsTxt

const ANY_STATUS = () => true
const MAX_SITEMAP_URLS = 5000
/** Unnamed home-page links read when policy topics are still uncovered. */
const MAX_UNNAMED = 4

/** Hosts count as the same site when they differ only by a leading "www.". */
function siteHost(host: string): string {
  return host.replace(/^www\./, '')
}

function failureOf(err: unknown): { code: string; message: string } {
  if (isAppError(err)) return { code: err.code, message: err.message }
  return { code: 'internal', message: 'the page could not be read' }
}

/** Errors that end the whole check (the address is not allowed, the service is overloaded, a bad URL). */
function fatal(err: unknown): boolean {
  return isAppError(err) && (err.code === 'fetch_blocked' || err.code === 'invalid_request' || err.code === 'service_unavailable')
}

async function toPage(res: FetchedResponse, via: CrawledPage['via'], homeTitle: string | undefined, extract: ExtractOptions | undefined): Promise<CrawledPage> {
  const doc = await documentFromResponse(res, extract)
  const html = doc.contentType === 'text/html' ? (res.text ?? '') : ''
  const signals = await pageSignalsAsync(html)
  if (doc.contentType !== 'text/html') signals.fullText = doc.text
  const { topics, sections } = pageTopics(doc, res.url, homeTitle, via === 'home')
  return { url: res.url, requestedUrl: res.requestedUrl, status: res.status, via, topics, sections, doc, signals, redirects: res.redirects }
}

/** `<loc>` values of a sitemap or sitemap index (sitemaps.org protocol), and whether it is an index. */
export function parseSitemap(xml: string): { index: boolean; urls: string[] } {
  const urls: string[] = []
  let index = false
  let inLoc = false
  let cur = ''
  const p = new Parser({
    onopentag(name) {
      const n = name.toLowerCase().replace(/^.*:/, '')
      if (n === 'sitemapindex') index = true
      if (n === 'loc') { inLoc = true; cur = '' }
    },
    ontext(t) { if (inLoc) cur += t },
    onclosetag(name) {
      if (name.toLowerCase().replace(/^.*:/, '') === 'loc') {
        inLoc = false
        if (urls.length < MAX_SITEMAP_URLS && cur.trim()) urls.push(cur.trim())
      }
    },
  }, { xmlMode: true, decodeEntities: true })
  p.write(xml.slice(0, 5_000_000))
  p.end()
  return { index, urls }
}

/**
 * Crawls from the first candidate URL that answers (a bare domain: https, http, www). Throws only what ends the
 * whole check (fetch_blocked, invalid_request, service_unavailable); everything else is in the result.
 */
export async function crawlSite(fetcher: SafeFetcher, candidates: string[], o: CrawlOptions): Promise<CrawlResult> {
  const warnings: Warning[] = []
  const result: CrawlResult = {
    startUrl: candidates[0], pages: [], failed: [], links: new Map(), disallowed: [], incomplete: false,
    robots: { url: '', status: 'absent' }, warnings,
  }
  const fetchOpts = { fresh: o.fresh, signal: o.signal, acceptStatus: ANY_STATUS }

  // 1. The home page: the first candidate that answers at all (any HTTP status is an answer).
  let homeRes: FetchedResponse | undefined
  for (const url of candidates) {
    try {
      homeRes = await fetcher.fetch(url, fetchOpts)
      break
    } catch (err) {
      if (fatal(err)) throw err
      const f = failureOf(err)
      result.homeError ??= { ...f, url }
      if (o.signal.aborted) break
    }
  }
  if (!homeRes) {
    if (o.deadlineHit()) result.incomplete = true
    return result
  }
  result.homeError = undefined
  let home = await toPage(homeRes, 'home', undefined, o.extract)
  // A stub page that only forwards by <meta http-equiv=refresh> to the same site: read the target as home.
  let refresh: string | undefined
  try {
    if (home.signals.metaRefresh && home.signals.fullText.length < 200) refresh = pageUrl(new URL(home.signals.metaRefresh, home.url).href)
  } catch { /* not a URL: no forward */ }
  if (refresh && siteHost(new URL(refresh).host) === siteHost(new URL(home.url).host) && refresh !== home.url) {
    try {
      const r = await fetcher.fetch(refresh, fetchOpts)
      if (r.status < 400) home = await toPage(r, 'home', undefined, o.extract)
    } catch (err) { if (fatal(err)) throw err }
  }
  result.home = home
  result.pages.push(home)
  if (home.status >= 400 || home.doc.contentType !== 'text/html') return result

  const origin = new URL(home.url).origin
  const host = siteHost(new URL(home.url).host)
  const homeTitle = home.doc.title
  const sameSite = (u: string) => {
    try { return siteHost(new URL(u).host) === host } catch { return false }
  }

  // 2. robots.txt of the home page's origin (RFC 9309 §2.3.1: 4xx = no rules; 5xx or no answer = disallow all).
  const robotsUrl = `${origin}/robots.txt`
  result.robots.url = robotsUrl
  let allowed: (u: string) => boolean = () => true
  let sitemapsFromRobots: string[] = []
  try {
    const r = await fetcher.fetch(robotsUrl, { ...fetchOpts, accept: 'text/plain,*/*;q=0.5', maxBytes: 500 * 1024 })
    if (r.status >= 200 && r.status < 300) {
      const robots = robotsParser(robotsUrl, r.text ?? '')
      result.robots.status = 'found'
      // Links of the www/apex twin are checked against this origin's rules.
      allowed = (u) => {
        const x = new URL(u)
        return robots.isAllowed(`${origin}${x.pathname}${x.search}`, o.robotsAgent) !== false
      }
      sitemapsFromRobots = robots.getSitemaps().filter(sameSite)
    } else if (r.status >= 500) {
      result.robots.status = 'unavailable'
      allowed = () => false
    }
  } catch (err) {
    if (fatal(err)) throw err
    if (o.signal.aborted) { result.incomplete = true; return result }
    result.robots.status = 'unavailable'
    allowed = () => false
  }
  if (result.robots.status === 'unavailable') {
    warnings.push({ source: 'site_check', code: 'robots_unavailable', message: `${robotsUrl} did not answer; per RFC 9309 no other page is fetched` })
  }

  // 3. Candidates: same-site links with a topic, best topic first.
  const visited = new Set<string>([home.requestedUrl, home.url])
  const candidates2 = new Map<string, { topics: Set<Topic>; via: 'link' | 'sitemap' }>()
  const covered = new Set<Topic>()
  const cover = (page: CrawledPage) => {
    for (const t of page.topics) covered.add(t)
    if (page.via !== 'home') for (const s of page.sections) covered.add(s.topic)
  }
  const addLink = (url: string, topics: Topic[], via: 'link' | 'sitemap') => {
    if (topics.length === 0) return
    const u = pageUrl(url)
    if (!u || !sameSite(u)) {
      // A policy as a PDF, or on another host (a help centre, a policy generator): evidence that it exists,
      // though this crawl does not read it.
      if (/^https?:/i.test(url)) for (const t of topics) {
        const l = result.links.get(t) ?? []
        if (!l.includes(url) && l.length < 20) l.push(url)
        result.links.set(t, l)
      }
      return
    }
    for (const t of topics) {
      const l = result.links.get(t) ?? []
      if (!l.includes(u) && l.length < 20) l.push(u)
      result.links.set(t, l)
    }
    const c = candidates2.get(u)
    if (c) { for (const t of topics) c.topics.add(t); return }
    candidates2.set(u, { topics: new Set(topics), via })
  }
  const addLinksOf = (page: CrawledPage) => {
    for (const l of page.doc.links) addLink(l.url, linkTopics(l.url, l.text), 'link')
  }
  addLinksOf(home)

  // 4. sitemap.xml when the links leave a policy or contact topic without a candidate.
  const core: Topic[] = [...POLICY_TOPICS, 'contact']
  if (core.some((t) => !result.links.has(t))) {
    const first = sitemapsFromRobots[0] ?? `${origin}/sitemap.xml`
    try {
      let sm = await fetcher.fetch(first, { ...fetchOpts, accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5' })
      let parsed = sm.status < 300 ? parseSitemap(sm.text ?? '') : { index: false, urls: [] }
      if (parsed.index && parsed.urls.length > 0 && sameSite(parsed.urls[0]) && !o.signal.aborted) {
        // A sitemap index: the first child sitemap (pages are usually listed before products and posts).
        sm = await fetcher.fetch(parsed.urls[0], { ...fetchOpts, accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5' })
        parsed = sm.status < 300 ? parseSitemap(sm.text ?? '') : { index: false, urls: [] }
      }
      if (sm.status < 300) {
        result.sitemap = { url: sm.url, urls: parsed.urls.length }
        for (const u of parsed.urls) addLink(u, topicsIn(slugWords(u)), 'sitemap')
      }
    } catch (err) {
      if (fatal(err)) throw err
    }
  }

  // 5. Pages, one at a time: the first candidate of the first topic not yet covered. When policy topics are still
  // uncovered and no named link is left, a few unnamed links of the home page are read, footer (last) first: a
  // legal hub or a policy under an unexpected name must not become a "missing policy".
  const tried = new Set<string>()
  const unnamed = [...home.doc.links].reverse().map((l) => pageUrl(l.url)).filter((u): u is string => !!u && sameSite(u) && !/[?]/.test(u))
  let fallbacks = 0
  const next = (): { url: string; topics: Topic[]; via: 'link' | 'sitemap' } | undefined => {
    for (const topic of TOPIC_ORDER) {
      if (covered.has(topic)) continue
      for (const [url, c] of candidates2) {
        if (!c.topics.has(topic) || tried.has(url) || visited.has(url)) continue
        return { url, topics: [...c.topics], via: c.via }
      }
    }
    if (fallbacks < MAX_UNNAMED && core.some((t) => !covered.has(t))) {
      const url = unnamed.find((u) => !tried.has(u) && !visited.has(u) && !candidates2.has(u))
      if (url) { fallbacks++; return { url, topics: [], via: 'link' } }
    }
    return undefined
  }
  let fetched = 0
  for (let cand = next(); cand && fetched < o.maxPages; cand = next()) {
    tried.add(cand.url)
    if (!allowed(cand.url)) {
      result.disallowed.push({ url: cand.url, topics: cand.topics })
      continue
    }
    if (o.signal.aborted) { result.incomplete = true; break }
    fetched++
    try {
      const res = await fetcher.fetch(cand.url, fetchOpts)
      visited.add(res.url)
      if (res.status >= 400) {
        result.failed.push({ url: cand.url, topics: cand.topics, status: res.status, code: 'http_error', message: `HTTP ${res.status}` })
        continue
      }
      const page = await toPage(res, cand.via, homeTitle, o.extract)
      // The link named the topic: a page reached by a "Returns" link is the returns page even when its own
      // slug and heading say "Service" (sections and text still have to bear it out in the checks).
      for (const t of cand.topics) if (!page.topics.includes(t) && linkNamesPage(t, page)) page.topics.push(t)
      result.pages.push(page)
      cover(page)
      addLinksOf(page)
    } catch (err) {
      if (fatal(err) && !(isAppError(err) && err.code === 'fetch_blocked')) throw err
      if (o.signal.aborted) { result.incomplete = true; break }
      const f = failureOf(err)
      result.failed.push({ url: cand.url, topics: cand.topics, code: f.code, message: f.message })
    }
  }
  if (o.deadlineHit()) result.incomplete = true
  if (result.incomplete) warnings.push({ source: 'site_check', code: 'crawl_incomplete', message: 'the deadline ended the crawl before every chosen page was read' })
  return result
}

/** A page reached through a link naming `topic` counts as that topic's page when its text is long enough to be one. */
function linkNamesPage(topic: Topic, page: CrawledPage): boolean {
  if (page.topics.length > 0) return false
  return page.doc.text.length >= 200 || topic === 'contact' || topic === 'cart' || topic === 'checkout'
}
