/**
 * Date reading for registration data. Every registry writes dates its own way; the output is always
 * ISO 8601 UTC with seconds precision (`YYYY-MM-DDTHH:MM:SSZ`). A zone written in the text is applied
 * (`+0900`, `+08:00`, `UTC`, `(UTC+8)`, `(GMT+9:00)`, `(JST)`, `EEST`, `PDT` …); a naive time is read as
 * UTC, a date without time as midnight UTC. `NN/NN/YYYY` is read day first unless the first part exceeds 12
 * (most ccTLD registries are European; `.us`-style month-first servers write ISO dates).
 */

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  january: 1, february: 2, march: 3, april: 4, june: 6, july: 7, august: 8, september: 9, october: 10,
  november: 11, december: 12,
  // registries and registrars answering in their own language write its month names (accents folded before lookup)
  janv: 1, fevr: 2, mars: 3, avr: 4, mai: 5, juin: 6, juil: 7, aout: 8, dez: 12, okt: 10, mrz: 3, maerz: 3,
  janvier: 1, fevrier: 2, avril: 4, juillet: 7, septembre: 9, octobre: 10, novembre: 11, decembre: 12,
  enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9, setiembre: 9,
  octubre: 10, noviembre: 11, diciembre: 12, ene: 1, abr: 4, ago: 8, dic: 12,
  janeiro: 1, fevereiro: 2, marco: 3, maio: 5, junho: 6, julho: 7, setembro: 9, outubro: 10, novembro: 11, dezembro: 12, fev: 2, set: 9, out: 10,
  gennaio: 1, febbraio: 2, aprile: 4, maggio: 5, giugno: 6, luglio: 7, settembre: 9, ottobre: 10, dicembre: 12, gen: 1, mag: 5, giu: 6, lug: 7, ott: 10,
  januar: 1, februar: 2, marz: 3, juni: 6, juli: 7, oktober: 10, dezember: 12,
  januari: 1, februari: 2, maart: 3, mei: 5, augustus: 8, mrt: 3,
  // Russian and Ukrainian, in the genitive a date uses ("5 апреля 2003") and the nominative
  января: 1, февраля: 2, марта: 3, апреля: 4, мая: 5, июня: 6, июля: 7, августа: 8, сентября: 9, октября: 10, ноября: 11, декабря: 12,
  январь: 1, февраль: 2, март: 3, апрель: 4, май: 5, июнь: 6, июль: 7, август: 8, сентябрь: 9, октябрь: 10, ноябрь: 11, декабрь: 12,
  січня: 1, лютого: 2, березня: 3, квітня: 4, травня: 5, червня: 6, липня: 7, серпня: 8, вересня: 9, жовтня: 10, листопада: 11, грудня: 12,
}

/** A month name as written ("Dezember", "décembre", "März", "апреля"), or undefined. */
function month(name: string): number | undefined {
  const k = name.toLowerCase()
  return MONTHS[k] ?? (/^[a-z]*$/.test(k) ? undefined : MONTHS[k.normalize('NFD').replace(/[\u0300-\u036f]/g, '')])
}

/** Zone abbreviations seen in WHOIS output, minutes east of UTC. */
const ZONES: Record<string, number> = {
  z: 0, utc: 0, gmt: 0, ut: 0, wet: 0,
  cet: 60, bst: 60, wat: 60, west: 60, met: 60, cest: 120, eet: 120, sast: 120, eest: 180, msk: 180, eat: 180,
  ist: 330, ict: 420, wib: 420, hkt: 480, sgt: 480, awst: 480, myt: 480, pht: 480, cst8: 480,
  jst: 540, kst: 540, acst: 570, aest: 600, aedt: 660, nzst: 720, nzdt: 780,
  brt: -180, art: -180, ast: -240, edt: -240, est: -300, cdt: -300, cst: -360, mdt: -360, mst: -420,
  pdt: -420, pst: -480,
  // South America, the Gulf, Iran, South and Central Asia, Pacific and Atlantic zones that registries of those regions write
  clt: -240, clst: -180, uyt: -180, pyt: -240, bot: -240, vet: -240, pet: -300, cot: -300, ect: -300,
  gst: 240, azt: 240, irst: 210, irdt: 270, pkt: 300, npt: 345, bdt: 360, mmt: 390, wita: 480, wit: 540,
  trt: 180, cat: 120, acdt: 630, hst: -600, akst: -540, akdt: -480, adt: -180, nst: -210, ndt: -150,
}

const pad = (n: number): string => (n < 10 ? '0' : '') + n

function toIso(y: number, mo: number, d: number, h: number, mi: number, s: number, offMin: number): string | null {
  if (y < 100) y += y < 70 ? 2000 : 1900
  if (!(y >= 1970 - 100 && y <= 9999 && mo >= 1 && mo <= 12 && d >= 1 && d <= 31)) return null
  if (!(h >= 0 && h <= 24 && mi >= 0 && mi < 60 && s >= 0 && s < 61)) return null
  // reject roll-overs such as 31 Feb
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return null
  const t = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59)) - offMin * 60_000
  const dt = new Date(t)
  return `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}T${pad(dt.getUTCHours())}:${pad(dt.getUTCMinutes())}:${pad(dt.getUTCSeconds())}Z`
}

/** Minutes east of UTC for a trailing zone designator; null when the text is not a zone. */
export function parseZone(text: string): number | null {
  const r = text.trim().replace(/^\(|\)$/g, '').trim().toLowerCase()
  if (r === '') return 0
  let m = /^(?:utc|gmt|ut)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(r)
  if (m) return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0))
  m = /^([a-z]{1,5})(?:\s*([+-]\d{1,2}(?::?\d{2})?))?$/.exec(r)
  if (m && ZONES[m[1]!] !== undefined) return ZONES[m[1]!]! + (m[2] ? (parseZone(m[2]) ?? 0) : 0)
  return null
}

const TIME = String.raw`(?:[T ]+|\s*-\s*|\s*,\s*)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?:\s*(am|pm)\b)?`
const RE_YMD = new RegExp(String.raw`^(\d{4})\s*([-./])\s*(\d{1,2})\s*\2\s*(\d{1,2})\.?(?:${TIME})?(.*)$`, 'i')
const RE_COMPACT = new RegExp(String.raw`^(\d{4})(\d{2})(\d{2})(?:${TIME})?(.*)$`, 'i')
const RE_DMONY = new RegExp(String.raw`^(?:\p{L}{3,9}\.?,?\s+)?(\d{1,2})(?:st|nd|rd|th)?[-\s./]+(\p{L}{3,9})\.?[-\s./,]+(\d{4}|\d{2})(?![\d])(?:${TIME})?(.*)$`, 'iu')
const RE_MONDY = new RegExp(String.raw`^(?:[a-z]{3,9},?\s+)?([a-z]{3,9})\.?[-\s]+(\d{1,2})(?:st|nd|rd|th)?,?\s+(?:(\d{1,2}):(\d{2})(?::(\d{2}))?\s+([a-z]{2,5}\s+)?)?(\d{4})(?:${TIME})?(.*)$`, 'i')
const RE_DMY = new RegExp(String.raw`^(\d{1,2})\s*([-./])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})(?![\d])(?:${TIME})?(.*)$`, 'i')
const RE_YMOND = new RegExp(String.raw`^(\d{4})[-\s./]+(\p{L}{3,9})\.?[-\s./]+(\d{1,2})\.?(?:${TIME})?(.*)$`, 'iu')
const RE_MONY = /^([a-z]{3,9})[-\s.]+(\d{4})$/i

function hour(h: string | undefined, ampm: string | undefined): number {
  let n = h ? Number(h) : 0
  if (ampm) {
    const pm = ampm.toLowerCase() === 'pm'
    if (pm && n < 12) n += 12
    if (!pm && n === 12) n = 0
  }
  return n
}

function finish(y: number, mo: number, d: number, hh: string | undefined, mi: string | undefined, ss: string | undefined, ampm: string | undefined, rest: string | undefined): string | null {
  let off = 0
  // "2017-12-18T19:00:-0500Z": seconds left out, the offset written where they belong
  let tail = (rest ?? '').trim()
  if (tail.charCodeAt(0) === 58 && /^:[+-]\d{2}:?\d{2}Z?$/.test(tail)) tail = tail.slice(1).replace(/Z$/, '')
  if (tail) {
    const z = parseZone(tail)
    if (z === null) {
      // tolerate trailing words that are not a zone (a handle, "(YYYY-MM-DD)", an e-mail …) but only after a space
      if (!/^\s/.test(rest ?? '') && !/^[(#]/.test(tail)) return null
      const lead = /^\(?([a-z]{2,5}|(?:utc|gmt)\s*[+-]\s*\d{1,2}(?::?\d{2})?)\)?(?=\s|$)/i.exec(tail)
      off = lead ? (parseZone(lead[1]!) ?? 0) : 0
    } else off = z
  }
  return toIso(y, mo, d, hour(hh, ampm), mi ? Number(mi) : 0, ss ? Number(ss) : 0, off)
}

/**
 * Reads one date value. Returns ISO 8601 UTC (`YYYY-MM-DDTHH:MM:SSZ`) or null when the text holds no
 * readable date. `before Aug-1996` (Nominet, legacy registrations) reads as the first day of that month:
 * the registry only knows the date is no later than that.
 */
export function parseDate(input: string | null | undefined): string | null {
  if (!input) return null
  let s = input.trim().replace(/\s+/g, ' ').replace(/^"|"$/g, '')
  if (!s || !/\d/.test(s)) return null
  s = s.replace(/^(?:before|prior to|on|at)\s+/i, '')
  // "2003年4月5日" (Chinese, Japanese), "2003년 04월 05일" (Korean): year, month, day marked by their signs
  if (/[年년]/.test(s)) s = s.replace(/^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?\s*/, (_, y: string, mo: string, d: string) => `${y}-${mo}-${d} `).trim()
  // "05 de abril de 2003" (Spanish, Portuguese)
  else if (/\sde\s/i.test(s)) s = s.replace(/^(\d{1,2})\s+de\s+(\p{L}+)\s+de\s+(\d{4})/iu, '$1 $2 $3')
  // "5 апреля 2003 г. 10:00:00" (Russian), "5 квітня 2003 р." (Ukrainian): the year's abbreviated noun, before a time
  else if (/[гр]\./.test(s)) s = s.replace(/^(\d{1,2}\s+\p{L}+\s+\d{4})\s*[гр]\.(?=\s|$)/u, '$1')
  // RIPE-style "changed: notify@registry.example 20121216134104" / "registrar AT ns.il 19990605 (Assigned)":
  // the date stamp after the e-mail address; YYYYMMDDhhmmss is read as UTC
  const stamp = /^(?:(?=\S*\S@\S)\S+|.+?\sAT\s\S+)\s+(\d{8}(?:\d{6})?)\b/i.exec(s) ?? /^(\d{8}\d{6})$/.exec(s)
  if (stamp) {
    const t = stamp[1]!
    return t.length === 14 ? toIso(+t.slice(0, 4), +t.slice(4, 6), +t.slice(6, 8), +t.slice(8, 10), +t.slice(10, 12), +t.slice(12, 14), 0) : parseDate(t)
  }
  // fast path: the ICANN form 2019-08-13T04:00:00Z (RFC 3339)
  let m: RegExpExecArray | null = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})$/.exec(s)
  if (m) {
    const off = m[7] === 'Z' ? 0 : parseZone(m[7]!)!
    return toIso(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, off)
  }
  if ((m = RE_YMD.exec(s))) return finish(+m[1]!, +m[3]!, +m[4]!, m[5], m[6], m[7], m[8], m[9])
  if ((m = RE_COMPACT.exec(s))) return finish(+m[1]!, +m[2]!, +m[3]!, m[4], m[5], m[6], m[7], m[8])
  if ((m = RE_DMONY.exec(s))) {
    const mo = month(m[2]!)
    if (mo) return finish(+m[3]!, mo, +m[1]!, m[4], m[5], m[6], m[7], m[8])
  }
  if ((m = RE_MONDY.exec(s))) {
    const mo = month(m[1]!)
    if (mo) {
      // "Tue Aug 13 04:00:00 PDT 2019" (C library) carries time and zone before the year
      if (m[3]) {
        const z = m[6] ? parseZone(m[6]) : 0
        return toIso(+m[7]!, mo, +m[2]!, +m[3], +m[4]!, m[5] ? +m[5] : 0, z ?? 0)
      }
      return finish(+m[7]!, mo, +m[2]!, m[8], m[9], m[10], m[11], m[12])
    }
  }
  if ((m = RE_DMY.exec(s))) {
    const a = +m[1]!, b = +m[3]!
    const [d, mo] = a > 12 || b <= 12 ? [a, b] : [b, a]
    return finish(+m[4]!, mo, d, m[5], m[6], m[7], m[8], m[9])
  }
  if ((m = RE_YMOND.exec(s))) {
    const mo = month(m[2]!)
    if (mo) return finish(+m[1]!, mo, +m[3]!, m[4], m[5], m[6], m[7], m[8])
  }
  if ((m = RE_MONY.exec(s))) {
    const mo = month(m[1]!)
    if (mo) return toIso(+m[2]!, mo, 1, 0, 0, 0, 0)
  }
  return null
}

/** Formats an ISO 8601 UTC string as `YYYY-MM-DD HH:MM:SS` (Variant B). */
export function toSqlUtc(iso: string | null): string | null {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : null
}
