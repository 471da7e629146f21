import type { FastifyInstance } from 'fastify'
import type { Services } from '../services.ts'

/** /healthz: the process is up. /readyz: the database answers (503 while it does not). */
export default async function ops(app: FastifyInstance, { services }: { services: Pick<Services, 'redis' | 'store'> }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const checks: Record<string, string> = {}
    let ready = true
    try { await withTimeout(services.store.ping(), 2000); checks.database = 'ok' } catch { checks.database = 'unreachable'; ready = false }
    if (services.redis) checks.redis = services.redis.status === 'ready' ? 'ok' : services.redis.status
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks })
  })
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms)
    p.then((v) => { clearTimeout(t); resolve(v) }, (e) => { clearTimeout(t); reject(e) })
  })
}
