/**
 * Dates written for people ("Thursday, May 26, 2016", "12 Jan, 2016, 10.34PM IST", "May 16, 2016 | 3:05 pm ET"),
 * as pages print them next to a story when they declare no machine-readable date. English month names, a
 * four-digit year, an optional clock time and an optional zone (a numeric offset or a common abbreviation).
 * Also the day-first forms of other languages: month names in German, French, Spanish, Italian, Portuguese and
 * Dutch ("3. Mai 2024", "3 mai 2024", "3 de mayo de 2024") and the dotted numeric date ("03.05.2024"), which
 * every language that writes it reads day first (German, Russian, Polish, Czech, Turkish, the Nordic languages…).
 * Returns epoch milliseconds and whether a time of day was written.
 */

const MONTHS: Record<string, number> = {
  jan: 0, january: 0, feb: 1, february: 1, mar: 2, march: 2, apr: 3, april: 3, may: 4, jun: 5, june: 5, jul: 6, july: 6,
  aug: 7, august: 7, sep: 8, sept: 8, september: 8, oct: 9, october: 9, nov: 10, november: 10, dec: 11, december: 11,
}
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?'
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?'

// Month names and their usual abbreviations in the other languages that write them after the day.
const OTHER_MONTHS: Array<[number, string[]]> = [
  [0, ['januar', 'jänner', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'janeiro', 'januari']],
  [1, ['februar', 'février', 'févr', 'fevrier', 'febrero', 'febbraio', 'fevereiro', 'fev', 'februari']],
  [2, ['märz', 'mär', 'maerz', 'mars', 'marzo', 'março', 'marco', 'maart']],
  [3, ['avril', 'avr', 'abril', 'abr', 'aprile']],
  [4, ['mai', 'mayo', 'maggio', 'maio', 'mei']],
  [5, ['juni', 'juin', 'junio', 'giugno', 'junho']],
  [6, ['juli', 'juillet', 'juil', 'julio', 'luglio', 'julho']],
  [7, ['août', 'aout', 'agosto', 'augustus']],
  [8, ['septembre', 'septiembre', 'setiembre', 'settembre', 'setembro']],
  [9, ['oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'outubro']],
  [10, ['novembre', 'noviembre', 'novembro']],
  [11, ['dezember', 'dez', 'décembre', 'déc', 'decembre', 'diciembre', 'dic', 'dicembre', 'dezembro', 'december']],
]
for (const [i, names] of OTHER_MONTHS) for (const n of names) MONTHS[n] ??= i
const OTHER_MONTH = `(${OTHER_MONTHS.flatMap(([, n]) => n).sort((a, b) => b.length - a.length).join('|')})\\.?`
const YEAR = '((?:19|20)\\d{2})'
// a clock time after the date: ", 10.34PM", " at 3:05 p.m.", " | 15:40"
const TIME = '(?:[\\s,|@–—-]*(?:(?:at|um|à|a las|alle|às|om|kl\\.?)\\s+)?(\\d{1,2})[:.](\\d{2})(?::(\\d{2}))?(?:\\s*([ap])\\.?m\\b\\.?)?)?'
// a zone after the time: "+05:30", "UTC", "GMT+2", "EST", "ET"
const ZONE = '(?:\\s*\\(?\\s*(?:(z|utc|gmt|[ecmp][sd]?t|bst|ist|cest|cet|eest|eet|jst|aest|aedt)\\b)?\\s*([+-]\\d{1,2}(?::?\\d{2})?)?\\)?)?'

const FORMS: Array<{ re: RegExp; order: 'mdy' | 'dmy' | 'ymd' | 'dmyNum' }> = [
  { re: new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b${TIME}${ZONE}`, 'i'), order: 'mdy' },
  { re: new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+${YEAR}\\b${TIME}${ZONE}`, 'i'), order: 'dmy' },
  { re: new RegExp(`\\b${YEAR}-(\\d{2})-(\\d{2})\\b${TIME}${ZONE}`, 'i'), order: 'ymd' },
  // "3. Mai 2024", "1er août 2022", "3 de mayo de 2024", "3 maggio 2024, alle 14:30"
  { re: new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(?:er|º)?\\.?\\s+(?:de\\s+)?${OTHER_MONTH}(?!\\p{L}),?\\s+(?:de\\s+)?${YEAR}\\b${TIME}${ZONE}`, 'iu'), order: 'dmy' },
  // "03.05.2024", "3. 5. 2024": day first
  { re: new RegExp(`(?<![\\d.])(\\d{1,2})\\.\\s?(\\d{1,2})\\.\\s?${YEAR}\\b${TIME}${ZONE}`, 'i'), order: 'dmyNum' },
]

// Fixed offsets in minutes. IST is read as India Standard Time (the most frequent use on English news pages).
const FIXED: Record<string, number> = {
  z: 0, utc: 0, gmt: 0, bst: 60, cet: 60, cest: 120, eet: 120, eest: 180, ist: 330, jst: 540, aest: 600, aedt: 660,
  est: -300, edt: -240, cst: -360, cdt: -300, mst: -420, mdt: -360, pst: -480, pdt: -420,
}
const US_STANDARD: Record<string, number> = { et: -300, ct: -360, mt: -420, pt: -480 }

/** Whether US daylight saving time is in force at this UTC instant (since 2007: 2nd Sunday of March to 1st Sunday of November). */
function usDaylight(ms: number): boolean {
  const d = new Date(ms)
  const y = d.getUTCFullYear()
  const sunday = (month: number, nth: number): number => {
    const first = new Date(Date.UTC(y, month, 1)).getUTCDay()
    return Date.UTC(y, month, 1 + ((7 - first) % 7) + 7 * (nth - 1), 7) // about 2:00 local
  }
  return ms >= sunday(2, 2) && ms < sunday(10, 1)
}

export interface TextDate { ms: number; hasTime: boolean }

export function parseDateText(text: string): TextDate | undefined {
  if (text.length > 400) text = text.slice(0, 400)
  for (const { re, order } of FORMS) {
    const m = re.exec(text)
    if (!m) continue
    let y: number, mo: number, d: number
    if (order === 'mdy') { mo = MONTHS[m[1]!.toLowerCase()]!; d = Number(m[2]); y = Number(m[3]) }
    else if (order === 'dmy') { d = Number(m[1]); mo = MONTHS[m[2]!.toLowerCase()]!; y = Number(m[3]) }
    else if (order === 'dmyNum') { d = Number(m[1]); mo = Number(m[2]) - 1; y = Number(m[3]) }
    else { y = Number(m[1]); mo = Number(m[2]) - 1; d = Number(m[3]) }
    if (mo === undefined || mo < 0 || mo > 11 || d < 1 || d > 31) continue
    const [hh, mm, ss, ap, zone, offset] = m.slice(4)
    if (hh === undefined) return { ms: Date.UTC(y, mo, d), hasTime: false }
    let h = Number(hh)
    if (ap) { if (h < 1 || h > 12) continue; h = (h % 12) + (ap.toLowerCase() === 'p' ? 12 : 0) }
    if (h > 23 || Number(mm) > 59) continue
    let ms = Date.UTC(y, mo, d, h, Number(mm), Number(ss ?? 0))
    if (offset) {
      const o = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(offset)!
      ms -= (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3] ?? 0)) * 60_000
    } else if (zone) {
      const z = zone.toLowerCase()
      if (FIXED[z] !== undefined) ms -= FIXED[z] * 60_000
      else if (US_STANDARD[z] !== undefined) ms -= (US_STANDARD[z] + (usDaylight(ms - US_STANDARD[z] * 60_000) ? 60 : 0)) * 60_000
    }
    return { ms, hasTime: true }
  }
  return undefined
}
