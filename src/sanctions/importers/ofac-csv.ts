import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { countryCodes } from '../countries.ts'
import { ListFormatError, type ParsedList, type SanctionsEntity, type SanctionsSchema } from '../types.ts'
import { addName, checkEntities, dedupe, isoDate } from './common.ts'

/**
 * OFAC legacy CSV (https://ofac.treasury.gov/sdn-list-data-formats-data-schemas): a folder with sdn.csv (or
 * cons_prim.csv), alt.csv, add.csv and sdn_comments.csv. Columns have no header; "-0-" is null. Birth dates,
 * nationalities, identifiers and weak a.k.a.s are in the free-text Remarks column.
 */
const FILES = {
  main: ['sdn.csv', 'cons_prim.csv', 'SDN.CSV', 'CONS_PRIM.CSV'],
  alt: ['alt.csv', 'cons_alt.csv', 'ALT.CSV', 'CONS_ALT.CSV'],
  add: ['add.csv', 'cons_add.csv', 'ADD.CSV', 'CONS_ADD.CSV'],
  comments: ['sdn_comments.csv', 'cons_comments.csv', 'SDN_COMMENTS.CSV', 'CONS_COMMENTS.CSV'],
}

function find(dir: string, names: string[]): string | undefined {
  for (const n of names) if (existsSync(join(dir, n))) return join(dir, n)
  return undefined
}

function rows(path: string | undefined, minCols: number): string[][] {
  if (!path) return []
  const raw = readFileSync(path, 'latin1').replace(/\x1a/g, '')
  let out: string[][]
  try {
    out = parse(raw, { relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true })
  } catch (err) { throw new ListFormatError(`${path}: not a valid CSV file (${(err as Error).message})`) }
  for (const [i, r] of out.entries()) {
    if (r.length < minCols) throw new ListFormatError(`${path}: row ${i + 1} has ${r.length} columns, expected at least ${minCols}`)
    if (!/^\d+$/.test(r[0]!)) throw new ListFormatError(`${path}: row ${i + 1} does not start with a numeric ent_num`)
  }
  return out
}

const nul = (s: string | undefined): string => (s === undefined || s === '-0-' ? '' : s)

const TYPES: Record<string, SanctionsSchema> = { individual: 'Person', vessel: 'Vessel', aircraft: 'Aircraft' }

/**
 * The clauses of a remarks text: the pieces between ";" and "." marks, each with the mark that ends it ("" at the
 * end of the text) and whether that mark is the text's last character. The remark readers below look at one clause
 * at a time: a pattern "label, then the rest up to the mark" searched over the whole text rescanned the rest of a
 * clause from every label in it (a remark of 20,000 "DOB " took seconds, quadratic).
 */
function clauses(remarks: string): { text: string; end: string; last: boolean }[] {
  const out: { text: string; end: string; last: boolean }[] = []
  let from = 0
  for (let i = 0; i <= remarks.length; i++) {
    const c = i < remarks.length ? remarks[i]! : ''
    if (c === '' || c === ';' || c === '.') {
      out.push({ text: remarks.slice(from, i), end: c, last: i >= remarks.length - 1 })
      from = i + 1
    }
  }
  return out
}

const NATIONALITY = /\b(?:nationality|citizen)\s+/g
const NOT_IN_NAME = /[^A-Za-z ,'-]/

/**
 * The country after the first "nationality" or "citizen" of a clause whose rest is letters, spaces and , ' - only:
 * it must begin after the clause's last other character (found once, from the end), so each label costs one test.
 */
function nationality(clause: string): string | undefined {
  let lastOther = clause.length - 1
  while (lastOther >= 0 && !NOT_IN_NAME.test(clause[lastOther]!)) lastOther--
  NATIONALITY.lastIndex = 0
  for (let m = NATIONALITY.exec(clause); m; m = NATIONALITY.exec(clause)) {
    const start = m.index + m[0].length
    if (start > lastOther && start < clause.length) return clause.slice(start)
  }
  return undefined
}

export function parseOfacCsv(dir: string): ParsedList {
  const main = find(dir, FILES.main)
  if (!main) throw new ListFormatError(`${dir}: no sdn.csv or cons_prim.csv in the folder`)
  const byNum = new Map<string, SanctionsEntity & { remarks: string[] }>()
  for (const r of rows(main, 12)) {
    const [num, name, type, program, title, , , , , vessFlag, , remarks] = r.map(nul)
    if (!name) throw new ListFormatError(`${main}: entry ${num} has no name`)
    const e = {
      id: `ofac-${num}`, schema: TYPES[type!.toLowerCase()] ?? 'Organization', names: [], birthDates: [], countries: [], identifiers: [],
      programs: dedupe(program!.replace(/[[\]]/g, ' ').split(/\s+/)), remarks: remarks ? [remarks] : [],
    } as SanctionsEntity & { remarks: string[] }
    addName(e.names, name!, 'primary')
    if (vessFlag) e.countries.push(vessFlag)
    if (title) e.identifiers.push(`title: ${title}`)
    byNum.set(num!, e)
  }
  for (const r of rows(find(dir, FILES.alt), 5)) {
    const e = byNum.get(r[0]!)
    if (e && nul(r[3])) addName(e.names, nul(r[3]), 'strong')
  }
  for (const r of rows(find(dir, FILES.add), 6)) {
    const e = byNum.get(r[0]!)
    if (e && nul(r[4])) e.countries.push(nul(r[4]))
  }
  const commentsPath = find(dir, FILES.comments)
  if (commentsPath) {
    for (const r of rows(commentsPath, 2)) byNum.get(r[0]!)?.remarks.push(nul(r[1]))
  }
  const entities: SanctionsEntity[] = []
  for (const e of byNum.values()) {
    const remarks = e.remarks.join(' ')
    const parts = clauses(remarks)
    // "DOB 01 Jan 1960 to 1962;": the rest of a clause that ends at ";", at the end or at a final "."
    for (const c of parts) {
      if (c.end === '.' && !c.last) continue
      const m = /\bDOB\s+([^]+)$/.exec(c.text)
      if (!m) continue
      // (?<!\s): " to " is looked for from the start of a blank run only (from each blank it was quadratic in a long run)
      for (const part of m[1]!.split(/(?<!\s)\s+to\s+|;/)) { const d = isoDate(part.replace(/^(circa|approximately)\s+/i, '')); if (d) e.birthDates.push(d) }
    }
    // "nationality Iran;": the rest of a clause when it holds only letters, spaces and , ' -
    for (const c of parts) {
      const country = nationality(c.text)
      if (country) e.countries.push(country)
    }
    for (const m of remarks.matchAll(/\b(?:a\.k\.a\.|f\.k\.a\.|n\.k\.a\.)\s+'([^']+)'/g)) addName(e.names, m[1]!, 'weak')
    for (const m of remarks.matchAll(/\b(Passport|National ID No\.|Cedula No\.|IMO|Registration ID|Tax ID No\.)\s+([A-Z0-9-]+)/g)) e.identifiers.push(`${m[1]} ${m[2]}`)
    const { remarks: _r, ...entity } = e
    entities.push({ ...entity, birthDates: dedupe(e.birthDates), countries: countryCodes(e.countries) })
  }
  return { format: 'ofac-csv', listDate: null, entities: checkEntities(entities, main) }
}
