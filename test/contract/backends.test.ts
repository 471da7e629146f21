import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSqlStore } from '../../src/store/sql/index.ts'
import { createMemoryRateLimiter } from '../../src/auth/ratelimit/memory.ts'
import { createRedisRateLimiter } from '../../src/auth/ratelimit/redis.ts'
import { createMemoryCache } from '../../src/cache/memory.ts'
import { createRedisCache } from '../../src/cache/redis.ts'
import { storeContract } from './store.contract.ts'
import { cacheContract, rateLimiterContract } from './ratelimit.contract.ts'

// Embedded backends always; PostgreSQL and Redis when their URLs are set (.ci/run sets both).
const dir = mkdtempSync(join(tmpdir(), 'webintel-contract-'))
storeContract('sqlite', () => createSqlStore({ dataDir: dir }))
rateLimiterContract('memory', async () => createMemoryRateLimiter())
cacheContract('memory', async () => createMemoryCache())

if (process.env.DATABASE_URL) {
  storeContract('postgres', () => createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL }))
}
if (process.env.REDIS_URL) {
  const { Redis } = await import('ioredis')
  const connect = () => new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1 })
  rateLimiterContract('redis', async () => {
    const r = connect()
    const rl = createRedisRateLimiter(r)
    return { hit: rl.hit, close: async () => { r.disconnect() } }
  })
  cacheContract('redis', async () => {
    const r = connect()
    const c = createRedisCache(r)
    return { ...c, close: async () => { r.disconnect() } }
  })
}
