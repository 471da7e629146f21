import type { Kysely } from 'kysely'
import type { Database } from '../store/schema.ts'

/**
 * Who runs a periodic window (docs/jobs.md "Housekeeping"). The in-process queue asks before it adds a
 * periodic job, so the nodes of one deployment without Redis (several API nodes on one PostgreSQL, or two
 * processes on one SQLite file) run each window once between them; with Redis, BullMQ's job schedulers do this.
 */
export interface ScheduleClaims {
  /**
   * Claims the window of `name` that is due at `nowMs`. `run` is true for exactly one caller per window;
   * `nextMs` is when the next window is due (for a loser too: the winner's now + interval). Rejects only when
   * the backend fails.
   */
  claim(name: string, intervalMs: number, nowMs: number): Promise<{ run: boolean; nextMs: number }>
}

/** Windows kept in this process only: one process, one schedule. */
export function createLocalScheduleClaims(): ScheduleClaims {
  const next = new Map<string, number>()
  return {
    async claim(name, intervalMs, nowMs) {
      const due = next.get(name) ?? nowMs
      if (due > nowMs) return { run: false, nextMs: due }
      next.set(name, nowMs + intervalMs)
      return { run: true, nextMs: nowMs + intervalMs }
    },
  }
}

/**
 * Windows in the `job_schedules` table (migration 0007_housekeeping), one row per `<group>:<name>`: the first
 * node to see a name inserts it as due now; a window is won by the one conditional UPDATE that moves
 * next_run_ms past now (the same pattern as monitor runs), so two nodes never both win it.
 */
export function createSqlScheduleClaims(db: Kysely<Database>, opts: { group: string; owner: string }): ScheduleClaims {
  return {
    async claim(name, intervalMs, nowMs) {
      const key = `${opts.group}:${name}`
      await db.insertInto('job_schedules').values({ name: key, next_run_ms: nowMs, last_run_ms: null, last_owner: null })
        .onConflict((oc) => oc.column('name').doNothing()).execute()
      const nextMs = nowMs + intervalMs
      const won = await db.updateTable('job_schedules').set({ next_run_ms: nextMs, last_run_ms: nowMs, last_owner: opts.owner })
        .where('name', '=', key).where('next_run_ms', '<=', nowMs).executeTakeFirst()
      if (Number(won.numUpdatedRows) === 1) return { run: true, nextMs }
      const row = await db.selectFrom('job_schedules').select('next_run_ms').where('name', '=', key).executeTakeFirst()
      return { run: false, nextMs: Number(row?.next_run_ms ?? nextMs) }
    },
  }
}
