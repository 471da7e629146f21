import { closeSync, openSync, readSync, readdirSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { LIST_FORMATS, ListFormatError, type ListFormat, type ParsedList } from '../types.ts'
import { parseOfacCsv } from './ofac-csv.ts'
import { parseOfacXml } from './ofac-xml.ts'
import { parseUnXml } from './un-xml.ts'
import { parseEuXml } from './eu-xml.ts'
import { parseUkXml } from './uk-xml.ts'
import { parseUkCsv } from './uk-csv.ts'
import { parseFtm } from './ftm.ts'
import { parseSenzing } from './senzing.ts'

export { LIST_FORMATS }

function head(path: string, bytes = 4096): string {
  const fd = openSync(path, 'r')
  try {
    const buf = Buffer.alloc(bytes)
    const n = readSync(fd, buf, 0, bytes, 0)
    return buf.subarray(0, n).toString('utf8').replace(/^\uFEFF/, '')
  } finally { closeSync(fd) }
}

/** Recognises a list file or folder by its content (root element, first line, file names). */
export function sniffFormat(path: string): ListFormat {
  const st = statSync(path)
  if (st.isDirectory()) {
    const files = readdirSync(path).map((f) => f.toLowerCase())
    if (files.includes('sdn.csv') || files.includes('cons_prim.csv')) return 'ofac-csv'
    throw new ListFormatError(`${path}: a folder must hold the OFAC legacy CSV files (sdn.csv or cons_prim.csv, alt.csv, add.csv, sdn_comments.csv)`)
  }
  const h = head(path)
  const t = h.trimStart()
  if (t.startsWith('<')) {
    if (/<sdnList[\s>]/.test(h)) return 'ofac-xml'
    if (/<CONSOLIDATED_LIST[\s>]/.test(h)) return 'un-xml'
    if (/<export[\s>]/.test(h) && /sanctionEntity|fsd/i.test(h)) return 'eu-xml'
    if (/<Designations[\s>]/.test(h)) return 'uk-xml'
    throw new ListFormatError(`${path}: an XML file of no known sanctions schema (sdnList, CONSOLIDATED_LIST, EU export, UK Designations)`)
  }
  if (t.startsWith('{')) {
    const first = t.split('\n', 1)[0]!
    if (/"RECORD_ID"\s*:/.test(first) && /"DATA_SOURCE"|"NAMES"/.test(first)) return 'senzing'
    if (/"schema"\s*:/.test(first) && /"id"\s*:/.test(first)) return 'ftm'
    if (/"RECORD_ID"/.test(first)) return 'senzing'
    return 'ftm'
  }
  if (/^last updated,/i.test(t) || /^name 6,/i.test(t)) return 'uk-csv'
  if (/^\d+,"/.test(t) && /sdn|cons_prim/i.test(basename(path))) throw new ListFormatError(`${path}: OFAC CSV files are imported as a folder (sdn.csv with alt.csv, add.csv, sdn_comments.csv): pass the folder`)
  throw new ListFormatError(`${path}: format not recognised; pass --format (${LIST_FORMATS.join('|')})`)
}

/** Parses a list file or folder; throws ListFormatError on anything malformed. */
export function parseList(path: string, format: ListFormat | 'auto' = 'auto'): ParsedList {
  const f = format === 'auto' ? sniffFormat(path) : format
  const dir = statSync(path).isDirectory()
  if (f === 'ofac-csv') return parseOfacCsv(dir ? path : join(path, '..'))
  if (dir) throw new ListFormatError(`${path}: the ${f} format is a single file, not a folder`)
  switch (f) {
    case 'ofac-xml': return parseOfacXml(path)
    case 'un-xml': return parseUnXml(path)
    case 'eu-xml': return parseEuXml(path)
    case 'uk-xml': return parseUkXml(path)
    case 'uk-csv': return parseUkCsv(path)
    case 'ftm': return parseFtm(path)
    case 'senzing': return parseSenzing(path)
  }
}

/** Default list name: the file (or folder) name without extension, lower case, [a-z0-9_-]. */
export function defaultListName(path: string): string {
  return basename(path.replace(/\/+$/, '')).replace(/\.(xml|csv|json|jsonl|ftm\.json|entities\.ftm\.json)$/i, '').toLowerCase().replace(/[^a-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'list'
}
