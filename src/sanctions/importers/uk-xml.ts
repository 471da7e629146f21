import { readFileSync } from 'node:fs'
import { countryCodes } from '../countries.ts'
import { ListFormatError, type ParsedList, type SanctionsEntity, type SanctionsSchema } from '../types.ts'
import { addName, arr, checkEntities, dedupe, isoDate, parseXml, text } from './common.ts'

/**
 * UK Sanctions List XML published by the FCDO: <Designations><DateGenerated/><Designation> with <UniqueID>,
 * <RegimeName>, <IndividualEntityShip>, <Names><Name><Name1>…<Name6><NameType><AliasStrength></Name></Names>,
 * <NonLatinNames>, <IndividualDetails><Individual><DOBs><DOB>dd/mm/yyyy</DOB></DOBs><Nationalities>…
 */
const TYPES: Record<string, SanctionsSchema> = { individual: 'Person', entity: 'Organization', ship: 'Vessel' }

export function parseUkXml(path: string): ParsedList {
  const doc = parseXml(readFileSync(path, 'utf8'), ['Designation', 'Name', 'NonLatinName', 'DOB', 'Nationality', 'Individual', 'Address', 'Citizenship'], path)
  const root = doc.Designations
  if (!root) throw new ListFormatError(`${path}: no <Designations> root element`)
  const entities: SanctionsEntity[] = arr(root.Designation).map((x: any) => {
    const uid = text(x.UniqueID)
    if (!uid) throw new ListFormatError(`${path}: a Designation has no UniqueID`)
    const e: SanctionsEntity = {
      id: `gb-fcdo-${uid.toLowerCase()}`, schema: TYPES[text(x.IndividualEntityShip).toLowerCase()] ?? 'Organization', names: [], birthDates: [],
      countries: [], identifiers: [], programs: dedupe([text(x.RegimeName)]),
    }
    const names = arr(x.Names?.Name)
    names.sort((a: any, b: any) => Number(text(b.NameType) === 'Primary Name') - Number(text(a.NameType) === 'Primary Name'))
    for (const n of names) {
      const whole = [n.Name1, n.Name2, n.Name3, n.Name4, n.Name5, n.Name6].map(text).filter(Boolean).join(' ')
      const kind = text(n.NameType) === 'Primary Name' ? 'primary' : /low/i.test(text(n.AliasStrength)) ? 'weak' : 'strong'
      addName(e.names, whole, kind)
    }
    for (const n of arr(x.NonLatinNames?.NonLatinName)) addName(e.names, text(n.NameNonLatinScript), 'original')
    const people = arr(x.IndividualDetails?.Individual)
    for (const p of people) {
      for (const d of arr(p.DOBs?.DOB)) { const iso = isoDate(text(d).replace(/^dd\/mm\//i, '')); if (iso) e.birthDates.push(iso) }
    }
    e.birthDates = dedupe(e.birthDates)
    e.countries = countryCodes([
      ...people.flatMap((p: any) => arr(p.Nationalities?.Nationality).map(text)),
      ...arr(x.Addresses?.Address).map((a: any) => text(a.AddressCountry)),
    ])
    if (text(x.OFSIGroupID)) e.identifiers.push(`OFSI ${text(x.OFSIGroupID)}`)
    if (text(x.UNReferenceNumber)) e.identifiers.push(`UN ${text(x.UNReferenceNumber)}`)
    return e
  })
  const gen = text(root.DateGenerated)
  return { format: 'uk-xml', listDate: gen ? isoDate(gen) ?? null : null, entities: checkEntities(entities, path) }
}
