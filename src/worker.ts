import { loadConfig } from './config/load.ts'
import { createLogger } from './logger.ts'
import { createServices } from './services.ts'
import { startBackground } from './jobs/background.ts'
import { startOpsServer } from './metrics/server.ts'

/**
 * `webintel worker`: runs the job handlers and the scheduler without the HTTP server. With REDIS_URL
 * set, any number of workers share the queue with the API nodes; without it a worker only sees its
 * own in-process queue, so it refuses to start (the API process runs jobs itself then).
 * Serves /healthz, /readyz and /metrics on HOST:PORT (job counters and durations live here).
 * Resolves when a signal has stopped it.
 */
export async function runWorker(env: Record<string, string | undefined> = process.env): Promise<void> {
  const config = loadConfig(env)
  if (!config.core.redisUrl) throw new Error('webintel worker needs REDIS_URL (without Redis the API process runs jobs itself)')
  const log = createLogger(config.core.logLevel)
  const services = await createServices(config, log)
  startBackground(services.background)
  const ops = await startOpsServer({
    host: config.core.host, port: config.core.port, metrics: services.metrics, token: services.metricsConfig.token,
    ready: () => services.store.ping().then(() => true, () => false),
  })
  const addr = ops.address()
  log.info({ queue: services.queue.name, concurrency: services.jobsConfig.concurrency, ops: typeof addr === 'object' && addr ? `http://${config.core.host}:${addr.port}` : undefined }, '[jobs] worker started')
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      log.info({ signal }, '[jobs] worker stopping: finishing running jobs')
      const force = setTimeout(() => { log.error('worker grace period over; exiting'); process.exit(1) }, config.core.shutdownGraceMs)
      force.unref()
      ops.close()
      services.close().catch((err) => log.error({ err }, 'error during worker shutdown')).finally(resolve)
    }
    process.once('SIGTERM', () => stop('SIGTERM'))
    process.once('SIGINT', () => stop('SIGINT'))
  })
}
