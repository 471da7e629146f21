import { sql, type Kysely } from 'kysely'
import type { Database } from '../schema.ts'
import type { UsageRow, UsageStore } from '../ports.ts'

export class SqlUsageStore implements UsageStore {
  readonly #db: Kysely<Database>
  constructor(db: Kysely<Database>) { this.#db = db }

  async add(rows: UsageRow[]) {
    if (rows.length === 0) return
    await this.#db.transaction().execute(async (trx) => {
      for (const r of rows) {
        await trx.insertInto('usage_daily')
          .values({ key_id: r.keyId, operation: r.operation, day: r.day, count: r.count })
          .onConflict((oc) => oc.columns(['key_id', 'operation', 'day']).doUpdateSet({ count: sql`usage_daily.count + excluded.count` }))
          .execute()
      }
    })
  }

  async list(keyIds: string[], sinceDay: string) {
    if (keyIds.length === 0) return []
    const rows = await this.#db.selectFrom('usage_daily').selectAll()
      .where('key_id', 'in', keyIds).where('day', '>=', sinceDay)
      .orderBy('day').orderBy('operation').execute()
    return rows.map((r) => ({ keyId: r.key_id, operation: r.operation, day: r.day, count: Number(r.count) }))
  }
}
