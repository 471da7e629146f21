import { loadConfig } from './config/load.ts'
import { createLogger } from './logger.ts'
import { createServices } from './services.ts'
import { buildApp } from './app.ts'
import { startBackground } from './jobs/background.ts'
import { loadTls, startServer } from './server/start.ts'
import { secureContextOptions } from './server/tls.ts'

/**
 * Entry: loadConfig → createServices → buildApp → listen; drains in-flight requests on SIGTERM,
 * reloads the TLS certificate on SIGHUP.
 */
export async function serve(env: Record<string, string | undefined> = process.env) {
  let config, tls
  try {
    config = loadConfig(env)
    tls = loadTls(config)
  } catch (err) {
    process.stderr.write(`webintel: invalid configuration: ${(err as Error).message}\n`)
    process.exit(78)
  }
  const log = createLogger(config.core.logLevel)
  const services = await createServices(config, log)
  const app = await buildApp(services, { logger: log, ...(tls ? { https: secureContextOptions(tls) } : {}) })
  const server = await startServer(app, config, log, tls)
  if (server.tls) {
    const reloader = server.tls
    process.on('SIGHUP', () => { reloader.reload('SIGHUP') })
  }
  // The engine logs its own load time; a failure is retried on the next request that needs it.
  if (config.core.intelPreload) services.engines.intel().catch((err) => log.error({ err }, '[intel] engine failed to load; categorization answers 500 until it does'))
  if (services.jobsConfig.inApi) {
    // Without Redis this process is the only worker; with Redis, dedicated `webintel worker` processes may take over.
    startBackground(services.background)
  }

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => { log.error('shutdown grace period over; exiting'); process.exit(1) }, config.core.shutdownGraceMs)
    force.unref()
    try {
      await Promise.all([app.close(), server.close()])
      await services.close()
    } catch (err) { log.error({ err }, 'error during shutdown') }
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
  return app
}

if (import.meta.main) {
  serve().catch((err) => {
    process.stderr.write(`webintel: failed to start: ${(err as Error).message}\n`)
    process.exit(1)
  })
}
