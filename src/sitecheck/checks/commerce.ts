/**
 * What the pages show of online selling: prices with a currency, payment marks, cart and checkout links. One
 * reading for `ecommerce_signals` and for the policy checks, so that a site the first calls "sells nothing online"
 * is never failed by the second for lacking a refund or shipping policy (docs/site-check.md, "Policies and contact").
 */
import { normalize, quoteAround, termMatcher } from '../match.ts'
import { clip, type Review } from '../review.ts'
import { PAYMENT_MARKS } from '../terms.ts'
import type { Evidence } from '../types.ts'

const PRICE = /(?:[€$£]|\b(?:EUR|USD|GBP|CHF|PLN|zł|R\$|US\$))\s?\d{1,3}(?:[ .,\u00a0]?\d{3})*(?:[.,]\d{1,2})?|\b\d{1,3}(?:[ .,\u00a0]?\d{3})*(?:[.,]\d{1,2})?\s?(?:[€$£]|EUR|USD|GBP|CHF|PLN|zł|euros?\b)/u
const payments = termMatcher(PAYMENT_MARKS)

export interface CommerceSignals {
  /** Up to two prices with a currency, quoted where they stand. */
  prices: Evidence[]
  /** Payment marks named on the pages or in image alt texts. */
  marks: Set<string>
  /** Where the first payment mark was seen. */
  markEvidence: Evidence | undefined
  /** Cart and checkout links the crawl saw. */
  cart: string[]
}

export function commerceSignals(r: Review): CommerceSignals {
  const prices: Evidence[] = []
  const marks = new Set<string>()
  let markEvidence: Evidence | undefined
  for (const p of r.pages) {
    const m = PRICE.exec(p.signals.fullText)
    if (m && prices.length < 2) prices.push({ url: p.url, quote: clip(quoteAround(p.signals.fullText, normalize(m[0]) || m[0], 120)) })
    const words = normalize(`${p.signals.fullText} ${p.signals.imageWords.join(' ')}`)
    for (const w of payments.all(words)) {
      if (!markEvidence) markEvidence = { url: p.url, quote: w }
      marks.add(w)
    }
  }
  const cart = [...(r.crawl.links.get('cart') ?? []), ...(r.crawl.links.get('checkout') ?? [])]
  return { prices, marks, markEvidence, cart }
}

/** The site shows any sign of selling online: a price with a currency, a payment mark, a cart or checkout link. */
export function sellsOnline(r: Review): boolean {
  const s = commerceSignals(r)
  return s.prices.length > 0 || s.marks.size > 0 || s.cart.length > 0
}
