import { CronExpressionParser } from 'cron-parser'
import { generateId } from '../../text/ids.ts'
import type { Log } from '../../context.ts'
import type { SqlJobStore, ItemRow } from '../../store/sql/jobs.ts'
import type { MonitorRow, SqlMonitorStore } from '../../store/sql/monitors.ts'

/** What a monitor keeps of one item between runs: only what a change is reported on. */
export interface ItemState {
  ok: boolean
  error?: string
  category?: string
  risk?: number
  adverse?: string[]
  registrant?: string | null
  expiry?: string | null
}

export interface Change { kind: 'site_check' | 'risk_threshold' | 'category' | 'adverse_media' | 'whois_registrant' | 'whois_expiry'; before: unknown; after: unknown }

const str = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** The state of one finished item, whatever the operation. */
export function itemState(row: Pick<ItemRow, 'status' | 'result' | 'error_code'>): ItemState {
  if (row.status !== 'ok') return { ok: false, error: row.error_code ?? row.status }
  const r = JSON.parse(row.result ?? '{}') as Record<string, any>
  const s: ItemState = { ok: true }
  if (r.ai_response) { s.category = str(r.ai_response.category); s.risk = r.ai_response.high_risk_similarity_score }
  if (r.dominant_category) s.category = str(r.dominant_category)
  const media = r.adverse_media ?? (typeof r.adverse_media_found === 'boolean' ? r : undefined)
  if (media) { s.adverse = ((media.sources ?? []) as { url: string }[]).map((x) => x.url).sort(); if (s.risk === undefined) s.risk = media.risk_score }
  if ('registrant_organization' in r || 'expiration_date' in r) { s.registrant = r.registrant_organization ?? null; s.expiry = r.expiration_date ?? null }
  if (r.whois_data) s.expiry = r.whois_data.expiration_date ?? null
  return s
}

/**
 * What changed for one item since the last run: a site check going from pass to fail (or back), the risk score
 * crossing `threshold`, another category, new adverse-media articles, another WHOIS registrant or expiry.
 */
export function diffStates(before: ItemState | undefined, after: ItemState, threshold: number): Change[] {
  if (!before) return []
  const out: Change[] = []
  if (before.ok !== after.ok) out.push({ kind: 'site_check', before: before.ok ? 'pass' : `fail (${before.error})`, after: after.ok ? 'pass' : `fail (${after.error})` })
  if (!before.ok || !after.ok) return out
  if (before.risk !== undefined && after.risk !== undefined && (before.risk >= threshold) !== (after.risk >= threshold)) out.push({ kind: 'risk_threshold', before: before.risk, after: after.risk })
  if (before.category !== undefined && after.category !== undefined && before.category !== after.category) out.push({ kind: 'category', before: before.category, after: after.category })
  const fresh = (after.adverse ?? []).filter((u) => !(before.adverse ?? []).includes(u))
  if (fresh.length > 0) out.push({ kind: 'adverse_media', before: (before.adverse ?? []).length, after: fresh })
  if (before.registrant !== undefined && after.registrant !== undefined && before.registrant !== after.registrant) out.push({ kind: 'whois_registrant', before: before.registrant, after: after.registrant })
  if (before.expiry !== undefined && after.expiry !== undefined && before.expiry !== after.expiry) out.push({ kind: 'whois_expiry', before: before.expiry, after: after.expiry })
  return out
}

/** Next run of a cron expression (5 fields, or 6 with seconds; UTC) strictly after `afterMs`. Throws on a bad expression. */
export function nextRun(schedule: string, afterMs: number): number {
  return CronExpressionParser.parse(schedule, { currentDate: new Date(afterMs), tz: 'UTC' }).next().getTime()
}

export async function* finishedItems(jobs: SqlJobStore, jobId: string): AsyncGenerator<ItemRow> {
  for (let after = -1; ;) {
    const rows = await jobs.results(jobId, after, 500)
    if (rows.length === 0) return
    yield* rows
    after = Number(rows[rows.length - 1].idx)
  }
}

const MAX_ITEMS_IN_MESSAGE = 1000

/**
 * Starts due monitor runs (a new job over the monitor's items) and compares finished runs with the states of
 * the run before, sending `monitor.changed` with the items that changed. Called from the batch runner's loop.
 */
export function createMonitorScheduler(o: { jobs: SqlJobStore; monitors: SqlMonitorStore; log: Log; group: string; now?: () => number; onRunCreated?: () => void }) {
  const now = o.now ?? Date.now

  async function startRun(m: MonitorRow) {
    const t = now()
    let next: number
    try { next = nextRun(m.schedule, Math.max(t, Number(m.next_run_ms))) } catch { next = t + 24 * 3600_000 }
    if (!(await o.monitors.advance(m.id, Number(m.next_run_ms), next))) return
    if (m.last_run_job_id && m.diffed_job_id !== m.last_run_job_id) {
      // The previous run is still going (or not compared yet): skip this one rather than pile runs up.
      o.log.warn({ monitor: m.id, job: m.last_run_job_id }, '[monitors] previous run not finished; this run is skipped')
      return
    }
    const id = generateId('job')
    const at = new Date(t).toISOString()
    await o.jobs.createJob({
      id, account: m.account, group: o.group, operation: m.operation, idempotencyKey: null, requestHash: `monitor:${m.id}`, rateSubject: m.rate_subject,
      rateLimit: m.rate_limit, usageSubject: m.usage_subject, webhookUrl: null, webhookEvents: null, createdAt: at, monitorId: m.id,
    }, JSON.parse(m.items) as string[])
    await o.monitors.setLastRun(m.id, id, at)
    o.log.info({ monitor: m.id, job: id }, '[monitors] run started')
    o.onRunCreated?.()
  }

  async function compare(m: MonitorRow) {
    const job = await o.jobs.getJob(m.last_run_job_id!)
    if (!job) { await o.monitors.recordDiff(m.id, m.last_run_job_id!, [], JSON.stringify({ job_id: m.last_run_job_id, expired: true })); return }
    if (job.status === 'queued' || job.status === 'running') return
    const before = await o.monitors.states(m.id)
    const states: { idx: number; state: string }[] = []
    const changed: { index: number; input: unknown; changes: Change[] }[] = []
    const byKind: Record<string, number> = {}
    for await (const row of finishedItems(o.jobs, job.id)) {
      if (row.status === 'cancelled') continue
      const after = itemState(row)
      const prior = before.get(Number(row.idx))
      const changes = diffStates(prior === undefined ? undefined : JSON.parse(prior) as ItemState, after, m.threshold)
      states.push({ idx: Number(row.idx), state: JSON.stringify(after) })
      if (changes.length) {
        changed.push({ index: Number(row.idx), input: JSON.parse(row.input), changes })
        for (const c of changes) byKind[c.kind] = (byKind[c.kind] ?? 0) + 1
      }
    }
    const at = new Date(now()).toISOString()
    const summary = { job_id: job.id, compared_at: at, items_changed: changed.length, changes: byKind }
    const delivery = changed.length > 0 && m.webhook_url ? {
      id: generateId('msg'), jobId: job.id, group: m.job_group, account: m.account, type: 'monitor.changed', url: m.webhook_url, createdMs: now(),
      payload: JSON.stringify({ type: 'monitor.changed', timestamp: at, data: { monitor_id: m.id, job_id: job.id, source_job_id: m.source_job_id, items_changed: changed.length, changes: byKind, items: changed.slice(0, MAX_ITEMS_IN_MESSAGE), truncated: changed.length > MAX_ITEMS_IN_MESSAGE } }),
    } : undefined
    if (await o.monitors.recordDiff(m.id, job.id, states, JSON.stringify(summary), delivery)) o.log.info({ monitor: m.id, job: job.id, changed: changed.length }, '[monitors] run compared')
  }

  return {
    async tick() {
      for (const m of await o.monitors.undiffed(o.group)) await compare(m)
      for (const m of await o.monitors.due(o.group, now())) await startRun(m)
    },
  }
}
