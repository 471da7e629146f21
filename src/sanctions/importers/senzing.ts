import { readFileSync } from 'node:fs'
import { countryCodes } from '../countries.ts'
import { ListFormatError, type ParsedList, type SanctionsEntity } from '../types.ts'
import { addName, checkEntities, dedupe, isoDate } from './common.ts'

/**
 * Senzing entity-specification JSON lines as exported by OpenSanctions: RECORD_ID, RECORD_TYPE (PERSON /
 * ORGANIZATION), NAMES [{NAME_TYPE, NAME_FULL | NAME_ORG | NAME_FIRST/NAME_LAST}], DATES [{DATE_OF_BIRTH}],
 * COUNTRIES [{NATIONALITY | CITIZENSHIP | …}], RISKS [{TOPIC}].
 */
export function parseSenzing(path: string): ParsedList {
  const entities: SanctionsEntity[] = []
  let latest = ''
  readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
    if (!line.trim()) return
    let o: any
    try { o = JSON.parse(line) } catch { throw new ListFormatError(`${path}: line ${i + 1} is not JSON`) }
    if (!o || typeof o.RECORD_ID !== 'string' || !Array.isArray(o.NAMES)) throw new ListFormatError(`${path}: line ${i + 1} is not a Senzing record (needs RECORD_ID and NAMES)`)
    const type = String(o.RECORD_TYPE ?? '').toUpperCase()
    const e: SanctionsEntity = { id: o.RECORD_ID, schema: type === 'PERSON' ? 'Person' : 'Organization', names: [], birthDates: [], countries: [], identifiers: [], programs: [] }
    for (const n of o.NAMES) {
      const whole = n.NAME_FULL ?? n.NAME_ORG ?? [n.NAME_FIRST, n.NAME_MIDDLE, n.NAME_LAST].filter(Boolean).join(' ')
      addName(e.names, String(whole ?? ''), String(n.NAME_TYPE).toUpperCase() === 'PRIMARY' && !e.names.length ? 'primary' : 'strong')
    }
    for (const d of o.DATES ?? []) { const x = d.DATE_OF_BIRTH ? isoDate(String(d.DATE_OF_BIRTH)) : undefined; if (x) e.birthDates.push(x) }
    e.birthDates = dedupe(e.birthDates)
    e.countries = countryCodes((o.COUNTRIES ?? []).flatMap((c: Record<string, string>) => Object.values(c)))
    e.topics = dedupe((o.RISKS ?? []).map((r: any) => String(r.TOPIC ?? '')))
    for (const id of o.IDENTIFIERS ?? []) if (id.OTHER_ID_NUMBER && id.OTHER_ID_NUMBER !== o.RECORD_ID) e.identifiers.push(String(id.OTHER_ID_NUMBER))
    entities.push(e)
    if (typeof o.LAST_CHANGE === 'string' && o.LAST_CHANGE > latest) latest = o.LAST_CHANGE
  })
  return { format: 'senzing', listDate: latest ? latest.slice(0, 10) : null, entities: checkEntities(entities, path) }
}
