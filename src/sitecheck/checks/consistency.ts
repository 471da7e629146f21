/**
 * Consistency and trust checks read from the pages: placeholder_text, contact_consistency, ecommerce_signals
 * (docs/site-check.md).
 */
import { getDomain } from 'tldts'
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { WhoisResult } from '../../whois/index.ts'
import { normalize, quoteAround, termMatcher } from '../match.ts'
import { blocked, check, clip, type Review } from '../review.ts'
import { FREE_MAIL_DOMAINS, LEGAL_FORMS, LOREM_PHRASES } from '../terms.ts'
import type { Evidence, SiteCheck } from '../types.ts'
import { findAddress } from './address.ts'
import { contactsOf } from './policies.ts'
import { commerceSignals, saleMarks } from './commerce.ts'

const lorem = termMatcher(LOREM_PHRASES)
/**
 * Template instructions and filler that no finished site shows. Example names and addresses ("Max Mustermann",
 * "Musterstraße 1", "123 Main Street", addresses at example.com) are left out on purpose: real sites and test data
 * use them too, and a false `fail` costs more than a missed `warn`. Generic phrases such as "your company" are
 * marketing copy too, so not here either.
 */
const filler = termMatcher([
  'your company name', 'your business name', 'company name here', 'your name here', 'your text here', 'insert text here',
  'add your text here', 'edit this text', 'click here to edit', 'click to edit', 'just another wordpress site', 'sample page',
  'this is an example page', 'this is your first post', 'edit or delete it then start writing', 'start writing',
  'ihr firmenname', 'ihr text hier', 'hier steht ihr text', 'votre texte ici', 'nom de votre entreprise', 'texte de remplissage',
  'nombre de tu empresa', 'tu texto aqui', 'texto de ejemplo', 'nome della tua azienda', 'il tuo testo qui', 'testo di esempio',
  'nome da sua empresa', 'seu texto aqui', 'texto de exemplo', 'uw bedrijfsnaam', 'uw tekst hier', 'voorbeeldtekst',
  'nazwa twojej firmy', 'twoj tekst tutaj', 'przykladowy tekst',
])
const COPYRIGHT_FILLER = /(?:©|\(c\)|copyright)\s*(?:\d{4}\s*)?(?:your company|company name|your brand|your business|yourcompany|brand name|site name|your site)\b/i

export function placeholderText(r: Review): SiteCheck {
  if (!r.reviewable && r.blocker !== 'site_not_live') return blocked('placeholder_text', r)
  if (!r.home || r.pages.length === 0) return blocked('placeholder_text', r)
  const loremHits: Evidence[] = []
  const fillerHits: Evidence[] = []
  const distinct = new Set<string>()
  for (const p of r.pages) {
    const norm = r.norm.get(p.url) ?? ''
    const l = lorem.find(norm)
    if (l) loremHits.push({ url: p.url, quote: clip(quoteAround(p.signals.fullText, l, 160)) })
    for (const f of filler.all(norm)) {
      if (!distinct.has(f)) fillerHits.push({ url: p.url, quote: clip(quoteAround(p.signals.fullText, f, 160)) })
      distinct.add(f)
    }
    const c = COPYRIGHT_FILLER.exec(p.signals.fullText)
    if (c && !distinct.has(c[0].toLowerCase())) {
      distinct.add(c[0].toLowerCase())
      fillerHits.push({ url: p.url, quote: clip(c[0]) })
    }
  }
  if (loremHits.length > 0) return check('placeholder_text', 'fail', `Template text: "lorem ipsum" on ${loremHits.length} page(s).`, [...loremHits, ...fillerHits])
  if (distinct.size >= 2) return check('placeholder_text', 'fail', `Template filler: ${distinct.size} placeholder phrases.`, fillerHits)
  if (distinct.size === 1) return check('placeholder_text', 'warn', 'One placeholder phrase found.', fillerHits)
  return check('placeholder_text', 'pass', `No template text on the ${r.pages.length} page(s) read.`, [])
}

const PRIVACY_PROXY = /redact|privacy|private|proxy|withheld|protected|not disclosed|data protected|domains by proxy|whoisguard|contact privacy|gdpr|statutory masking/i

/** Significant words of a company name, legal forms and short words dropped. */
function nameWords(name: string): Set<string> {
  const forms = new Set(LEGAL_FORMS.map(normalize).flatMap((f) => f.split(' ')))
  return new Set(normalize(name).split(' ').filter((w) => w.length >= 3 && !forms.has(w)))
}

const LEGAL_NAME = new RegExp(`((?:\\p{Lu}[\\p{L}&'’.-]*\\s+){0,4}\\p{Lu}[\\p{L}&'’.-]*)\\s+(${LEGAL_FORMS.filter((f) => f.length > 1)
  .map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\./g, '\\.?').replace(/ /g, '\\s*')).sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`, 'u')

/** The site's legal name: JSON-LD Organization legalName/name, else a name with a legal form in imprint, terms or footer text. */
export function legalNameOf(r: Review): { name: string; url: string } | undefined {
  for (const p of r.pages) {
    for (const o of p.doc.jsonLd) {
      const type = String(o['@type'] ?? '')
      if (!/Organization|Corporation|LocalBusiness|Store|OnlineStore/.test(type)) continue
      const name = typeof o.legalName === 'string' ? o.legalName : typeof o.name === 'string' ? o.name : undefined
      if (name) return { name, url: p.url }
    }
  }
  const ordered = [...r.pages].sort((a, b) => Number(b.topics.includes('imprint')) - Number(a.topics.includes('imprint')))
  for (const p of ordered) {
    const m = LEGAL_NAME.exec(p.signals.fullText)
    if (m) return { name: `${m[1]} ${m[2]}`.trim(), url: p.url }
  }
  return undefined
}

export function contactConsistency(r: Review, whois: WhoisResult | undefined): SiteCheck {
  if (!r.reviewable) return blocked('contact_consistency', r)
  const ok: Evidence[] = []
  const bad: Evidence[] = []
  const problems: string[] = []
  const { emails, phones } = contactsOf(r)

  // Email domains against the site's domain.
  if (emails.length > 0 && !r.isIpHost) {
    const domains = emails.map((e) => ({ e, d: getDomain(e.quote.split('@')[1] ?? '') ?? e.quote.split('@')[1] ?? '' }))
    const own = domains.filter((x) => x.d === r.siteDomain)
    if (own.length > 0) ok.push(own[0].e)
    else {
      const free = domains.find((x) => FREE_MAIL_DOMAINS.includes(x.d))
      const other = domains[0]
      const brand = r.siteDomain.split('.')[0]
      if (free) { bad.push(free.e); problems.push(`the contact email is at a free mailbox (${free.d})`) }
      else if (brand.length >= 4 && other.d.includes(brand)) ok.push(other.e)
      else { bad.push(other.e); problems.push(`the contact email is at another domain (${other.d}) than the site (${r.siteDomain})`) }
    }
  }

  // Phone country against the address country.
  let address
  for (const p of r.pages) { address = findAddress(p); if (address?.country) break }
  if (address?.country && phones.length > 0) {
    const countries = phones.map((p) => ({ p, c: parsePhoneNumberFromString(p.quote)?.country })).filter((x) => x.c)
    if (countries.length > 0) {
      const match = countries.find((x) => x.c === address.country)
      if (match) ok.push(match.p, { url: address.url, quote: clip(address.quote) })
      else {
        bad.push(countries[0].p, { url: address.url, quote: clip(address.quote) })
        problems.push(`the phone number is from ${countries[0].c} but the address is in ${address.country}`)
      }
    }
  }

  // Registrant (RDAP/WHOIS) against the site's legal name.
  const registrant = whois?.found ? whois.registrantOrganization : null
  const legal = legalNameOf(r)
  if (registrant && legal && !PRIVACY_PROXY.test(registrant)) {
    const a = nameWords(registrant)
    const b = nameWords(legal.name)
    const rdapUrl = whois?.servers[whois.servers.length - 1] ?? `rdap:${r.siteDomain}`
    if ([...a].some((w) => b.has(w))) ok.push({ url: legal.url, quote: clip(legal.name) }, { url: rdapUrl, quote: `registrant: ${clip(registrant, 150)}` })
    else {
      bad.push({ url: legal.url, quote: clip(legal.name) }, { url: rdapUrl, quote: `registrant: ${clip(registrant, 150)}` })
      problems.push(`the domain's registrant (${registrant}) differs from the site's legal name (${legal.name})`)
    }
  } else if (registrant && !PRIVACY_PROXY.test(registrant) && legal === undefined && address?.country && whois?.registrantCountry &&
    whois.registrantCountry.toUpperCase() !== address.country) {
    problems.push(`the registrant country (${whois.registrantCountry}) differs from the address country (${address.country})`)
  }

  if (problems.length > 0) return check('contact_consistency', 'warn', `Contact details disagree: ${problems.join('; ')}.`, [...bad, ...ok])
  if (ok.length > 0) return check('contact_consistency', 'pass', 'The contact details agree with the site (email domain, phone country, registrant, as available).', ok)
  return check('contact_consistency', 'unknown', 'Nothing to compare: no email at a domain, no phone with an address country, no registrant name.', [])
}

export function ecommerceSignals(r: Review): SiteCheck {
  if (!r.reviewable) return blocked('ecommerce_signals', r)
  const sig = commerceSignals(r)
  const { prices, marks, markEvidence: markEv, cart } = sig
  const ev = [...prices, ...(markEv ? [{ ...markEv, quote: `payment marks: ${[...marks].slice(0, 6).join(', ')}` }] : []),
    ...(cart[0] ? [{ url: cart[0], quote: 'cart or checkout link' }] : []), ...(sig.button ? [sig.button] : []), ...(sig.offer ? [sig.offer] : [])]
  if (prices.length > 0 && (cart.length > 0 || marks.size > 0)) return check('ecommerce_signals', 'pass', 'Prices with a currency and a way to pay (cart, checkout or payment marks).', ev)
  if (prices.length > 0) return check('ecommerce_signals', 'pass', 'Prices are shown with a currency.', ev)
  if (saleMarks(sig)) {
    const parts = [cart.length > 0 ? 'a cart or checkout link' : '', marks.size > 0 ? `payment marks (${[...marks].slice(0, 4).join(', ')})` : '',
      sig.button ? 'a buy button' : '', sig.offer ? 'a schema.org offer' : ''].filter(Boolean)
    const seen = parts.join(' and ')
    return check('ecommerce_signals', 'warn', `${seen[0]!.toUpperCase()}${seen.slice(1)} ${parts.length === 1 && marks.size === 0 ? 'was' : 'were'} found, but no price with a currency on the pages read.`, ev)
  }
  return check('ecommerce_signals', 'unknown', 'No prices, cart, checkout, buy button, schema.org offer or payment marks on the pages read: the site may not sell online.', [], 'not_applicable')
}
