/** Shared by the sanctions bench scripts: the lists shipped in ../shared/data/sanctions and the dev-query split. */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

export const DATA = process.env.WEBINTEL_SANCTIONS_DATA ?? new URL('../../../shared/data/sanctions/', import.meta.url).pathname

/** List name (as the queries' `list` field names it) → file or folder under lists/. */
export const SHIPPED: Record<string, string> = {
  us_ofac_sdn: 'lists/us_ofac_sdn_csv',
  us_ofac_sdn_mini: 'lists/us_ofac_sdn_csv_mini',
  us_ofac_cons: 'lists/us_ofac_cons_xml/consolidated.xml',
  un_sc: 'lists/un_sc_xml/UN_consolidated.xml',
  os_ftm_t1: 'lists/opensanctions_ftm/yente_t1.entities.ftm.json',
  os_ftm_zala: 'lists/opensanctions_ftm/yente_zala.entities.ftm.json',
  os_us_congress: 'lists/opensanctions_senzing_pep/us_congress_senzing.json',
}

export interface Query { id: string; name: string; schema?: string; birth_date?: string; country?: string; expect: string[]; kind: string; list: string | string[] }

export function loadQueries(): Query[] {
  return readFileSync(DATA + 'dev/queries.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l))
}

/** Stable hash of the query id: mod 5 == 0 → frozen (never tuned on); else tuning fold (hash >> 3) mod 5. */
export function hashOf(id: string): number { return createHash('sha1').update(id).digest().readUInt32BE(0) }
export function isFrozen(id: string): boolean { return hashOf(id) % 5 === 0 }
export function foldOf(id: string): number { return Math.floor(hashOf(id) / 5) % 5 }

/** The lists a query is meant against (undefined = every list). */
export function listsOf(q: Query): string[] | undefined {
  const l = Array.isArray(q.list) ? q.list : [q.list]
  return l.includes('all') ? undefined : l
}

export interface Tally { pos: number; hit: number; neg: number; fp: number }
export const tally = (): Tally => ({ pos: 0, hit: 0, neg: 0, fp: 0 })
export function count(t: Tally, q: Query, ids: string[]): boolean {
  if (q.expect.length) { t.pos++; const ok = q.expect.every((e) => ids.includes(e)); if (ok) t.hit++; return ok }
  t.neg++; const bad = ids.length > 0; if (bad) t.fp++; return !bad
}
export const fmt = (t: Tally) => ({ recall: t.pos ? +(t.hit / t.pos).toFixed(3) : null, fp_rate: t.neg ? +(t.fp / t.neg).toFixed(3) : null, must_match: t.pos, must_not_match: t.neg })
