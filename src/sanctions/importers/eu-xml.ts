import { readFileSync } from 'node:fs'
import { countryCodes } from '../countries.ts'
import { ListFormatError, type ParsedList, type SanctionsEntity } from '../types.ts'
import { addName, arr, checkEntities, dedupe, isoDate, parseXml, slug } from './common.ts'

/**
 * EU Financial Sanctions Files XML (export schema 1.1, https://webgate.ec.europa.eu/fsd/fsf): <export
 * generationDate> with <sanctionEntity euReferenceNumber logicalId> holding <subjectType code>, <nameAlias
 * wholeName strong>, <birthdate birthdate year>, <citizenship countryIso2Code>, <identification>, <regulation programme>.
 */
export function parseEuXml(path: string): ParsedList {
  const doc = parseXml(readFileSync(path, 'utf8'), ['sanctionEntity', 'nameAlias', 'birthdate', 'citizenship', 'identification', 'regulation', 'address'], path)
  const root = doc.export
  if (!root) throw new ListFormatError(`${path}: no <export> root element`)
  const entities: SanctionsEntity[] = arr(root.sanctionEntity).map((x: any) => {
    const ref = String(x['@euReferenceNumber'] ?? '') || `eu-${String(x['@logicalId'] ?? '')}`
    if (!ref || ref === 'eu-') throw new ListFormatError(`${path}: a sanctionEntity has neither euReferenceNumber nor logicalId`)
    const code = String(x.subjectType?.['@code'] ?? '').toLowerCase()
    const e: SanctionsEntity = {
      id: `eu-fsf-${slug(ref)}`, schema: code === 'person' ? 'Person' : 'Organization', names: [], birthDates: [], countries: [], identifiers: [],
      programs: dedupe(arr(x.regulation).map((r: any) => String(r['@programme'] ?? ''))),
    }
    arr(x.nameAlias).forEach((a: any, i: number) => {
      const whole = String(a['@wholeName'] ?? '') || [a['@firstName'], a['@middleName'], a['@lastName']].filter(Boolean).join(' ')
      addName(e.names, whole, i === 0 ? 'primary' : String(a['@strong']) === 'false' ? 'weak' : 'strong')
    })
    for (const b of arr(x.birthdate)) { const d = isoDate(String(b['@birthdate'] ?? b['@year'] ?? '')); if (d) e.birthDates.push(d) }
    e.birthDates = dedupe(e.birthDates)
    e.countries = countryCodes([...arr(x.citizenship).map((c: any) => String(c['@countryIso2Code'] ?? '')), ...arr(x.address).map((c: any) => String(c['@countryIso2Code'] ?? ''))].filter((c) => c && c !== '00'))
    e.identifiers = dedupe(arr(x.identification).map((i: any) => `${i['@identificationTypeCode'] ?? ''} ${i['@number'] ?? ''}`.trim()))
    return e
  })
  const gen = String(root['@generationDate'] ?? '')
  return { format: 'eu-xml', listDate: gen ? gen.slice(0, 10) : null, entities: checkEntities(entities, path) }
}
