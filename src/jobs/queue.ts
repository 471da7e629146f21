/**
 * Work that outlives a request (a memory version and a Redis version). Delivery is at least once:
 * a handler may run again after a crash, so handlers must be idempotent. A job that keeps failing is
 * retried with backoff up to `attempts` times, then kept in a short failed list for inspection.
 */
export interface Job {
  id: string
  kind: string
  data: unknown
  /** 1 on the first run. */
  attempt: number
  attempts: number
}

export type JobHandler = (job: Job, signal: AbortSignal) => Promise<void>

export interface AddOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number
  /** Total runs before the job is given up (default 3). */
  attempts?: number
}

export interface QueueDepth { waiting: number; delayed: number; active: number; failed: number }

export interface WorkOptions {
  /** Jobs run at once by this process (default 2). */
  concurrency?: number
}

export interface Queue {
  readonly name: string
  readonly backend: 'memory' | 'redis'
  /** Stores a job; resolves with its id. Rejects only when the backend fails. */
  add(kind: string, data?: unknown, opts?: AddOptions): Promise<string>
  /**
   * Adds `kind` once per `intervalMs` window for the whole deployment: any number of processes may
   * call this, and each window still gets one job (Redis: one BullMQ job scheduler per kind; in process: the
   * window is claimed in the store's job_schedules table, src/jobs/schedules.ts).
   */
  every(kind: string, intervalMs: number, data?: unknown): void
  /** Starts consuming with these handlers; a job of an unknown kind fails without retries. */
  work(handlers: Record<string, JobHandler>, opts?: WorkOptions): void
  depth(): Promise<QueueDepth>
  /** Stops scheduling and consuming, aborts nothing: waits for running jobs up to `graceMs`. */
  close(graceMs?: number): Promise<void>
}

export const DEFAULT_ATTEMPTS = 3

/** Exponential backoff between attempts: 1 s, 2 s, 4 s … capped at 1 min. */
export const backoffMs = (attempt: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, attempt - 1))
