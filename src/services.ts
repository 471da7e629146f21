import { createMailer, type Mailer } from './auth/mailer.ts'
import type { Redis } from 'ioredis'
import { publicUrlOf } from './config/load.ts'
import { createAccounts, type Accounts } from './auth/accounts.ts'
import { createOAuth, type OAuth } from './auth/oauth/index.ts'
import type { Config } from './config/load.ts'
import type { Log } from './context.ts'
import type { Cache } from './cache/cache.ts'
import { createMemoryCache } from './cache/memory.ts'
import { createRedisCache } from './cache/redis.ts'
import { createSqlStore, type SqlStore } from './store/sql/index.ts'
import { loadServerSecret } from './auth/secret.ts'
import { createApiKeyService, type ApiKeyService } from './auth/api-keys/service.ts'
import type { RateLimiter } from './auth/ratelimit/limiter.ts'
import { createMemoryRateLimiter } from './auth/ratelimit/memory.ts'
import { createRedisRateLimiter } from './auth/ratelimit/redis.ts'
import { createUsageRecorder, type UsageRecorder } from './auth/usage.ts'
import { createEngines, type EngineDeps, type Engines } from './engines.ts'
import type { Section } from './config/vars.ts'
import { createMetrics, type Metrics } from './metrics/registry.ts'
import { instrumentCache, instrumentRateLimiter } from './metrics/instrument.ts'
import { metricsSection } from './metrics/config.ts'
import type { Queue } from './jobs/queue.ts'
import { createInProcessQueue } from './jobs/in-process.ts'
import { createSqlScheduleClaims } from './jobs/schedules.ts'
import type { Background } from './jobs/background.ts'
import { generateId } from './text/ids.ts'
import { jobsSection } from './jobs/config.ts'
import { createBatchRunner, type BatchRunner } from './jobs/batch/runner.ts'
import { createWebhookSender } from './jobs/batch/webhooks.ts'
import { createMonitorScheduler } from './jobs/batch/monitors.ts'
import { createKeyInvalidationBus, type KeyInvalidationBus } from './cluster/key-invalidation.ts'

/** The typed container: backends chosen from config (DATABASE_URL → PostgreSQL, REDIS_URL → Redis). */
export interface Services {
  /** Portal accounts and the OAuth authorization server (docs/portal.md, docs/oauth.md). */
  accounts: Accounts
  oauth: OAuth
  /** SMTP for portal password-reset e-mails; undefined unless WEBINTEL_SMTP_URL is set. */
  mailer: Mailer | undefined
  /** WEBINTEL_PUBLIC_URL, or http://HOST:PORT with the port actually bound (PORT=0). Never from a Host header. */
  publicUrl(): string
  /** Called once the server listens, so the default public URL carries the real port. */
  bindPort(port: number): void
  config: Config
  log: Log
  store: SqlStore
  secret: string
  cache: Cache
  rateLimiter: RateLimiter
  apiKeys: ApiKeyService
  usage: UsageRecorder
  redis: Redis | undefined
  engines: Engines
  metrics: Metrics
  /** Background jobs: in-process without Redis, shared through Redis with it (src/jobs/). */
  queue: Queue
  jobsConfig: Section<typeof jobsSection>
  /** Batch jobs (docs/jobs.md): runs items and sends webhooks once started (main.ts, worker.ts). */
  batch: BatchRunner
  /** The queue's handlers, periodic schedule and batch runner, for startBackground (main.ts, worker.ts). */
  background: Background
  metricsConfig: Section<typeof metricsSection>
  close(): Promise<void>
}

async function connectRedis(url: string, log: Log): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true, connectTimeout: 3000 })
  redis.on('error', (err) => log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, '[redis] connection error'))
  await redis.connect()
  return redis
}

export async function createServices(config: Config, log: Log, overrides: { network?: EngineDeps['network'] } = {}): Promise<Services> {
  const store = await createSqlStore({ databaseUrl: config.core.databaseUrl, dataDir: config.core.dataDir })
  const { secret, generated } = loadServerSecret(config.core.secret, config.core.dataDir)
  if (generated) log.warn('[config] WEBINTEL_SECRET is unset: generated one into the data directory (set it on every node when scaling out)')
  const redis = config.core.redisUrl ? await connectRedis(config.core.redisUrl, log) : undefined
  const { jobs: jobsConfig, metrics: metricsConfig } = config
  const prefix = config.core.redisPrefix
  const metrics = createMetrics()
  const cache = instrumentCache(redis ? createRedisCache(redis, `${prefix}cache:`) : createMemoryCache(), metrics)
  const rateLimiter = instrumentRateLimiter(redis ? createRedisRateLimiter(redis, `${prefix}rl:`) : createMemoryRateLimiter(), metrics)
  const keys = createApiKeyService({ store: store.apiKeys, secret })
  const bus: KeyInvalidationBus | undefined = redis ? await createKeyInvalidationBus(redis, () => keys.invalidate(), log, `${prefix}keys:invalidate`) : undefined
  // Revocations and expiry changes made through this node reach every node at once (pub/sub).
  const apiKeys: typeof keys = !bus ? keys : {
    ...keys,
    async revoke(id) { const done = await keys.revoke(id); if (done) await bus.publish(); return done },
    async setExpiry(id, at) { const done = await keys.setExpiry(id, at); if (done) await bus.publish(); return done },
  }
  const usage = createUsageRecorder(store.usage, log)
  let boundPort: number | undefined
  const publicUrl = () => publicUrlOf(config, boundPort).replace(/\/+$/, '')
  const accounts = createAccounts({ store, secret })
  const mailer = createMailer(config.portal.smtpUrl, config.portal.smtpFrom)
  const oauth = createOAuth({ store: store.oauth, secret, issuer: publicUrl, rateLimiter, cache })
  const onJob = (kind: string, result: string, seconds: number) => {
    metrics.jobs.inc({ kind, result })
    metrics.jobDuration.observe({ kind }, seconds)
  }
  const queue = redis
    ? (await import('./jobs/redis.ts')).createRedisQueue({ redis, log, onJob, prefix })
    : createInProcessQueue({ log, onJob, claims: createSqlScheduleClaims(store.db, { group: jobsConfig.group, owner: generateId('node') }) })
  metrics.setQueueDepthSource(async () => {
    const d = await queue.depth()
    return Object.entries(d).map(([state, count]) => ({ queue: queue.name, state, count }))
  })

  const { bootstrapApiKey, bootstrapSecretKey } = config.core
  if (bootstrapApiKey && bootstrapSecretKey) {
    if (await apiKeys.ensure('bootstrap', bootstrapApiKey, bootstrapSecretKey)) log.info('[keys] bootstrap key created')
  }

  const engines = await createEngines({ config, log, cache, network: overrides.network, metrics, sanctionsStore: store.sanctions })

  const webhooks = createWebhookSender({
    store: store.jobs, group: jobsConfig.group, serverSecret: secret, dispatcher: engines.guardedDispatcher, userAgent: config.fetch.userAgent, log,
    retryBaseMs: jobsConfig.webhookRetryBaseMs, retryMaxDelayMs: jobsConfig.webhookRetryMaxDelayMs, maxAgeMs: jobsConfig.webhookMaxAgeMs, timeoutMs: jobsConfig.webhookTimeoutMs,
  })
  const monitors = createMonitorScheduler({ jobs: store.jobs, monitors: store.monitors, log, group: jobsConfig.group })
  const batch = createBatchRunner({
    store: store.jobs, group: jobsConfig.group, deps: { engines, extract: config.extract }, log, rateLimiter, usage, webhooks, monitors,
    concurrency: jobsConfig.itemConcurrency, leaseMs: jobsConfig.leaseMs, pollMs: jobsConfig.pollMs,
    itemAttempts: jobsConfig.itemAttempts, resultTtlMs: jobsConfig.resultTtlMs,
  })

  const sanctionsCfg = config.sanctions
  const background: Background = {
    queue, batch, concurrency: jobsConfig.concurrency,
    jobDeps: {
      log,
      housekeeping: { oauth: store.oauth, sessions: store.sessions, jobs: store.jobs, batchRows: jobsConfig.purgeBatchRows },
      sanctions: {
        store: store.sanctions, config, log, outbound: engines.outbound,
        onImported: engines.sanctions ? () => engines.sanctions!.refresh() : undefined,
      },
    },
    schedule: { purgeIntervalMs: jobsConfig.purgeIntervalMs, sanctionsSourcesIntervalMs: sanctionsCfg.sourcesIntervalMs, sanctionsSources: sanctionsCfg.sources.length },
  }

  return {
    config, log, store, secret, cache, rateLimiter, apiKeys, usage, redis, engines, metrics, queue, jobsConfig, metricsConfig, batch, background,
    async close() {
      await batch.close(Math.max(1000, config.core.shutdownGraceMs - 2000))
      mailer?.close()
      await queue.close()
      await bus?.close()
      await engines.close()
      await usage.close()
      await cache.close()
      await rateLimiter.close()
      if (redis) redis.disconnect()
      await store.close()
    },
    // Portal and authorization server (docs/portal.md, docs/oauth.md).
    accounts, oauth, mailer, publicUrl,
    bindPort(port: number) { if (config.core.port === 0) boundPort = port },
  }
}
