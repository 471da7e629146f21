import { bool, int, str } from '../config/vars.ts'

/** Job queue and batch job settings (docs/deployment.md "Background jobs", docs/jobs.md). */
export const jobsSection = {
  inApi: bool('WEBINTEL_JOBS_IN_API', true, 'Run job workers and the job scheduler inside the API process. Set false on API nodes when `webintel worker` processes run beside them.'),
  concurrency: int('WEBINTEL_JOBS_CONCURRENCY', 2, 'Jobs one process runs at once.', { min: 1, max: 64 }),
  purgeIntervalMs: int('WEBINTEL_JOBS_PURGE_INTERVAL_MS', 600_000, 'How often the housekeeping job deletes expired rows (OAuth codes and tokens, portal sessions, expired batch jobs), once per deployment, in milliseconds (0 = never).', { min: 0 }),
  purgeBatchRows: int('WEBINTEL_JOBS_PURGE_BATCH_ROWS', 1000, 'Most rows one housekeeping delete statement removes; a backlog is deleted in many short statements.', { min: 1, max: 100_000 }),
  group: str('WEBINTEL_JOBS_GROUP', 'default', 'Batch jobs are run only by processes of the same group: nodes of one deployment share it; two deployments (or test runs) sharing one database keep their jobs apart with different values.', (v) => (/^[A-Za-z0-9:_.-]{1,64}$/.test(v) ? undefined : 'use 1–64 characters of A-Z a-z 0-9 : _ . -')),
  itemConcurrency: int('WEBINTEL_JOBS_ITEM_CONCURRENCY', 16, 'Batch job items one process runs at once, all jobs together (per-host fetch limits still apply).', { min: 1, max: 256 }),
  maxItems: int('WEBINTEL_JOBS_MAX_ITEMS', 10_000, 'Most items one batch job may hold.', { min: 1, max: 100_000 }),
  bodyLimitBytes: int('WEBINTEL_JOBS_BODY_LIMIT_BYTES', 16 * 1024 * 1024, 'Largest POST /v1/jobs body in bytes.', { min: 1024 }),
  leaseMs: int('WEBINTEL_JOBS_LEASE_MS', 30_000, 'How long a runner owns a claimed item without renewing; items of a runner that died are run again after this.', { min: 500 }),
  pollMs: int('WEBINTEL_JOBS_POLL_MS', 250, 'How often an idle runner looks for new items, in milliseconds.', { min: 10 }),
  itemAttempts: int('WEBINTEL_JOBS_ITEM_ATTEMPTS', 3, 'Claims of one item before it is given up as failed (a runner died each time while running it).', { min: 1, max: 20 }),
  resultTtlMs: int('WEBINTEL_JOBS_RESULT_TTL_MS', 7 * 24 * 3600_000, 'How long a finished job and its results are kept, in milliseconds.', { min: 1000 }),
  maxMonitorsPerAccount: int('WEBINTEL_MAX_MONITORS_PER_ACCOUNT', 100, 'Most monitors one account may have; one more is refused with 409 `limit_reached` (each monitor keeps a copy of its job\'s items and their last states, up to about 1 MB for 10,000 items).', { min: 1, max: 100_000 }),
  monitorMinIntervalMs: int('WEBINTEL_MONITOR_MIN_INTERVAL_MS', 3600_000, 'Shortest time allowed between two runs of a monitor\'s schedule, in milliseconds.', { min: 1000 }),
  webhookRetryBaseMs: int('WEBINTEL_WEBHOOK_RETRY_BASE_MS', 5000, 'First webhook retry delay in milliseconds; each further retry waits twice as long (capped at WEBINTEL_WEBHOOK_RETRY_MAX_DELAY_MS).', { min: 1 }),
  webhookRetryMaxDelayMs: int('WEBINTEL_WEBHOOK_RETRY_MAX_DELAY_MS', 3600_000, 'Longest wait between two attempts of one webhook message, in milliseconds.', { min: 1 }),
  webhookMaxAgeMs: int('WEBINTEL_WEBHOOK_MAX_AGE_MS', 24 * 3600_000, 'A webhook message is retried until it is this old (milliseconds), then marked failed.', { min: 1000 }),
  webhookTimeoutMs: int('WEBINTEL_WEBHOOK_TIMEOUT_MS', 10_000, 'Deadline of one webhook attempt (connect, send, answer), in milliseconds.', { min: 100 }),
}
