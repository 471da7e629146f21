import type { Kysely, Selectable } from 'kysely'
import type { Database, SessionsTable, UsersTable } from '../schema.ts'
import type { SessionRecord, SessionStore, UserRecord, UserStore } from '../ports.ts'

const toUser = (r: Selectable<UsersTable>): UserRecord => ({
  id: r.id, email: r.email, name: r.name, passwordHash: r.password_hash, createdAt: r.created_at, updatedAt: r.updated_at,
})

export class SqlUserStore implements UserStore {
  readonly #db: Kysely<Database>
  constructor(db: Kysely<Database>) { this.#db = db }

  async insert(u: UserRecord) {
    // Check first for the common case; the unique constraint settles a race between two sign-ups.
    if (await this.findByEmail(u.email)) return false
    try {
      await this.#db.insertInto('users').values({
        id: u.id, email: u.email, name: u.name, password_hash: u.passwordHash, created_at: u.createdAt, updated_at: u.updatedAt,
      }).execute()
      return true
    } catch (err) {
      if (await this.findByEmail(u.email)) return false
      throw err
    }
  }

  async findById(id: string) {
    const r = await this.#db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
    return r ? toUser(r) : null
  }

  async findByEmail(email: string) {
    const r = await this.#db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
    return r ? toUser(r) : null
  }

  async setPassword(id: string, passwordHash: string, at: Date) {
    await this.#db.updateTable('users').set({ password_hash: passwordHash, updated_at: at.toISOString() }).where('id', '=', id).execute()
  }

  async delete(id: string) {
    return this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('user_id', '=', id).execute()
      const r = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst()
      return Number(r.numDeletedRows) > 0
    })
  }
}

const toSession = (r: Selectable<SessionsTable>): SessionRecord => ({ idHash: r.id_hash, userId: r.user_id, createdAt: r.created_at, expiresAt: r.expires_at })

export class SqlSessionStore implements SessionStore {
  readonly #db: Kysely<Database>
  constructor(db: Kysely<Database>) { this.#db = db }

  async insert(s: SessionRecord) {
    await this.#db.insertInto('sessions').values({ id_hash: s.idHash, user_id: s.userId, created_at: s.createdAt, expires_at: s.expiresAt }).execute()
  }

  async find(idHash: string) {
    const r = await this.#db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst()
    return r ? toSession(r) : null
  }

  async delete(idHash: string) {
    await this.#db.deleteFrom('sessions').where('id_hash', '=', idHash).execute()
  }

  async deleteForUser(userId: string, exceptIdHash?: string) {
    let q = this.#db.deleteFrom('sessions').where('user_id', '=', userId)
    if (exceptIdHash) q = q.where('id_hash', '!=', exceptIdHash)
    await q.execute()
  }

  async purgeExpired(before: Date, limit: number) {
    const t = before.toISOString()
    const r = await this.#db.deleteFrom('sessions').where('id_hash', 'in', (eb) => eb.selectFrom('sessions').select('id_hash').where('expires_at', '<', t).limit(limit)).executeTakeFirst()
    return Number(r.numDeletedRows)
  }
}
