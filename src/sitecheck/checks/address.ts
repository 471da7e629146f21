/**
 * Postal addresses in page text: a street line (a street word with a house number, in the languages of
 * terms.ts) near a postal code (DE/FR/ES/IT 5 digits, NL 1234 AB, PL 00-000, PT 0000-000, UK, US, 4-digit
 * codes), or a schema.org PostalAddress in JSON-LD or microdata.
 */
import { normalize } from '../match.ts'
import { COUNTRY_NAMES } from '../terms.ts'
import type { CrawledPage } from '../types.ts'

const POSTCODES: [RegExp, string | undefined][] = [
  [/\b\d{2}-\d{3}\s+\p{Lu}/u, 'PL'],
  [/\b\d{4}-\d{3}\b/, 'PT'],
  [/\b\d{5}-\d{3}\b/, 'BR'],
  [/\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d\b/, 'CA'],
  [/\b\d{3}\s\d{2}\s+\p{Lu}\p{Ll}/u, undefined],
  [/\b\d{4}\s?[A-Z]{2}\s+\p{Lu}\p{Ll}/u, 'NL'],
  [/\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/, 'GB'],
  [/\b(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s+\d{5}(?:-\d{4})?\b/, 'US'],
  [/\b(?:[A-Z]{1,2}-)?\d{5}\s+\p{Lu}[\p{L}'’.-]+/u, undefined],
  [/\b(?:[A-Z]{1,2}-)?\d{4}\s+\p{Lu}[\p{L}'’.-]{2,}/u, undefined],
]

const STREETS: RegExp[] = [
  // German and Dutch compounds: Hauptstraße 12, Musterweg 5a, Keizersgracht 123
  /\p{L}{2,}(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|straat|laan|plein|gracht|kade|singel|dijk)\s*\d+\s*\p{L}?\b/iu,
  // A street word then a name and a number: Rue de la Paix 12, Calle Mayor, 5, Via Roma 10, ul. Długa 5, Rua Augusta 100
  /\b(?:rue|avenue|av\.?|avda\.?|boulevard|bd|chemin|impasse|quai|calle|c\/|avenida|plaza|paseo|carrer|camino|via|viale|piazza|corso|vicolo|largo|strada|rua|travessa|praça|praca|estrada|alameda|ul\.|ulica|al\.|aleja|plac|os\.|straße|strasse)\s+[^\n]{1,40}?\d+/iu,
  // A number then the street: 12 rue de la Paix, 221B Baker Street, 1600 Amphitheatre Parkway
  /\b\d+[a-z]?,?\s+(?:rue|avenue|boulevard|bd|chemin|impasse|allée|quai|place)\b/iu,
  /\b\d+[a-z]?\s+(?:[\p{L}][\p{L}'’.-]*\s+){1,4}(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|ln\.?|drive|dr\.?|way|boulevard|blvd\.?|place|square|court|close|terrace|parkway|highway)(?![\p{L}])/iu,
]

const POBOX = /\b(?:p\.?\s?o\.?\s?box|postfach|bo[iî]te postale|apartado de correos|casella postale|caixa postal|postbus|skrytka pocztowa)\s*\d+/iu

export interface AddressHit {
  url: string
  quote: string
  full: boolean
  country: string | undefined
}

function countryName(text: string): string | undefined {
  const n = ` ${normalize(text)} `
  for (const [code, names] of Object.entries(COUNTRY_NAMES)) {
    if (names.some((name) => name.length > 2 && n.includes(` ${name} `))) return code
  }
  return undefined
}

/** Country of an address text: a country name, else the shape of its postal code. */
export function countryOf(text: string): string | undefined {
  const n = ` ${normalize(text)} `
  for (const [code, names] of Object.entries(COUNTRY_NAMES)) {
    if (names.some((name) => n.includes(` ${name} `))) return code
  }
  for (const [re, code] of POSTCODES) if (code && re.test(text)) return code
  return undefined
}

function fromJsonLd(page: CrawledPage): AddressHit | undefined {
  const seen = new Set<unknown>()
  const walk = (v: unknown, depth: number): Record<string, unknown> | undefined => {
    if (!v || typeof v !== 'object' || depth > 6 || seen.has(v)) return undefined
    seen.add(v)
    const o = v as Record<string, unknown>
    if (typeof o.streetAddress === 'string' && (typeof o.postalCode === 'string' || typeof o.addressLocality === 'string')) return o
    for (const x of Object.values(o)) {
      const hit = walk(x, depth + 1)
      if (hit) return hit
    }
    return undefined
  }
  for (const obj of page.doc.jsonLd) {
    const a = walk(obj, 0)
    if (!a) continue
    const country = typeof a.addressCountry === 'string' ? a.addressCountry : (a.addressCountry as { name?: string } | undefined)?.name
    const parts = [a.streetAddress, a.postalCode, a.addressLocality, country].filter((x) => typeof x === 'string')
    const quote = parts.join(', ')
    const code = typeof country === 'string' && /^[A-Z]{2}$/i.test(country) ? country.toUpperCase() : countryOf(quote)
    return { url: page.url, quote, full: true, country: code }
  }
  const md = page.doc.microdata
  if (md.streetAddress?.[0] && (md.postalCode?.[0] || md.addressLocality?.[0])) {
    const quote = [md.streetAddress[0], md.postalCode?.[0], md.addressLocality?.[0], md.addressCountry?.[0]].filter(Boolean).join(', ')
    return { url: page.url, quote, full: true, country: countryOf(quote) }
  }
  return undefined
}

/** The best address on a page: full (street and postal code) before partial. */
export function findAddress(page: CrawledPage): AddressHit | undefined {
  const ld = fromJsonLd(page)
  if (ld) return ld
  const blocks = [...page.signals.addresses, ...page.signals.fullText.split('\n')]
  let partial: AddressHit | undefined
  const lines = blocks.map((l) => l.trim()).filter(Boolean)
  for (let i = 0; i < lines.length; i++) {
    const window = lines.slice(i, i + 3).join(', ')
    if (window.length > 600) continue
    const street = STREETS.some((re) => re.test(lines[i]))
    const post = POSTCODES.some(([re]) => re.test(window))
    if (street && post) return { url: page.url, quote: window.slice(0, 200), full: true, country: countryOf(window) }
    // A street line with a town and a named country ("1 Rue de Rivoli, Paris, France") is an address too.
    if (street && lines[i].length < 200 && /,\s*\p{Lu}/u.test(lines[i]) && countryName(window)) {
      return { url: page.url, quote: window.slice(0, 200), full: true, country: countryName(window) }
    }
    // Partial: a post-office box, a postal code with a town, or a street line without a postal code.
    if (!partial && (POBOX.test(lines[i]) || (street && lines[i].length < 200) || (post && /\p{L}{3,}/u.test(lines[i]) && lines[i].length < 120 && POSTCODES.some(([re]) => re.test(lines[i]))))) {
      partial = { url: page.url, quote: lines[i].slice(0, 200), full: false, country: countryOf(lines[i]) }
    }
  }
  return partial
}
