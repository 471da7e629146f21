import { readFileSync } from 'node:fs'
import { countryCodes } from '../countries.ts'
import { ListFormatError, type ParsedList, type SanctionsEntity, type SanctionsSchema } from '../types.ts'
import { addName, arr, checkEntities, dedupe, isoDate, parseXml, text } from './common.ts'

/** OFAC XML in the sdnList schema (sdn.xml, consolidated.xml): sdnEntry with uid, names, akaList, dateOfBirthList … */
const TYPES: Record<string, SanctionsSchema> = { individual: 'Person', vessel: 'Vessel', aircraft: 'Aircraft', entity: 'Organization' }

function fullName(o: any): string {
  return [text(o.firstName), text(o.lastName)].filter(Boolean).join(' ')
}

export function parseOfacXml(path: string): ParsedList {
  const doc = parseXml(readFileSync(path, 'utf8'), ['sdnEntry', 'aka', 'program', 'id', 'address', 'dateOfBirthItem', 'nationality', 'citizenship'], path)
  const root = doc.sdnList
  if (!root) throw new ListFormatError(`${path}: no <sdnList> root element`)
  const pub = text(root.publshInformation?.Publish_Date)
  const entities: SanctionsEntity[] = arr(root.sdnEntry).map((x: any) => {
    const e: SanctionsEntity = {
      id: `ofac-${text(x.uid)}`, schema: TYPES[text(x.sdnType).toLowerCase()] ?? 'Organization', names: [], birthDates: [], countries: [],
      identifiers: [], programs: dedupe(arr(x.programList?.program).map(text)),
    }
    if (!text(x.uid)) throw new ListFormatError(`${path}: an sdnEntry has no uid`)
    addName(e.names, text(x.lastName) && text(x.firstName) ? `${text(x.lastName)}, ${text(x.firstName)}` : fullName(x), 'primary')
    for (const a of arr(x.akaList?.aka)) {
      const n = text(a.lastName) && text(a.firstName) ? `${text(a.lastName)}, ${text(a.firstName)}` : fullName(a)
      addName(e.names, n, text(a.category).toLowerCase() === 'weak' ? 'weak' : 'strong')
    }
    for (const d of arr(x.dateOfBirthList?.dateOfBirthItem)) { const iso = isoDate(text(d.dateOfBirth)); if (iso) e.birthDates.push(iso) }
    const countries = [
      ...arr(x.nationalityList?.nationality).map((n: any) => text(n.country)),
      ...arr(x.citizenshipList?.citizenship).map((n: any) => text(n.country)),
      ...arr(x.addressList?.address).map((a: any) => text(a.country)),
    ]
    e.countries = countryCodes(countries)
    e.identifiers = dedupe(arr(x.idList?.id).filter((i: any) => !/^(Additional Sanctions|For more information)/.test(text(i.idType))).map((i: any) => `${text(i.idType)} ${text(i.idNumber)}`))
    e.birthDates = dedupe(e.birthDates)
    return e
  })
  return { format: 'ofac-xml', listDate: pub ? isoDate(pub, 'mdy') ?? null : null, entities: checkEntities(entities, path) }
}
