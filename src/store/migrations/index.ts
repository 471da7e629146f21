import { sql, type Kysely } from 'kysely'

/**
 * Forward-only, portable migrations (same code on SQLite and PostgreSQL). Append new entries; never
 * edit an applied one. Applied at start and by `webintel migrate`; safe to run from any node
 * concurrently (each runs in a transaction and the bookkeeping row has a unique name).
 */
export interface Migration {
  name: string
  up(db: Kysely<any>): Promise<void>
}

export const migrations: Migration[] = [
  {
    name: '0001_core',
    async up(db) {
      await db.schema.createTable('users').ifNotExists()
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(512)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema.createTable('api_keys').ifNotExists()
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('prefix', 'varchar(32)', (c) => c.notNull())
        .addColumn('key_hash', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('secret_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('owner_id', 'varchar(64)')
        .addColumn('rate_limit_per_minute', 'integer')
        .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)')
        .addColumn('revoked_at', 'varchar(40)')
        .addColumn('last_used_at', 'varchar(40)')
        .execute()
      await db.schema.createIndex('api_keys_owner_idx').ifNotExists().on('api_keys').column('owner_id').execute()
      await db.schema.createTable('usage_daily').ifNotExists()
        .addColumn('key_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('operation', 'varchar(64)', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('usage_daily_pk', ['key_id', 'operation', 'day'])
        .execute()
      await db.schema.createTable('kv').ifNotExists()
        .addColumn('k', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('v', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)')
        .execute()
    },
  },
  {
    name: '0002_portal_oauth',
    async up(db) {
      await db.schema.createTable('sessions').ifNotExists()
        .addColumn('id_hash', 'varchar(128)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('sessions_user_idx').ifNotExists().on('sessions').column('user_id').execute()
      await db.schema.createTable('oauth_clients').ifNotExists()
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('redirect_uris', 'text', (c) => c.notNull())
        .addColumn('secret_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('pkce_required', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('oauth_clients_owner_idx').ifNotExists().on('oauth_clients').column('owner_id').execute()
      await db.schema.createTable('oauth_consents').ifNotExists()
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addPrimaryKeyConstraint('oauth_consents_pk', ['user_id', 'client_id'])
        .execute()
      await db.schema.createTable('oauth_codes').ifNotExists()
        .addColumn('code_hash', 'varchar(128)', (c) => c.primaryKey())
        .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('redirect_uri_sent', 'integer', (c) => c.notNull())
        .addColumn('code_challenge', 'varchar(128)')
        .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
        .addColumn('grant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('consumed_at', 'varchar(40)')
        .execute()
      await db.schema.createTable('oauth_tokens').ifNotExists()
        .addColumn('token_hash', 'varchar(128)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('grant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
        .addColumn('audience', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(40)')
        .addColumn('used_at', 'varchar(40)')
        .execute()
      await db.schema.createIndex('oauth_tokens_grant_idx').ifNotExists().on('oauth_tokens').column('grant_id').execute()
      await db.schema.createIndex('oauth_tokens_client_idx').ifNotExists().on('oauth_tokens').column('client_id').execute()
      await db.schema.createIndex('oauth_tokens_user_idx').ifNotExists().on('oauth_tokens').column('user_id').execute()
    },
  },
  {
    // Calls made with OAuth access tokens were counted per grant (`oauth:<client>:<user>`) before they were
    // counted per application (`oauth:<client>`, which the portal charts): fold the old rows into the new.
    name: '0003_usage_per_application',
    async up(db) {
      const rows: { key_id: string; operation: string; day: string; count: number | string }[] = await db.selectFrom('usage_daily')
        .select(['key_id', 'operation', 'day', 'count']).where('key_id', 'like', 'oauth:%:%').execute()
      for (const r of rows) {
        const [, client] = r.key_id.split(':')
        await db.insertInto('usage_daily')
          .values({ key_id: `oauth:${client}`, operation: r.operation, day: r.day, count: Number(r.count) })
          .onConflict((oc) => oc.columns(['key_id', 'operation', 'day']).doUpdateSet({ count: sql`usage_daily.count + excluded.count` }))
          .execute()
      }
      if (rows.length > 0) await db.deleteFrom('usage_daily').where('key_id', 'like', 'oauth:%:%').execute()
    },
  },
  {
    // Sanctions and PEP lists (docs/sanctions.md): one row per imported list, one per entity (JSON document).
    name: '0004_sanctions_lists',
    async up(db) {
      await db.schema.createTable('sanctions_lists').ifNotExists()
        .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('format', 'varchar(20)', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('list_date', 'varchar(40)')
        .addColumn('imported_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('entity_count', 'integer', (c) => c.notNull())
        .addColumn('alias_count', 'integer', (c) => c.notNull())
        .execute()
      await db.schema.createTable('sanctions_entities').ifNotExists()
        .addColumn('list', 'varchar(100)', (c) => c.notNull())
        .addColumn('id', 'varchar(200)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('sanctions_entities_pk', ['list', 'id'])
        .execute()
    },
  },
]

export async function migrate(db: Kysely<any>): Promise<string[]> {
  await db.schema.createTable('webintel_migrations').ifNotExists()
    .addColumn('name', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('applied_at', 'varchar(40)', (c) => c.notNull())
    .execute()
  const applied: string[] = []
  for (const m of migrations) {
    const done = await db.selectFrom('webintel_migrations').select('name').where('name', '=', m.name).executeTakeFirst()
    if (done) continue
    try {
      await db.transaction().execute(async (trx) => {
        await m.up(trx)
        await trx.insertInto('webintel_migrations').values({ name: m.name, applied_at: new Date().toISOString() }).execute()
      })
      applied.push(m.name)
    } catch (err) {
      // Another node applied it concurrently: the unique name makes our insert fail; that is fine.
      const again = await db.selectFrom('webintel_migrations').select('name').where('name', '=', m.name).executeTakeFirst()
      if (!again) throw err
    }
  }
  return applied
}
