/**
 * Reachability checks: site_reachable, password_protected, empty_site, under_construction, parked_domain,
 * redirects (docs/site-check.md).
 */
import { getDomain } from 'tldts'
import { quoteAround } from '../match.ts'
import { blocked, check, clip, matchers, parkingLinks, SHORT_PAGE, titleAndH1, type Review } from '../review.ts'
import type { CrawledPage, SiteCheck } from '../types.ts'

function quoteOf(page: CrawledPage, term: string): string {
  const inHead = `${page.doc.title ?? ''} — ${page.doc.headings.find((h) => h.level === 1)?.text ?? ''}`
  const q = quoteAround(page.signals.fullText, term, 160)
  return clip(q || inHead)
}

export function siteReachable(r: Review): SiteCheck {
  const home = r.home
  if (!home) {
    const e = r.crawl.homeError
    const timeout = e?.code === 'upstream_timeout'
    return check('site_reachable', timeout ? 'warn' : 'fail',
      timeout ? 'The site did not answer within the deadline.' : `The site could not be reached: ${e?.message ?? 'no answer'}.`,
      e ? [{ url: e.url, quote: clip(e.message) }] : [])
  }
  const ev = [{ url: home.url, quote: `HTTP ${home.status}${home.doc.title ? ` — ${clip(home.doc.title, 150)}` : ''}` }]
  if (home.status === 401) return check('site_reachable', 'pass', 'The site answers, but asks for credentials (see password_protected).', ev)
  if (home.status >= 400) return check('site_reachable', 'fail', `The home page answered HTTP ${home.status}.`, ev)
  if (home.status >= 300) return check('site_reachable', 'warn', `The home page answered HTTP ${home.status} without a usable redirect.`, ev)
  return check('site_reachable', 'pass', `The home page answered HTTP ${home.status}.`, ev)
}

export function passwordProtected(r: Review): SiteCheck {
  const home = r.home
  if (!home || (home.status >= 400 && home.status !== 401)) return blocked('password_protected', r)
  if (home.status === 401) {
    return check('password_protected', 'fail', 'The home page requires a login (HTTP 401).', [{ url: home.url, quote: 'HTTP 401 Unauthorized' }])
  }
  const norm = r.norm.get(home.url) ?? ''
  if (r.notLive === 'password') {
    const term = matchers.password.find(norm)
    const quote = term ? quoteOf(home, term) : `a password field on a page of ${home.signals.fullText.length} characters`
    return check('password_protected', 'fail', 'The home page is a password page: the site is not open to customers.', [{ url: home.url, quote }])
  }
  if (r.needsRendering) return blocked('password_protected', r)
  const term = matchers.password.find(titleAndH1(home))
  if (term) return check('password_protected', 'warn', 'The home page title or heading speaks of a password.', [{ url: home.url, quote: quoteOf(home, term) }])
  return check('password_protected', 'pass', 'The home page is open without a password.', [{ url: home.url, quote: clip(home.doc.title ?? `HTTP ${home.status}`) }])
}

export function emptySite(r: Review): SiteCheck {
  const home = r.home
  if (!home || home.status >= 300) return blocked('empty_site', r)
  if (r.needsRendering) return blocked('empty_site', r)
  const chars = home.signals.fullText.replace(/\s/g, '').length
  if (r.notLive === 'empty') {
    return check('empty_site', 'fail', `The home page has no content (${chars} visible characters, ${home.doc.links.length} links).`,
      [{ url: home.url, quote: clip(home.signals.fullText || home.doc.title || '(no visible text)') }])
  }
  if (r.notLive) return check('empty_site', 'pass', 'The home page has a message of its own (see the other reachability checks).', [{ url: home.url, quote: clip(home.signals.fullText, 120) }])
  const internal = home.doc.links.filter((l) => { try { return new URL(l.url).hostname.replace(/^www\./, '') === r.host } catch { return false } }).length
  if (chars < 200 && internal <= 2) {
    return check('empty_site', 'warn', `The home page is thin: ${chars} visible characters and ${internal} links within the site.`, [{ url: home.url, quote: clip(home.signals.fullText) }])
  }
  return check('empty_site', 'pass', `The home page has content (${chars} visible characters, ${r.pages.length} page(s) read).`, [{ url: home.url, quote: clip(home.doc.title ?? home.signals.fullText, 120) }])
}

export function underConstruction(r: Review): SiteCheck {
  const home = r.home
  if (!home || home.status >= 300 || r.needsRendering) return blocked('under_construction', r)
  const norm = r.norm.get(home.url) ?? ''
  if (r.notLive === 'under_construction') {
    const term = matchers.construction.find(titleAndH1(home)) ?? matchers.construction.find(norm) ?? ''
    return check('under_construction', 'fail', 'The home page says the site is not finished.', [{ url: home.url, quote: quoteOf(home, term) }])
  }
  if (r.notLive === 'parked' || r.notLive === 'password') return check('under_construction', 'pass', `Not an unfinished site: the home page is ${r.notLive === 'parked' ? 'a parking page' : 'a password page'} instead.`, [])
  const head = matchers.construction.find(titleAndH1(home))
  if (head) return check('under_construction', 'warn', 'The title or main heading announces the site as coming soon, though the page has content.', [{ url: home.url, quote: quoteOf(home, head) }])
  return check('under_construction', 'pass', 'No sign of an unfinished site.', [{ url: home.url, quote: clip(home.doc.title ?? '', 120) }])
}

export function parkedDomain(r: Review): SiteCheck {
  const home = r.home
  if (!home || home.status >= 300 || r.needsRendering) return blocked('parked_domain', r)
  const norm = r.norm.get(home.url) ?? ''
  const parking = parkingLinks(home)
  if (r.notLive === 'parked') {
    const term = matchers.serverDefault.find(titleAndH1(home)) ?? matchers.parked.find(titleAndH1(home)) ?? matchers.parked.find(norm)
    const ev = [{ url: home.url, quote: term ? quoteOf(home, term) : clip(home.doc.title ?? '') }]
    for (const p of parking.slice(0, 2)) ev.push({ url: home.url, quote: `link to ${p}` })
    const server = matchers.serverDefault.find(titleAndH1(home))
    return check('parked_domain', 'fail', server ? 'The home page is a web-server or hosting default page, not the merchant\'s site.' : 'The domain is parked or offered for sale.', ev)
  }
  const term = matchers.parked.find(norm)
  if ((term || parking.length > 0) && home.signals.fullText.length >= SHORT_PAGE) {
    const ev = term ? [{ url: home.url, quote: quoteOf(home, term) }] : parking.slice(0, 2).map((p) => ({ url: home.url, quote: `link to ${p}` }))
    return check('parked_domain', 'warn', 'The home page mentions a domain sale or links to a domain marketplace.', ev)
  }
  return check('parked_domain', 'pass', 'No sign of a parked domain or a placeholder page.', [])
}

export function redirects(r: Review): SiteCheck {
  const home = r.home
  if (!home) return blocked('redirects', r)
  const start = new URL(home.requestedUrl)
  const end = new URL(home.url)
  const chain = [home.requestedUrl, ...home.redirects]
  const ev = chain.length > 1 ? [{ url: home.requestedUrl, quote: clip(chain.join(' → '), 300) }] : []
  const reg = (h: string) => getDomain(h) ?? h
  if (reg(start.hostname) !== reg(end.hostname)) {
    return check('redirects', 'warn', `The site redirects to another domain (${end.hostname}); the business and the site may differ.`, ev)
  }
  const hosts = chain.map((u) => { try { return reg(new URL(u).hostname) } catch { return '' } })
  if (hosts.some((h) => h !== reg(start.hostname))) {
    return check('redirects', 'warn', 'The redirect chain passes through another domain.', ev)
  }
  if (start.protocol === 'http:' && end.protocol === 'https:') return check('redirects', 'pass', 'HTTP redirects to HTTPS on the same site.', ev)
  if (chain.length > 1) return check('redirects', 'pass', `Redirects stay on the site (${chain.length - 1} hop(s)).`, ev)
  return check('redirects', 'pass', 'No redirect.', [])
}

