import type { Config } from '../config/load.ts'
import { createEngines } from '../engines.ts'
import { createMemoryCache } from '../cache/memory.ts'
import { silentLog, type Log } from '../context.ts'
import { inProcessRunner, type Runner } from './runner.ts'

/**
 * Engines for a process without the HTTP server (CLI, MCP over stdio): the same safe fetcher, WHOIS, news and
 * intelligence engines, an in-memory cache, no database. `close()` releases connections and worker threads.
 */
export async function createLocalRunner(config: Config, log: Log = silentLog): Promise<Runner & { close(): Promise<void> }> {
  // No extraction worker pool: a one-shot command would pay for starting the workers (and wait for them to
  // start before it can close them) to parse one or two pages, which the main thread does as well.
  const local = { ...config, extract: { ...config.extract, workers: 0 } }
  const engines = await createEngines({ config: local, log, cache: createMemoryCache() })
  return { ...inProcessRunner({ engines, extract: local.extract }), close: () => engines.close() }
}
