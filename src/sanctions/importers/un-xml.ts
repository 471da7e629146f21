import { readFileSync } from 'node:fs'
import { countryCodes } from '../countries.ts'
import { ListFormatError, type ParsedList, type SanctionsEntity } from '../types.ts'
import { addName, arr, checkEntities, dedupe, isoDate, parseXml, text } from './common.ts'

/** UN Security Council consolidated list XML (https://scsanctions.un.org/resources/xml/en/consolidated.xml). */
export function parseUnXml(path: string): ParsedList {
  const doc = parseXml(readFileSync(path, 'utf8'), ['INDIVIDUAL', 'ENTITY', 'INDIVIDUAL_ALIAS', 'ENTITY_ALIAS', 'VALUE', 'INDIVIDUAL_DATE_OF_BIRTH', 'INDIVIDUAL_ADDRESS', 'ENTITY_ADDRESS', 'INDIVIDUAL_DOCUMENT'], path)
  const root = doc.CONSOLIDATED_LIST
  if (!root) throw new ListFormatError(`${path}: no <CONSOLIDATED_LIST> root element`)
  const generated = String(root['@dateGenerated'] ?? '')
  const entities: SanctionsEntity[] = []
  const common = (x: any, person: boolean): SanctionsEntity => {
    const id = text(x.DATAID)
    if (!id) throw new ListFormatError(`${path}: an entry has no DATAID`)
    const e: SanctionsEntity = { id: `unsc-${id}`, schema: person ? 'Person' : 'Organization', names: [], birthDates: [], countries: [], identifiers: [], programs: dedupe([text(x.UN_LIST_TYPE)]) }
    addName(e.names, [x.FIRST_NAME, x.SECOND_NAME, x.THIRD_NAME, x.FOURTH_NAME].map(text).filter(Boolean).join(' '), 'primary')
    addName(e.names, text(x.NAME_ORIGINAL_SCRIPT), 'original')
    for (const a of arr(person ? x.INDIVIDUAL_ALIAS : x.ENTITY_ALIAS)) {
      const q = text(a.QUALITY).toLowerCase()
      for (const n of text(a.ALIAS_NAME).split(/;\s*/)) addName(e.names, n, q === 'low' ? 'weak' : 'strong')
    }
    if (text(x.REFERENCE_NUMBER)) e.identifiers.push(`UN ${text(x.REFERENCE_NUMBER)}`)
    return e
  }
  for (const x of arr(root.INDIVIDUALS?.INDIVIDUAL)) {
    const e = common(x, true)
    for (const d of arr(x.INDIVIDUAL_DATE_OF_BIRTH)) {
      const iso = text(d.DATE) ? isoDate(text(d.DATE)) : text(d.YEAR) ? text(d.YEAR) : undefined
      if (iso) e.birthDates.push(iso)
      if (text(d.FROM_YEAR) && text(d.TO_YEAR)) for (let y = Number(text(d.FROM_YEAR)); y <= Number(text(d.TO_YEAR)) && y - Number(text(d.FROM_YEAR)) < 20; y++) e.birthDates.push(String(y))
    }
    e.birthDates = dedupe(e.birthDates)
    e.countries = countryCodes([...arr(x.NATIONALITY?.VALUE).map(text), ...arr(x.INDIVIDUAL_ADDRESS).map((a: any) => text(a.COUNTRY))])
    for (const d of arr(x.INDIVIDUAL_DOCUMENT)) if (text(d.NUMBER)) e.identifiers.push(`${text(d.TYPE_OF_DOCUMENT)} ${text(d.NUMBER)}`.trim())
    entities.push(e)
  }
  for (const x of arr(root.ENTITIES?.ENTITY)) {
    const e = common(x, false)
    e.countries = countryCodes(arr(x.ENTITY_ADDRESS).map((a: any) => text(a.COUNTRY)))
    entities.push(e)
  }
  return { format: 'un-xml', listDate: generated ? generated.slice(0, 10) : null, entities: checkEntities(entities, path) }
}
