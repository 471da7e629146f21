import { setImmediate as nextTurn } from 'node:timers/promises'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { BatchItemsTable, BatchJobsTable, Database, WebhookDeliveriesTable } from '../schema.ts'

export type JobRow = BatchJobsTable
export type ItemRow = BatchItemsTable
export type DeliveryRow = WebhookDeliveriesTable

/** The last row of a page of a newest-first list: the next page starts after it. */
export interface ListAfter { createdAt: string; id: string }

export interface NewJob {
  id: string
  account: string
  group: string
  operation: string
  idempotencyKey: string | null
  requestHash: string
  rateSubject: string
  rateLimit: number | null
  usageSubject: string
  webhookUrl: string | null
  webhookEvents: string[] | null
  createdAt: string
  monitorId?: string | null
}

export interface ItemCounts { pending: number; running: number; ok: number; error: number; cancelled: number }

export interface ClaimedItem { jobId: string; idx: number; input: string; attempts: number }

export interface ItemOutcome {
  status: 'ok' | 'error'
  result?: string
  errorCode?: string
  errorMessage?: string
  finishedAt: string
}

export interface NewDelivery { id: string; jobId: string; group: string; account: string; type: string; url: string; payload: string; createdMs: number }

const INSERT_CHUNK = 400
const ACTIVE = ['queued', 'running']

/**
 * Jobs, items and webhook deliveries in the SQL store (SQLite or PostgreSQL, one code path). Every state
 * change is one conditional UPDATE, so two runners (two nodes, or a runner restarted while an old lease is
 * still open) never both own an item: an item is claimed only while pending or with a lapsed lease, and a
 * result is written only by the lease owner. Results are keyed by (job_id, idx): one row per index.
 * Methods reject only on a backend failure.
 */
export class SqlJobStore {
  readonly #db: Kysely<Database>
  constructor(db: Kysely<Database>) { this.#db = db }

  /** Inserts a job and its items in one transaction (all or nothing). */
  async createJob(job: NewJob, inputs: string[]): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.insertInto('batch_jobs').values({
        id: job.id, account: job.account, job_group: job.group, operation: job.operation, status: 'queued', total: inputs.length,
        idempotency_key: job.idempotencyKey, request_hash: job.requestHash, rate_subject: job.rateSubject,
        rate_limit: job.rateLimit, usage_subject: job.usageSubject, webhook_url: job.webhookUrl,
        webhook_events: job.webhookEvents ? job.webhookEvents.join(',') : null, created_at: job.createdAt,
        started_at: null, finished_at: null, expires_at: null, monitor_id: job.monitorId ?? null,
      }).execute()
      for (let i = 0; i < inputs.length; i += INSERT_CHUNK) {
        // The embedded SQLite runs each statement on this thread: between two chunks, let the event loop turn
        // (10,000 items in one go held it for 80–400 ms). Other queries of this process wait for the transaction.
        if (i > 0) await nextTurn()
        await trx.insertInto('batch_items').values(inputs.slice(i, i + INSERT_CHUNK).map((input, k) => ({
          job_id: job.id, idx: i + k, input, status: 'pending', result: null, error_code: null, error_message: null,
          attempts: 0, lease_owner: null, lease_until: null, finished_at: null,
        }))).execute()
      }
    })
  }

  async getJob(id: string): Promise<JobRow | undefined> {
    return this.#db.selectFrom('batch_jobs').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async findByIdempotencyKey(account: string, key: string): Promise<JobRow | undefined> {
    return this.#db.selectFrom('batch_jobs').selectAll().where('account', '=', account).where('idempotency_key', '=', key).executeTakeFirst()
  }

  /**
   * One page of the account's jobs that have not expired at `now`, newest first (ties on `created_at` by id,
   * descending, so the order is total and a page never repeats or skips a row), starting after `after`.
   */
  async listJobs(account: string, limit: number, opts: { after?: ListAfter; now?: string } = {}): Promise<JobRow[]> {
    const { after, now } = opts
    let q = this.#db.selectFrom('batch_jobs').selectAll().where('account', '=', account)
    if (now) q = q.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    if (after) q = q.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]))
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
  }

  async counts(jobId: string): Promise<ItemCounts> {
    const rows = await this.#db.selectFrom('batch_items').select(['status', (eb) => eb.fn.countAll().as('n')]).where('job_id', '=', jobId).groupBy('status').execute()
    const c: ItemCounts = { pending: 0, running: 0, ok: 0, error: 0, cancelled: 0 }
    for (const r of rows) if (r.status in c) c[r.status as keyof ItemCounts] = Number(r.n)
    return c
  }

  /** Jobs of `group` still queued or running, oldest first. */
  async activeJobs(group: string): Promise<JobRow[]> {
    return this.#db.selectFrom('batch_jobs').selectAll().where('job_group', '=', group).where('status', 'in', ACTIVE).orderBy('created_at').execute()
  }

  /**
   * Claims up to `limit` items of one job for `owner` until `leaseUntil`: pending items, and running items whose
   * lease lapsed (their runner died). Returns what this call won.
   */
  async claimItems(jobId: string, owner: string, limit: number, now: number, leaseUntil: number): Promise<ClaimedItem[]> {
    const claimable = (q: any) => q.where('job_id', '=', jobId).where((eb: any) => eb.or([
      eb('status', '=', 'pending'),
      eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
    ]))
    const candidates: { idx: number }[] = await claimable(this.#db.selectFrom('batch_items').select('idx')).orderBy('idx').limit(limit).execute()
    if (candidates.length === 0) return []
    const rows = await claimable(this.#db.updateTable('batch_items')
      .set({ status: 'running', lease_owner: owner, lease_until: leaseUntil, attempts: sql`attempts + 1` })
      .where('idx', 'in', candidates.map((c) => c.idx)))
      .returning(['job_id', 'idx', 'input', 'attempts']).execute() as { job_id: string; idx: number; input: string; attempts: number }[]
    return rows.map((r) => ({ jobId: r.job_id, idx: Number(r.idx), input: r.input, attempts: Number(r.attempts) })).sort((a, b) => a.idx - b.idx)
  }

  /** Extends the leases `owner` holds on running items. */
  async renewLeases(owner: string, leaseUntil: number): Promise<void> {
    await this.#db.updateTable('batch_items').set({ lease_until: leaseUntil }).where('lease_owner', '=', owner).where('status', '=', 'running').execute()
  }

  /** Gives a claimed item back (pending) without counting the claim, e.g. when the rate limit is reached. */
  async releaseItem(jobId: string, idx: number, owner: string): Promise<void> {
    await this.#db.updateTable('batch_items').set({ status: 'pending', lease_owner: null, lease_until: null, attempts: sql`attempts - 1` })
      .where('job_id', '=', jobId).where('idx', '=', idx).where('lease_owner', '=', owner).where('status', '=', 'running').execute()
  }

  /** Marks an item `owner` claimed but did not start as cancelled (its job was cancelled). */
  async cancelItem(jobId: string, idx: number, owner: string, at: string): Promise<void> {
    await this.#db.updateTable('batch_items').set({ status: 'cancelled', finished_at: at, lease_owner: null, lease_until: null })
      .where('job_id', '=', jobId).where('idx', '=', idx).where('lease_owner', '=', owner).where('status', '=', 'running').execute()
  }

  /** Writes an item's outcome if `owner` still holds it; false when the lease was lost to another runner. */
  async completeItem(jobId: string, idx: number, owner: string, o: ItemOutcome): Promise<boolean> {
    const r = await this.#db.updateTable('batch_items').set({
      status: o.status, result: o.result ?? null, error_code: o.errorCode ?? null, error_message: o.errorMessage ?? null,
      finished_at: o.finishedAt, lease_owner: null, lease_until: null,
    }).where('job_id', '=', jobId).where('idx', '=', idx).where('lease_owner', '=', owner).where('status', '=', 'running').executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }

  /** queued → running; `delivery` (job.started) is stored in the same transaction. True when this call made the change. */
  async markStarted(jobId: string, at: string, delivery?: NewDelivery): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('batch_jobs').set({ status: 'running', started_at: at }).where('id', '=', jobId).where('status', '=', 'queued').executeTakeFirst()
      const changed = Number(r.numUpdatedRows) === 1
      if (changed && delivery) await insertDelivery(trx, delivery)
      return changed
    })
  }

  /**
   * Ends a job whose items are all finished: `failed` when none succeeded, else `completed`. `delivery` builds
   * the event from the final counts and is stored in the same transaction. Returns the new status, or
   * undefined when items remain or another runner ended it first.
   */
  async finishIfDone(jobId: string, at: string, expiresAt: string, delivery?: (status: string, c: ItemCounts) => NewDelivery | undefined): Promise<string | undefined> {
    const left = await this.#db.selectFrom('batch_items').select('idx').where('job_id', '=', jobId).where('status', 'in', ['pending', 'running']).limit(1).executeTakeFirst()
    if (left) return undefined
    const c = await this.counts(jobId)
    const status = c.ok === 0 && c.error > 0 ? 'failed' : 'completed'
    return this.#db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('batch_jobs').set({ status, finished_at: at, expires_at: expiresAt, started_at: sql`coalesce(started_at, ${at})` })
        .where('id', '=', jobId).where('status', 'in', ACTIVE).executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return undefined
      const d = delivery?.(status, c)
      if (d) await insertDelivery(trx, d)
      return status
    })
  }

  /** Cancels a queued or running job: pending items become cancelled, items in flight finish. False when it had ended. */
  async cancel(jobId: string, at: string, expiresAt: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('batch_jobs').set({ status: 'cancelled', finished_at: at, expires_at: expiresAt })
        .where('id', '=', jobId).where('status', 'in', ACTIVE).executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return false
      await trx.updateTable('batch_items').set({ status: 'cancelled', finished_at: at }).where('job_id', '=', jobId).where('status', '=', 'pending').execute()
      return true
    })
  }

  /** Finished items (ok, error, cancelled) with idx > after, in index order. */
  async results(jobId: string, after: number, limit: number): Promise<ItemRow[]> {
    return this.#db.selectFrom('batch_items').selectAll().where('job_id', '=', jobId).where('idx', '>', after)
      .where('status', 'in', ['ok', 'error', 'cancelled']).orderBy('idx').limit(limit).execute()
  }

  /** Item inputs in index order (for CSV columns), idx > after. */
  async inputs(jobId: string, after: number, limit: number): Promise<{ idx: number; input: string }[]> {
    return this.#db.selectFrom('batch_items').select(['idx', 'input']).where('job_id', '=', jobId).where('idx', '>', after).orderBy('idx').limit(limit).execute()
  }

  /**
   * One bounded step of deleting jobs whose results expired (docs/jobs.md "Housekeeping"): for the oldest
   * expired job, up to `limit` of its items, else up to `limit` of its webhook deliveries, else the job row
   * itself; one statement each. `rows` 0 means nothing expired is left; `job` says a job row went. The API
   * answers 404 for an expired job from its expiry on, so a job half-deleted is never seen.
   */
  async purgeExpiredStep(nowIso: string, limit: number): Promise<{ rows: number; job: boolean }> {
    const job = await this.#db.selectFrom('batch_jobs').select('id').where('expires_at', 'is not', null).where('expires_at', '<=', nowIso)
      .orderBy('expires_at').limit(1).executeTakeFirst()
    if (!job) return { rows: 0, job: false }
    const items = await this.#db.deleteFrom('batch_items').where('job_id', '=', job.id)
      .where('idx', 'in', (eb) => eb.selectFrom('batch_items').select('idx').where('job_id', '=', job.id).orderBy('idx').limit(limit)).executeTakeFirst()
    if (Number(items.numDeletedRows) > 0) return { rows: Number(items.numDeletedRows), job: false }
    const deliveries = await this.#db.deleteFrom('webhook_deliveries')
      .where('id', 'in', (eb) => eb.selectFrom('webhook_deliveries').select('id').where('job_id', '=', job.id).limit(limit)).executeTakeFirst()
    if (Number(deliveries.numDeletedRows) > 0) return { rows: Number(deliveries.numDeletedRows), job: false }
    const r = await this.#db.deleteFrom('batch_jobs').where('id', '=', job.id).executeTakeFirst()
    return { rows: Math.max(1, Number(r.numDeletedRows)), job: true }
  }

  // ---- webhooks ----

  async insertDelivery(d: NewDelivery): Promise<void> { await insertDelivery(this.#db, d) }

  /** Claims due pending deliveries of `group` (next attempt reached, no live lease) until `leaseUntil`. */
  /**
   * Claims due messages, at most one per account and none of `busyAccounts` (accounts with a message in flight):
   * the accounts whose oldest due message is oldest come first. One account's slow or dead receiver, or its
   * thousands of item.completed messages, then holds one delivery slot, not every slot (docs/jobs.md, Webhooks).
   */
  async claimDeliveries(group: string, now: number, leaseUntil: number, limit: number, busyAccounts: string[] = []): Promise<DeliveryRow[]> {
    const due = (q: any) => q.where('job_group', '=', group).where('status', '=', 'pending').where('next_attempt_ms', '<=', now)
      .where((eb: any) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    const free = (q: any) => (busyAccounts.length ? q.where('account', 'not in', busyAccounts) : q)
    const accounts: { account: string }[] = await free(due(this.#db.selectFrom('webhook_deliveries').select('account')))
      .groupBy('account').orderBy(sql`min(next_attempt_ms)`).limit(limit).execute()
    const ids: { id: string }[] = []
    for (const { account } of accounts) {
      const first = await due(this.#db.selectFrom('webhook_deliveries').select('id')).where('account', '=', account).orderBy('next_attempt_ms').orderBy('created_ms').limit(1).executeTakeFirst() as { id: string } | undefined
      if (first) ids.push(first)
    }
    if (ids.length === 0) return []
    return await due(this.#db.updateTable('webhook_deliveries').set({ lease_until: leaseUntil }).where('id', 'in', ids.map((r) => r.id)))
      .returningAll().execute() as DeliveryRow[]
  }

  /** Records one attempt: delivered, retried at `nextAttemptMs`, or failed for good. */
  async recordAttempt(id: string, a: { status: 'delivered' | 'pending' | 'failed'; statusCode: number | null; error: string | null; nextAttemptMs?: number; log: string; at: string }): Promise<void> {
    await this.#db.updateTable('webhook_deliveries').set({
      status: a.status, attempts: sql`attempts + 1`, last_status_code: a.statusCode, last_error: a.error, log: a.log, lease_until: null,
      ...(a.nextAttemptMs !== undefined ? { next_attempt_ms: a.nextAttemptMs } : {}),
      ...(a.status === 'delivered' ? { delivered_at: a.at } : {}),
    }).where('id', '=', id).execute()
  }

  async deliveries(jobId: string, limit = 100): Promise<DeliveryRow[]> {
    return this.#db.selectFrom('webhook_deliveries').selectAll().where('job_id', '=', jobId).orderBy('created_ms').orderBy('id').limit(limit).execute()
  }

  async deliveryCounts(jobId: string): Promise<Record<string, number>> {
    const rows = await this.#db.selectFrom('webhook_deliveries').select(['status', (eb) => eb.fn.countAll().as('n')]).where('job_id', '=', jobId).groupBy('status').execute()
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))
  }

  async getSecret(account: string) {
    return this.#db.selectFrom('webhook_secrets').selectAll().where('account', '=', account).executeTakeFirst()
  }

  /** Creates the account's secret, or rotates it keeping the old one valid until `previousUntil`. */
  async putSecret(account: string, nonce: string, at: string, previousUntil: string): Promise<void> {
    const cur = await this.getSecret(account)
    if (!cur) {
      await this.#db.insertInto('webhook_secrets').values({ account, nonce, previous_nonce: null, previous_until: null, created_at: at })
        .onConflict((oc) => oc.column('account').doNothing()).execute()
      return
    }
    await this.#db.updateTable('webhook_secrets').set({ nonce, previous_nonce: cur.nonce, previous_until: previousUntil, created_at: at })
      .where('account', '=', account).where('nonce', '=', cur.nonce).execute()
  }
}

async function insertDelivery(db: Kysely<Database> | Transaction<Database>, d: NewDelivery) {
  await db.insertInto('webhook_deliveries').values({
    id: d.id, job_id: d.jobId, job_group: d.group, account: d.account, type: d.type, url: d.url, payload: d.payload, status: 'pending',
    attempts: 0, created_ms: d.createdMs, next_attempt_ms: d.createdMs, lease_until: null, last_status_code: null,
    last_error: null, log: '[]', delivered_at: null,
  }).onConflict((oc) => oc.column('id').doNothing()).execute()
}
