import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services.ts'
import { createAuthHook } from '../plugins/authenticate.ts'
import { createRateLimitHook, createUsageHook } from '../plugins/rate-limit.ts'
import { installErrorsB } from './errors.ts'
import { requireRouteScopes } from '../route-scopes.ts'
import scrapeMetadataB from './scrape-metadata.ts'

/** Variant B surface under /api: X-API-Key + X-Secret-Key, bare response objects. */
export default async function variantB(app: FastifyInstance, opts: { services: Pick<Services, 'apiKeys' | 'config' | 'engines' | 'rateLimiter' | 'usage'> }) {
  installErrorsB(app)
  requireRouteScopes(app)
  app.addHook('onRequest', createAuthHook(opts.services, 'key+secret'))
  app.addHook('onRequest', createRateLimitHook(opts.services))
  app.addHook('preHandler', createUsageHook(opts.services))
  await app.register(scrapeMetadataB, { services: opts.services })
}
