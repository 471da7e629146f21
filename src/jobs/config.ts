import { bool, int } from '../config/vars.ts'

/** Job queue settings (docs/deployment.md "Background jobs"). */
export const jobsSection = {
  inApi: bool('WEBINTEL_JOBS_IN_API', true, 'Run job workers and the job scheduler inside the API process. Set false on API nodes when `webintel worker` processes run beside them.'),
  concurrency: int('WEBINTEL_JOBS_CONCURRENCY', 2, 'Jobs one process runs at once.', { min: 1, max: 64 }),
  purgeIntervalMs: int('WEBINTEL_JOBS_PURGE_INTERVAL_MS', 600_000, 'How often expired rows of the kv table are deleted (0 = never).', { min: 0 }),
}
