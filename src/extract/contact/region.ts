/**
 * The region a page's national-format phone numbers most likely belong to: the country-code TLD
 * (ISO 3166-1 alpha-2; `.uk` is GB per IANA), else the region subtag of the page language (RFC 5646
 * §2.2.4), else a language that is spoken mainly in one country, else none (then only numbers written
 * in international form are read).
 */
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max'

const TLD_ALIAS: Record<string, string> = { uk: 'GB', su: 'RU' }
// Generic-looking ccTLDs used world-wide: they say nothing about where the business is.
const NOT_GEO = new Set(['io', 'co', 'ai', 'me', 'tv', 'fm', 'ly', 'to', 'cc', 'ws', 'gg', 'so', 'sh', 'is', 'app', 'dev', 'gl', 'im', 'am'])
const LANG_REGION: Record<string, string> = {
  de: 'DE', fr: 'FR', it: 'IT', es: 'ES', nl: 'NL', pl: 'PL', pt: 'PT', ja: 'JP', ko: 'KR', sv: 'SE', da: 'DK', fi: 'FI',
  nb: 'NO', no: 'NO', cs: 'CZ', sk: 'SK', hu: 'HU', ro: 'RO', el: 'GR', tr: 'TR', uk: 'UA', ru: 'RU', he: 'IL', th: 'TH',
  vi: 'VN', id: 'ID', bg: 'BG', hr: 'HR', sl: 'SI', et: 'EE', lv: 'LV', lt: 'LT', zh: 'CN', hi: 'IN',
}

export function regionHint(url: URL, lang: string | undefined): CountryCode | undefined {
  const tld = url.hostname.split('.').pop()?.toLowerCase() ?? ''
  const fromTld = TLD_ALIAS[tld] ?? (tld.length === 2 && !NOT_GEO.has(tld) ? tld.toUpperCase() : undefined)
  if (fromTld && isSupportedCountry(fromTld)) return fromTld
  const parts = (lang ?? '').toLowerCase().split(/[-_]/)
  const sub = parts.slice(1).find((p) => /^[a-z]{2}$/.test(p))?.toUpperCase()
  if (sub && isSupportedCountry(sub)) return sub
  const byLang = LANG_REGION[parts[0]]
  if (byLang && isSupportedCountry(byLang)) return byLang
  if (parts[0] === 'en' || (!parts[0] && /^(com|net|org|us)$/.test(tld))) return 'US'
  return undefined
}
