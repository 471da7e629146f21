/**
 * Normalisers: wrap a selector and turn its raw value into a field value, or `undefined` (= the rule
 * passes and the next one is tried). JSON-LD values may be strings, numbers, objects or arrays.
 */
import type { Rule, RuleContext } from './bundle.ts'
import { decodeHTML } from 'entities'
import { stripControls } from './strings.ts'
import { parseDateText } from './date-text.ts'

/** A string out of a JSON-LD-ish value: strings as-is, `{name}`/`{@value}`/`{url}` objects, first of arrays. */
export function toStr(v: unknown, keys = ['@value', 'name', 'url', '@id']): string | undefined {
  if (typeof v === 'string') return v
  if (typeof v === 'number') return String(v)
  if (Array.isArray(v)) { for (const x of v) { const s = toStr(x, keys); if (s) return s } return undefined }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    for (const k of keys) if (o[k] !== undefined && o[k] !== null) return toStr(o[k], keys)
  }
  return undefined
}

const URL_KEYS = ['url', 'contentUrl', '@value', '@id']

/** Collapse whitespace and drop control characters; JSON-LD and some metas carry still-escaped entities (`&amp;`), decoded once. */
const MARKUP = /<\/[a-z][a-z0-9-]*\s*>|<br\s*\/?>|<[a-z][a-z0-9-]*\s[^<>]*=/i

export function cleanText(v: string): string {
  let s = v.includes('&') ? decodeHTML(v) : v
  // markup inside a value (a JSON-LD description holding "<p>…</p>"): the text only. A lone "<div>" in a
  // title about HTML ("<div>: The Content Division element") is text: only closing tags, <br> or tags
  // with attributes mark a value as markup.
  if (s.includes('<') && MARKUP.test(s)) s = s.replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi, ' ')
  return stripControls(s).replace(/[\s\u00a0\u200b]+/g, ' ').trim()
}

export function asText(rule: Rule<unknown>, max = 2000): Rule<string> {
  return (ctx) => {
    const s = toStr(rule(ctx))
    if (s === undefined) return undefined
    const t = cleanText(s)
    return t ? t.slice(0, max) : undefined
  }
}

/**
 * Absolute http(s) URL resolved against the document base (WHATWG URL); `data:` and junk pass. A resource written
 * scheme-relative (`//cdn.example.com/icon.png`) is given https even on a page read over plain http (a mirror, a
 * cache, an old http page): its author wrote it to work under whichever scheme the page is served with, so it is
 * served over https, and https is the form a client on an https page can load (W3C Mixed Content). A link to
 * follow (`schemeRelative: 'page'`: anchors, `<base href>`) keeps the page's scheme, as a browser would.
 */
export function resolveUrl(raw: string, base: URL, schemeRelative: 'https' | 'page' = 'https'): string | undefined {
  const s = raw.trim()
  if (!s || s.startsWith('data:') || s.startsWith('javascript:')) return undefined
  try {
    const u = new URL(s.startsWith('//') ? (schemeRelative === 'https' ? 'https:' : base.protocol) + s : s, base)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined
  } catch { return undefined }
}

export function asUrl(rule: Rule<unknown>): Rule<string> {
  return (ctx) => {
    const s = toStr(rule(ctx), URL_KEYS)
    return s === undefined ? undefined : resolveUrl(s, ctx.base)
  }
}

// A zone designator: `Z` or a numeric offset right after a time, or a zone name Date.parse knows
// (RFC 2822 §3.3). `-2016` in `05-04-2016` is a year, not an offset.
const HAS_ZONE = /\d:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|[+-]\d{2}(:?\d{2})?)\b|\b(UTC|GMT|UT|[ECMP][SD]T)\b/i

// A time of day written in the value ("15:40", "T10", "4 PM"); without one the value names a whole day.
const HAS_TIME = /\d:\d{2}|T\d{2}|\d\s*[ap]\.?m\b/i
const NOON = 12 * 3_600_000
// An ISO 8601 calendar date (`2016-05-26`: HTML's valid date string, schema.org `Date`) is read the way
// ECMA-262 §21.4.1.32 reads a date-only form, as 00:00 UTC: what every consumer doing `new Date(value)` gets.
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const DOTTED_DAY = /(?:^|[^\d.])\d{1,2}\.\s?\d{1,2}\.\s?\d{4}(?!\d)/

/**
 * ISO 8601 UTC. Accepts ISO 8601 / RFC 3339, RFC 2822 and the `Date.parse` forms, Unix times in seconds or
 * milliseconds, and dates written for people ("Thursday, May 26, 2016", "12 Jan, 2016, 10.34PM IST";
 * date-text.ts). A value without a time of day names a day, not an instant: it is given as 12:00 UTC of that
 * day, which is the same calendar day from UTC−12 to UTC+11 (midnight UTC is the day before everywhere in the
 * Americas). Years outside 1990..next year are rejected (copyright years, typos).
 */
export function parseDate(raw: string): string | undefined {
  let s = raw.trim()
  if (!s) return undefined
  let ms: number
  let dayOnly = false
  if (/^\d{10}(\d{3})?$/.test(s)) ms = Number(s) * (s.length === 10 ? 1000 : 1)
  else {
    // "2020-01-02 10:00:00" (no T) and "+0000" offsets: forms Date.parse is unsure about
    s = s.replace(/^(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2})/, '$1T$2').replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
      // an ISO date-time with a space before its zone ("2024-01-02T03:04:05 +05:30", "… UTC"): the zone is kept
      .replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s+(?:(Z|[+-]\d{2}:\d{2})|UTC|GMT)$/i, (_, t: string, z?: string) => t + (z ?? 'Z'))
      // ISO 8601's basic format ("20240102", "20240102T030405Z"), which Date.parse does not read
      .replace(/^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?:T(\d{2})(\d{2})(\d{2})?(Z|[+-]\d{2}:?\d{2})?)?$/,
        (_, y: string, mo: string, d: string, h?: string, mi?: string, se?: string, z?: string) =>
          `${y}-${mo}-${d}` + (h ? `T${h}:${mi}:${se ?? '00'}${z ?? ''}` : ''))
    // V8's fallback parser fills in a missing year ("Dec 09" → 2001): a date without one is not a date
    // and reads a dotted "03.05.2024" month first, which no language that writes dots means (date-text.ts)
    ms = /\d{4}/.test(s) && !DOTTED_DAY.test(s) ? Date.parse(s) : NaN
    if (Number.isNaN(ms) && /^\d{4}-\d{2}-\d{2}T/.test(s)) ms = Date.parse(s.slice(0, 19) + 'Z')
    // Date.parse reads a value without a zone in the *server's* time zone (ECMA-262 §21.4.3.2; an
    // ISO date-only form excepted). The server's zone says nothing about the page: read it as UTC.
    else if (!Number.isNaN(ms) && !/^\d{4}-\d{2}-\d{2}$/.test(s) && !HAS_ZONE.test(s)) ms -= new Date(ms).getTimezoneOffset() * 60_000
    if (Number.isNaN(ms)) {
      const t = parseDateText(s)
      if (t) { ms = t.ms; dayOnly = !t.hasTime }
    } else dayOnly = !HAS_TIME.test(s) && !ISO_DAY.test(s)
  }
  if (Number.isNaN(ms)) return undefined
  if (dayOnly) ms = Math.floor(ms / 86_400_000) * 86_400_000 + NOON
  const d = new Date(ms)
  const year = d.getUTCFullYear()
  if (year < 1990 || year > new Date().getUTCFullYear() + 1) return undefined
  return d.toISOString()
}

export function asDate(rule: Rule<unknown>): Rule<string> {
  return (ctx) => {
    const s = toStr(rule(ctx))
    return s === undefined ? undefined : parseDate(s)
  }
}

/** BCP 47 as declared (RFC 5646 §2.1 shape), `_` → `-`; anything else passes. */
export function asLang(rule: Rule<unknown>): Rule<string> {
  return (ctx) => {
    const s = toStr(rule(ctx))?.trim().replace(/_/g, '-')
    return s && /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(s) ? s : undefined
  }
}

/** A schema.org Person given as `givenName` and `familyName` without a `name`. */
function personName(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v
  const o = v as Record<string, unknown>
  if (o.name !== undefined && o.name !== null && o.name !== '') return v
  const parts = [o.givenName, o.familyName].map((x) => toStr(x)?.trim()).filter(Boolean)
  return parts.length ? parts.join(' ') : v
}

/** Longest author value read at all (a kept name is at most 120 characters, a date or role label may follow it). */
const MAX_AUTHOR_SCAN_CHARS = 600

// "By" in the byline of a page written in another language ("Von Hans Meier", "Par Marie Dupont"), read only on a
// page declared in that language and before a capitalised word and at least one more ("Door Pieter de Vries"), so
// that a name beginning with the same word ("Von Miller", "Di Maio", "von der Leyen") is kept whole.
const NAME2 = String.raw`(?=\p{Lu}[\p{L}.'’-]*\s+\p{L})`
// case-blind on the word only: under the i flag \p{Lu} would match every letter
const byIn = (word: string): RegExp => new RegExp(`^[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}\\s+${NAME2}`, 'u')
const BY_IN: Record<string, RegExp> = {
  de: byIn('von'), fr: byIn('par'), es: byIn('por'), pt: byIn('por'), it: byIn('di'), nl: byIn('door'),
  sv: byIn('av'), nb: byIn('av'), no: byIn('av'), nn: byIn('av'), da: byIn('af'), pl: byIn('przez'),
}
const primaryLang = (tag: string | undefined): string => (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? ''

/** A person's name: not a URL, not a sentence, no "By " prefix. */
export function asAuthor(rule: Rule<unknown>): Rule<string> {
  return (ctx: RuleContext) => {
    const raw = rule(ctx)
    const s = Array.isArray(raw) ? raw.map((x) => toStr(personName(x))).filter(Boolean).join(', ') : toStr(personName(raw))
    if (s === undefined) return undefined
    const clean = cleanText(s)
    // A value this long is no name (a kept name is at most 120 characters), and the suffix patterns below retry
    // at every separator of a run (quadratic): 40,000 "|" in a meta author held the event loop for 7 s.
    if (clean.length > MAX_AUTHOR_SCAN_CHARS) return undefined
    const t = clean
      // a credit line: "Text: Jo Reed; Photos: Al Poe", "Words: Jo Reed"
      .replace(/^(?:words|text|story|reporting)\s*:\s*/i, '')
      .replace(/(?<!\s)\s*[;|•·]\s*(?:photos?|photography|pictures|images?|video|illustrations?|graphics?)\s*(?::|by\b).*$/i, '')
      // the date line or link text before the name: "Posted on May 3, 2024 by Jo Reed", "View all posts by Jo Reed"
      .replace(/^(?:(?:posted|published|updated)\b[^|•·]{0,60}?\s|(?:(?:view|see|read|more)\s+)?(?:all\s+)?(?:posts|articles|stories|entries)\s+)(?=by\s)/i, '')
      .replace(/^(?:(?:written|posted|reported|words)\s+)?by\s+/i, '')
      .replace(BY_IN[primaryLang(ctx.scan.htmlLang)] ?? /^\b$/, '')
      // what a byline prints after the name: a reading time ("• 5 min read"), "Published 2 hours ago", "Updated …"
      .replace(/(?<!\s)\s*[|•·]\s*\d+\s*min(?:ute)?s?\.?(?:\s+read)?\b.*$/i, '')
      .replace(/(?<![\s,|•·–—-])[\s,|•·–—-]+(?:published|updated|last updated|posted)\b.*$/i, '')
      // a date written after the name ("Jo Reed March 11, 2015 3:46 PM", "Jo Reed on 2015-03-11")
      .replace(/[\s,|–—-]+(?:on\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})\b.*$/i, '')
      // a role label kept with the name ("Jane Doe Contributor", "Staff Writer: Jane Doe")
      .replace(/^(?:(?:senior |staff |contributing )?(?:writer|reporter|editor|contributor|correspondent|author)s?\s*[:|–—-]\s*)/i, '')
      .replace(/(?:[\s,|–—-]+(?:senior |staff |contributing |guest )?(?:contributor|writer|reporter|editor|correspondent|columnist)s?)+$/i, '')
      .replace(/[\s\-–—|,:;]+$/, '').trim()
    if (!t || t.length > 120 || /^https?:\/\//i.test(t) || /^[@#]/.test(t) || !/\p{L}/u.test(t)) return undefined
    if (/^[\w-]+(\.[\w-]+)+\//.test(t) || /^[^\s@]+@[^\s@]+$/.test(t)) return undefined // a URL or an address, not a name
    return t
  }
}
