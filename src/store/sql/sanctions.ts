import type { Kysely } from 'kysely'
import type { Database } from '../schema.ts'
import type { SanctionsEntityRecord, SanctionsListRecord, SanctionsListStore } from '../ports.ts'

/** Rows per INSERT: 3 parameters each, well under SQLite's and PostgreSQL's limits. */
const BATCH = 500

export class SqlSanctionsListStore implements SanctionsListStore {
  readonly #db: Kysely<Database>
  constructor(db: Kysely<Database>) { this.#db = db }

  async replace(list: SanctionsListRecord, entities: SanctionsEntityRecord[], onProgress?: (written: number) => void) {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sanctions_entities').where('list', '=', list.name).execute()
      await trx.deleteFrom('sanctions_lists').where('name', '=', list.name).execute()
      for (let i = 0; i < entities.length; i += BATCH) {
        await trx.insertInto('sanctions_entities').values(entities.slice(i, i + BATCH).map((e) => ({ list: list.name, id: e.id, data: e.data }))).execute()
        onProgress?.(Math.min(entities.length, i + BATCH))
      }
      await trx.insertInto('sanctions_lists').values({
        name: list.name, format: list.format, source: list.source, list_date: list.listDate, imported_at: list.importedAt,
        entity_count: list.entityCount, alias_count: list.aliasCount,
      }).execute()
    })
  }

  async lists() {
    const rows = await this.#db.selectFrom('sanctions_lists').selectAll().orderBy('name').execute()
    return rows.map((r) => ({ name: r.name, format: r.format, source: r.source, listDate: r.list_date, importedAt: r.imported_at, entityCount: Number(r.entity_count), aliasCount: Number(r.alias_count) }))
  }

  async entities(list: string) {
    return await this.#db.selectFrom('sanctions_entities').select(['id', 'data']).where('list', '=', list).orderBy('id').execute()
  }

  async remove(name: string) {
    return await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sanctions_entities').where('list', '=', name).execute()
      const r = await trx.deleteFrom('sanctions_lists').where('name', '=', name).executeTakeFirst()
      return Number(r.numDeletedRows) > 0
    })
  }

  async version() {
    const rows = await this.#db.selectFrom('sanctions_lists').select(['name', 'imported_at']).orderBy('name').execute()
    return rows.map((r) => `${r.name}@${r.imported_at}`).join('|')
  }

  // Kept in the kv table without expiry, under one key per configured source.
  async sourceState(name: string) {
    const row = await this.#db.selectFrom('kv').select('v').where('k', '=', `sanctions.source:${name}`).executeTakeFirst()
    return row?.v ?? null
  }

  async saveSourceState(name: string, state: string) {
    const k = `sanctions.source:${name}`
    await this.#db.insertInto('kv').values({ k, v: state, expires_at: null }).onConflict((oc) => oc.column('k').doUpdateSet({ v: state, expires_at: null })).execute()
  }
}
