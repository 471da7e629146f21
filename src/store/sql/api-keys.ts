import type { Kysely, Selectable } from 'kysely'
import type { Database, ApiKeysTable } from '../schema.ts'
import type { ApiKeyRecord, ApiKeyStore, NewApiKey } from '../ports.ts'

function toRecord(r: Selectable<ApiKeysTable>): ApiKeyRecord {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    keyHash: r.key_hash,
    secretHash: r.secret_hash,
    ownerId: r.owner_id,
    rateLimitPerMinute: r.rate_limit_per_minute === null ? null : Number(r.rate_limit_per_minute),
    scopes: r.scopes.split(' ').filter(Boolean),
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
    lastUsedAt: r.last_used_at,
  }
}

export class SqlApiKeyStore implements ApiKeyStore {
  readonly #db: Kysely<Database>
  constructor(db: Kysely<Database>) { this.#db = db }

  async findByHash(keyHash: string) {
    const r = await this.#db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst()
    return r ? toRecord(r) : null
  }

  async findById(id: string) {
    const r = await this.#db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst()
    return r ? toRecord(r) : null
  }

  async insert(k: NewApiKey) {
    await this.#db.insertInto('api_keys').values({
      id: k.id, name: k.name, prefix: k.prefix, key_hash: k.keyHash, secret_hash: k.secretHash,
      owner_id: k.ownerId, rate_limit_per_minute: k.rateLimitPerMinute, scopes: k.scopes.join(' '),
      created_at: k.createdAt, expires_at: k.expiresAt, revoked_at: null, last_used_at: null,
    }).execute()
    return { ...k, revokedAt: null, lastUsedAt: null }
  }

  async list(filter: { ownerId?: string | null } = {}) {
    let q = this.#db.selectFrom('api_keys').selectAll()
    if (filter.ownerId !== undefined) q = filter.ownerId === null ? q.where('owner_id', 'is', null) : q.where('owner_id', '=', filter.ownerId)
    const rows = await q.orderBy('created_at', 'desc').orderBy('id').execute()
    return rows.map(toRecord)
  }

  async revoke(id: string, at: Date) {
    const r = await this.#db.updateTable('api_keys').set({ revoked_at: at.toISOString() })
      .where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) > 0
  }

  async setExpiry(id: string, expiresAt: Date | null) {
    const r = await this.#db.updateTable('api_keys').set({ expires_at: expiresAt ? expiresAt.toISOString() : null })
      .where('id', '=', id).executeTakeFirst()
    return Number(r.numUpdatedRows) > 0
  }

  async touch(id: string, at: Date) {
    await this.#db.updateTable('api_keys').set({ last_used_at: at.toISOString() }).where('id', '=', id).execute()
  }
}
