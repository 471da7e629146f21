/**
 * Batch jobs (docs/jobs.md): create a job over many items, follow it, read its results page by page, cancel it,
 * and manage the webhook signing secret. Shapes come from the generated `schema.ts`; the per-operation item and
 * result types below only name which generated request/response type belongs to which operation.
 */
import type { Client } from 'openapi-fetch'
import type { paths } from './schema.ts'
import { WebintelError, isWebintelError, parseRetryAfter } from './errors.ts'
import { defaultSleep } from './retry.ts'

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never
type Data<P extends keyof paths, M extends 'get' | 'post' | 'delete', S extends number> =
  paths[P][M] extends { responses: infer R } ? S extends keyof R ? Json<R[S]> extends { data: infer D } ? D : never : never : never
type Body<P extends keyof paths> = paths[P] extends { post: { requestBody: infer R } } ? Json<R> : never

type SanctionsData = Data<'/v1/sanctions_check', 'post', 200>
/** One screened name: the single-query answer of `POST /v1/sanctions_check`. */
export type SanctionsResult = Exclude<SanctionsData, { results: unknown }>

/** What each job operation takes as an item: its synchronous request body, or a bare string for its main field. */
export interface JobItemTypes {
  scrape_metadata: Body<'/v1/scrape_metadata'> | string
  categorize_content: Body<'/v1/categorize_content'> | string
  similarity_score: Body<'/v1/similarity_score'>
  whois_lookup: { domain: string; fresh?: boolean } | string
  adverse_media_check: Body<'/v1/adverse_media_check'> | string
  analyze: Body<'/api/scrape_metadata'> | string
  site_check: Body<'/v1/site_check'> | string
  sanctions_check: Omit<Body<'/v1/sanctions_check'>, 'query' | 'queries'> & { query: string } | string
}

/** What each job operation's item result is: the `data` of the synchronous call (Variant B's body for `analyze`). */
export interface JobResultTypes {
  scrape_metadata: Data<'/v1/scrape_metadata', 'post', 200>
  categorize_content: Data<'/v1/categorize_content', 'post', 200>
  similarity_score: Data<'/v1/similarity_score', 'post', 200>
  whois_lookup: Data<'/v1/whois_lookup', 'get', 200>
  adverse_media_check: Data<'/v1/adverse_media_check', 'post', 200>
  analyze: paths['/api/scrape_metadata']['post'] extends { responses: { 200: infer R } } ? Json<R> : never
  site_check: Data<'/v1/site_check', 'post', 200>
  sanctions_check: SanctionsResult
}

export type JobOperation = keyof JobItemTypes

type RawCreate = Body<'/v1/jobs'>
export interface CreateJobRequest<O extends JobOperation = JobOperation> {
  operation: O
  items: JobItemTypes[O][]
  webhook?: RawCreate['webhook']
}
/** The `202` answer of `POST /v1/jobs`, plus the operation asked for (so results can be typed from it). */
export type CreatedJob<O extends JobOperation = JobOperation> = Data<'/v1/jobs', 'post', 202> & { operation: O }
export type JobStatus = Data<'/v1/jobs/{id}', 'get', 200>
export type JobState = JobStatus['status']
export type JobSummary = Data<'/v1/jobs', 'get', 200>['jobs'][number]
/** One page of `GET /v1/jobs`. */
export type JobListPage = Data<'/v1/jobs', 'get', 200>
type RawPage = Data<'/v1/jobs/{id}/results', 'get', 200>
/** One finished item: `result` when `status` is `ok`, `error` when it is `error`, neither when `cancelled`. */
export type JobResultItem<O extends JobOperation = JobOperation> = Omit<RawPage['items'][number], 'result'> & { result?: JobResultTypes[O] }
export interface JobResultsPage<O extends JobOperation = JobOperation> { items: JobResultItem<O>[]; next_cursor: string | null }
export type WebhookSecret = Data<'/v1/webhooks/secret', 'post', 200>
export type WebhookSecretStatus = Data<'/v1/webhooks/secret', 'get', 200>

/** A job id, or the object `createJob` returned (which types the results by its operation). */
export type JobRef<O extends JobOperation = JobOperation> = string | { id: string; operation?: O }

export interface CreateJobOptions {
  /** Sent as `Idempotency-Key`: retrying the same request with the same key returns the same job. */
  idempotencyKey?: string
  signal?: AbortSignal
}

export interface ResultsOptions {
  /** Items per page, 1–1000 (server default 100). */
  limit?: number
  /** Start after this cursor (a `next_cursor` of an earlier page). */
  cursor?: string
  signal?: AbortSignal
}

export interface WaitOptions {
  /** Pause between polls. Default 1,000 ms; a longer `Retry-After` from the server wins. */
  intervalMs?: number
  /** Give up after this long: rejects with a `WebintelError` of code `wait_timeout`. Default: wait indefinitely. */
  timeoutMs?: number
  /** Stops waiting: rejects with the signal's reason. */
  signal?: AbortSignal
  /** Called with every status read, the final one included. */
  onProgress?: (status: JobStatus) => void
  /** Waits `ms` (tests replace it). */
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>
}

export interface JobsApi {
  /** `POST /v1/jobs`: queues a job; one bad item refuses the whole job (`invalid_request`, the bad indexes in `details`). */
  createJob<O extends JobOperation>(body: CreateJobRequest<O>, opts?: CreateJobOptions): Promise<CreatedJob<O>>
  /** `GET /v1/jobs`: the account's recent jobs, newest first (one page: `limit`, default 20, at most 100). */
  listJobs(opts?: { limit?: number; signal?: AbortSignal }): Promise<JobSummary[]>
  /** `GET /v1/jobs` one page at a time: `{ jobs, next_cursor }`; pass `next_cursor` back as `cursor` until it is null. */
  listJobsPage(opts?: { limit?: number; cursor?: string; signal?: AbortSignal }): Promise<JobListPage>
  /** Every job of the account, newest first, following `next_cursor`: `for await (const j of wi.allJobs()) …`. */
  allJobs(opts?: { limit?: number; signal?: AbortSignal }): AsyncGenerator<JobSummary, void, undefined>
  /** `GET /v1/jobs/{id}`: status and counts (never the results). */
  getJob(job: JobRef, opts?: { signal?: AbortSignal }): Promise<JobStatus>
  /** `GET /v1/jobs/{id}/results`: one page of finished items, in item order. */
  getJobResults<O extends JobOperation = JobOperation>(job: JobRef<O>, opts?: ResultsOptions): Promise<JobResultsPage<O>>
  /** Every page of results, following `next_cursor` to the end. Read it after the job ended to get every item. */
  jobResultPages<O extends JobOperation = JobOperation>(job: JobRef<O>, opts?: ResultsOptions): AsyncGenerator<JobResultsPage<O>, void, undefined>
  /** Every finished item, page after page: `for await (const item of wi.jobResults(job)) …`. */
  jobResults<O extends JobOperation = JobOperation>(job: JobRef<O>, opts?: ResultsOptions): AsyncGenerator<JobResultItem<O>, void, undefined>
  /** `DELETE /v1/jobs/{id}`: cancels; items in flight finish, the rest are cancelled. Returns the status after. */
  cancelJob(job: JobRef, opts?: { signal?: AbortSignal }): Promise<JobStatus>
  /**
   * Polls `GET /v1/jobs/{id}` until the job is `completed`, `failed` or `cancelled` and returns that status.
   * Between polls it waits `intervalMs`, or what a `Retry-After` header asked when that is longer; a poll refused
   * with 429 or 503 is waited out the same way and tried again.
   */
  waitForJob(job: JobRef, opts?: WaitOptions): Promise<JobStatus>
  /** `POST /v1/webhooks/secret`: creates or rotates the account's webhook signing secret (shown once). */
  rotateWebhookSecret(opts?: { signal?: AbortSignal }): Promise<WebhookSecret>
  /** `GET /v1/webhooks/secret`: whether a secret exists (never the secret). */
  webhookSecretStatus(opts?: { signal?: AbortSignal }): Promise<WebhookSecretStatus>
}

type Answer = { data?: unknown; error?: unknown; response: Response }
export type Call = <T>(run: () => Promise<Answer>) => Promise<T>

const FINAL: ReadonlySet<string> = new Set(['completed', 'failed', 'cancelled'])
const idOf = (job: JobRef<JobOperation>) => typeof job === 'string' ? job : job.id

export function jobsApi(raw: Client<paths>, call: Call): JobsApi {
  const unwrap = <T>(d: { data: T }) => d.data

  async function listJobsPage(o: { limit?: number; cursor?: string; signal?: AbortSignal } = {}): Promise<JobListPage> {
    const query = { ...(o.cursor ? { cursor: o.cursor } : {}), ...(o.limit !== undefined ? { limit: String(o.limit) } : {}) }
    return unwrap(await call<{ data: JobListPage }>(() => raw.GET('/v1/jobs', { params: { query }, signal: o.signal })))
  }

  async function getJobResults<O extends JobOperation>(job: JobRef<O>, o: ResultsOptions = {}): Promise<JobResultsPage<O>> {
    const query = { ...(o.cursor ? { cursor: o.cursor } : {}), ...(o.limit !== undefined ? { limit: String(o.limit) } : {}) }
    const page = unwrap(await call<{ data: RawPage }>(() => raw.GET('/v1/jobs/{id}/results', { params: { path: { id: idOf(job) }, query }, signal: o.signal })))
    return page as JobResultsPage<O>
  }

  async function* jobResultPages<O extends JobOperation>(job: JobRef<O>, o: ResultsOptions = {}): AsyncGenerator<JobResultsPage<O>, void, undefined> {
    let cursor = o.cursor
    for (;;) {
      const page = await getJobResults(job, { ...o, cursor })
      yield page
      if (page.next_cursor === null || page.items.length === 0) return
      cursor = page.next_cursor
    }
  }

  async function* jobResults<O extends JobOperation>(job: JobRef<O>, o: ResultsOptions = {}): AsyncGenerator<JobResultItem<O>, void, undefined> {
    for await (const page of jobResultPages(job, o)) yield* page.items
  }

  /** One status read; `retryAfterMs` is the server's Retry-After on that answer, if any. */
  async function poll(id: string, signal: AbortSignal | undefined): Promise<{ status: JobStatus; retryAfterMs?: number }> {
    let retryAfterMs: number | undefined
    const status = unwrap(await call<{ data: JobStatus }>(async () => {
      const r = await raw.GET('/v1/jobs/{id}', { params: { path: { id } }, signal })
      const ra = parseRetryAfter(r.response.headers.get('retry-after'))
      if (ra !== undefined) retryAfterMs = ra * 1000
      return r
    }))
    return { status, retryAfterMs }
  }

  async function waitForJob(job: JobRef, o: WaitOptions = {}): Promise<JobStatus> {
    const id = idOf(job)
    const interval = o.intervalMs ?? 1000
    const sleep = o.sleep ?? defaultSleep
    const deadline = o.timeoutMs === undefined ? Infinity : Date.now() + o.timeoutMs
    let last: JobStatus | undefined
    for (;;) {
      o.signal?.throwIfAborted()
      let wait = interval
      try {
        const { status, retryAfterMs } = await poll(id, o.signal)
        last = status
        o.onProgress?.(status)
        if (FINAL.has(status.status)) return status
        if (retryAfterMs !== undefined) wait = Math.max(wait, retryAfterMs)
      } catch (err) {
        // Refused before any work (rate limit, overload): wait as told and ask again. Anything else is final.
        if (!(isWebintelError(err, 'rate_limited') || isWebintelError(err, 'service_unavailable'))) throw err
        if (err.retryAfter !== undefined) wait = Math.max(wait, err.retryAfter * 1000)
      }
      const left = deadline - Date.now()
      if (wait >= left) {
        if (left > 0 && left < Infinity) await sleep(left, o.signal)
        throw new WebintelError({
          code: 'wait_timeout', status: 0,
          message: `job ${id} did not end within ${o.timeoutMs} ms${last ? ` (last seen ${last.status}, ${last.counts.done + last.counts.cancelled}/${last.total})` : ''}`,
          ...(last ? { details: { job: last } } : {}),
        })
      }
      await sleep(wait, o.signal)
    }
  }

  return {
    createJob: async <O extends JobOperation>(body: CreateJobRequest<O>, o: CreateJobOptions = {}) => {
      const header = o.idempotencyKey === undefined ? undefined : { 'idempotency-key': o.idempotencyKey }
      const created = unwrap(await call<{ data: Data<'/v1/jobs', 'post', 202> }>(() => raw.POST('/v1/jobs', { body: body as RawCreate, params: { header }, signal: o.signal })))
      return { ...created, operation: body.operation }
    },
    listJobs: async (o = {}) => (await listJobsPage(o)).jobs,
    listJobsPage,
    allJobs: async function* (o = {}) {
      let cursor: string | undefined
      for (;;) {
        const page = await listJobsPage({ ...o, cursor })
        yield* page.jobs
        if (!page.next_cursor) return
        cursor = page.next_cursor
      }
    },
    getJob: async (job, o = {}) => unwrap(await call<{ data: JobStatus }>(() => raw.GET('/v1/jobs/{id}', { params: { path: { id: idOf(job) } }, signal: o.signal }))),
    getJobResults,
    jobResultPages,
    jobResults,
    cancelJob: async (job, o = {}) => unwrap(await call<{ data: JobStatus }>(() => raw.DELETE('/v1/jobs/{id}', { params: { path: { id: idOf(job) } }, signal: o.signal }))),
    waitForJob,
    rotateWebhookSecret: async (o = {}) => unwrap(await call<{ data: WebhookSecret }>(() => raw.POST('/v1/webhooks/secret', { signal: o.signal }))),
    webhookSecretStatus: async (o = {}) => unwrap(await call<{ data: WebhookSecretStatus }>(() => raw.GET('/v1/webhooks/secret', { signal: o.signal }))),
  }
}

