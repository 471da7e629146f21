// Housekeeping as queue jobs (docs/jobs.md "Housekeeping"): bounded purges of every expiring row, and one run per
// window for the whole deployment. Embedded store always; PostgreSQL too when DATABASE_URL is set (CI).
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { silentLog } from '../../src/context.ts'
import { createSqlStore, type SqlStore } from '../../src/store/sql/index.ts'
import { purgeExpired, OAUTH_PURGE_GRACE_MS, type PurgeTarget } from '../../src/jobs/housekeeping.ts'
import { createSqlScheduleClaims } from '../../src/jobs/schedules.ts'
import { createInProcessQueue } from '../../src/jobs/in-process.ts'
import { startBackground } from '../../src/jobs/background.ts'
import { JOB_PURGE_EXPIRED } from '../../src/jobs/handlers.ts'
import { startService } from '../helpers/start-service.ts'

const dirs: string[] = []
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }) })
const id = (p: string) => `${p}_${randomBytes(9).toString('hex')}`
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const DAY = 86400_000

/** Rows of this test only (unique ids), so a shared PostgreSQL with other suites' rows does not matter. */
async function seed(store: SqlStore) {
  const mine = { codesGone: [] as string[], codesKept: [] as string[], tokensGone: [] as string[], tokensKept: [] as string[], sessionsGone: [] as string[], sessionsKept: [] as string[], expiredJob: id('job'), liveJob: id('job') }
  const code = (expiresAt: string) => {
    const h = id('code')
    return { h, row: { codeHash: h, clientId: 'cli_t', userId: 'usr_t', redirectUri: 'https://app.example/cb', redirectUriSent: true, codeChallenge: null, scopes: ['read'], grantId: id('grant'), createdAt: at(-3 * DAY), expiresAt, consumedAt: null } }
  }
  const token = (expiresAt: string) => {
    const h = id('tok')
    return { h, row: { tokenHash: h, kind: 'access' as const, grantId: id('grant'), clientId: 'cli_t', userId: 'usr_t', scopes: ['read'], audience: 'a', createdAt: at(-3 * DAY), expiresAt, revokedAt: null, usedAt: null } }
  }
  for (let i = 0; i < 9; i++) { const c = code(at(-2 * DAY)); await store.oauth.insertCode(c.row); mine.codesGone.push(c.h) }
  // Expired an hour ago: inside the one-day grace (a replay must still be recognised), so kept.
  { const c = code(at(-3600_000)); await store.oauth.insertCode(c.row); mine.codesKept.push(c.h) }
  for (let i = 0; i < 9; i++) { const t = token(at(-2 * DAY)); await store.oauth.insertToken(t.row); mine.tokensGone.push(t.h) }
  for (const e of [at(-3600_000), at(3600_000)]) { const t = token(e); await store.oauth.insertToken(t.row); mine.tokensKept.push(t.h) }
  for (let i = 0; i < 7; i++) { const h = id('ses'); await store.sessions.insert({ idHash: h, userId: 'usr_t', createdAt: at(-DAY), expiresAt: at(-1000) }); mine.sessionsGone.push(h) }
  { const h = id('ses'); await store.sessions.insert({ idHash: h, userId: 'usr_t', createdAt: at(0), expiresAt: at(3600_000) }); mine.sessionsKept.push(h) }
  const job = (jobId: string, expiresAt: string | null) => ({
    id: jobId, account: 'key:t', job_group: 'housekeeping-test', operation: 'scrape_metadata', status: expiresAt ? 'completed' : 'running', total: 0,
    idempotency_key: null, request_hash: 'h', rate_subject: 'key_t', rate_limit: null, usage_subject: 'key_t', webhook_url: null, webhook_events: null,
    created_at: at(-DAY), started_at: at(-DAY), finished_at: expiresAt ? at(-DAY) : null, expires_at: expiresAt, monitor_id: null,
  })
  await store.db.insertInto('batch_jobs').values([job(mine.expiredJob, at(-1000)), job(mine.liveJob, null)]).execute()
  const items = (jobId: string, n: number) => Array.from({ length: n }, (_, idx) => ({ job_id: jobId, idx, input: '{}', status: 'ok', result: '{}', error_code: null, error_message: null, attempts: 1, lease_owner: null, lease_until: null, finished_at: at(-DAY) }))
  await store.db.insertInto('batch_items').values([...items(mine.expiredJob, 25), ...items(mine.liveJob, 5)]).execute()
  const delivery = (jobId: string) => ({ id: id('msg'), job_id: jobId, job_group: 'housekeeping-test', account: 'key:t', type: 'job.completed', url: 'https://hooks.example/x', payload: '{}', status: 'delivered', attempts: 1, created_ms: Date.now() - DAY, next_attempt_ms: Date.now() - DAY, lease_until: null, last_status_code: 200, last_error: null, log: '[]', delivered_at: at(-DAY) })
  await store.db.insertInto('webhook_deliveries').values([delivery(mine.expiredJob), delivery(mine.expiredJob), delivery(mine.expiredJob), delivery(mine.liveJob)]).execute()
  return mine
}

async function present(store: SqlStore, table: 'oauth_codes' | 'oauth_tokens' | 'sessions', ids: string[]): Promise<string[]> {
  const col = table === 'oauth_codes' ? 'code_hash' : table === 'oauth_tokens' ? 'token_hash' : 'id_hash'
  if (ids.length === 0) return []
  return (await store.db.selectFrom(table as 'sessions').select(col as 'id_hash').where(col as 'id_hash', 'in', ids).execute()).map((r) => (r as Record<string, string>)[col]!)
}

const backends: [string, string | undefined][] = [['sqlite', undefined], ...(process.env.DATABASE_URL ? [['postgres', process.env.DATABASE_URL] as [string, string]] : [])]

for (const [label, databaseUrl] of backends) {
  describe(`housekeeping on ${label}`, () => {
    test('purges expired codes and tokens (after a day), sessions and expired batch jobs in bounded statements; keeps the rest', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'webintel-housekeeping-')); dirs.push(dir)
      const store = await createSqlStore({ dataDir: dir, databaseUrl })
      try {
        const mine = await seed(store)
        const statements: { target: PurgeTarget; rows: number }[] = []
        const r = await purgeExpired({ oauth: store.oauth, sessions: store.sessions, jobs: store.jobs, batchRows: 4, onStatement: (target, rows) => statements.push({ target, rows }) })
        assert.equal(r.stopped, false)
        assert.deepEqual(await present(store, 'oauth_codes', [...mine.codesGone, ...mine.codesKept]), mine.codesKept)
        assert.deepEqual((await present(store, 'oauth_tokens', [...mine.tokensGone, ...mine.tokensKept])).sort(), [...mine.tokensKept].sort())
        assert.deepEqual(await present(store, 'sessions', [...mine.sessionsGone, ...mine.sessionsKept]), mine.sessionsKept)
        const jobs = (await store.db.selectFrom('batch_jobs').select('id').where('id', 'in', [mine.expiredJob, mine.liveJob]).execute()).map((j) => j.id)
        assert.deepEqual(jobs, [mine.liveJob])
        const items = await store.db.selectFrom('batch_items').select(['job_id']).where('job_id', 'in', [mine.expiredJob, mine.liveJob]).execute()
        assert.equal(items.length, 5)
        assert.ok(items.every((i) => i.job_id === mine.liveJob))
        const deliveries = await store.db.selectFrom('webhook_deliveries').select('job_id').where('job_id', 'in', [mine.expiredJob, mine.liveJob]).execute()
        assert.deepEqual(deliveries.map((d) => d.job_id), [mine.liveJob])
        // Never more than batchRows rows in one statement; the 25 items took at least 7 of them.
        assert.ok(statements.every((s) => s.rows <= 4), JSON.stringify(statements))
        assert.ok(statements.filter((s) => s.target === 'batch_jobs' && s.rows > 0).length >= 7 + 1 + 1)
        assert.ok(r.deleted.oauth_codes >= 9 && r.deleted.oauth_tokens >= 9 && r.deleted.sessions >= 7 && r.deleted.batch_jobs >= 1 && r.deleted.batch_rows >= 28, JSON.stringify(r.deleted))
        assert.equal(r.statements, statements.length)
        // A second run finds nothing of ours left to delete.
        const again = await purgeExpired({ oauth: store.oauth, sessions: store.sessions, jobs: store.jobs, batchRows: 1000 })
        if (label === 'sqlite') assert.deepEqual(again.deleted, { oauth_codes: 0, oauth_tokens: 0, sessions: 0, batch_jobs: 0, batch_rows: 0 })
        assert.ok(OAUTH_PURGE_GRACE_MS === DAY)
      } finally { await store.close() }
    })

    test('a cancelled purge stops between statements and says so', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'webintel-housekeeping-')); dirs.push(dir)
      const store = await createSqlStore({ dataDir: dir, databaseUrl })
      try {
        await seed(store)
        const ac = new AbortController()
        let n = 0
        const r = await purgeExpired({ oauth: store.oauth, sessions: store.sessions, jobs: store.jobs, batchRows: 2, onStatement: () => { if (++n === 3) ac.abort() } }, ac.signal)
        assert.equal(r.stopped, true)
        assert.equal(r.statements, 3)
      } finally { await store.close() }
    })

    test('two nodes on one database run each scheduled window once between them', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'webintel-housekeeping-')); dirs.push(dir)
      // Two processes' worth of connections to the same database (one SQLite file, or one PostgreSQL).
      const s1 = await createSqlStore({ dataDir: dir, databaseUrl })
      const s2 = await createSqlStore({ dataDir: dir, databaseUrl })
      const group = id('grp')
      const runs: { node: string; t: number }[] = []
      const node = (name: string, store: SqlStore) => {
        const q = createInProcessQueue({ log: silentLog, name, claims: createSqlScheduleClaims(store.db, { group, owner: name }) })
        q.work({ tick: async () => { runs.push({ node: name, t: Date.now() }) } })
        q.every('tick', 300)
        return q
      }
      const a = node('a', s1)
      const b = node('b', s2)
      try {
        await new Promise((r) => setTimeout(r, 2500))
      } finally {
        await a.close(500); await b.close(500)
        await s1.close(); await s2.close()
      }
      // 2.5 s of 300 ms windows from the first run at ~0.3 s: 7–8 windows. Two uncoordinated schedulers make ~15.
      assert.ok(runs.length >= 5 && runs.length <= 9, `runs=${runs.length} ${JSON.stringify(runs)}`)
      const gaps = runs.slice(1).map((r, i) => r.t - runs[i]!.t)
      assert.ok(gaps.every((g) => g >= 250), `two runs in one window: gaps ${gaps.join(', ')} ms`)
    })

    test('a node that restarts inside a window does not run it again', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'webintel-housekeeping-')); dirs.push(dir)
      const store = await createSqlStore({ dataDir: dir, databaseUrl })
      try {
        const group = id('grp')
        const t0 = Date.now()
        const first = await createSqlScheduleClaims(store.db, { group, owner: 'before-restart' }).claim('purge', 60_000, t0)
        assert.deepEqual(first, { run: true, nextMs: t0 + 60_000 })
        const restarted = createSqlScheduleClaims(store.db, { group, owner: 'after-restart' })
        assert.deepEqual(await restarted.claim('purge', 60_000, t0 + 1000), { run: false, nextMs: t0 + 60_000 })
        assert.deepEqual(await restarted.claim('purge', 60_000, t0 + 60_000), { run: true, nextMs: t0 + 120_000 })
        // Another group (another deployment on the same database) has windows of its own.
        assert.equal((await createSqlScheduleClaims(store.db, { group: id('grp'), owner: 'x' }).claim('purge', 60_000, t0 + 1000)).run, true)
      } finally { await store.close() }
    })
  })
}

test('the server runs the purge as a scheduled queue job (not a timer of the OAuth plugin)', async () => {
  const svc = await startService({ WEBINTEL_JOBS_PURGE_INTERVAL_MS: '300' })
  try {
    const old = id('ses'); const live = id('ses')
    await svc.services.store.sessions.insert({ idHash: old, userId: 'usr_t', createdAt: at(-DAY), expiresAt: at(-1000) })
    await svc.services.store.sessions.insert({ idHash: live, userId: 'usr_t', createdAt: at(0), expiresAt: at(3600_000) })
    startBackground(svc.services.background)
    const t0 = Date.now()
    while (await svc.services.store.sessions.find(old)) {
      assert.ok(Date.now() - t0 < 10_000, 'the expired session is still there after 10 s')
      await new Promise((r) => setTimeout(r, 50))
    }
    assert.ok(await svc.services.store.sessions.find(live))
    // Counted once the queue has recorded the job as completed (on Redis, a moment after the rows went).
    const done = new RegExp(`webintel_jobs_total\\{kind="${JOB_PURGE_EXPIRED}",result="completed"\\} [1-9]`)
    while (!done.test(await svc.services.metrics.registry.metrics())) {
      assert.ok(Date.now() - t0 < 15_000, 'the purge job was never counted as completed')
      await new Promise((r) => setTimeout(r, 50))
    }
  } finally { await svc.close() }
})
