import { readFileSync } from 'node:fs'
import { countryCodes } from '../countries.ts'
import { normalizeSchema } from '../matcher.ts'
import { ListFormatError, type ParsedList, type SanctionsEntity } from '../types.ts'
import { addName, checkEntities, dedupe, isoDate } from './common.ts'

/**
 * OpenSanctions FollowTheMoney entities, one JSON object per line ({id, schema, properties, target, …}). Only
 * targets of the schemas we screen (Person, Organization, Company, LegalEntity, Vessel, Airplane) are kept.
 */
export function parseFtm(path: string): ParsedList {
  const lines = readFileSync(path, 'utf8').split('\n')
  const entities: SanctionsEntity[] = []
  let latest = ''
  lines.forEach((line, i) => {
    if (!line.trim()) return
    let o: any
    try { o = JSON.parse(line) } catch { throw new ListFormatError(`${path}: line ${i + 1} is not JSON`) }
    if (!o || typeof o !== 'object' || typeof o.id !== 'string' || typeof o.schema !== 'string') throw new ListFormatError(`${path}: line ${i + 1} is not a FollowTheMoney entity (needs id and schema)`)
    const schema = normalizeSchema(o.schema)
    if (!schema || o.target === false) return
    const p = o.properties ?? {}
    const list = (k: string): string[] => (Array.isArray(p[k]) ? p[k].filter((v: unknown) => typeof v === 'string') : [])
    const e: SanctionsEntity = { id: o.id, schema, names: [], birthDates: [], countries: [], identifiers: [], programs: [], topics: list('topics') }
    for (const n of list('name')) addName(e.names, n, e.names.length ? 'strong' : 'primary')
    if (typeof o.caption === 'string' && e.names.length) { const at = e.names.findIndex((n) => n.name === o.caption); if (at > 0) { const [c] = e.names.splice(at, 1); e.names.unshift({ ...c!, kind: 'primary' }); e.names[1]!.kind = 'strong' } }
    for (const n of list('alias')) addName(e.names, n, 'strong')
    for (const n of [...list('weakAlias'), ...list('previousName')]) addName(e.names, n, 'weak')
    if (!e.names.length && typeof o.caption === 'string') addName(e.names, o.caption, 'primary')
    e.birthDates = dedupe(list('birthDate').map((d) => isoDate(d) ?? '').filter(Boolean))
    e.countries = countryCodes([...list('nationality'), ...list('citizenship'), ...list('country'), ...list('jurisdiction')])
    e.identifiers = dedupe([...list('registrationNumber'), ...list('idNumber'), ...list('passportNumber'), ...list('imoNumber'), ...list('innCode')])
    e.programs = dedupe(list('program'))
    entities.push(e)
    if (typeof o.last_change === 'string' && o.last_change > latest) latest = o.last_change
  })
  return { format: 'ftm', listDate: latest ? latest.slice(0, 10) : null, entities: checkEntities(entities, path) }
}
