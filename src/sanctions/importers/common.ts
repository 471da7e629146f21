import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { ListFormatError, type EntityName, type SanctionsEntity } from '../types.ts'

/** Parses an XML document into plain objects; `arrays` names the elements that may repeat. Throws ListFormatError. */
export function parseXml(text: string, arrays: string[], what: string): any {
  const valid = XMLValidator.validate(text)
  if (valid !== true) throw new ListFormatError(`${what}: malformed XML at line ${valid.err.line}: ${valid.err.msg}`)
  const repeat = new Set(arrays)
  const parser = new XMLParser({
    ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, parseAttributeValue: false,
    trimValues: true, isArray: (name) => repeat.has(name),
  })
  return parser.parse(text)
}

/** Text of an element that may be absent, empty or an object with text. */
export function text(v: unknown): string {
  if (v === undefined || v === null) return ''
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim()
  if (typeof v === 'object' && '#text' in (v as object)) return String((v as { '#text': unknown })['#text']).trim()
  return ''
}

export function arr<T = any>(v: T | T[] | undefined | null): T[] {
  if (v === undefined || v === null || v === '') return []
  return Array.isArray(v) ? v : [v]
}

/** dd/mm/yyyy, mm/dd/yyyy (OFAC: "Publish_Date"), yyyy-mm-dd, "12 Jan 1960", "1960" → ISO prefix; undefined when unreadable. */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
export function isoDate(raw: string, order: 'dmy' | 'mdy' = 'dmy'): string | undefined {
  const s = raw.trim()
  let m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(s)
  if (m) return [m[1], m[2], m[3]].filter(Boolean).join('-')
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s)
  if (m) {
    const [a, b] = order === 'dmy' ? [m[1]!, m[2]!] : [m[2]!, m[1]!]
    if (a === '00' || b === '00') return m[3]
    return `${m[3]}-${b.padStart(2, '0')}-${a.padStart(2, '0')}`
  }
  m = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{4})$/.exec(s)
  if (m) {
    const mo = MONTHS.indexOf(m[2]!.toLowerCase())
    if (mo >= 0) return `${m[3]}-${String(mo + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`
  }
  m = /^([A-Za-z]{3})[a-z]*\s+(\d{4})$/.exec(s)
  if (m) { const mo = MONTHS.indexOf(m[1]!.toLowerCase()); if (mo >= 0) return `${m[2]}-${String(mo + 1).padStart(2, '0')}` }
  m = /(?:^|\D)(\d{4})(?:\D|$)/.exec(s)
  return m ? m[1] : undefined
}

/** The names of each list already in it, so that adding one is a look-up, not a scan of the list (quadratic). */
const namesIn = new WeakMap<EntityName[], Set<string>>()

/** Adds a name unless empty or already there. */
export function addName(names: EntityName[], name: string, kind: EntityName['kind']): void {
  const n = name.replace(/\s+/g, ' ').trim()
  if (!n) return
  let seen = namesIn.get(names)
  // a list changed by other means (reordered, filled directly) is read again
  if (!seen || seen.size !== names.length) { seen = new Set(names.map((x) => x.name)); namesIn.set(names, seen) }
  if (seen.has(n)) return
  seen.add(n)
  names.push({ name: n, kind })
}

/** "EU.27.28" → "eu-27-28" (the OpenSanctions slug form). */
export function slug(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
}

export function dedupe(a: string[]): string[] {
  return [...new Set(a.map((x) => x.trim()).filter(Boolean))]
}

/** Every entity needs an id and a name. */
export function checkEntities(entities: SanctionsEntity[], what: string): SanctionsEntity[] {
  const seen = new Set<string>()
  for (const e of entities) {
    if (!e.id) throw new ListFormatError(`${what}: an entry has no id`)
    if (!e.names.length) throw new ListFormatError(`${what}: entry ${e.id} has no name`)
    if (seen.has(e.id)) throw new ListFormatError(`${what}: duplicate entry id ${e.id}`)
    seen.add(e.id)
  }
  if (!entities.length) throw new ListFormatError(`${what}: no entries found`)
  return entities
}
