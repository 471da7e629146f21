import { createJobHandlers, scheduleJobs, type JobDeps, type ScheduleSettings } from './handlers.ts'
import type { Queue } from './queue.ts'

/** What a process that runs background work needs (built by services.ts; used by main.ts and `webintel worker`). */
export interface Background {
  queue: Queue
  /** Batch jobs: runs items and sends webhooks once started (docs/jobs.md). */
  batch: { start(): void }
  jobDeps: JobDeps
  schedule: ScheduleSettings
  /** Queue jobs one process runs at once (WEBINTEL_JOBS_CONCURRENCY). */
  concurrency: number
}

/** Starts the queue's handlers, the periodic schedule (housekeeping, list refreshes) and the batch runner. */
export function startBackground(b: Background): void {
  b.queue.work(createJobHandlers(b.jobDeps), { concurrency: b.concurrency })
  scheduleJobs(b.queue, b.schedule)
  b.batch.start()
}
