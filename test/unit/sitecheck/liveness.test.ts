/** Liveness verdicts on the home page and the contact fallbacks, from inline HTML through the real parsers. */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { extractDocument } from '../../../src/extract/index.ts'
import { pageSignals } from '../../../src/sitecheck/page-signals.ts'
import { isJsShell, liveness, buildReview } from '../../../src/sitecheck/review.ts'
import { normalize } from '../../../src/sitecheck/match.ts'
import { contactsOf } from '../../../src/sitecheck/checks/policies.ts'
import type { CrawledPage, CrawlResult } from '../../../src/sitecheck/types.ts'

function page(html: string, url = 'https://shop-x.com/', status = 200): CrawledPage {
  return { url, requestedUrl: url, status, via: 'home', topics: [], sections: [], doc: extractDocument(html, url), signals: pageSignals(html), redirects: [] }
}
const verdict = (html: string) => { const p = page(html); return liveness(p, normalize(p.signals.fullText)) }
const nav = '<nav><a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a> <a href="/d">D</a> <a href="/e">E</a></nav>'

describe('liveness', () => {
  it('parking, construction, password and empty pages', () => {
    assert.equal(verdict('<title>x.com</title><h1>x.com</h1><p>This domain is for sale!</p>'), 'parked')
    assert.equal(verdict('<title>Welcome to nginx!</title><h1>Welcome to nginx!</h1>'), 'parked')
    assert.equal(verdict('<h1>Site en construction</h1><p>Revenez bientôt.</p>'), 'under_construction')
    assert.equal(verdict('<h1>Velvet</h1><p>This store is password protected.</p><form><input type="password"></form>'), 'password')
    assert.equal(verdict('<body></body>'), 'empty')
  })

  it('the same phrases on a page with navigation of its own are not a verdict', () => {
    assert.equal(verdict(`${nav}<h1>Fern</h1><p>Our new collection is coming soon. Aprons from $38.</p>`), undefined)
    assert.equal(verdict(`${nav}<h1>Domains</h1><p>We help you buy this domain or that one: this domain is for sale is a phrase we hear.</p>`), undefined)
  })

  it('a JavaScript shell is not empty: it needs rendering', () => {
    const shell = page('<title>App</title><noscript>Enable JavaScript</noscript><div id="root"></div><script src="/a.js"></script>')
    assert.equal(isJsShell(shell), true)
    assert.equal(liveness(shell, ''), undefined)
    const crawl = { startUrl: shell.url, home: shell, pages: [shell], failed: [], links: new Map(), disallowed: [], incomplete: false, robots: { url: '', status: 'absent' }, warnings: [] } as CrawlResult
    const r = buildReview(crawl, 'shop-x.com')
    assert.equal(r.needsRendering, true)
    assert.equal(r.blocker, 'needs_rendering')
  })

  it('obfuscated emails and labelled local phone numbers count as contact details', () => {
    const p = page(`${nav}<h1>Kontakt</h1><p>E-mail: pasieka [at] miody [dot] pl</p><p>Tel. 29 764 12 34</p>`, 'https://miody.pl/kontakt')
    p.doc.emails = []
    p.doc.phoneNumbers = []
    const crawl = { startUrl: p.url, home: p, pages: [p], failed: [], links: new Map(), disallowed: [], incomplete: false, robots: { url: '', status: 'absent' }, warnings: [] } as CrawlResult
    const c = contactsOf(buildReview(crawl, 'miody.pl'))
    assert.match(c.emails[0].quote, /pasieka \[at\] miody \[dot\] pl/)
    assert.match(c.phones[0].quote, /29 764 12 34/)
  })
})

// Tried as a new user would: a casino page's site check said "A cart, checkout or
// payment marks, but no price with a currency on the pages read." — not a sentence, and not saying what was seen.
describe('ecommerce_signals message', () => {
  it('names what was found when there is no price', async () => {
    const { ecommerceSignals } = await import('../../../src/sitecheck/checks/consistency.ts')
    const p = page(`${nav}<h1>Royal Spin</h1><p>Deposit with Visa, Mastercard or Skrill and play slots tonight.</p>`)
    const crawl = { startUrl: p.url, home: p, pages: [p], failed: [], links: new Map(), disallowed: [], incomplete: false, robots: { url: '', status: 'absent' }, warnings: [] } as CrawlResult
    const c = ecommerceSignals(buildReview(crawl, 'shop-x.com'))
    assert.equal(c.status, 'warn')
    assert.match(c.message, /^Payment marks \(visa, mastercard/)
    assert.match(c.message, /were found, but no price with a currency on the pages read\.$/)
  })
})
