import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

// Latency buckets in seconds: API answers are mostly sub-10 ms; outbound calls reach the 10 s deadline.
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
const OUTBOUND_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 15]

/** Label values engines pass for outbound calls: `outcome` is `ok` or an AppError code. */
export type OutboundLabels = { outcome: string }

/**
 * Every metric webintel exports (names follow Prometheus conventions: base units, `_total` counters).
 * One registry per Services container — no global registry, so tests and several apps in one process
 * do not collide.
 */
export function createMetrics(opts: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry()
  if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'webintel_' })
  const r = [registry]
  // Queue depth is read from the backend at scrape time, not tracked by hand.
  let depthSource: (() => Promise<{ queue: string; state: string; count: number }[]>) | undefined
  let poolSource: (() => { restarts: number; queued: number; threads: number; fallback: boolean }) | undefined
  const metrics = {
    registry,
    httpRequests: new Counter({ name: 'webintel_http_requests_total', help: 'HTTP requests answered, by operation, method and status.', labelNames: ['operation', 'method', 'status'] as const, registers: r }),
    httpDuration: new Histogram({ name: 'webintel_http_request_duration_seconds', help: 'Time from request received to response sent.', labelNames: ['operation', 'method', 'status'] as const, buckets: HTTP_BUCKETS, registers: r }),
    rateLimit: new Counter({ name: 'webintel_rate_limit_decisions_total', help: 'Rate-limit decisions: allowed, rejected (429) or error (backend failed; the request was let through).', labelNames: ['result'] as const, registers: r }),
    cache: new Counter({ name: 'webintel_cache_requests_total', help: 'Cache lookups by result: hit, miss or error. Hit ratio = hit / (hit + miss).', labelNames: ['result'] as const, registers: r }),
    queueDepth: new Gauge({
      name: 'webintel_queue_jobs', help: 'Jobs in the queue by state (waiting, delayed, active, failed), read at scrape time.', labelNames: ['queue', 'state'] as const, registers: r,
      async collect() {
        if (!depthSource) return
        let rows
        try { rows = await depthSource() } catch { return } // a failing queue backend leaves the last values
        this.reset()
        for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count)
      },
    }),
    jobs: new Counter({ name: 'webintel_jobs_total', help: 'Jobs processed by kind and result (completed, retried, failed).', labelNames: ['kind', 'result'] as const, registers: r }),
    jobDuration: new Histogram({ name: 'webintel_job_duration_seconds', help: 'Job run time by kind.', labelNames: ['kind'] as const, buckets: OUTBOUND_BUCKETS, registers: r }),
    /** Safe fetcher: one observation per user fetch (all redirect hops included). */
    fetchDuration: new Histogram({ name: 'webintel_fetch_duration_seconds', help: 'Outbound page fetches by outcome (ok or error code).', labelNames: ['outcome'] as const, buckets: OUTBOUND_BUCKETS, registers: r }),
    /** WHOIS engine: source is `rdap` or `port43`. */
    whoisDuration: new Histogram({ name: 'webintel_whois_duration_seconds', help: 'Registration-data lookups by source (rdap, port43) and outcome.', labelNames: ['source', 'outcome'] as const, buckets: OUTBOUND_BUCKETS, registers: r }),
    /** Adverse-media engine: source is the news source name. */
    newsDuration: new Histogram({ name: 'webintel_news_duration_seconds', help: 'News and search source calls by source and outcome.', labelNames: ['source', 'outcome'] as const, buckets: OUTBOUND_BUCKETS, registers: r }),
    outboundErrors: new Counter({ name: 'webintel_outbound_errors_total', help: 'Failed outbound calls by kind (fetch, whois, news) and error code.', labelNames: ['kind', 'code'] as const, registers: r }),
    /** Pages parsed, by lane (`small`, `large`; see LARGE_DOCUMENT_BYTES) and where (`worker` pool or request `thread`). */
    extractPages: new Counter({ name: 'webintel_extract_pages_total', help: 'Fetched pages parsed, by lane (small, large: over 512 KiB) and where they were parsed (worker: the extraction pool; thread: the request thread).', labelNames: ['lane', 'where'] as const, registers: r }),
    extractPool: new Gauge({
      name: 'webintel_extract_pool', help: 'Extraction worker pool, read at scrape time: threads (alive, replaced ones still ending included), queued (large pages waiting for a worker), fallback (1 while workers cannot start and large pages are parsed in the request thread).', labelNames: ['state'] as const, registers: r,
      collect() {
        if (!poolSource) return
        const s = poolSource()
        this.set({ state: 'threads' }, s.threads)
        this.set({ state: 'queued' }, s.queued)
        this.set({ state: 'fallback' }, s.fallback ? 1 : 0)
      },
    }),
    extractRestarts: new Counter({
      name: 'webintel_extract_worker_restarts_total', help: 'Extraction workers replaced after a page over the time limit, a crash or running out of heap.', registers: r,
      collect() { if (poolSource) { this.reset(); this.inc(poolSource().restarts) } },
    }),
    /** Where the extraction-pool metrics read from (set when the pool starts). */
    setExtractPoolSource(fn: typeof poolSource) { poolSource = fn },
    /** Where the queue-depth gauge reads from (set once the queue exists). */
    setQueueDepthSource(fn: typeof depthSource) { depthSource = fn },
  }
  return metrics
}

export type Metrics = ReturnType<typeof createMetrics>

/** What an engine needs to time outbound calls; pass `undefined` where metrics are off. */
export type OutboundKind = 'fetch' | 'whois' | 'news'

/**
 * Times `run` and records it under the kind's histogram; a rejection is recorded with its `code`
 * (AppError codes, or `error`) and re-thrown unchanged.
 */
export async function timeOutbound<T>(metrics: Metrics | undefined, kind: OutboundKind, source: string, run: () => Promise<T>): Promise<T> {
  if (!metrics) return run()
  const started = process.hrtime.bigint()
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9
  const observe = (outcome: string) => {
    if (kind === 'fetch') metrics.fetchDuration.observe({ outcome }, seconds())
    else if (kind === 'whois') metrics.whoisDuration.observe({ source, outcome }, seconds())
    else metrics.newsDuration.observe({ source, outcome }, seconds())
  }
  try {
    const value = await run()
    observe('ok')
    return value
  } catch (err) {
    const code = typeof (err as { code?: unknown })?.code === 'string' ? (err as { code: string }).code : 'error'
    observe(code)
    metrics.outboundErrors.inc({ kind, code })
    throw err
  }
}
