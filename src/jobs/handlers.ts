import type { Kysely } from 'kysely'
import type { Database } from '../store/schema.ts'
import type { Log } from '../context.ts'
import type { JobHandler, Queue } from './queue.ts'
import type { Services } from '../services.ts'
import { refreshSanctionsSources, type SanctionsRefreshDeps } from '../operations/sanctions-refresh.ts'

/** Job kinds (stable names: they are stored in Redis and shown in metrics). */
export const JOB_PURGE_EXPIRED_KV = 'maintenance.purge_expired_kv'
export const JOB_SANCTIONS_REFRESH = 'sanctions.refresh_sources'

export interface JobDeps {
  db: Kysely<Database>
  log: Log
  now?: () => Date
  /** Downloads of WEBINTEL_SANCTIONS_SOURCES; without it that job kind does nothing. */
  sanctions?: SanctionsRefreshDeps
}

/** The job dependencies of a running node (API or worker). */
export function jobDepsOf(services: Services): JobDeps {
  const screening = services.engines.sanctions
  return {
    db: services.store.db, log: services.log,
    sanctions: {
      store: services.store.sanctions, config: services.config, log: services.log, outbound: services.engines.outbound,
      onImported: screening ? () => screening.refresh() : undefined,
    },
  }
}

/** Every job kind this version knows how to run. Handlers are idempotent (delivery is at least once). */
export function createJobHandlers(deps: JobDeps): Record<string, JobHandler> {
  const now = deps.now ?? (() => new Date())
  let refreshing = false
  return {
    // Short-lived state (OAuth codes, portal sessions) lives in `kv` with an expiry; readers ignore
    // expired rows, and this job keeps the table from growing. ISO 8601 UTC strings sort as times.
    async [JOB_PURGE_EXPIRED_KV]() {
      const r = await deps.db.deleteFrom('kv').where('expires_at', 'is not', null).where('expires_at', '<=', now().toISOString()).executeTakeFirst()
      const deleted = Number(r.numDeletedRows ?? 0)
      if (deleted > 0) deps.log.info({ deleted }, '[jobs] purged expired kv rows')
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

/** Registers the periodic jobs on a queue (call in every process that runs the scheduler). */
export function scheduleJobs(queue: Queue, cfg: { purgeIntervalMs: number; sanctionsSourcesIntervalMs?: number; sanctionsSources?: number }): void {
  if (cfg.purgeIntervalMs > 0) queue.every(JOB_PURGE_EXPIRED_KV, cfg.purgeIntervalMs)
  if (cfg.sanctionsSourcesIntervalMs && cfg.sanctionsSources) queue.every(JOB_SANCTIONS_REFRESH, cfg.sanctionsSourcesIntervalMs)
}

/** The schedule settings of a running node. */
export function scheduleOf(services: Services): Parameters<typeof scheduleJobs>[1] {
  const s = services.config.sanctions
  return { purgeIntervalMs: services.jobsConfig.purgeIntervalMs, sanctionsSourcesIntervalMs: s.sourcesIntervalMs, sanctionsSources: s.sources.length }
}
