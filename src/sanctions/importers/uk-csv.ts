import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { countryCodes } from '../countries.ts'
import { ListFormatError, type ParsedList, type SanctionsEntity, type SanctionsSchema } from '../types.ts'
import { addName, checkEntities, dedupe, isoDate } from './common.ts'

/**
 * OFSI consolidated list CSV (ConList.csv): a "Last Updated,dd/mm/yyyy" line, then a header row (Name 6 = surname,
 * Name 1…5, Name Non-Latin Script, DOB, Nationality, Group Type, Alias Type, Alias Quality, Regime, Group ID, and
 * in newer files "UK Sanctions List Ref"). One row per name; rows of one target share the Group ID.
 */
const TYPES: Record<string, SanctionsSchema> = { individual: 'Person', entity: 'Organization', ship: 'Vessel' }

export function parseUkCsv(path: string): ParsedList {
  const raw = readFileSync(path, 'utf8').replace(/^\uFEFF/, '')
  let rows: string[][]
  try { rows = parse(raw, { relax_column_count: true, skip_empty_lines: true, trim: true }) } catch (err) {
    throw new ListFormatError(`${path}: not a valid CSV file (${(err as Error).message})`)
  }
  let listDate: string | null = null
  if (rows[0] && /^last updated$/i.test(rows[0][0] ?? '')) { listDate = isoDate(rows[0][1] ?? '') ?? null; rows = rows.slice(1) }
  const header = rows.shift()
  if (!header) throw new ListFormatError(`${path}: empty file`)
  const col = (name: string) => header.findIndex((h) => h.toLowerCase() === name.toLowerCase())
  const need = ['Name 6', 'Group Type', 'Group ID']
  for (const n of need) if (col(n) < 0) throw new ListFormatError(`${path}: the header has no "${n}" column`)
  const c = {
    n6: col('Name 6'), n: [1, 2, 3, 4, 5].map((i) => col(`Name ${i}`)), nonLatin: col('Name Non-Latin Script'), dob: col('DOB'), nat: col('Nationality'),
    country: col('Country'), type: col('Group Type'), aliasType: col('Alias Type'), quality: col('Alias Quality'), regime: col('Regime'), group: col('Group ID'),
    ref: col('UK Sanctions List Ref'), passport: col('Passport Number'),
  }
  const byGroup = new Map<string, SanctionsEntity & { raw: { nat: string[] } }>()
  rows.forEach((r, i) => {
    const get = (k: number) => (k >= 0 ? (r[k] ?? '').trim() : '')
    const group = get(c.group)
    if (!/^\d+$/.test(group)) throw new ListFormatError(`${path}: row ${i + 3} has no numeric Group ID`)
    let e = byGroup.get(group)
    if (!e) {
      const ref = get(c.ref)
      e = { id: ref ? `gb-fcdo-${ref.toLowerCase()}` : `gb-hmt-${group}`, schema: TYPES[get(c.type).toLowerCase()] ?? 'Organization', names: [], birthDates: [], countries: [], identifiers: [], programs: [], raw: { nat: [] } }
      byGroup.set(group, e)
    }
    const whole = [...c.n.map(get), get(c.n6)].filter(Boolean).join(' ')
    const primary = /primary/i.test(get(c.aliasType)) || (!get(c.aliasType) && !e.names.length)
    addName(e.names, whole, primary ? 'primary' : /low/i.test(get(c.quality)) ? 'weak' : 'strong')
    if (primary && e.names.length > 1) e.names.unshift(e.names.pop()!)
    addName(e.names, get(c.nonLatin), 'original')
    const dob = get(c.dob)
    if (dob) { const d = isoDate(dob.replace(/^00\/00\//, '').replace(/^00\//, '')); if (d) e.birthDates.push(d) }
    // one by one: a cell of 150,000 numbered parts spread as arguments overflowed the stack
    if (get(c.nat)) for (const n of get(c.nat).split(/\(\d+\)\s*/)) if (n) e.raw.nat.push(n)
    if (get(c.regime)) e.programs.push(get(c.regime))
    if (get(c.passport)) e.identifiers.push(`Passport ${get(c.passport)}`)
  })
  const entities = [...byGroup.values()].map(({ raw, ...e }) => ({ ...e, birthDates: dedupe(e.birthDates), countries: countryCodes(raw.nat), programs: dedupe(e.programs), identifiers: dedupe(e.identifiers) }))
  return { format: 'uk-csv', listDate, entities: checkEntities(entities, path) }
}
