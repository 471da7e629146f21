import { createJobRequest } from '../docs/examples.ts'
import { createHash } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { stringify } from 'csv-stringify/sync'
import type { Services } from '../../services.ts'
import { AppError } from '../../errors.ts'
import { generateId } from '../../text/ids.ts'
import { checkWebhookTarget } from '../../operations/webhook-target.ts'
import { OPERATION_NAMES, isOperationName, type BatchOperationName } from '../../operations/batch.ts'
import type { ItemRow, JobRow } from '../../store/sql/jobs.ts'
import { WEBHOOK_EVENTS, webhookMessage } from '../../jobs/batch/webhooks.ts'
import { jobEventData } from '../../jobs/batch/runner.ts'
import { deriveSecret, newNonce } from '../../jobs/batch/signature.ts'
import type { Principal } from '../plugins/authenticate.ts'
import { Envelope, errorResponses, shared } from '../schemas.ts'
import { ok } from './envelope.ts'
import { checkItem, type ItemProblem } from './job-items.ts'
import { CSV_COLUMNS, CSV_LEAD, csvCell, scrapeColumns } from './job-csv.ts'
import { listCursor, readListCursor } from './list-cursor.ts'

export const CreateJobBody = Type.Object({
  operation: Type.String({ description: `One of ${OPERATION_NAMES.join(', ')} (analyze = the Variant B combined call)` }),
  items: Type.Array(Type.Unknown(), { minItems: 1, description: 'Each shaped like the operation\'s request body; a bare string stands for its URL/domain/query field. At most WEBINTEL_JOBS_MAX_ITEMS (10,000).' }),
  webhook: Type.Optional(Type.Object({
    url: Type.String({ minLength: 1, maxLength: 2048, description: 'http(s) URL; the same address rules as fetched pages' }),
    events: Type.Optional(Type.Array(Type.Union(WEBHOOK_EVENTS.map((e) => Type.Literal(e))), { minItems: 1, uniqueItems: true, description: 'Default: job.started, job.completed, job.failed, job.cancelled' })),
  })),
}, { examples: [createJobRequest] })

const Counts = Type.Object({
  done: Type.Integer({ description: 'Items finished, succeeded or failed' }),
  succeeded: Type.Integer(), failed: Type.Integer(), cancelled: Type.Integer(),
  pending: Type.Integer({ description: 'Items not finished yet (running included)' }), running: Type.Integer(),
})
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()])
export const JobStatus = Type.Object({
  id: Type.String(),
  operation: Type.String(),
  status: Type.Union(['queued', 'running', 'completed', 'failed', 'cancelled'].map((s) => Type.Literal(s))),
  total: Type.Integer(),
  counts: Counts,
  progress: Type.Number({ minimum: 0, maximum: 1, description: 'Finished items (cancelled included) / total' }),
  created_at: Type.String(),
  started_at: Nullable(Type.String()),
  finished_at: Nullable(Type.String()),
  expires_at: Nullable(Type.String({ description: 'When the results are deleted (set once the job ended)' })),
  rate_per_second: Type.Union([Type.Number(), Type.Null()], { description: 'Items finished per second since the start' }),
  eta_seconds: Type.Union([Type.Number(), Type.Null()], { description: 'Estimated seconds to finish at that rate' }),
  webhook: Type.Optional(Type.Object({ url: Type.String(), events: Type.Array(Type.String()), deliveries: Type.Record(Type.String(), Type.Integer()) })),
}, { $id: 'JobStatus' })
const Created = Type.Object({
  id: Type.String(), status: Type.String(), total: Type.Integer(),
  webhook_secret: Type.Optional(Type.String({ description: 'Only when this request created the account\'s webhook secret: shown once' })),
})
const ResultItem = Type.Object({
  index: Type.Integer(), input: Type.Unknown(), status: Type.Union([Type.Literal('ok'), Type.Literal('error'), Type.Literal('cancelled')]),
  result: Type.Optional(Type.Unknown()), error: Type.Optional(Type.Object({ code: Type.String(), message: Type.String() })),
})
const ResultsQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'Items per page, 1–1000 (default 100)' })),
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('jsonl'), Type.Literal('csv')], { description: 'json: one page; jsonl and csv: every finished item, streamed' })),
})
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) })
const Delivery = Type.Object({
  id: Type.String({ description: 'The webhook-id header, the same on every attempt' }), type: Type.String(), status: Type.String(), attempts: Type.Integer(),
  last_status_code: Type.Union([Type.Integer(), Type.Null()]), last_error: Type.Union([Type.String(), Type.Null()]),
  next_attempt_at: Type.Union([Type.String(), Type.Null()]), delivered_at: Type.Union([Type.String(), Type.Null()]),
  log: Type.Array(Type.Object({ at: Type.String(), status_code: Type.Optional(Type.Integer()), error: Type.Optional(Type.String()), ms: Type.Number() })),
})

/** Jobs belong to an account: a portal user's keys and tokens share one; a key without an owner is its own. */
export function accountOf(p: Principal): string {
  if (p.userId) return `user:${p.userId}`
  return `key:${p.keyId ?? p.subject}`
}

const STREAM_PAGE = 500
/** Items checked between two turns of the event loop (docs/jobs.md "Creating a job"). */
const CHECK_SLICE = 500
const ROTATION_GRACE_MS = 24 * 3600_000
const encodeCursor = (idx: number) => Buffer.from(`i:${idx}`).toString('base64url')
function decodeCursor(c: string | undefined): number {
  if (!c) return -1
  const m = /^i:(\d{1,9})$/.exec(Buffer.from(c, 'base64url').toString())
  if (!m) throw new AppError('invalid_request', 'The cursor is not valid', { details: { fields: [{ field: 'query.cursor', problem: 'is not a cursor from a previous page' }] } })
  return Number(m[1])
}

function itemView(r: ItemRow) {
  const base = { index: Number(r.idx), input: JSON.parse(r.input) as unknown, status: r.status as 'ok' | 'error' | 'cancelled' }
  if (r.status === 'ok') return { ...base, result: JSON.parse(r.result ?? 'null') as unknown }
  if (r.status === 'error') return { ...base, error: { code: r.error_code ?? 'internal', message: r.error_message ?? '' } }
  return base
}

/**
 * Creates the account's webhook signing secret if it has none and returns it when this call created it (shown
 * once): every message is signed (docs/jobs.md, Webhooks), so whatever registers a webhook URL makes sure of one.
 */
export async function ensureWebhookSecret(store: Services['store']['jobs'], serverSecret: string, account: string): Promise<string | undefined> {
  if (await store.getSecret(account)) return undefined
  const nonce = newNonce()
  const at = new Date().toISOString()
  await store.putSecret(account, nonce, at, at)
  const s = await store.getSecret(account)
  return s?.nonce === nonce ? deriveSecret(serverSecret, account, nonce) : undefined
}

export default async function jobs(app: FastifyInstance, { services }: { services: Pick<Services, 'batch' | 'config' | 'engines' | 'jobsConfig' | 'secret' | 'store'> }) {
  const store = services.store.jobs
  const cfg = services.jobsConfig

  const principalOf = (request: FastifyRequest) => {
    if (!request.principal) throw new AppError('unauthorized')
    return request.principal
  }
  /** The job if it exists, has not expired and belongs to the caller; others' jobs are not_found too. */
  async function ownJob(request: FastifyRequest, id: string): Promise<JobRow> {
    const job = await store.getJob(id)
    if (!job || job.account !== accountOf(principalOf(request)) || (job.expires_at && job.expires_at <= new Date().toISOString())) {
      throw new AppError('not_found', `No job ${id}`)
    }
    return job
  }

  async function statusOf(job: JobRow) {
    const c = await store.counts(job.id)
    const done = c.ok + c.error
    const finished = done + c.cancelled
    const started = job.started_at ? Date.parse(job.started_at) : undefined
    const end = job.finished_at ? Date.parse(job.finished_at) : Date.now()
    const rate = started !== undefined && end > started && done > 0 ? done / ((end - started) / 1000) : null
    const left = c.pending + c.running
    return {
      id: job.id, operation: job.operation, status: job.status, total: job.total,
      counts: { done, succeeded: c.ok, failed: c.error, cancelled: c.cancelled, pending: left, running: c.running },
      progress: job.total > 0 ? finished / job.total : 1,
      created_at: job.created_at, started_at: job.started_at, finished_at: job.finished_at, expires_at: job.expires_at,
      rate_per_second: rate === null ? null : Math.round(rate * 100) / 100,
      eta_seconds: left === 0 ? 0 : rate ? Math.ceil(left / rate) : null,
      ...(job.webhook_url ? { webhook: { url: job.webhook_url, events: (job.webhook_events ?? 'job.started,job.completed,job.failed,job.cancelled').split(','), deliveries: await store.deliveryCounts(job.id) } } : {}),
    }
  }

  const ensureSecret = (account: string) => ensureWebhookSecret(store, services.secret, account)

  app.post<{ Body: Static<typeof CreateJobBody> }>('/jobs', {
    bodyLimit: cfg.bodyLimitBytes,
    schema: {
      operationId: 'create_job',
      summary: 'Create a batch job',
      description: 'Runs one operation over up to 10,000 items in the background. Every item is checked first: one bad item refuses the job, listing each bad item\'s index. An Idempotency-Key header makes a retried request return the same job.',
      tags: ['Jobs'],
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) }),
      body: CreateJobBody,
      response: { 202: Envelope(Created), ...errorResponses('A', [413, 422]) },
    },
  }, async (request, reply) => {
    const p = principalOf(request)
    const account = accountOf(p)
    const { operation, items, webhook } = request.body
    const idemKey = request.headers['idempotency-key'] as string | undefined
    // The body was just parsed and validated in the same turn; hashing a 10,000-item body is ~10 ms more.
    if (items.length > CHECK_SLICE) await nextTurn()
    const requestHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex')
    if (idemKey) {
      const prior = await store.findByIdempotencyKey(account, idemKey)
      if (prior) return replay(prior, requestHash, reply)
    }
    if (!isOperationName(operation)) {
      throw new AppError('invalid_request', `Unknown operation "${operation}"`, { details: { fields: [{ field: 'body.operation', problem: `must be one of ${OPERATION_NAMES.join(', ')}` }] } })
    }
    if (items.length > cfg.maxItems) {
      throw new AppError('invalid_request', `A job holds at most ${cfg.maxItems} items (got ${items.length})`, { details: { fields: [{ field: 'body.items', problem: `must have at most ${cfg.maxItems} items` }] } })
    }
    if (webhook) {
      checkWebhookTarget(webhook.url, services.engines.allowPrivate)
    }
    const inputs: string[] = []
    const problems: ItemProblem[] = []
    for (let i = 0; i < items.length; i++) {
      // 10,000 items held the event loop for up to ~100 ms here: let other requests run between slices.
      if (i > 0 && i % CHECK_SLICE === 0) await nextTurn()
      const r = checkItem(operation as BatchOperationName, items[i], i)
      if ('problem' in r) { problems.push(r.problem); continue }
      inputs.push(JSON.stringify(r.item))
    }
    if (problems.length > 0) {
      throw new AppError('invalid_request', `${problems.length} of ${items.length} items are invalid; the job was not created (first: ${problems[0]!.field}: ${problems[0]!.problem})`, {
        details: { invalid_items: problems.length, fields: problems.slice(0, 100).map((x) => ({ field: x.field, problem: x.problem, index: x.index })) },
      })
    }
    const id = generateId('job')
    try {
      await store.createJob({
        id, account, group: cfg.group, operation, idempotencyKey: idemKey ?? null, requestHash, rateSubject: p.subject,
        rateLimit: p.rateLimitPerMinute ?? services.config.core.rateLimitPerMinute, usageSubject: p.usageSubject ?? p.subject,
        webhookUrl: webhook?.url ?? null, webhookEvents: webhook?.events ?? null, createdAt: new Date().toISOString(),
      }, inputs)
    } catch (err) {
      // The same Idempotency-Key sent twice at once: the unique index let one insert through.
      const prior = idemKey ? await store.findByIdempotencyKey(account, idemKey) : undefined
      if (prior) return replay(prior, requestHash, reply)
      throw err
    }
    const secret = webhook ? await ensureSecret(account) : undefined
    services.batch.nudge()
    request.log.info({ job: id, operation, total: inputs.length }, '[jobs] batch job created')
    return reply.code(202).header('Location', `/v1/jobs/${id}`).send(ok({ id, status: 'queued', total: inputs.length, ...(secret ? { webhook_secret: secret } : {}) }))
  })

  function replay(prior: JobRow, requestHash: string, reply: import('fastify').FastifyReply) {
    if (prior.request_hash !== requestHash) {
      throw new AppError('invalid_request', 'This Idempotency-Key was already used with a different request', { details: { fields: [{ field: 'headers.idempotency-key', problem: 'was used for another request' }], job_id: prior.id } })
    }
    return reply.code(202).header('Location', `/v1/jobs/${prior.id}`).header('Idempotent-Replayed', 'true').send(ok({ id: prior.id, status: prior.status, total: prior.total }))
  }

  app.get<{ Querystring: Static<ReturnType<typeof ListQuery>> }>('/jobs', {
    schema: {
      operationId: 'list_jobs',
      summary: 'The account\'s batch jobs, newest first, paged', tags: ['Jobs'],
      querystring: ListQuery(20),
      response: { 200: Envelope(Type.Object({ jobs: Type.Array(Type.Object({ id: Type.String(), operation: Type.String(), status: Type.String(), total: Type.Integer(), created_at: Type.String(), finished_at: Nullable(Type.String()) })), next_cursor: NextCursor })), ...errorResponses('A') },
    },
  }, async (request) => {
    const account = accountOf(principalOf(request))
    const scope = `jobs:${account}`
    const limit = pageLimit(request.query.limit, 20, 100)
    const rows = await store.listJobs(account, limit + 1, { after: readListCursor(services.secret, scope, request.query.cursor), now: new Date().toISOString() })
    const page = rows.slice(0, limit)
    const last = page[page.length - 1]
    return ok({
      jobs: page.map((j) => ({ id: j.id, operation: j.operation, status: j.status, total: j.total, created_at: j.created_at, finished_at: j.finished_at })),
      next_cursor: rows.length > limit && last ? listCursor(services.secret, scope, { createdAt: last.created_at, id: last.id }) : null,
    })
  })

  app.get<{ Params: Static<typeof IdParams> }>('/jobs/:id', {
    schema: { operationId: 'get_job', summary: 'A batch job\'s status (never its results)', tags: ['Jobs'], params: IdParams, response: { 200: Envelope(shared(JobStatus)), ...errorResponses('A', [404]) } },
  }, async (request) => ok(await statusOf(await ownJob(request, request.params.id))))

  app.get<{ Params: Static<typeof IdParams>; Querystring: Static<typeof ResultsQuery> }>('/jobs/:id/results', {
    schema: {
      operationId: 'get_job_results',
      summary: 'A batch job\'s finished items, paged (json) or streamed whole (jsonl, csv)', tags: ['Jobs'], params: IdParams, querystring: ResultsQuery,
      response: { 200: Envelope(Type.Object({ items: Type.Array(ResultItem), next_cursor: Type.Union([Type.String(), Type.Null()]) })), ...errorResponses('A', [404]) },
    },
  }, async (request, reply) => {
    const job = await ownJob(request, request.params.id)
    const { format = 'json' } = request.query
    const limit = pageLimit(request.query.limit, 100, 1000)
    if (format === 'json') {
      const rows = await store.results(job.id, decodeCursor(request.query.cursor), limit)
      const more = rows.length === limit
      return ok({ items: rows.map(itemView), next_cursor: more ? encodeCursor(Number(rows[rows.length - 1].idx)) : null })
    }
    const pages = async function* () {
      let after = -1
      for (;;) {
        const rows = await store.results(job.id, after, STREAM_PAGE)
        if (rows.length === 0) return
        yield rows
        after = Number(rows[rows.length - 1].idx)
      }
    }
    reply.header('Content-Disposition', `attachment; filename="${job.id}.${format}"`)
    if (format === 'jsonl') {
      const body = Readable.from((async function* () { for await (const rows of pages()) yield rows.map((r) => JSON.stringify(itemView(r)) + '\n').join('') })())
      return reply.type('application/x-ndjson; charset=utf-8').send(body)
    }
    const columns = job.operation === 'scrape_metadata' ? await scrapeColumnsOf(job.id) : CSV_COLUMNS[job.operation as Exclude<BatchOperationName, 'scrape_metadata'>] ?? []
    const header = [...CSV_LEAD, ...columns.map(([n]) => n), 'result_json']
    const body = Readable.from((async function* () {
      yield stringify([header])
      for await (const rows of pages()) {
        yield stringify(rows.map((r) => {
          const v = itemView(r) as { index: number; input: Record<string, unknown>; status: string; result?: Record<string, unknown>; error?: { code: string; message: string } }
          const res = (v.result ?? {}) as Record<string, unknown>
          return [v.index, v.status, v.error?.code ?? '', csvCell(v.error?.message), ...columns.map(([, pick]) => csvCell(pick(v.input, res))), v.result === undefined ? '' : JSON.stringify(v.result)]
        }))
      }
    })())
    return reply.type('text/csv; charset=utf-8').send(body)
  })

  async function scrapeColumnsOf(jobId: string) {
    const lists: (string[] | undefined)[] = []
    for (let after = -1; ;) {
      const rows = await store.inputs(jobId, after, 2000)
      if (rows.length === 0) break
      for (const r of rows) lists.push((JSON.parse(r.input) as { fields?: string[] }).fields)
      after = Number(rows[rows.length - 1].idx)
    }
    return scrapeColumns(lists.length ? lists : [undefined])
  }

  app.get<{ Params: Static<typeof IdParams> }>('/jobs/:id/deliveries', {
    schema: { operationId: 'get_job_deliveries', summary: 'The webhook delivery log of a batch job (first 100 messages)', tags: ['Jobs'], params: IdParams, response: { 200: Envelope(Type.Object({ deliveries: Type.Array(Delivery) })), ...errorResponses('A', [404]) } },
  }, async (request) => {
    const job = await ownJob(request, request.params.id)
    const rows = await store.deliveries(job.id)
    return ok({
      deliveries: rows.map((d) => ({
        id: d.id, type: d.type, status: d.status, attempts: Number(d.attempts), last_status_code: d.last_status_code === null ? null : Number(d.last_status_code),
        last_error: d.last_error, next_attempt_at: d.status === 'pending' ? new Date(Number(d.next_attempt_ms)).toISOString() : null,
        delivered_at: d.delivered_at, log: JSON.parse(d.log) as never,
      })),
    })
  })

  app.delete<{ Params: Static<typeof IdParams> }>('/jobs/:id', {
    schema: { operationId: 'cancel_job', summary: 'Cancel a batch job (items in flight finish; the rest are cancelled)', description: 'Cancels a queued or running job and answers its status. A job that already ended (completed, failed or cancelled) is left unchanged, results and expiry included, and its status is answered as it is: the call is idempotent and never deletes results.', tags: ['Jobs'], params: IdParams, response: { 200: Envelope(shared(JobStatus)), ...errorResponses('A', [404]) } },
  }, async (request) => {
    const job = await ownJob(request, request.params.id)
    const at = new Date().toISOString()
    if (await store.cancel(job.id, at, new Date(Date.now() + cfg.resultTtlMs).toISOString())) {
      const msg = webhookMessage(job, 'job.cancelled', jobEventData(job, 'cancelled', await store.counts(job.id), at), Date.now())
      if (msg) await store.insertDelivery(msg)
      request.log.info({ job: job.id }, '[jobs] batch job cancelled')
      services.batch.nudge()
    }
    return ok(await statusOf((await store.getJob(job.id)) ?? job))
  })

  app.post('/webhooks/secret', {
    schema: {
      operationId: 'rotate_webhook_secret',
      summary: 'Create or rotate the account\'s webhook signing secret (shown once)',
      description: 'After a rotation the previous secret keeps signing beside the new one for 24 hours (two signatures in webhook-signature).',
      tags: ['Jobs'],
      response: { 200: Envelope(Type.Object({ secret: Type.String(), created_at: Type.String(), previous_valid_until: Nullable(Type.String()) })), ...errorResponses('A') },
    },
  }, async (request) => {
    const account = accountOf(principalOf(request))
    const nonce = newNonce()
    const at = new Date().toISOString()
    const until = new Date(Date.now() + ROTATION_GRACE_MS).toISOString()
    await store.putSecret(account, nonce, at, until)
    const s = await store.getSecret(account)
    if (s?.nonce !== nonce) throw new AppError('service_unavailable', 'The secret was rotated concurrently; retry', { headers: { 'Retry-After': '1' } })
    return ok({ secret: deriveSecret(services.secret, account, nonce), created_at: at, previous_valid_until: s.previous_nonce ? s.previous_until : null })
  })

  app.get('/webhooks/secret', {
    schema: { operationId: 'webhook_secret_status', summary: 'Whether the account has a webhook secret (never the secret)', tags: ['Jobs'], response: { 200: Envelope(Type.Object({ configured: Type.Boolean(), created_at: Nullable(Type.String()) })), ...errorResponses('A') } },
  }, async (request) => {
    const s = await store.getSecret(accountOf(principalOf(request)))
    return ok({ configured: !!s, created_at: s?.created_at ?? null })
  })
}

/** The query of a newest-first list: `limit` (1–100) and the `cursor` a previous page returned. */
export const ListQuery = (def: number) => Type.Object({
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: `Rows per page, 1–100 (default ${def})` })),
  cursor: Type.Optional(Type.String({ maxLength: 500, description: 'The next_cursor of the previous page (opaque)' })),
})
export const NextCursor = Type.Union([Type.String(), Type.Null()], { description: 'Pass as cursor for the next page; null on the last page' })

export function pageLimit(raw: string | undefined, def: number, max: number): number {
  if (raw === undefined) return def
  const n = Number(raw)
  if (n < 1 || n > max) throw new AppError('invalid_request', `Invalid request: query.limit must be between 1 and ${max}`, { details: { fields: [{ field: 'query.limit', problem: `must be between 1 and ${max}` }] } })
  return n
}
