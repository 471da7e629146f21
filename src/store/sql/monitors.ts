import { sql, type Kysely } from 'kysely'
import type { Database, MonitorsTable } from '../schema.ts'
import type { ListAfter, NewDelivery } from './jobs.ts'

export type MonitorRow = MonitorsTable
/** A monitor as the list shows it: every column but the copied items. */
export type MonitorSummary = Omit<MonitorRow, 'items'>
const SUMMARY_COLUMNS = ['id', 'account', 'job_group', 'source_job_id', 'operation', 'schedule', 'threshold', 'webhook_url', 'rate_subject', 'rate_limit',
  'usage_subject', 'created_at', 'next_run_ms', 'last_run_job_id', 'last_run_at', 'diffed_job_id', 'last_changes'] as const satisfies readonly (keyof MonitorSummary)[]

/** The account's monitor count, read through the store's connection or inside an open transaction. */
async function countMonitors(db: Kysely<Database>, account: string): Promise<number> {
  const r = await db.selectFrom('monitors').select((eb) => eb.fn.countAll().as('n')).where('account', '=', account).executeTakeFirst()
  return Number(r?.n ?? 0)
}

/**
 * Monitors in the SQL store. A run is started by whoever moves `next_run_ms` forward first (one conditional
 * UPDATE), so several nodes never start the same run twice; a run's comparison is recorded the same way
 * (`diffed_job_id`), in one transaction with the new item states and the webhook message.
 */
export class SqlMonitorStore {
  readonly #db: Kysely<Database>
  readonly #kind: 'sqlite' | 'postgres'
  constructor(db: Kysely<Database>, kind: 'sqlite' | 'postgres' = 'sqlite') { this.#db = db; this.#kind = kind }

  /**
   * Inserts the monitor unless its account already has `cap` monitors; returns the count it found. The count and
   * the insert are one transaction, serialised per account (PostgreSQL: a transaction-scoped advisory lock on the
   * account; SQLite: one writer at a time), so a burst of parallel creates never passes the cap.
   */
  async insert(m: MonitorRow, states: { idx: number; state: string }[], cap = Infinity): Promise<{ inserted: boolean; count: number }> {
    return this.#db.transaction().execute(async (trx) => {
      if (this.#kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`monitors:${m.account}`}))`.execute(trx)
      const count = await countMonitors(trx, m.account)
      if (count >= cap) return { inserted: false, count }
      await trx.insertInto('monitors').values(m).execute()
      for (let i = 0; i < states.length; i += 400) {
        await trx.insertInto('monitor_states').values(states.slice(i, i + 400).map((s) => ({ monitor_id: m.id, idx: s.idx, state: s.state }))).execute()
      }
      return { inserted: true, count: count + 1 }
    })
  }

  async get(id: string): Promise<MonitorRow | undefined> {
    return this.#db.selectFrom('monitors').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /**
   * One page of the account's monitors, newest first (ties by id, descending), starting after `after`, without
   * their copied items (up to 10,000 inputs each: 60 monitors of a 10,000-item job made the list read 50 MB and
   * take 2 s).
   */
  async list(account: string, limit = 100, after?: ListAfter): Promise<MonitorSummary[]> {
    let q = this.#db.selectFrom('monitors').select(SUMMARY_COLUMNS).where('account', '=', account)
    if (after) q = q.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]))
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
  }

  /** How many monitors the account has (WEBINTEL_MAX_MONITORS_PER_ACCOUNT caps it). */
  async count(account: string): Promise<number> {
    return countMonitors(this.#db, account)
  }

  async delete(id: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('monitor_states').where('monitor_id', '=', id).execute()
      await trx.deleteFrom('monitors').where('id', '=', id).execute()
    })
  }

  async due(group: string, nowMs: number, limit = 10): Promise<MonitorRow[]> {
    return this.#db.selectFrom('monitors').selectAll().where('job_group', '=', group).where('next_run_ms', '<=', nowMs).orderBy('next_run_ms').limit(limit).execute()
  }

  /** Moves the schedule from `fromMs` to `toMs`; true when this call won the run. */
  async advance(id: string, fromMs: number, toMs: number): Promise<boolean> {
    const r = await this.#db.updateTable('monitors').set({ next_run_ms: toMs }).where('id', '=', id).where('next_run_ms', '=', fromMs).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }

  async setLastRun(id: string, jobId: string, at: string): Promise<void> {
    await this.#db.updateTable('monitors').set({ last_run_job_id: jobId, last_run_at: at }).where('id', '=', id).execute()
  }

  /** Monitors whose last run has not been compared yet. */
  async undiffed(group: string): Promise<MonitorRow[]> {
    return this.#db.selectFrom('monitors').selectAll().where('job_group', '=', group).where('last_run_job_id', 'is not', null)
      .where((eb) => eb.or([eb('diffed_job_id', 'is', null), eb('diffed_job_id', '!=', eb.ref('last_run_job_id'))])).limit(20).execute()
  }

  async states(id: string): Promise<Map<number, string>> {
    const rows = await this.#db.selectFrom('monitor_states').select(['idx', 'state']).where('monitor_id', '=', id).execute()
    return new Map(rows.map((r) => [Number(r.idx), r.state]))
  }

  /** Records a run's comparison once: new states, the summary and the message. False when another node did. */
  async recordDiff(id: string, jobId: string, states: { idx: number; state: string }[], summary: string, delivery?: NewDelivery): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('monitors').set({ diffed_job_id: jobId, last_changes: summary }).where('id', '=', id)
        .where((eb) => eb.or([eb('diffed_job_id', 'is', null), eb('diffed_job_id', '!=', jobId)])).executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return false
      for (const s of states) {
        await trx.insertInto('monitor_states').values({ monitor_id: id, idx: s.idx, state: s.state })
          .onConflict((oc) => oc.columns(['monitor_id', 'idx']).doUpdateSet({ state: s.state })).execute()
      }
      if (delivery) {
        await trx.insertInto('webhook_deliveries').values({
          id: delivery.id, job_id: delivery.jobId, job_group: delivery.group, account: delivery.account, type: delivery.type, url: delivery.url, payload: delivery.payload,
          status: 'pending', attempts: 0, created_ms: delivery.createdMs, next_attempt_ms: delivery.createdMs, lease_until: null,
          last_status_code: null, last_error: null, log: '[]', delivered_at: null,
        }).execute()
      }
      return true
    })
  }
}
