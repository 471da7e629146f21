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

/*
 * A price is a number with a currency written next to it, before or after (one space at most, non-breaking
 * included); a bare number never is. Numbers follow the grouping conventions of the shops' locales: 1,234.56,
 * 1.234,56, 1 234,56 (space, no-break or narrow no-break space), 1'234.50 (Swiss), 1,23,456 (Indian lakh grouping),
 * 49,- / 49.– (no cents), full-width digits, and a CJK multiplier before the unit (5万円, 3.5万원). Currencies:
 * the common ISO 4217 codes, the currency signs, and the units written as words in the main shop locales.
 * At most five groups follow the first (a quadrillion is no price): a space may stand before a number, so every
 * group of a long "1 234 234 …" run starts a try, and without the bound each try read the run to its end.
 */
const D = '[0-9\uff10-\uff19]'
const AMOUNT = `(?:${D}{1,3}(?:[,.\u00a0\u202f '’\uff0c]${D}{3}){1,5}|${D}{1,2}(?:,${D}{2})+,${D}{3}|${D}+)(?:[.,](?:${D}{1,2}|[-–](?![0-9])))?`
const ISO = 'EUR|USD|GBP|CHF|PLN|JPY|CNY|RMB|KRW|INR|RUB|BRL|SEK|NOK|DKK|ISK|CZK|HUF|RON|TRY|UAH|AUD|CAD|NZD|HKD|SGD|MXN|ZAR|AED|SAR|ILS|THB|VND|IDR|MYR|PHP|TWD'
/** Signs that stand either side of the number ("¥5,000", "49 €", "R$ 99,90", "99 ₽"). */
const SIGN = '[€$£¥￥₩₹₽₺₪₫₱฿₴₦₸]'
/** Units written before the number in their locales (Rs 499, Rp 150.000, RM 29.90, kr 199, CHF 49.–). */
const BEFORE_WORD = `(?:${ISO}|Rs\\.?|Rp\\.?|RM|kr\\.?|Fr\\.)`
/** Units written after the number (199 zł, 1 990 Ft, 99 Kč, 199 kr, 49 lei, 1 990 руб., 450 грн, 99 TL, 49 euros). */
const AFTER_WORD = `(?:${ISO}|zł|Kč|Ft|kr(?:oner|onor|ona|one)?\\.?|lei|TL|руб(?:\\.|лей|ля)?|грн\\.?|đ(?:ồng)?|euros?)`
/** CJK units follow the number directly, with an optional multiplier (万/萬/만 ten thousand, 千/천, 億/亿/억). */
const CJK_AFTER = '(?:[万萬千百億亿]?[円元]|[만천억]원)'
/** 원 alone: KRW has no minor unit and nothing sells for under 100 won, so at least three digits (a "3원칙" is a rule). */
const WON_AFTER = `(?:${D}{1,3}(?:[,\uff0c]${D}{3}){1,5}|${D}{3,})원`
const NOT_BEFORE_NUMBER = '(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}0-9\uff10-\uff19.,])'
const PRICE = new RegExp([
  `(?:(?:R|US|A|C|NZ|HK|S|MX|NT)?\\$|${SIGN})\\s?${AMOUNT}`,
  `(?<![\\p{L}\\p{N}])${BEFORE_WORD}\\s?${AMOUNT}`,
  `${NOT_BEFORE_NUMBER}${AMOUNT}\\s?(?:${SIGN}|${AFTER_WORD}(?![\\p{L}\\p{N}]))`,
  `${NOT_BEFORE_NUMBER}${AMOUNT}\\s?${CJK_AFTER}`,
  `${NOT_BEFORE_NUMBER}${WON_AFTER}`,
].join('|'), 'u')

/** The first price with a currency in a text (see PRICE), or undefined. */
export function findPrice(text: string): string | undefined {
  return PRICE.exec(text)?.[0]
}
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

/**
 * Read once per review: `ecommerce_signals` and the four policies of a sale each ask, and every reading goes over
 * the whole text of every page.
 */
const read = new WeakMap<Review, CommerceSignals>()

export function commerceSignals(r: Review): CommerceSignals {
  let s = read.get(r)
  if (!s) { s = readCommerce(r); read.set(r, s) }
  return s
}

function readCommerce(r: Review): CommerceSignals {
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
    const price = prices.length < 2 ? findPrice(p.signals.fullText) : undefined
    if (price) prices.push({ url: p.url, quote: clip(quoteAround(p.signals.fullText, normalize(price) || price, 120)) })
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
