import { request, type Dispatcher } from 'undici'
import { generateId } from '../../text/ids.ts'
import type { Log } from '../../context.ts'
import type { DeliveryRow, NewDelivery, SqlJobStore } from '../../store/sql/jobs.ts'
import { deriveSecret, sign } from './signature.ts'

/** Event types a job's webhook may ask for; the default is every job.* event. */
export const WEBHOOK_EVENTS = ['job.started', 'job.completed', 'job.failed', 'job.cancelled', 'item.completed'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]
export const DEFAULT_EVENTS: WebhookEvent[] = ['job.started', 'job.completed', 'job.failed', 'job.cancelled']

export interface WebhookOptions {
  store: SqlJobStore
  /** Sends the messages of this group's jobs (WEBINTEL_JOBS_GROUP). */
  group: string
  serverSecret: string
  dispatcher: Dispatcher
  /** Sent as User-Agent on every delivery, as on every outbound request (WEBINTEL_FETCH_USER_AGENT, docs/fetch.md). */
  userAgent: string
  log: Log
  retryBaseMs: number
  retryMaxDelayMs: number
  maxAgeMs: number
  timeoutMs: number
  /** Deliveries sent at once by this process. */
  concurrency?: number
  now?: () => number
}

/** Builds a message (`{type, timestamp, data}`) for a job's webhook, or undefined when it did not ask for this event. */
export function webhookMessage(job: { id: string; job_group: string; account: string; webhook_url: string | null; webhook_events: string | null }, type: WebhookEvent, data: unknown, nowMs: number): NewDelivery | undefined {
  if (!job.webhook_url) return undefined
  const events = job.webhook_events ? job.webhook_events.split(',') : DEFAULT_EVENTS
  if (!events.includes(type)) return undefined
  const timestamp = new Date(nowMs).toISOString()
  return { id: generateId('msg'), jobId: job.id, group: job.job_group, account: job.account, type, url: job.webhook_url, payload: JSON.stringify({ type, timestamp, data }), createdMs: nowMs }
}

/** Delay before attempt n+1 after n failed attempts: base·2^(n−1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

/**
 * Sends stored webhook messages: each is claimed with a lease, POSTed through the guarded dispatcher
 * (redirects are not followed), and retried with exponential back-off until it is `maxAgeMs` old, always
 * with the same `webhook-id` and body (a fresh `webhook-timestamp` and signature per attempt). A 2xx
 * answer delivers it. Every attempt is logged on the message (GET /v1/jobs/{id}/deliveries).
 */
export function createWebhookSender(o: WebhookOptions) {
  const now = o.now ?? Date.now
  const concurrency = o.concurrency ?? 4
  const inflight = new Set<Promise<void>>()
  /** Accounts with a message in flight here: one at a time per account, so one receiver cannot hold every slot. */
  const busy = new Map<string, number>()

  async function secretsFor(account: string): Promise<string[]> {
    const s = await o.store.getSecret(account)
    if (!s) return []
    const out = [deriveSecret(o.serverSecret, account, s.nonce)]
    if (s.previous_nonce && s.previous_until && Date.parse(s.previous_until) > now()) out.push(deriveSecret(o.serverSecret, account, s.previous_nonce))
    return out
  }

  async function attempt(d: DeliveryRow): Promise<void> {
    const started = now()
    const ts = Math.floor(started / 1000)
    let statusCode: number | null = null
    let error: string | null = null
    try {
      const secrets = await secretsFor(d.account)
      // Never unsigned: a receiver could not tell it from a forgery. Retried, so it goes out once the account has
      // a secret (the API creates one with every job or monitor that names a webhook).
      if (!secrets.length) throw Object.assign(new Error('the account has no webhook signing secret: create one with POST /v1/webhooks/secret'), { code: 'no_secret' })
      // `webintel-event` names the message type so a receiver can route before parsing; it is not signed: the
      // body's `type` is the one to trust (docs/jobs.md, Webhooks).
      const headers: Record<string, string> = {
        'content-type': 'application/json', 'webhook-id': d.id, 'webhook-timestamp': String(ts), 'webintel-event': d.type, 'user-agent': o.userAgent,
      }
      headers['webhook-signature'] = secrets.map((s) => sign(s, d.id, ts, d.payload)).join(' ')
      // The whole attempt has WEBINTEL_WEBHOOK_TIMEOUT_MS, the answer's headers included: the dispatcher's own
      // headers timeout (WEBINTEL_FETCH_HEADERS_TIMEOUT_MS, meant for fetched pages) would cut it shorter.
      const res = await request(d.url, { method: 'POST', body: d.payload, headers, dispatcher: o.dispatcher, signal: AbortSignal.timeout(o.timeoutMs), headersTimeout: o.timeoutMs, bodyTimeout: o.timeoutMs })
      statusCode = res.statusCode
      await res.body.dump({ limit: 64 * 1024 }).catch(() => {})
      if (statusCode < 200 || statusCode >= 300) error = `answered ${statusCode}`
    } catch (err) {
      const e = err as { code?: string; message?: string }
      error = e.code ? `${e.code}: ${e.message ?? ''}`.slice(0, 300) : String(e.message ?? err).slice(0, 300)
    }
    const at = new Date(now()).toISOString()
    const log = (JSON.parse(d.log) as unknown[]).concat([{ at, ...(statusCode !== null ? { status_code: statusCode } : {}), ...(error ? { error } : {}), ms: now() - started }]).slice(-30)
    const attempts = d.attempts + 1
    if (!error) {
      await o.store.recordAttempt(d.id, { status: 'delivered', statusCode, error: null, log: JSON.stringify(log), at })
      return
    }
    const next = now() + retryDelayMs(attempts, o.retryBaseMs, o.retryMaxDelayMs)
    const give_up = next - Number(d.created_ms) > o.maxAgeMs
    o.log.warn({ webhook: d.id, job: d.job_id, type: d.type, attempts, error }, give_up ? '[webhooks] delivery failed; giving up' : '[webhooks] delivery failed; will retry')
    await o.store.recordAttempt(d.id, { status: give_up ? 'failed' : 'pending', statusCode, error, nextAttemptMs: give_up ? undefined : next, log: JSON.stringify(log), at })
  }

  /** The claim in progress: claims never overlap, so `busy` is current when the next one reads it. */
  let claiming: Promise<number> | undefined
  let stopped = false

  async function claim(): Promise<number> {
    const free = concurrency - inflight.size
    if (free <= 0) return 0
    const t = now()
    const due = await o.store.claimDeliveries(o.group, t, t + o.timeoutMs * 2 + 5000, free, [...busy.keys()])
    for (const d of due) {
      busy.set(d.account, (busy.get(d.account) ?? 0) + 1)
      const p = attempt(d).catch((err) => o.log.error({ err, webhook: d.id }, '[webhooks] could not record an attempt')).finally(() => {
        inflight.delete(p)
        const n = (busy.get(d.account) ?? 1) - 1
        if (n > 0) busy.set(d.account, n); else busy.delete(d.account)
        // The account's next message (or another account's) goes out now, not at the runner's next poll.
        if (!stopped) pump().catch((err) => o.log.warn({ err }, '[webhooks] could not claim deliveries'))
      })
      inflight.add(p)
    }
    return due.length
  }

  /** Claims and starts due deliveries; returns how many were started. */
  function pump(): Promise<number> {
    claiming ??= claim().finally(() => { claiming = undefined })
    return claiming
  }

  return {
    pump,
    async drain(): Promise<void> { stopped = true; await claiming?.catch(() => 0); await Promise.allSettled([...inflight]) },
  }
}
