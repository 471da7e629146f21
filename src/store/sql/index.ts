import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import type { Database } from '../schema.ts'
import type { Store } from '../ports.ts'
import { openSqlite } from '../sqlite-adapter.ts'
import { migrate } from '../migrations/index.ts'
import { SqlApiKeyStore } from './api-keys.ts'
import { SqlUsageStore } from './usage.ts'
import { SqlSessionStore, SqlUserStore } from './users.ts'
import { SqlOAuthStore } from './oauth.ts'
import { SqlSanctionsListStore } from './sanctions.ts'
import { SqlJobStore } from './jobs.ts'
import { SqlMonitorStore } from './monitors.ts'

export interface SqlStoreOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string
  dataDir: string
  /** Apply pending migrations on open (default true). */
  migrate?: boolean
}

export interface SqlStore extends Store {
  readonly db: Kysely<Database>
  /** Batch jobs, their items and webhook deliveries (docs/jobs.md). */
  readonly jobs: SqlJobStore
  readonly monitors: SqlMonitorStore
}

/** Opens the one query layer over SQLite (node:sqlite) or PostgreSQL (pg, loaded only when used). */
export async function createSqlStore(opts: SqlStoreOptions): Promise<SqlStore> {
  let db: Kysely<Database>
  let kind: 'sqlite' | 'postgres'
  if (opts.databaseUrl) {
    const pg = (await import('pg')).default
    // Dates come back as strings we wrote; keep int8 counters as numbers.
    pg.types.setTypeParser(20, (v: string) => Number(v))
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 })
    pool.on('error', () => { /* idle client errors surface on the next query */ })
    // A connection that dies mid-query also emits 'error' on its client: without a listener that would
    // crash the process; the query itself rejects and is mapped to a 500/503 by the caller.
    pool.on('connect', (client) => { client.on('error', () => {}) })
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    kind = 'postgres'
  } else {
    mkdirSync(opts.dataDir, { recursive: true })
    const file = join(opts.dataDir, 'webintel.sqlite')
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(file) }) })
    kind = 'sqlite'
  }
  if (opts.migrate !== false) await migrate(db)
  return {
    kind,
    db,
    apiKeys: new SqlApiKeyStore(db),
    usage: new SqlUsageStore(db),
    users: new SqlUserStore(db),
    sessions: new SqlSessionStore(db),
    oauth: new SqlOAuthStore(db),
    sanctions: new SqlSanctionsListStore(db),
    jobs: new SqlJobStore(db),
    monitors: new SqlMonitorStore(db, kind),
    async ping() { await sql`select 1`.execute(db) },
    async close() { await db.destroy() },
  }
}
