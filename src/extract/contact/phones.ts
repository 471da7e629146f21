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
const MAX_LINE = 600

export function toE164(raw: string, region: CountryCode | undefined): string | undefined {
  const p = parsePhoneNumberFromString(raw, region ? { defaultCountry: region } : undefined)
  return p && p.isValid() ? p.number : undefined
}

function plausibleInText(line: string, start: number, end: number): boolean {
  const raw = line.slice(start, end)
  const before = line.slice(Math.max(0, start - 40), start)
  const after = line.slice(end, end + 3)
  // Part of a longer figure: a digit right after, a decimal part, or glued to digits/dots/slashes before.
  if (/^(\d|[.,]\d)/.test(after) || /[\d.,/-]$/.test(before)) return false
  if (/[$€£¥₹]\s*$/.test(before) || /^\s*(%|€|\$|usd|eur|gbp|kg|km|mm|cm|g\b)/i.test(after)) return false
  if (PHONE_LABEL.test(before)) return true
  if (OTHER_LABEL.test(before)) return false
  if (/^\s*(\+|00)/.test(raw)) return true
  // Unlabelled national form: must be grouped like a phone number ("(212) 555-0142", "020 7946 0958").
  const groups = raw.trim().split(/[\s().-]+/).filter(Boolean)
  return groups.length >= 3 || (groups.length === 2 && /\(/.test(raw))
}

export function extractPhones(ctx: RuleContext, lang: string | undefined): string[] {
  const region = regionHint(ctx.url, lang)
  const out = new Set<string>()
  for (const a of ctx.scan.anchors) {
    const href = a.href.trim()
    if (!/^(tel|callto|sms):/i.test(href)) continue
    let num = href.replace(/^[a-z]+:/i, '').split(/[;?]/)[0]
    try { num = decodeURIComponent(num) } catch { /* keep raw */ }
    const e = toE164(num, region)
    if (e) out.add(e)
  }
  for (const line of ctx.scan.contactText.split('\n')) {
    // Cheap pre-filter: a phone number has at least 7 digits.
    if (line.length < 7 || (line.match(/\d/g)?.length ?? 0) < 7) continue
    for (let i = 0; i < line.length; i += MAX_LINE) {
      const part = line.slice(Math.max(0, i - 40), i + MAX_LINE)
      for (const f of findPhoneNumbersInText(part, region ? { defaultCountry: region } : undefined)) {
        if (!f.number.isValid() || !plausibleInText(part, f.startsAt, f.endsAt)) continue
        out.add(f.number.number)
      }
    }
  }
  return [...out]
}
