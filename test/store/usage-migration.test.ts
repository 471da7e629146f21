/**
 * Migration 0003 (SQLite, and PostgreSQL when DATABASE_URL is set): usage counted per OAuth grant before
 * (`oauth:<client>:<user>`) is folded into the per-application rows the portal charts (`oauth:<client>`).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { createSqlStore } from '../../src/store/sql/index.ts'
import { migrate } from '../../src/store/migrations/index.ts'

test('0003 folds per-grant OAuth usage into per-application rows, adding to what is there, once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-migrate-'))
  const store = await createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL })
  // Unique ids: in CI the PostgreSQL database is shared with other test files.
  const app = `app${randomBytes(6).toString('hex')}`, other = `app${randomBytes(6).toString('hex')}`, key = `key_${randomBytes(6).toString('hex')}`
  try {
    // The database as an older version left it: rows per grant, and already one row per application.
    await sql`delete from webintel_migrations where name = ${'0003_usage_per_application'}`.execute(store.db)
    await store.usage.add([
      { keyId: `oauth:${app}:userA`, operation: 'whois_lookup', day: '2026-11-01', count: 3 },
      { keyId: `oauth:${app}:userB`, operation: 'whois_lookup', day: '2026-11-01', count: 4 },
      { keyId: `oauth:${app}:userA`, operation: 'scrape_metadata', day: '2026-11-02', count: 1 },
      { keyId: `oauth:${app}`, operation: 'whois_lookup', day: '2026-11-01', count: 10 },
      { keyId: `oauth:${other}:userA`, operation: 'whois_lookup', day: '2026-11-01', count: 2 },
      { keyId: key, operation: 'whois_lookup', day: '2026-11-01', count: 5 },
    ])
    assert.ok((await migrate(store.db)).includes('0003_usage_per_application'))
    const rows = await store.usage.list([`oauth:${app}`, `oauth:${other}`, `oauth:${app}:userA`, `oauth:${app}:userB`, `oauth:${other}:userA`, key], '2026-01-01')
    assert.deepEqual(rows.map((r) => `${r.keyId} ${r.operation} ${r.day} ${r.count}`).sort(), [
      `${key} whois_lookup 2026-11-01 5`, // API-key rows untouched
      `oauth:${app} scrape_metadata 2026-11-02 1`,
      `oauth:${app} whois_lookup 2026-11-01 17`,
      `oauth:${other} whois_lookup 2026-11-01 2`,
    ].sort())
    assert.deepEqual(await migrate(store.db), [], 'applied once')
  } finally {
    await store.db.deleteFrom('usage_daily').where('key_id', 'in', [`oauth:${app}`, `oauth:${other}`, key]).execute()
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
