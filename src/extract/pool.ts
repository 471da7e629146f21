/**
 * A small pool of extraction worker threads (node:worker_threads) for large pages (docs/extract.md, worker pool). A capped
 * 5 MiB hostile page costs 0.1–0.4 s of CPU to parse; in the main thread that time is taken from every other
 * request, in a worker it is not. Each worker holds one page at a time, under a V8 heap cap (`resourceLimits`)
 * and a per-page time limit (CPU time on Linux) after which it is terminated and replaced. Such a page is not
 * an error: its document is empty with a warning (`extract_time_limit`, `extract_failed`), like the other caps
 * (docs/extract.md).
 * Workers start at creation and are replaced at once, so a page never waits for a cold start. They run at a
 * lower CPU priority (worker.ts): on a busy machine the main thread gets the cores first.
 */
import { Worker } from 'node:worker_threads'
import { AppError } from '../errors.ts'
import { silentLog, type Log } from '../context.ts'
import { maskUrl } from '../logger.ts'
import { emptyDocument } from './response.ts'
import type { HtmlInput } from './engine.ts'
import { runPageTask, type PageTask } from './tasks.ts'
import type { ExtractedDocument, ExtractOptions } from './types.ts'
import { threadCpuMs } from './os-thread.ts'

export interface WorkerRequest { id: number; task: PageTask; url: string; options: ExtractOptions; bytes?: ArrayBuffer; charset?: string; text?: string }

/** The request's page as the engine takes it. */
export function inputOf(m: WorkerRequest): HtmlInput {
  return m.bytes !== undefined ? { bytes: new Uint8Array(m.bytes), charset: m.charset ?? 'utf-8' } : { text: m.text ?? '' }
}

/** How many nice steps below its creator a worker puts itself (worker.ts). */
export interface WorkerData { nice: number }
export type WorkerReply = { ready: true; tid?: number } | { id: number; result: unknown } | { id: number; error: { name: string; message: string } }

/**
 * How a task ended in the pool: its result, or why there is none (the time limit, or the worker stopped);
 * like the other caps, not an error (docs/extract.md).
 */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; code: 'extract_time_limit' | 'extract_failed'; message: string }

export interface ExtractPoolOptions {
  /** Worker threads (≥ 1). */
  workers: number
  /**
   * Per page, from the moment a ready worker receives it; then the worker is terminated and replaced. Counted
   * in the worker thread's CPU time where the OS tells it (Linux), so a page is not cut because busier,
   * higher-priority threads had the cores; wall-clock time caps it at WALL_CLOCK_FACTOR times the limit.
   */
  timeLimitMs: number
  /** V8 old-generation cap of each worker; over it the worker dies (ERR_WORKER_OUT_OF_MEMORY), not the process. */
  maxHeapMb: number
  /** Linux nice steps of the worker threads below the main thread (0 = the same; see worker.ts). */
  nice?: number
  log?: Log
  /** Test seam: the worker module. */
  workerUrl?: URL
  /** After workers failed to start: first wait before trying them again (doubling up to 10 min). Default 60 s. */
  retryAfterMs?: number
}

export interface ExtractPool {
  /**
   * The page's document. Resolves with an empty document and a warning when the page hit the time limit or
   * killed its worker; rejects only when `signal` aborts while the page waits, when the pool is closed, or
   * with the engine's own error (an invalid `url`).
   */
  extract(input: HtmlInput, url: string, options?: ExtractOptions, signal?: AbortSignal): Promise<ExtractedDocument>
  /**
   * Any page task (tasks.ts) under the same limits: its outcome, `ok: false` when the page hit the time limit
   * or killed its worker. Rejects like `extract`.
   */
  run<T>(task: PageTask, input: HtmlInput, url: string, options?: ExtractOptions, signal?: AbortSignal): Promise<TaskOutcome<T>>
  /**
   * Workers replaced so far (time limit or crash), pages waiting for a worker, worker threads not yet exited
   * (replaced ones still shutting down included), and `fallback`: workers cannot start, pages are extracted
   * in the calling thread until a retry succeeds.
   */
  readonly stats: { restarts: number; queued: number; threads: number; fallback: boolean }
  close(): Promise<void>
}

interface Job {
  id: number; msg: WorkerRequest; transfer: ArrayBuffer[]; url: string; resolve(d: TaskOutcome<unknown>): void; reject(e: unknown): void; signal?: AbortSignal; onAbort?: () => void
  /** When the worker received it: wall-clock ms, and its thread's CPU ms where known. */
  startedMs?: number; startedCpuMs?: number
}
interface Slot { worker: Worker; ready: boolean; tid?: number; job?: Job; timer?: NodeJS.Timeout; lastError?: Error }

/**
 * With CPU timing, a page may take this many times the limit in wall-clock time (a starved low-priority
 * thread), and no more: a page is never held indefinitely.
 */
export const WALL_CLOCK_FACTOR = 4
/** Shortest wait before the CPU time is read again (it advances in 10 ms ticks). */
const MIN_RECHECK_MS = 20

const START_FAILURES_BEFORE_FALLBACK = 3
const MAX_RETRY_AFTER_MS = 10 * 60_000

export function failedDocument(url: string, code: string, message: string): ExtractedDocument {
  let href = url
  try { href = new URL(url).href } catch { /* keep as given */ }
  const doc = emptyDocument(href, 'text/html')
  doc.warnings.push({ source: 'extract', code, message })
  return doc
}

/** Only the engine's options cross the thread boundary (the config section holds more); unset ones stay absent. */
function engineOptions(o: ExtractOptions | undefined): ExtractOptions {
  const out: ExtractOptions = {}
  for (const k of ['maxHtmlChars', 'maxTextChars', 'maxLinks'] as const) if (o?.[k] !== undefined) out[k] = o[k]
  for (const k of ['contacts', 'content'] as const) if (o?.[k] !== undefined) out[k] = o[k]
  return out
}

export function createExtractPool(opts: ExtractPoolOptions): ExtractPool {
  const log = opts.log ?? silentLog
  const workerUrl = opts.workerUrl ?? new URL('./worker.ts', import.meta.url)
  const queue: Job[] = []
  const slots: Slot[] = []
  const alive = new Set<Worker>() // including replaced ones still shutting down: close() waits for all
  let nextId = 1
  let restarts = 0
  let startFailures = 0
  let closed = false
  let inThread = false // the worker module cannot start: extract here rather than fail every large page
  const firstRetryMs = opts.retryAfterMs ?? 60_000
  let retryMs = firstRetryMs
  let retryTimer: NodeJS.Timeout | undefined

  /**
   * Workers cannot start (a broken deploy, no memory): extract here, and try workers again later, waiting
   * twice as long after each failed try. Failures of other slots while a try is planned change nothing.
   */
  function fallBack(err: unknown): void {
    if (closed || retryTimer) return
    if (!inThread) {
      inThread = true
      for (const j of queue.splice(0)) runHere(j)
    }
    log.error({ err, retryInMs: retryMs }, '[extract] extraction workers cannot start; extracting in the main thread until they can')
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      startFailures = 0
      for (let i = 0; i < slots.length; i++) if (!alive.has(slots[i].worker)) spawn(i)
    }, retryMs)
    retryTimer.unref()
    retryMs = Math.min(retryMs * 2, MAX_RETRY_AFTER_MS)
  }

  function spawn(index: number): void {
    const workerData: WorkerData = { nice: opts.nice ?? 0 }
    const worker = new Worker(workerUrl, { workerData, resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb } })
    alive.add(worker)
    const slot: Slot = { worker, ready: false }
    slots[index] = slot
    const owns = () => slots[index] === slot
    worker.on('message', (m: WorkerReply) => {
      if (!owns()) return
      if ('ready' in m) {
        slot.ready = true
        slot.tid = m.tid
        startFailures = 0
        if (inThread) { inThread = false; retryMs = firstRetryMs; log.info('[extract] extraction workers started again') }
        pump()
        return
      }
      const job = slot.job
      if (!job || job.id !== m.id) return
      settle(slot)
      if ('result' in m) job.resolve({ ok: true, value: m.result })
      else job.reject(new (m.error.name === 'TypeError' ? TypeError : Error)(m.error.message)) // the engine's only throw: a bad URL
      pump()
    })
    worker.on('error', (err) => { slot.lastError = err })
    updateRefs() // after the listeners: adding a 'message' listener refs the worker's port again
    worker.once('exit', (code) => {
      alive.delete(worker)
      if (!owns() || closed) return
      const job = slot.job
      settle(slot)
      log.error({ err: slot.lastError, code, url: job && maskUrl(job.url) }, '[extract] extraction worker stopped')
      if (job) job.resolve({ ok: false, code: 'extract_failed', message: `the extraction worker stopped (${(slot.lastError as NodeJS.ErrnoException | undefined)?.code ?? `exit ${code}`}); the page was not extracted` })
      if (!slot.ready && (inThread || ++startFailures >= START_FAILURES_BEFORE_FALLBACK)) return fallBack(slot.lastError)
      restarts++
      spawn(index)
    })
  }

  function settle(slot: Slot): void {
    clearTimeout(slot.timer)
    slot.timer = undefined
    slot.job = undefined
    updateRefs()
  }

  /** An idle pool never keeps the process alive (a CLI exits); one with pages held or waiting does. */
  function updateRefs(): void {
    for (const s of slots) if (s.job || (queue.length > 0 && !closed)) s.worker.ref(); else s.worker.unref()
  }

  function onTimeLimit(index: number, slot: Slot): void {
    const job = slot.job
    if (!job || slots[index] !== slot) return
    // Timed in CPU: a page whose thread had less than the limit yet (it waited for the cores) gets the rest,
    // checked again when it could have used it, until the wall-clock ceiling.
    const cpuMs = slot.tid === undefined || job.startedCpuMs === undefined ? undefined : threadCpuMs(slot.tid)
    if (cpuMs !== undefined) {
      const left = opts.timeLimitMs - (cpuMs - job.startedCpuMs!)
      const wallLeft = opts.timeLimitMs * WALL_CLOCK_FACTOR - (performance.now() - job.startedMs!)
      if (left > 0 && wallLeft > 0) {
        slot.timer = setTimeout(onTimeLimit, Math.min(wallLeft, Math.max(left, MIN_RECHECK_MS)), index, slot)
        return
      }
    }
    settle(slot)
    log.warn({ url: maskUrl(job.url), limitMs: opts.timeLimitMs }, '[extract] page over the time limit: worker replaced')
    const limit = cpuMs === undefined ? `${opts.timeLimitMs} ms` : `${opts.timeLimitMs} ms of CPU time (${opts.timeLimitMs * WALL_CLOCK_FACTOR} ms in all)`
    job.resolve({ ok: false, code: 'extract_time_limit', message: `extraction stopped at its limit of ${limit}; the page was not extracted` })
    restarts++
    spawn(index) // the replacement loads while the old one is torn down
    void slot.worker.terminate()
  }

  function pump(): void {
    for (let i = 0; i < slots.length && queue.length > 0; i++) {
      const slot = slots[i]
      if (!slot.ready || slot.job) continue
      const job = queue.shift()!
      if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort)
      slot.job = job
      job.startedMs = performance.now()
      job.startedCpuMs = slot.tid === undefined ? undefined : threadCpuMs(slot.tid)
      slot.timer = setTimeout(onTimeLimit, opts.timeLimitMs, i, slot)
      slot.worker.postMessage(job.msg, job.transfer)
    }
    updateRefs()
  }

  function runHere(job: Job): void {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort)
    runPageTask(job.msg.task, inputOf(job.msg), job.url, job.msg.options).then((value) => job.resolve({ ok: true, value }), job.reject)
  }

  for (let i = 0; i < Math.max(1, opts.workers); i++) spawn(i)

  function run<T>(task: PageTask, input: HtmlInput, url: string, options?: ExtractOptions, signal?: AbortSignal): Promise<TaskOutcome<T>> {
    if (closed) return Promise.reject(new AppError('internal', '[extract] the extraction pool is closed'))
    if (signal?.aborted) return Promise.reject(signal.reason)
    return new Promise<TaskOutcome<unknown>>((resolve, reject) => {
      const id = nextId++
      const msg: WorkerRequest = { id, task, url, options: engineOptions(options) }
      const transfer: ArrayBuffer[] = []
      if ('bytes' in input) {
        // A copy that owns its buffer: the body may be a slice of Node's shared pool, and the caller may
        // release the original once extraction ends (lanes.ts); the copy moves to the worker without cloning.
        // A body the caller gives away (`handOver`) that owns its whole buffer moves as it is, without a copy.
        const b = input.bytes
        const own = input.handOver && b.buffer instanceof ArrayBuffer && !b.buffer.detached && b.byteOffset === 0 && b.byteLength === b.buffer.byteLength
        const copy = own ? b : new Uint8Array(b)
        msg.bytes = copy.buffer as ArrayBuffer
        msg.charset = input.charset
        transfer.push(msg.bytes)
      } else msg.text = input.text
      const job: Job = { id, msg, transfer, url, resolve, reject, signal }
      if (inThread) return runHere(job)
      if (signal) {
        job.onAbort = () => {
          const i = queue.indexOf(job)
          if (i >= 0) { queue.splice(i, 1); updateRefs(); reject(signal.reason) }
        }
        signal.addEventListener('abort', job.onAbort, { once: true })
      }
      queue.push(job)
      pump()
    }) as Promise<TaskOutcome<T>>
  }

  return {
    get stats() { return { restarts, queued: queue.length, threads: alive.size, fallback: inThread } },
    run,
    async extract(input, url, options, signal) {
      const r = await run<ExtractedDocument>('document', input, url, options, signal)
      return r.ok ? r.value : failedDocument(url, r.code, r.message)
    },
    async close() {
      if (closed) return
      closed = true
      clearTimeout(retryTimer)
      const err = new AppError('internal', '[extract] the extraction pool is closed')
      for (const job of queue.splice(0)) { if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort); job.reject(err) }
      for (const slot of slots) {
        const job = slot.job
        settle(slot)
        job?.reject(err)
      }
      // The event loop is held open while the workers end: an idle (unref'd) worker that is still starting would
      // otherwise let it run empty before terminate() settles, and a caller awaiting close() at top level would
      // never resume. A worker that does not end within 5 s is left to the process exit.
      const hold = setInterval(() => {}, 1000)
      try {
        await Promise.race([
          Promise.all([...alive].map((w) => w.terminate())),
          new Promise((resolve) => setTimeout(resolve, 5000).unref()),
        ])
      } finally { clearInterval(hold) }
    },
  }
}
