import { createMonitorRequest } from '../docs/examples.ts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { AppError } from '../../errors.ts'
import { generateId } from '../../text/ids.ts'
import { checkWebhookTarget } from '../../operations/webhook-target.ts'
import { finishedItems, itemState, nextRun } from '../../jobs/batch/monitors.ts'
import type { MonitorRow, MonitorSummary } from '../../store/sql/monitors.ts'
import { Envelope, errorResponses, shared } from '../schemas.ts'
import { ok } from './envelope.ts'
import { accountOf, ensureWebhookSecret, ListQuery, NextCursor, pageLimit } from './jobs.ts'
import { listCursor, readListCursor } from './list-cursor.ts'

export const CreateMonitorBody = Type.Object({
  job_id: Type.String({ maxLength: 64, description: 'A finished job of this account: its items are re-run, its results are the first baseline' }),
  schedule: Type.String({ minLength: 9, maxLength: 200, description: 'Cron expression, UTC: 5 fields (minute hour day month weekday), or 6 with seconds first' }),
  threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1, default: 0.5, description: 'Risk score whose crossing is reported' })),
  webhook: Type.Optional(Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) })),
}, { examples: [createMonitorRequest] })

export const MonitorView = Type.Object({
  id: Type.String(), job_id: Type.String(), operation: Type.String(), schedule: Type.String(), threshold: Type.Number(),
  webhook_url: Type.Union([Type.String(), Type.Null()]), created_at: Type.String(), next_run_at: Type.String(),
  last_run_job_id: Type.Union([Type.String(), Type.Null()]), last_run_at: Type.Union([Type.String(), Type.Null()]),
  last_changes: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: '{job_id, compared_at, items_changed, changes: {kind: count}}' }),
}, { $id: 'Monitor' })
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) })
/** The monitor (referred to, not copied: one component), and the account's new webhook secret when one was made. */
const Created = Type.Intersect([shared(MonitorView), Type.Object({
  webhook_secret: Type.Optional(Type.String({ description: 'Only when this request created the account\'s webhook secret: shown once' })),
})])

const view = (m: MonitorSummary) => ({
  id: m.id, job_id: m.source_job_id, operation: m.operation, schedule: m.schedule, threshold: m.threshold, webhook_url: m.webhook_url,
  created_at: m.created_at, next_run_at: new Date(Number(m.next_run_ms)).toISOString(), last_run_job_id: m.last_run_job_id, last_run_at: m.last_run_at,
  last_changes: m.last_changes ? JSON.parse(m.last_changes) as Record<string, unknown> : null,
})

/** Monitors (docs/jobs.md "Monitors"): a job's items re-run on a cron schedule, `monitor.changed` on changes. */
export default async function monitors(app: FastifyInstance, { services }: { services: Pick<Services, 'config' | 'engines' | 'jobsConfig' | 'secret' | 'store'> }) {
  const store = services.store.monitors
  const jobs = services.store.jobs
  const account = (request: FastifyRequest) => { if (!request.principal) throw new AppError('unauthorized'); return accountOf(request.principal) }
  async function own(request: FastifyRequest, id: string) {
    const m = await store.get(id)
    if (!m || m.account !== account(request)) throw new AppError('not_found', `No monitor ${id}`)
    return m
  }

  app.post<{ Body: Static<typeof CreateMonitorBody> }>('/monitors', {
    schema: { operationId: 'create_monitor', summary: 'Re-run a finished job\'s items on a cron schedule', tags: ['Jobs'], body: CreateMonitorBody, response: { 201: Envelope(Created), ...errorResponses('A', [404, 409, 422]) } },
  }, async (request, reply) => {
    const p = request.principal!
    const acct = account(request)
    const { job_id: jobId, schedule, threshold = 0.5, webhook } = request.body
    const bad = (field: string, problem: string) => new AppError('invalid_request', `Invalid request: body.${field} ${problem}`, { details: { fields: [{ field: `body.${field}`, problem }] } })
    let first: number
    try {
      first = nextRun(schedule, Date.now())
      if (nextRun(schedule, first) - first < services.jobsConfig.monitorMinIntervalMs) throw bad('schedule', `runs more often than every ${services.jobsConfig.monitorMinIntervalMs / 1000} s`)
    } catch (err) { throw err instanceof AppError ? err : bad('schedule', 'is not a valid cron expression') }
    if (webhook) {
      checkWebhookTarget(webhook.url, services.engines.allowPrivate)
    }
    const job = await jobs.getJob(jobId)
    if (!job || job.account !== acct) throw new AppError('not_found', `No job ${jobId}`)
    // Each monitor keeps a copy of its job's items and their states: an account gets a bounded number.
    const cap = services.jobsConfig.maxMonitorsPerAccount
    const full = (count: number) => new AppError('limit_reached', `This account already has ${count} monitors, the most allowed (${cap}); delete one it no longer needs first`, { details: { resource: 'monitors', limit: cap, count } })
    // A cheap early answer before the job's items are copied; the insert below counts again, atomically.
    const count = await store.count(acct)
    if (count >= cap) throw full(count)
    if (job.status === 'queued' || job.status === 'running') throw bad('job_id', 'names a job that has not finished yet')
    const items: string[] = []
    for (let after = -1; ;) {
      const rows = await jobs.inputs(job.id, after, 2000)
      if (rows.length === 0) break
      items.push(...rows.map((r) => r.input))
      after = Number(rows[rows.length - 1].idx)
    }
    const states: { idx: number; state: string }[] = []
    for await (const row of finishedItems(jobs, job.id)) if (row.status !== 'cancelled') states.push({ idx: Number(row.idx), state: JSON.stringify(itemState(row)) })
    const m: MonitorRow = {
      id: generateId('mon'), account: acct, job_group: services.jobsConfig.group, source_job_id: job.id, operation: job.operation, items: JSON.stringify(items), schedule, threshold,
      webhook_url: webhook?.url ?? null, rate_subject: p.subject, rate_limit: p.rateLimitPerMinute ?? services.config.core.rateLimitPerMinute,
      usage_subject: p.usageSubject ?? p.subject, created_at: new Date().toISOString(), next_run_ms: first, last_run_job_id: null, last_run_at: null,
      diffed_job_id: null, last_changes: null,
    }
    const inserted = await store.insert(m, states, cap)
    if (!inserted.inserted) throw full(inserted.count)
    const secret = webhook ? await ensureWebhookSecret(jobs, services.secret, acct) : undefined
    return reply.code(201).header('Location', `/v1/monitors/${m.id}`).send(ok({ ...view(m), ...(secret ? { webhook_secret: secret } : {}) }))
  })

  app.get<{ Querystring: Static<ReturnType<typeof ListQuery>> }>('/monitors', {
    schema: {
      operationId: 'list_monitors',
      summary: 'The account\'s monitors, newest first, paged', tags: ['Jobs'], querystring: ListQuery(100),
      response: { 200: Envelope(Type.Object({ monitors: Type.Array(shared(MonitorView)), next_cursor: NextCursor })), ...errorResponses('A') },
    },
  }, async (request) => {
    const acct = account(request)
    const scope = `monitors:${acct}`
    const limit = pageLimit(request.query.limit, 100, 100)
    const rows = await store.list(acct, limit + 1, readListCursor(services.secret, scope, request.query.cursor))
    const page = rows.slice(0, limit)
    const last = page[page.length - 1]
    return ok({ monitors: page.map(view), next_cursor: rows.length > limit && last ? listCursor(services.secret, scope, { createdAt: last.created_at, id: last.id }) : null })
  })

  app.get<{ Params: Static<typeof IdParams> }>('/monitors/:id', {
    schema: { operationId: 'get_monitor', summary: 'A monitor, its next run and what changed at the last one', tags: ['Jobs'], params: IdParams, response: { 200: Envelope(shared(MonitorView)), ...errorResponses('A', [404]) } },
  }, async (request) => ok(view(await own(request, request.params.id))))

  app.delete<{ Params: Static<typeof IdParams> }>('/monitors/:id', {
    schema: { operationId: 'delete_monitor', summary: 'Delete a monitor (its past runs stay until they expire)', tags: ['Jobs'], params: IdParams, response: { 200: Envelope(Type.Object({ id: Type.String(), deleted: Type.Boolean() })), ...errorResponses('A', [404]) } },
  }, async (request) => {
    const m = await own(request, request.params.id)
    await store.delete(m.id)
    return ok({ id: m.id, deleted: true })
  })
}
