/**
 * What the pages show of online selling: prices with a currency, payment marks, cart and checkout links, buy buttons,
 * schema.org offers. One
 * reading for `ecommerce_signals` and for the policy checks, so that a site the first calls "sells nothing online"
 * is never failed by the second for lacking a refund or shipping policy (docs/site-check.md, "Policies and contact").
 */
import { normalize, quoteAround, termMatcher } from '../match.ts'
import { clip, type Review } from '../review.ts'
import { PAYMENT_MARKS } from '../terms.ts'
import type { Evidence } from '../types.ts'

const PRICE = /(?:[€$£]|\b(?:EUR|USD|GBP|CHF|PLN|zł|R\$|US\$))\s?\d{1,3}(?:[ .,\u00a0]?\d{3})*(?:[.,]\d{1,2})?|\b\d{1,3}(?:[ .,\u00a0]?\d{3})*(?:[.,]\d{1,2})?\s?(?:[€$£]|EUR|USD|GBP|CHF|PLN|zł|euros?\b)/u
const payments = termMatcher(PAYMENT_MARKS)

/** A buy button in the eight languages. */
export const ADD_TO_CART = termMatcher([
  'add to cart', 'add to basket', 'add to bag', 'buy now', 'in den warenkorb', 'jetzt kaufen', 'ajouter au panier', 'acheter',
  'anadir al carrito', 'comprar ahora', 'anadir a la cesta', 'aggiungi al carrello', 'acquista ora', 'adicionar ao carrinho',
  'comprar agora', 'in winkelwagen', 'in winkelmand', 'nu kopen', 'dodaj do koszyka', 'kup teraz',
])

/**
 * A schema.org offer (JSON-LD): an Offer or AggregateOffer, or a Product with `offers`. A Product without an offer
 * describes a thing (a bakery's loaf); an offer puts it up for sale.
 */
function isOffer(o: Record<string, unknown>): boolean {
  const types = ([] as unknown[]).concat(o['@type'] ?? []).map(String)
  return types.some((t) => /^(?:https?:\/\/schema\.org\/)?(?:Offer|AggregateOffer)$/.test(t)) ||
    (types.some((t) => /^(?:https?:\/\/schema\.org\/)?Product$/.test(t)) && o.offers !== undefined && o.offers !== null)
}

export interface CommerceSignals {
  /** Up to two prices with a currency, quoted where they stand. */
  prices: Evidence[]
  /** Payment marks named on the pages or in image alt texts. */
  marks: Set<string>
  /** Where the first payment mark was seen. */
  markEvidence: Evidence | undefined
  /** Cart and checkout links the crawl saw. */
  cart: string[]
  /** The first buy button ("add to cart", "in den Warenkorb" …). */
  button: Evidence | undefined
  /** The first schema.org offer. */
  offer: Evidence | undefined
}

export function commerceSignals(r: Review): CommerceSignals {
  const prices: Evidence[] = []
  const marks = new Set<string>()
  let markEvidence: Evidence | undefined
  let button: Evidence | undefined
  let offer: Evidence | undefined
  for (const p of r.pages) {
    const norm = r.norm.get(p.url) ?? ''
    const b = button ? undefined : ADD_TO_CART.find(norm)
    if (b) button = { url: p.url, quote: clip(quoteAround(p.signals.fullText, b, 120)) }
    const o = offer ? undefined : p.doc.jsonLd.find(isOffer)
    if (o) offer = { url: p.url, quote: clip(`schema.org ${String(o['@type'])}${typeof o.name === 'string' ? `: ${o.name}` : ''}`) }
    const m = PRICE.exec(p.signals.fullText)
    if (m && prices.length < 2) prices.push({ url: p.url, quote: clip(quoteAround(p.signals.fullText, normalize(m[0]) || m[0], 120)) })
    const words = normalize(`${p.signals.fullText} ${p.signals.imageWords.join(' ')}`)
    for (const w of payments.all(words)) {
      if (!markEvidence) markEvidence = { url: p.url, quote: w }
      marks.add(w)
    }
  }
  const cart = [...(r.crawl.links.get('cart') ?? []), ...(r.crawl.links.get('checkout') ?? [])]
  return { prices, marks, markEvidence, cart, button, offer }
}

/** Any sign of a sale other than a price. */
export const saleMarks = (s: CommerceSignals): boolean => s.marks.size > 0 || s.cart.length > 0 || s.button !== undefined || s.offer !== undefined

/**
 * The site shows any sign of selling online: a price with a currency, a payment mark, a cart or checkout link, a
 * buy button or a schema.org offer.
 */
export function sellsOnline(r: Review): boolean {
  const s = commerceSignals(r)
  return s.prices.length > 0 || saleMarks(s)
}
