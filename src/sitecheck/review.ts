/**
 * What every check reads: the crawl, its usable pages with their normalised text, and the verdict on whether
 * the site can be reviewed at all (reachable, live, rendered without JavaScript). Content checks never `fail`
 * on a site that cannot be reviewed: they answer `unknown` with the reason.
 */
import { getDomain } from 'tldts'
import { isIP } from 'node:net'
import { normalize, termMatcher, type TermMatcher } from './match.ts'
import { latinLetters } from '../text/scripts.ts'
import { CONSTRUCTION_PHRASES, PARKED_PHRASES, PARKING_HOSTS, PASSWORD_PHRASES, SERVER_DEFAULT_TITLES } from './terms.ts'
import type { CheckReason, CheckStatus, CrawledPage, CrawlResult, Evidence, SiteCheck, CheckCode } from './types.ts'

export interface Review {
  crawl: CrawlResult
  home: CrawledPage | undefined
  /** Pages that answered 2xx with HTML, home first. */
  pages: CrawledPage[]
  /** Normalised full text per page URL. */
  norm: Map<string, string>
  /** The host of the home page (after redirects) without www.; the requested host when there is no home. */
  host: string
  /** Registrable domain of `host` (tldts), or the IP address. */
  siteDomain: string
  isIpHost: boolean
  needsRendering: boolean
  /** The home page is parked, unfinished, locked or empty (the check that says so carries the evidence). */
  notLive: 'parked' | 'under_construction' | 'password' | 'empty' | undefined
  /** Content checks may fail: reachable, live, rendered, and pages had text. */
  reviewable: boolean
  /** Why content checks are unknown when not reviewable. */
  blocker: CheckReason | undefined
  /**
   * The pages read are written mostly in a script other than Latin: the topic words (eight Latin-script
   * languages, terms.ts) cannot read them, so finding no policy is no evidence that there is none.
   */
  unreadScript: boolean
}

export function check(code: CheckCode, status: CheckStatus, message: string, evidence: Evidence[] = [], reason?: CheckReason): SiteCheck {
  return reason ? { code, status, message, evidence: evidence.slice(0, 5), reason } : { code, status, message, evidence: evidence.slice(0, 5) }
}

export const clip = (s: string, n = 200) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

const parked = termMatcher(PARKED_PHRASES)
const construction = termMatcher(CONSTRUCTION_PHRASES)
const password = termMatcher(PASSWORD_PHRASES)
const serverDefault = termMatcher(SERVER_DEFAULT_TITLES)
export const matchers: Record<'parked' | 'construction' | 'password' | 'serverDefault', TermMatcher> = { parked, construction, password, serverDefault }

/** Visible characters below which a page says next to nothing. */
export const SHORT_PAGE = 1500

export function titleAndH1(page: CrawledPage): string {
  return normalize(`${page.doc.title ?? ''} ${page.doc.headings.find((h) => h.level === 1)?.text ?? ''}`)
}

export function parkingLinks(page: CrawledPage): string[] {
  return page.doc.links.map((l) => l.url).filter((u) => {
    try {
      const h = new URL(u).hostname.replace(/^www\./, '')
      return PARKING_HOSTS.some((p) => h === p || h.endsWith(`.${p}`))
    } catch { return false }
  })
}

/** Distinct same-host page paths a page links to, its own path excluded (query-only variants count once). */
export function internalPaths(page: CrawledPage): number {
  let own: URL
  try { own = new URL(page.url) } catch { return 0 }
  const host = own.host.replace(/^www\./, '')
  const paths = new Set<string>()
  for (const l of page.doc.links) {
    try {
      const u = new URL(l.url)
      if ((u.protocol === 'http:' || u.protocol === 'https:') && u.host.replace(/^www\./, '') === host && u.pathname !== own.pathname) paths.add(u.pathname)
    } catch { /* not a URL */ }
  }
  return paths.size
}

/**
 * A client-side-rendered shell: next to no visible text and no site navigation of its own, but scripts and a
 * mount point, an "enable JavaScript" notice, a large inline state, or several bundles.
 */
export function isJsShell(page: CrawledPage): boolean {
  const s = page.signals
  if (s.fullText.length >= 250) return false
  if (internalPaths(page) > 2 && s.fullText.length >= 80) return false
  const noscriptJs = /javascript|js\b/i.test(s.noscriptText)
  return s.scripts > 0 && (s.mountPoint || noscriptJs || s.inlineScriptBytes > 5000 || s.scripts >= 3)
}

/**
 * Whether the home page is a parking page, an unfinished or maintenance page, a password page, or empty. Phrases
 * alone are not enough on a real site ("new collection coming soon"): they count in the title or main heading,
 * or on a short page without navigation of its own (at most three other pages linked).
 */
export function liveness(home: CrawledPage, normText: string): Review['notLive'] {
  const chars = home.signals.fullText.length
  const short = chars < SHORT_PAGE
  const bare = internalPaths(home) <= 3
  const head = titleAndH1(home)
  if (home.status === 401) return 'password'
  if (serverDefault.find(head) && (short || bare)) return 'parked'
  if (short && parkingLinks(home).length > 0) return 'parked'
  if (parked.find(head) && (short || bare)) return 'parked'
  if (short && bare && parked.find(normText)) return 'parked'
  if (bare && home.signals.passwordInputs > 0 && chars < 800) return 'password'
  if (short && bare && (password.find(normText) || password.find(head))) return 'password'
  if (construction.find(head) && short && bare) return 'under_construction'
  if (bare && chars < 800 && construction.find(normText)) return 'under_construction'
  if (home.signals.fullText.replace(/\s/g, '').length < 30 && !isJsShell(home)) return 'empty'
  return undefined
}

export function buildReview(crawl: CrawlResult, requestedHost: string): Review {
  const home = crawl.home
  const pages = crawl.pages.filter((p) => p.status >= 200 && p.status < 300 && p.doc.contentType === 'text/html')
  const norm = new Map<string, string>()
  for (const p of crawl.pages) norm.set(p.url, normalize(p.signals.fullText))
  const host = (home ? new URL(home.url).hostname : requestedHost).replace(/^www\./, '')
  const isIpHost = isIP(host.replace(/^\[|\]$/g, '')) !== 0
  const siteDomain = isIpHost ? host : (getDomain(host) ?? host)
  const r: Review = { crawl, home, pages, norm, host, siteDomain, isIpHost, needsRendering: false, notLive: undefined, reviewable: false, blocker: undefined, unreadScript: unreadScript(pages) }
  if (!home || home.status >= 400 && home.status !== 401) { r.blocker = 'site_unreachable'; return r }
  r.notLive = liveness(home, norm.get(home.url) ?? '')
  r.needsRendering = home.status < 300 && !r.notLive && isJsShell(home)
  if (r.notLive) r.blocker = 'site_not_live'
  else if (r.needsRendering) r.blocker = 'needs_rendering'
  else if (home.status >= 300 || home.doc.contentType !== 'text/html') r.blocker = 'site_unreachable'
  r.reviewable = r.blocker === undefined
  return r
}

/** Letters below which the pages say too little to tell their script. */
const SCRIPT_MIN_LETTERS = 50

/** Whether fewer than half the letters of the pages read are Latin (docs/site-check.md, Policies and contact). */
function unreadScript(pages: CrawledPage[]): boolean {
  let letters = 0
  let latin = 0
  for (const p of pages) { const c = latinLetters(p.signals.fullText); letters += c.letters; latin += c.latin }
  return letters >= SCRIPT_MIN_LETTERS && latin < letters / 2
}

/** The message and `unknown` status a content check gives when the site cannot be reviewed. */
export function blocked(code: CheckCode, r: Review): SiteCheck {
  const why: Record<CheckReason, string> = {
    needs_rendering: 'the home page is a JavaScript application with no server-rendered content; it needs a browser to render before it can be reviewed',
    site_unreachable: 'the site did not serve a readable home page',
    site_not_live: 'the site is not live (see the reachability checks), so there is nothing to review',
    not_applicable: 'not applicable', crawl_incomplete: 'the crawl did not finish', robots_disallowed: 'robots.txt disallows the pages',
    lookup_failed: 'the lookup failed', not_a_domain: 'the site is addressed by IP address',
    unsupported_language: 'the site is written in a script the topic words do not read',
  }
  const reason = r.blocker ?? 'site_unreachable'
  return check(code, 'unknown', `Cannot tell: ${why[reason]}.`, [], reason)
}
