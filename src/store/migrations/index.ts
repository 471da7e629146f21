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
    {
    // Batch jobs (docs/jobs.md): one row per job, one per item keyed by (job_id, idx) so a result is written
    // once per index whatever happens; items are claimed with a lease (lease_owner, lease_until in epoch ms).
    name: '0005_batch_jobs',
    async up(db) {
      await db.schema.createTable('batch_jobs').ifNotExists()
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('account', 'varchar(128)', (c) => c.notNull())
        .addColumn('job_group', 'varchar(64)', (c) => c.notNull())
        .addColumn('operation', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('idempotency_key', 'varchar(255)')
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('rate_subject', 'varchar(128)', (c) => c.notNull())
        .addColumn('rate_limit', 'integer')
        .addColumn('usage_subject', 'varchar(128)', (c) => c.notNull())
        .addColumn('webhook_url', 'text')
        .addColumn('webhook_events', 'varchar(200)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(40)')
        .addColumn('finished_at', 'varchar(40)')
        .addColumn('expires_at', 'varchar(40)')
        .execute()
      await db.schema.createIndex('batch_jobs_idem_idx').ifNotExists().unique().on('batch_jobs').columns(['account', 'idempotency_key']).execute()
      await db.schema.createIndex('batch_jobs_status_idx').ifNotExists().on('batch_jobs').columns(['job_group', 'status', 'created_at']).execute()
      await db.schema.createTable('batch_items').ifNotExists()
        .addColumn('job_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('error_code', 'varchar(64)')
        .addColumn('error_message', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('lease_until', 'bigint')
        .addColumn('finished_at', 'varchar(40)')
        .addPrimaryKeyConstraint('batch_items_pk', ['job_id', 'idx'])
        .execute()
      await db.schema.createIndex('batch_items_status_idx').ifNotExists().on('batch_items').columns(['job_id', 'status', 'idx']).execute()
      await db.schema.createTable('webhook_secrets').ifNotExists()
        .addColumn('account', 'varchar(128)', (c) => c.primaryKey())
        .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
        .addColumn('previous_nonce', 'varchar(64)')
        .addColumn('previous_until', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema.createTable('webhook_deliveries').ifNotExists()
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('job_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('job_group', 'varchar(64)', (c) => c.notNull())
        .addColumn('account', 'varchar(128)', (c) => c.notNull())
        .addColumn('type', 'varchar(64)', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('created_ms', 'bigint', (c) => c.notNull())
        .addColumn('next_attempt_ms', 'bigint', (c) => c.notNull())
        .addColumn('lease_until', 'bigint')
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('log', 'text', (c) => c.notNull())
        .addColumn('delivered_at', 'varchar(40)')
        .execute()
      await db.schema.createIndex('webhook_deliveries_due_idx').ifNotExists().on('webhook_deliveries').columns(['job_group', 'status', 'next_attempt_ms']).execute()
      await db.schema.createIndex('webhook_deliveries_job_idx').ifNotExists().on('webhook_deliveries').columns(['job_id', 'created_ms']).execute()
    },
  },
  {
    // Monitors (docs/jobs.md): a job's items re-run on a cron schedule; the state of each item at the last run
    // is kept per (monitor_id, idx) to report what changed.
    name: '0006_monitors',
    async up(db) {
      await db.schema.alterTable('batch_jobs').addColumn('monitor_id', 'varchar(64)').execute()
      await db.schema.createTable('monitors').ifNotExists()
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('account', 'varchar(128)', (c) => c.notNull())
        .addColumn('job_group', 'varchar(64)', (c) => c.notNull())
        .addColumn('source_job_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('operation', 'varchar(64)', (c) => c.notNull())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('schedule', 'varchar(200)', (c) => c.notNull())
        .addColumn('threshold', 'real', (c) => c.notNull())
        .addColumn('webhook_url', 'text')
        .addColumn('rate_subject', 'varchar(128)', (c) => c.notNull())
        .addColumn('rate_limit', 'integer')
        .addColumn('usage_subject', 'varchar(128)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('next_run_ms', 'bigint', (c) => c.notNull())
        .addColumn('last_run_job_id', 'varchar(64)')
        .addColumn('last_run_at', 'varchar(40)')
        .addColumn('diffed_job_id', 'varchar(64)')
        .addColumn('last_changes', 'text')
        .execute()
      await db.schema.createIndex('monitors_due_idx').ifNotExists().on('monitors').columns(['job_group', 'next_run_ms']).execute()
      await db.schema.createIndex('monitors_account_idx').ifNotExists().on('monitors').column('account').execute()
      await db.schema.createTable('monitor_states').ifNotExists()
        .addColumn('monitor_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('monitor_states_pk', ['monitor_id', 'idx'])
        .execute()
    },
  },
  {
    // Housekeeping (docs/jobs.md): bounded purges find expired rows through these indexes instead of scanning
    // the tables; job_schedules lets the nodes of a deployment without Redis run each periodic window once.
    name: '0007_housekeeping',
    async up(db) {
      await db.schema.createIndex('oauth_codes_expires_idx').ifNotExists().on('oauth_codes').column('expires_at').execute()
      await db.schema.createIndex('oauth_tokens_expires_idx').ifNotExists().on('oauth_tokens').column('expires_at').execute()
      await db.schema.createIndex('sessions_expires_idx').ifNotExists().on('sessions').column('expires_at').execute()
      await db.schema.createIndex('batch_jobs_expires_idx').ifNotExists().on('batch_jobs').column('expires_at').execute()
      await db.schema.createTable('job_schedules').ifNotExists()
        .addColumn('name', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('next_run_ms', 'bigint', (c) => c.notNull())
        .addColumn('last_run_ms', 'bigint')
        .addColumn('last_owner', 'varchar(64)')
        .execute()
    },
  },
]

export async function migrate(db: Kysely<any>): Promise<string[]> {
  try {
    await db.schema.createTable('webintel_migrations').ifNotExists()
      .addColumn('name', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('applied_at', 'varchar(40)', (c) => c.notNull())
      .execute()
  } catch (err) {
    // Two nodes starting at once on a fresh PostgreSQL: IF NOT EXISTS does not stop the loser of the race from
    // failing on the catalog's unique index. The table exists then, which is all this step needs.
    const exists = await db.selectFrom('webintel_migrations').select('name').limit(1).execute().then(() => true, () => false)
    if (!exists) throw err
  }
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
