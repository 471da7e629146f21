import type { Log } from '../context.ts'
import type { JobHandler, Queue } from './queue.ts'
import { refreshSanctionsSources, type SanctionsRefreshDeps } from '../operations/sanctions-refresh.ts'
import { purgeExpired, type HousekeepingDeps } from './housekeeping.ts'

/** Job kinds (stable names: they are stored in Redis and shown in metrics). */
export const JOB_PURGE_EXPIRED = 'maintenance.purge_expired'
export const JOB_SANCTIONS_REFRESH = 'sanctions.refresh_sources'

/** What the job handlers need: a narrow bundle the composition root (services.ts) builds. */
export interface JobDeps {
  log: Log
  /** The stores the housekeeping purge deletes from, and its batch size. */
  housekeeping: HousekeepingDeps
  /** Downloads of WEBINTEL_SANCTIONS_SOURCES; without it that job kind does nothing. */
  sanctions?: SanctionsRefreshDeps
}

/** When the periodic jobs run (0 or absent: never). */
export interface ScheduleSettings {
  purgeIntervalMs: number
  sanctionsSourcesIntervalMs?: number
  sanctionsSources?: number
}

/** Every job kind this version knows how to run. Handlers are idempotent (delivery is at least once). */
export function createJobHandlers(deps: JobDeps): Record<string, JobHandler> {
  let refreshing = false
  let purging = false
  return {
    // Expired OAuth codes and tokens, portal sessions and batch jobs, in bounded deletes (docs/jobs.md
    // "Housekeeping"). Deleting is idempotent, so a window that runs twice (at-least-once delivery) does no harm.
    async [JOB_PURGE_EXPIRED](_job, signal) {
      if (purging) { deps.log.info('[jobs] purge still running; this run is skipped'); return }
      purging = true
      try {
        const r = await purgeExpired(deps.housekeeping, signal)
        const total = Object.values(r.deleted).reduce((a, b) => a + b, 0)
        if (total > 0) deps.log.info({ deleted: r.deleted, statements: r.statements, maxStatementMs: Math.round(r.maxStatementMs) }, '[jobs] purged expired rows')
      } finally { purging = false }
    },
    // Each source's failure is logged as a warning inside and retried at the next interval, so the job itself
    // does not fail (a retry a second later would hit the same broken endpoint).
    async [JOB_SANCTIONS_REFRESH](_job, signal) {
      if (!deps.sanctions || deps.sanctions.config.sanctions.sources.length === 0) return
      // A run still downloading when the next one is due (a short interval, a slow server): the next one is skipped.
      if (refreshing) { deps.log.info('[sanctions] source refresh still running; this run is skipped'); return }
      refreshing = true
      try { await refreshSanctionsSources(deps.sanctions, { signal }) } finally { refreshing = false }
    },
  }
}

/**
 * Registers the periodic jobs on a queue. Every process that runs jobs calls it; each window still runs once per
 * deployment (Queue.every).
 */
export function scheduleJobs(queue: Queue, cfg: ScheduleSettings): void {
  if (cfg.purgeIntervalMs > 0) queue.every(JOB_PURGE_EXPIRED, cfg.purgeIntervalMs)
  if (cfg.sanctionsSourcesIntervalMs && cfg.sanctionsSources) queue.every(JOB_SANCTIONS_REFRESH, cfg.sanctionsSourcesIntervalMs)
}
