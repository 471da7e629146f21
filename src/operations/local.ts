import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config/load.ts'
import { createEngines } from '../engines.ts'
import { createMemoryCache } from '../cache/memory.ts'
import { silentLog, type Log } from '../context.ts'
import { createSqlStore, type SqlStore } from '../store/sql/index.ts'
import { inProcessRunner, type Runner } from './runner.ts'

/**
 * Engines for a process without the HTTP server (CLI, MCP over stdio): the same safe fetcher, WHOIS, news and
 * intelligence engines, an in-memory cache. The database is opened only for sanctions screening, and only when
 * there is one (DATABASE_URL, or the embedded file in WEBINTEL_DATA_DIR that `webintel sanctions import` wrote);
 * it is never created or migrated here. `close()` releases connections and worker threads.
 */
export async function createLocalRunner(config: Config, log: Log = silentLog): Promise<Runner & { close(): Promise<void> }> {
  // No extraction worker pool: a one-shot command would pay for starting the workers (and wait for them to
  // start before it can close them) to parse one or two pages, which the main thread does as well.
  const local = { ...config, extract: { ...config.extract, workers: 0 } }
  const hasDatabase = !!config.core.databaseUrl || existsSync(join(config.core.dataDir, 'webintel.sqlite'))
  const store: SqlStore | undefined = hasDatabase ? await createSqlStore({ databaseUrl: config.core.databaseUrl, dataDir: config.core.dataDir, migrate: false }) : undefined
  const engines = await createEngines({ config: local, log, cache: createMemoryCache(), sanctionsStore: store?.sanctions })
  return {
    ...inProcessRunner({ engines, extract: local.extract, sanctionsMaxMatches: config.sanctions.maxMatches }),
    close: async () => { try { await engines.close() } finally { await store?.close() } },
  }
}
