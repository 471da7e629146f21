import { setImmediate as nextTurn } from 'node:timers/promises'
import type { OAuthStore, SessionStore } from '../store/ports.ts'
import type { SqlJobStore } from '../store/sql/jobs.ts'

/**
 * Expired OAuth codes and tokens are kept this long after expiry, so that a replayed code or a reused refresh
 * token is still recognised (and its grant revoked, RFC 9700 §4.14.2) rather than merely unknown.
 */
export const OAUTH_PURGE_GRACE_MS = 24 * 3600_000

export interface HousekeepingDeps {
  oauth: Pick<OAuthStore, 'purgeExpired'>
  sessions: Pick<SessionStore, 'purgeExpired'>
  jobs: Pick<SqlJobStore, 'purgeExpiredStep'>
  /** Most rows one delete statement removes (WEBINTEL_JOBS_PURGE_BATCH_ROWS). */
  batchRows: number
  now?: () => Date
  /** Called after every statement (the purge bench reads the longest). */
  onStatement?: (target: PurgeTarget, rows: number, ms: number) => void
}

export type PurgeTarget = 'oauth_codes' | 'oauth_tokens' | 'sessions' | 'batch_jobs'

export interface PurgeReport {
  /** Rows deleted per target; `batch_jobs` counts job rows (their items and deliveries are in `batch_rows`). */
  deleted: Record<PurgeTarget, number> & { batch_rows: number }
  statements: number
  maxStatementMs: number
  /** True when the run stopped early because it was cancelled (shutdown); the next run carries on. */
  stopped: boolean
}

/**
 * Deletes every expired row in bounded statements (docs/jobs.md "Housekeeping"): OAuth codes and tokens a day
 * after expiry, portal sessions, and batch jobs whose results expired (items, webhook deliveries, then the job).
 * No statement removes more than `batchRows` rows, and the event loop gets a turn between two statements, so a
 * large backlog neither holds a long lock on the database nor stalls requests served by this process.
 */
export async function purgeExpired(deps: HousekeepingDeps, signal?: AbortSignal): Promise<PurgeReport> {
  const now = (deps.now ?? (() => new Date()))()
  const limit = deps.batchRows
  const report: PurgeReport = { deleted: { oauth_codes: 0, oauth_tokens: 0, sessions: 0, batch_jobs: 0, batch_rows: 0 }, statements: 0, maxStatementMs: 0, stopped: false }
  const timed = async <T>(target: PurgeTarget, run: () => Promise<T>, rowsOf: (r: T) => number): Promise<T> => {
    const t0 = performance.now()
    const r = await run()
    const ms = performance.now() - t0
    report.statements++
    report.maxStatementMs = Math.max(report.maxStatementMs, ms)
    deps.onStatement?.(target, rowsOf(r), ms)
    return r
  }
  const graceCut = new Date(now.getTime() - OAUTH_PURGE_GRACE_MS)
  const simple: [PurgeTarget, () => Promise<number>][] = [
    ['oauth_codes', () => deps.oauth.purgeExpired('codes', graceCut, limit)],
    ['oauth_tokens', () => deps.oauth.purgeExpired('tokens', graceCut, limit)],
    ['sessions', () => deps.sessions.purgeExpired(now, limit)],
  ]
  for (const [target, run] of simple) {
    for (;;) {
      if (signal?.aborted) { report.stopped = true; return report }
      const n = await timed(target, run, (r) => r)
      report.deleted[target] += n
      if (n < limit) break
      await nextTurn()
    }
  }
  const nowIso = now.toISOString()
  for (;;) {
    if (signal?.aborted) { report.stopped = true; return report }
    const step = await timed('batch_jobs', () => deps.jobs.purgeExpiredStep(nowIso, limit), (r) => r.rows)
    if (step.rows === 0) break
    if (step.job) report.deleted.batch_jobs++
    else report.deleted.batch_rows += step.rows
    await nextTurn()
  }
  return report
}
