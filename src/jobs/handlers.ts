import type { Kysely } from 'kysely'
import type { Database } from '../store/schema.ts'
import type { Log } from '../context.ts'
import type { JobHandler, Queue } from './queue.ts'

/** Job kinds (stable names: they are stored in Redis and shown in metrics). */
export const JOB_PURGE_EXPIRED_KV = 'maintenance.purge_expired_kv'

export interface JobDeps {
  db: Kysely<Database>
  log: Log
  now?: () => Date
}

/** Every job kind this version knows how to run. Handlers are idempotent (delivery is at least once). */
export function createJobHandlers(deps: JobDeps): Record<string, JobHandler> {
  const now = deps.now ?? (() => new Date())
  return {
    // Short-lived state (OAuth codes, portal sessions) lives in `kv` with an expiry; readers ignore
    // expired rows, and this job keeps the table from growing. ISO 8601 UTC strings sort as times.
    async [JOB_PURGE_EXPIRED_KV]() {
      const r = await deps.db.deleteFrom('kv').where('expires_at', 'is not', null).where('expires_at', '<=', now().toISOString()).executeTakeFirst()
      const deleted = Number(r.numDeletedRows ?? 0)
      if (deleted > 0) deps.log.info({ deleted }, '[jobs] purged expired kv rows')
    },
  }
}

/** Registers the periodic jobs on a queue (call in every process that runs the scheduler). */
export function scheduleJobs(queue: Queue, cfg: { purgeIntervalMs: number }): void {
  if (cfg.purgeIntervalMs > 0) queue.every(JOB_PURGE_EXPIRED_KV, cfg.purgeIntervalMs)
}
