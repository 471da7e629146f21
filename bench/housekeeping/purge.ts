/**
 * Housekeeping purge (src/jobs/housekeeping.ts, docs/jobs.md "Housekeeping") over a backlog of expired rows: total
 * time, statements, and the longest single statement, for the bounded purge at the given batch size and, for
 * comparison, one unbounded DELETE per table (what the purge did before). SQLite in a temporary directory, or
 * PostgreSQL with DATABASE_URL (its rows are tagged and removed afterwards).
 *
 * Usage: node bench/housekeeping/purge.ts [rows=100000] [batchRows=1000]
 * Rows are split evenly over OAuth codes, OAuth tokens, portal sessions and the items of expired batch jobs
 * (1,000 items per job, with one webhook delivery each).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { createSqlStore, type SqlStore } from '../../src/store/sql/index.ts'
import { purgeExpired } from '../../src/jobs/housekeeping.ts'

const rows = Number(process.argv[2] ?? 100_000)
const batchRows = Number(process.argv[3] ?? 1000)
const databaseUrl = process.env.DATABASE_URL
const tag = `bench${randomBytes(4).toString('hex')}`
const old = new Date(Date.now() - 3 * 86400_000).toISOString()
const CHUNK = 500

async function insertChunked<T>(store: SqlStore, table: string, n: number, make: (i: number) => T) {
  for (let i = 0; i < n; i += CHUNK) {
    const values = Array.from({ length: Math.min(CHUNK, n - i) }, (_, k) => make(i + k))
    await store.db.insertInto(table as 'sessions').values(values as never).execute()
  }
}

async function seed(store: SqlStore) {
  const per = Math.floor(rows / 4)
  await insertChunked(store, 'oauth_codes', per, (i) => ({ code_hash: `${tag}c${i}`, client_id: 'cli_b', user_id: 'usr_b', redirect_uri: 'https://a/cb', redirect_uri_sent: 1, code_challenge: null, scopes: 'read', grant_id: `g${i}`, created_at: old, expires_at: old, consumed_at: null }))
  await insertChunked(store, 'oauth_tokens', per, (i) => ({ token_hash: `${tag}t${i}`, kind: 'access', grant_id: `g${i}`, client_id: 'cli_b', user_id: 'usr_b', scopes: 'read', audience: 'a', created_at: old, expires_at: old, revoked_at: null, used_at: null }))
  await insertChunked(store, 'sessions', per, (i) => ({ id_hash: `${tag}s${i}`, user_id: 'usr_b', created_at: old, expires_at: old }))
  const jobs = Math.max(1, Math.ceil(per / 1000))
  for (let j = 0; j < jobs; j++) {
    const id = `${tag}j${j}`
    const n = Math.min(1000, per - j * 1000)
    await store.db.insertInto('batch_jobs').values({ id, account: 'key:b', job_group: tag, operation: 'scrape_metadata', status: 'completed', total: n, idempotency_key: null, request_hash: 'h', rate_subject: 'k', rate_limit: null, usage_subject: 'k', webhook_url: null, webhook_events: null, created_at: old, started_at: old, finished_at: old, expires_at: old, monitor_id: null }).execute()
    await insertChunked(store, 'batch_items', n, (i) => ({ job_id: id, idx: i, input: '{"url":"https://example.com/"}', status: 'ok', result: '{"title":"x"}', error_code: null, error_message: null, attempts: 1, lease_owner: null, lease_until: null, finished_at: old }))
    await store.db.insertInto('webhook_deliveries').values({ id: `${tag}m${j}`, job_id: id, job_group: tag, account: 'key:b', type: 'job.completed', url: 'https://hooks.example/x', payload: '{}', status: 'delivered', attempts: 1, created_ms: 0, next_attempt_ms: 0, lease_until: null, last_status_code: 200, last_error: null, log: '[]', delivered_at: old }).execute()
  }
  return { codes: per, tokens: per, sessions: per, batchItems: per, jobs }
}

/** The old way: one DELETE per table for everything expired (the batch runner's transaction for the jobs). */
async function unbounded(store: SqlStore) {
  const cut = new Date(Date.now() - 86400_000).toISOString()
  let max = 0
  const timed = async (fn: () => Promise<unknown>) => { const t = performance.now(); await fn(); max = Math.max(max, performance.now() - t) }
  const t0 = performance.now()
  await timed(() => store.db.deleteFrom('oauth_codes').where('expires_at', '<', cut).execute())
  await timed(() => store.db.deleteFrom('oauth_tokens').where('expires_at', '<', cut).execute())
  await timed(() => store.db.deleteFrom('sessions').where('expires_at', '<', new Date().toISOString()).execute())
  await timed(async () => {
    const ids = (await store.db.selectFrom('batch_jobs').select('id').where('expires_at', '<=', new Date().toISOString()).limit(100).execute()).map((r) => r.id)
    if (ids.length) {
      await store.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('batch_items').where('job_id', 'in', ids).execute()
        await trx.deleteFrom('webhook_deliveries').where('job_id', 'in', ids).execute()
        await trx.deleteFrom('batch_jobs').where('id', 'in', ids).execute()
      })
    }
  })
  return { total_ms: +(performance.now() - t0).toFixed(0), max_statement_ms: +max.toFixed(1) }
}

/** Longest gap between two timer ticks of 5 ms while `fn` runs: how long the event loop was held. */
async function loopStall<T>(fn: () => Promise<T>): Promise<{ result: T; max_stall_ms: number }> {
  let last = performance.now(); let worst = 0
  const t = setInterval(() => { const now = performance.now(); worst = Math.max(worst, now - last - 5); last = now }, 5)
  try {
    const result = await fn()
    // A run that never yields to timers (a synchronous driver answers through microtasks only) holds the loop to the end.
    worst = Math.max(worst, performance.now() - last - 5)
    return { result, max_stall_ms: +worst.toFixed(1) }
  } finally { clearInterval(t) }
}

const dir = mkdtempSync(join(tmpdir(), 'webintel-bench-purge-'))
const store = await createSqlStore({ dataDir: dir, databaseUrl })
try {
  const seeded = await seed(store)
  const tb = performance.now()
  const bounded = await loopStall(() => purgeExpired({ oauth: store.oauth, sessions: store.sessions, jobs: store.jobs, batchRows }))
  const boundedMs = performance.now() - tb
  const b = bounded.result
  await seed(store)
  const u = await loopStall(() => unbounded(store))
  console.log(JSON.stringify({
    backend: store.kind, rows, batch_rows: batchRows, seeded,
    bounded: { total_ms: +boundedMs.toFixed(0), deleted: b.deleted, statements: b.statements, max_statement_ms: +b.maxStatementMs.toFixed(1), event_loop_max_stall_ms: bounded.max_stall_ms },
    unbounded: { ...u.result, event_loop_max_stall_ms: u.max_stall_ms },
  }))
} finally {
  if (databaseUrl) {
    for (const t of ['oauth_codes', 'oauth_tokens', 'sessions'] as const) {
      const col = t === 'oauth_codes' ? 'code_hash' : t === 'oauth_tokens' ? 'token_hash' : 'id_hash'
      await store.db.deleteFrom(t as 'sessions').where(col as 'id_hash', 'like', `${tag}%`).execute()
    }
  }
  await store.close()
  rmSync(dir, { recursive: true, force: true })
}
