/**
 * Policy and contact checks: refund_policy, return_policy, cancellation_policy, terms_of_service,
 * privacy_policy, shipping_policy, customer_service_contact, business_address (docs/site-check.md).
 *
 * pass  = a page about the topic (slug, main heading or title), a section heading on another page, or the topic
 *         spelled out in the text of another policy page;
 * warn  = only a passing mention, a link that could not be read, or a page with hardly any text;
 * fail  = the site could be reviewed, the crawl finished, and nothing at all (no link, page, heading or mention);
 * unknown = the site could not be reviewed, or the topic does not apply: nothing sold online (every policy of a
 *           sale: refunds, returns, cancellation, shipping), or no physical goods (returns, shipping).
 */
import { normalize, quoteAround, termMatcher, type TermMatcher } from '../match.ts'
import { blocked, check, clip, type Review } from '../review.ts'
import { MENTION_TERMS, PAGE_TERMS, POLICY_TOPICS, type Topic } from '../terms.ts'
import type { CheckCode, CrawledPage, Evidence, SiteCheck } from '../types.ts'
import { findAddress } from './address.ts'
import { topicsIn } from '../classify.ts'
import { ADD_TO_CART, sellsOnline } from './commerce.ts'

const mention: Partial<Record<Topic, TermMatcher>> = Object.fromEntries(
  Object.entries(MENTION_TERMS).map(([t, terms]) => [t, termMatcher(terms)]))
const pageName: Record<string, TermMatcher> = Object.fromEntries(Object.entries(PAGE_TERMS).map(([t, terms]) => [t, termMatcher(terms)]))
/** Page names and mention phrases together: what counts when a policy page spells a topic out. */
const spelledOut: Partial<Record<Topic, TermMatcher>> = Object.fromEntries(
  Object.entries(MENTION_TERMS).map(([t, terms]) => [t, termMatcher([...terms, ...PAGE_TERMS[t as Topic]])]))

/** Pages whose text is policy text: a policy, the imprint or the FAQ. */
const POLICY_LIKE = new Set<Topic>([...POLICY_TOPICS, 'imprint', 'faq'])
const MIN_PAGE_CHARS = 80
/** A sentence that grants or describes a right ("you can cancel", "puedes cancelar"), unlike a cross-reference. */
const RIGHT = /\b(?:you can|you may|customers can|can be|may be|puedes|puede|pueden|podra|konnen|kannst|durfen|haben das recht|pouvez|peut|peuvent|puoi|puo|possono|potete|pode|podem|voce pode|kunt|kan worden|mag|mozesz|moze|mozna|ma prawo)\b/
/** Text under a section heading that makes it a policy section rather than a banner. */
const SECTION_CHARS = 40
const PERIOD = /\b(?:\d+|vierzehn|dreissig|fourteen|thirty|quatorze|trente|catorce|treinta|quattordici|trenta|catorze|trinta|veertien|dertig|czternastu|trzydziestu)\s+(?:\w+\s+)?(?:days?|hours?|weeks?|months?|tage?n?|werktage?n?|stunden|wochen|monate?n?|jours?|heures|semaines|mois|dias?|horas?|semanas?|meses|giorni|ore|settimane|mesi|dagen|uur|weken|maanden|dni|godzin|tygodni|miesiecy|business days|working days)\b/

const LABELS: Record<string, string> = {
  refund: 'refund policy', return: 'return policy', cancellation: 'cancellation or withdrawal policy', terms: 'terms of service',
  privacy: 'privacy policy', shipping: 'shipping or delivery policy',
}


/** The site sells goods that are shipped: a cart or checkout, an add-to-cart button, or a schema.org Product. */
export function sellsGoods(r: Review): boolean {
  if (r.crawl.links.has('cart') || r.crawl.links.has('checkout')) return true
  for (const p of r.pages) {
    if (ADD_TO_CART.find(r.norm.get(p.url) ?? '')) return true
    if (p.doc.jsonLd.some((o) => /Product|Offer/.test(String(o['@type'] ?? '')))) return true
  }
  return false
}

function firstHeading(p: CrawledPage): string {
  return p.doc.headings.find((h) => h.level === 1)?.text ?? p.doc.title ?? ''
}

interface TopicFindings { strong: Evidence[]; weak: Evidence[]; weakWhy: string[] }

/** Evidence for a topic across the crawled pages and the links the crawl saw. */
function findings(r: Review, topic: Topic): TopicFindings {
  const strong: Evidence[] = []
  const weak: Evidence[] = []
  const weakWhy: string[] = []
  const m = mention[topic]
  for (const p of r.pages) {
    const norm = r.norm.get(p.url) ?? ''
    const chars = p.signals.fullText.length
    if (p.via !== 'home' && p.topics.includes(topic)) {
      const term = pageName[topic].find(normalize(firstHeading(p))) ?? pageName[topic].find(norm)
      const quote = clip(term ? quoteAround(p.signals.fullText, term, 180) : firstHeading(p))
      if (chars >= MIN_PAGE_CHARS || PERIOD.test(norm)) strong.push({ url: p.url, quote })
      else { weak.push({ url: p.url, quote }); weakWhy.push(`the page ${p.url} has hardly any text`) }
      continue
    }
    const section = p.via !== 'home' ? p.sections.find((s) => s.topic === topic) : undefined
    if (section && chars >= 2 * MIN_PAGE_CHARS) { strong.push({ url: p.url, quote: clip(section.heading) }); continue }
    // A section of its own with real text under its heading (one-page sites keep every policy on the home page).
    const own = p.signals.sections.find((s) => s.body.length >= SECTION_CHARS && s.heading.length <= 120 && topicsIn(normalize(s.heading)).includes(topic))
    if (own) { strong.push({ url: p.url, quote: clip(`${own.heading}: ${own.body}`) }); continue }
    const so = spelledOut[topic]
    const main = normalize(p.doc.text)
    // The narrow phrases anywhere; on other pages also the bare page names in their own text ("Returns of unused
    // knives are accepted within 30 days" on a shipping page).
    const term = m?.find(norm) ?? (p.via === 'home' ? p.sections.find((s) => s.topic === topic)?.heading : so?.find(main))
    if (!term) continue
    // Spelled out in a policy page's own text (menus and footers left out): two mentions or more, since a
    // single one is usually a cross-reference ("see our returns policy").
    const onPolicyPage = p.via !== 'home' && p.topics.some((t) => POLICY_LIKE.has(t)) && so !== undefined
    // Withdrawal, refunds and returns are one process: on a page about one of them, one mention of another is its policy.
    const related = p.via !== 'home' && so !== undefined && p.topics.some((t) => RELATED[topic]?.includes(t)) && so.count(main) >= 1
    const first = onPolicyPage ? so.find(main) : undefined
    const sentence = first ? quoteAround(p.doc.text, first, 180) : ''
    // A policy sentence names its time limit ("within 14 days"); a cross-reference does not.
    const spelled = related || (onPolicyPage && (so.count(main) >= 2 || (first !== undefined && (PERIOD.test(normalize(sentence)) || RIGHT.test(normalize(sentence))))))
    const quote = clip(spelled ? sentence : quoteAround(p.signals.fullText, normalize(term), 180))
    if (spelled) strong.push({ url: p.url, quote })
    else { weak.push({ url: p.url, quote }); weakWhy.push(`only mentioned on ${p.url}`) }
  }
  for (const f of r.crawl.failed) {
    if (!f.topics.includes(topic)) continue
    weak.push({ url: f.url, quote: f.status ? `HTTP ${f.status}` : clip(f.message) })
    weakWhy.push(`the linked page ${f.url} could not be read (${f.status ? `HTTP ${f.status}` : f.code})`)
  }
  for (const d of r.crawl.disallowed) {
    if (!d.topics.includes(topic)) continue
    weak.push({ url: d.url, quote: 'disallowed by robots.txt' })
    weakWhy.push(`robots.txt disallows the linked page ${d.url}`)
  }
  // A link the crawl saw but did not fetch (page budget, deadline).
  const read = new Set([...r.pages.map((p) => p.url), ...r.pages.map((p) => p.requestedUrl), ...r.crawl.failed.map((f) => f.url), ...r.crawl.disallowed.map((d) => d.url)])
  for (const u of r.crawl.links.get(topic) ?? []) {
    if (read.has(u) || strong.length > 0) continue
    weak.push({ url: u, quote: 'linked, not read' })
    weakWhy.push(`a link to ${u} was not read`)
    break
  }
  return { strong, weak, weakWhy }
}

const RELATED: Partial<Record<Topic, Topic[]>> = { refund: ['return', 'cancellation'], return: ['refund', 'cancellation'], cancellation: ['refund', 'return'] }

/** Refunds and returns are one policy on many sites: finding one makes the other's absence doubtful, not clear. */
const SIBLING: Partial<Record<Topic, Topic>> = { refund: 'return', return: 'refund' }

/**
 * `saleOnly`: owed by a site that sells online (refunds, cancellation); `goodsOnly`: owed by a site that sells
 * goods that are shipped (returns, shipping). Terms and privacy are owed by every site.
 */
function policyCheck(r: Review, code: CheckCode, topic: Topic, opts: { saleOnly?: boolean; goodsOnly?: boolean } = {}): SiteCheck {
  if (!r.reviewable) return blocked(code, r)
  const label = LABELS[topic]
  const f = findings(r, topic)
  if (f.strong.length > 0) return check(code, 'pass', `A ${label} was found.`, f.strong)
  const sibling = SIBLING[topic]
  const sib = sibling && f.weak.length === 0 ? findings(r, sibling) : undefined
  // The policy is owed only by a site that sells online (the reading of ecommerce_signals); returns and shipping
  // only when what it sells is goods that are shipped.
  const online = !(opts.saleOnly || opts.goodsOnly) || sellsOnline(r)
  const applies = online && (!opts.goodsOnly || sellsGoods(r))
  if (sibling && sib && sib.strong.length > 0 && (!opts.goodsOnly || applies)) {
    return check(code, 'warn', `No ${label} as such: the ${LABELS[sibling]} does not say how ${topic === 'refund' ? 'refunds are made' : 'goods are returned'}.`, sib.strong)
  }
  // On a site in a script the words do not read, finding no sign of a sale is no evidence that nothing is sold.
  if (!applies && f.weak.length === 0 && !(r.unreadScript && !online)) {
    const why = online
      ? 'the site shows no goods for sale that are shipped (no cart, checkout or product offers)'
      : 'the site sells nothing online (no prices, cart, checkout, buy button, schema.org offer or payment marks on the pages read)'
    return check(code, 'unknown', `Not applicable: ${why}; no ${label} was found.`, [], 'not_applicable')
  }
  if (f.weak.length > 0) return check(code, 'warn', `No clear ${label}: ${f.weakWhy[0]}.`, f.weak)
  if (r.crawl.incomplete) return check(code, 'warn', `No ${label} was found, but the crawl did not finish before the deadline.`, [], 'crawl_incomplete')
  if (r.crawl.disallowed.length > 0 || r.crawl.robots.status === 'unavailable') {
    return check(code, 'warn', `No ${label} was found, but robots.txt kept ${r.crawl.robots.status === 'unavailable' ? 'every page' : `${r.crawl.disallowed.length} linked page(s)`} from being read.`, [], 'robots_disallowed')
  }
  if (r.unreadScript) return unreadScript(code, `no ${label}`)
  return check(code, 'fail', `No ${label} was found: no link, page, heading or mention on the ${r.pages.length} page(s) read.`,
    r.pages.slice(0, 3).map((p) => ({ url: p.url, quote: clip(firstHeading(p) || 'page read') })))
}

/**
 * The site is written mostly in a non-Latin script: the topic words and address shapes read eight Latin-script
 * languages, so nothing found is no evidence of absence (docs/site-check.md, "Policies and contact").
 */
function unreadScript(code: CheckCode, what: string): SiteCheck {
  return check(code, 'unknown', `Cannot tell: the site is written mostly in a non-Latin script, which the policy words (eight Latin-script languages) do not read; ${what} was found by link address or page name.`, [], 'unsupported_language')
}

export const refundPolicy = (r: Review) => policyCheck(r, 'refund_policy', 'refund', { saleOnly: true })
export const returnPolicy = (r: Review) => policyCheck(r, 'return_policy', 'return', { goodsOnly: true })
export const cancellationPolicy = (r: Review) => policyCheck(r, 'cancellation_policy', 'cancellation', { saleOnly: true })
export const termsOfService = (r: Review) => policyCheck(r, 'terms_of_service', 'terms')
export const privacyPolicy = (r: Review) => policyCheck(r, 'privacy_policy', 'privacy')
export const shippingPolicy = (r: Review) => policyCheck(r, 'shipping_policy', 'shipping', { goodsOnly: true })

/**
 * Addresses that belong to tooling or are template instructions, not the merchant's. Example domains
 * (example.com) are kept: test sites and some real ones use them, and dropping them could fail a site that shows one.
 */
const FAKE_EMAIL = /@(?:yourdomain\.|your-domain\.|yourcompany\.|sentry\.|sentry-next\.|wixpress\.com)/i

/**
 * Addresses written to dodge scrapers: "info [at] shop [dot] de", "support(at)shop.com"; the address is group 1.
 * Linear in the text: a try starts only where a run of [\w.+-] starts (group 1 from its first word character, as a
 * \b before the run would), and " at " / " dot " are the word between spaces rather than `\s+at\s+` after `\s*`.
 * The direct form (`\b[\w.+-]+\s*(?:…|\s+at\s+|\s*@\s*)…`) restarted at every word boundary of a run like
 * "a-a-a-…" and re-split every long run of em spaces: 11–18 s on a page text of 60,000 characters.
 */
const OBFUSCATED_EMAIL = /(?<![\w.+-])[.+-]*(\w[\w.+-]*\s*(?:\[at\]|\(at\)|\{at\}|(?<=\s)at(?=\s)|@)\s*[\w-]+(?:\s*(?:\[dot\]|\(dot\)|\{dot\}|(?<=\s)dot(?=\s)|\.)\s*[\w-]+)+)/i
/** The "at" of an obfuscated address; never tried from inside a whitespace run (the run's start finds the same). */
const AT_WORD = /(?<!\s)\s*(?:\[at\]|\(at\)|\{at\}|\sat\s)\s*/i
/** A labelled phone number in any of the eight languages, with at least seven digits. */
const LABELLED_PHONE = /\b(?:tel(?:efon|efono|efone|efoon|ephone|éfono)?|phone|t[ée]l[ée]phone|hotline|fon|call us|llámanos|chiamaci|ligue|bel ons|zadzwo[nń])\.?\s*(?:[:.]\s*)?(\+?[\d ()./-]{7,22}\d)/iu

export function contactsOf(r: Review): { emails: Evidence[]; phones: Evidence[] } {
  const emails: Evidence[] = []
  const phones: Evidence[] = []
  const seenE = new Set<string>()
  const seenP = new Set<string>()
  for (const p of r.pages) {
    for (const e of p.doc.emails) if (!FAKE_EMAIL.test(e) && !seenE.has(e)) { seenE.add(e); emails.push({ url: p.url, quote: e }) }
    for (const n of p.doc.phoneNumbers) if (!seenP.has(n)) { seenP.add(n); phones.push({ url: p.url, quote: n }) }
  }
  // What the extraction engine does not read as an address or a number: obfuscated emails, local phone formats.
  for (const p of emails.length || phones.length ? [] : r.pages) {
    const e = OBFUSCATED_EMAIL.exec(p.signals.fullText)?.[1]
    if (e && /\[at\]|\(at\)|\{at\}|\sat\s/i.test(e) && !FAKE_EMAIL.test(e.replace(AT_WORD, '@'))) {
      emails.push({ url: p.url, quote: clip(e, 120) })
    }
    const ph = LABELLED_PHONE.exec(p.signals.fullText)
    if (ph && ph[1].replace(/\D/g, '').length >= 7) phones.push({ url: p.url, quote: clip(ph[0].trim(), 120) })
  }
  return { emails, phones }
}

export function customerServiceContact(r: Review): SiteCheck {
  if (!r.reviewable) return blocked('customer_service_contact', r)
  const { emails, phones } = contactsOf(r)
  if (emails.length > 0 || phones.length > 0) {
    const what = [emails.length ? `${emails.length} email address(es)` : '', phones.length ? `${phones.length} phone number(s)` : ''].filter(Boolean).join(' and ')
    return check('customer_service_contact', 'pass', `Customer service can be reached: ${what}.`, [...emails.slice(0, 2), ...phones.slice(0, 2)])
  }
  const contactPage = r.pages.find((p) => p.via !== 'home' && p.topics.includes('contact'))
  if (contactPage && contactPage.signals.forms > 0) {
    return check('customer_service_contact', 'warn', 'Only a contact form: no email address or phone number is shown.', [{ url: contactPage.url, quote: clip(firstHeading(contactPage)) }])
  }
  const f = findings(r, 'contact')
  if (f.weak.length > 0 && f.strong.length === 0) return check('customer_service_contact', 'warn', `No email address or phone number: ${f.weakWhy[0]}.`, f.weak)
  if (r.crawl.incomplete) return check('customer_service_contact', 'warn', 'No email address or phone number was found, but the crawl did not finish.', [], 'crawl_incomplete')
  return check('customer_service_contact', 'fail', `No email address or phone number on the ${r.pages.length} page(s) read.`,
    contactPage ? [{ url: contactPage.url, quote: clip(firstHeading(contactPage)) }] : [])
}

export function businessAddress(r: Review): SiteCheck {
  if (!r.reviewable) return blocked('business_address', r)
  let partial
  // Imprint and contact pages first: they hold the registered address.
  const order = [...r.pages].sort((a, b) => rank(a) - rank(b))
  for (const p of order) {
    const hit = findAddress(p)
    if (hit?.full) return check('business_address', 'pass', `A business address is shown${hit.country ? ` (${hit.country})` : ''}.`, [{ url: hit.url, quote: clip(hit.quote) }])
    partial ??= hit
  }
  if (partial) return check('business_address', 'warn', 'Only part of an address (a postal code and town, or a post-office box) is shown.', [{ url: partial.url, quote: clip(partial.quote) }])
  const unread = (['contact', 'imprint', 'about'] as Topic[]).flatMap((t) => findings(r, t).weak)
  if (unread.length > 0 || r.crawl.incomplete) {
    return check('business_address', 'warn', 'No business address was found on the pages read; a contact, imprint or about page could not be read.', unread, r.crawl.incomplete ? 'crawl_incomplete' : undefined)
  }
  if (r.unreadScript) return unreadScript('business_address', 'no business address')
  return check('business_address', 'fail', `No business address on the ${r.pages.length} page(s) read (contact, imprint and about pages included where linked).`, [])
}

function rank(p: CrawledPage): number {
  if (p.topics.includes('imprint')) return 0
  if (p.topics.includes('contact')) return 1
  if (p.topics.includes('about')) return 2
  if (p.via === 'home') return 3
  return 4
}
