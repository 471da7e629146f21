/**
 * Phone numbers as E.164 (ITU-T E.164) from `tel:` links (RFC 3966) and visible text, validated with
 * libphonenumber-js (full metadata). Text is only trusted where it reads like a phone number: written
 * in international form, or labelled (Tel, Phone, Fax, ☎ …), or grouped the way people write numbers
 * and not labelled as something else (order, invoice, tracking, SKU, price, date).
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import type { RuleContext } from '../bundle.ts'
import { regionHint } from './region.ts'

const PHONE_LABEL = /(?:\b(?:tel|tél|telephone|téléphone|telefon|telefax|fon|teléfono|telefono|telefone|phone|mobil|handy|portable|móvil|movil|celular|ph|call|calls|mobile|mob|cell|fax|hotline|helpline|whatsapp|contact|kontakt|reach us|toll[- ]free|sms|text us|dial|ring|tlf|puh|電話|电话)\b\.?|(?:^|\s)[tpmfw]\s*[:.](?=[\s+(]|$)|☎|📞|✆|📱|☏)[^\n\d+]{0,24}$/iu
const OTHER_LABEL = /(?:\b(?:order|invoice|tracking|track|ref|reference|sku|item|isbn|issn|id|no|nr|number|account|acct|case|ticket|serial|model|part|vat|ein|tax|reg|registration|company|license|licence|patent|zip|postal|postcode|plz|cp|iban|swift|bic|routing|sort code|po box|doi|iva|p\.\s?iva|cif|nif|siret|siren|ust|ust-idnr|gst|gstin|cnpj|cpf|abn|acn|hrb|cep|pin)\b\.?|사업자|등록번호|신고번호|登録番号|法人番号|#|№|[$€£¥₹])[^\n\d+]{0,16}$/iu
// Phone-shaped runs: optional + or (, digits with the usual separators, bounded length (linear scan).
const CANDIDATE = /[+(]?\d[\d \t\u00a0()./-]{5,28}\d/g
// Budget per page: enough for any real contact section, bounded for digit-dense hostile text.
const MAX_CANDIDATES = 400
const MAX_SPLITS = 40

// Written the North American way (NANP: area code and exchange start with 2–9): "(212) 555-0142",
// "212-555-0142", "1-800-555-0199". No other plan groups digits like this, so the shape names the region.
const NANP_SHAPE = /^(?:\+?1[ .-]?)?(?:\(\s?[2-9]\d{2}\s?\)\s?|[2-9]\d{2}[.-])[2-9]\d{2}[.-]\d{4}$/

/**
 * E.164 of a number, read in the page's region; a number that is not valid there but is written in the
 * obvious North American shape (a US office on a UK page) is read as +1.
 */
export function toE164(raw: string, region: CountryCode | undefined): string | undefined {
  const p = parsePhoneNumberFromString(raw, region ? { defaultCountry: region } : undefined)
  if (p && p.isValid()) return p.number
  if (region !== 'US' && NANP_SHAPE.test(raw.trim())) {
    const us = parsePhoneNumberFromString(raw, { defaultCountry: 'US' })
    if (us && us.isValid()) return us.number
  }
  return undefined
}

export function plausibleInText(text: string, start: number, end: number): boolean {
  const raw = text.slice(start, end)
  const before = text.slice(Math.max(0, start - 40), start)
  const after = text.slice(end, end + 3)
  // Part of a longer figure: a digit right after, a decimal part, or glued to digits/dots/slashes before.
  if (/^(\d|[.,]\d)/.test(after) || /[\d.,/-]$/.test(before)) return false
  if (/[$€£¥₹]\s*$/.test(before) || /^\s*(%|€|\$|usd|eur|gbp|kg|km|mm|cm|g\b)/i.test(after)) return false
  const line = before.slice(before.lastIndexOf('\n') + 1)
  if (PHONE_LABEL.test(line)) return true
  if (OTHER_LABEL.test(line)) return false
  if (/^\s*(\+|00)/.test(raw)) return true
  // Unlabelled national form: must be grouped like a phone number ("(212) 555-0142", "020 7946 0958").
  const groups = raw.trim().split(/[\s().-]+/).filter(Boolean)
  return groups.length >= 3 || (groups.length === 2 && /\(/.test(raw))
}

export function extractPhones(ctx: RuleContext, lang: string | undefined): string[] {
  const region = regionHint(ctx.url, lang)
  const opts = region ? { defaultCountry: region } : undefined
  const out = new Set<string>()
  for (const a of ctx.scan.anchors) {
    const href = a.href.trim()
    if (!/^(tel|callto|sms):/i.test(href)) continue
    let num = href.replace(/^[a-z]+:/i, '').split(/[;?]/)[0]
    try { num = decodeURIComponent(num) } catch { /* keep raw */ }
    const e = toE164(num, region)
    if (e) out.add(e)
  }
  const text = ctx.scan.contactText
  // Parsing is the costly step (~0.1–0.5 ms): each distinct run is parsed once, and only where its
  // surroundings could make it a phone number.
  const parsed = new Map<string, string | null>()
  const split = new Map<string, Array<{ e: string; s: number; t: number }>>()
  let n = 0
  let splits = 0
  for (const m of text.matchAll(CANDIDATE)) {
    const cand = m[0].replace(/[\s(./-]+$/, '')
    const digits = cand.replace(/\D/g, '').length
    if (digits < 7) continue
    const start = m.index
    if (digits <= 15 && plausibleInText(text, start, start + cand.length)) {
      let e = parsed.get(cand)
      if (e === undefined) {
        if (++n > MAX_CANDIDATES) break
        e = toE164(cand, region) ?? null
        parsed.set(cand, e)
      }
      if (e) { out.add(e); continue }
    }
    // Two numbers in one run ("555-0134 (802) 555-0134"): let the library split the run.
    if (digits < 14) continue
    let found = split.get(cand)
    if (found === undefined) {
      if (++splits > MAX_SPLITS) continue
      found = findPhoneNumbersInText(cand, opts).filter((f) => f.number.isValid()).map((f) => ({ e: f.number.number, s: f.startsAt, t: f.endsAt }))
      split.set(cand, found)
    }
    for (const f of found) if (plausibleInText(text, start + f.s, start + f.t)) out.add(f.e)
  }
  return [...out]
}
