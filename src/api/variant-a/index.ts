import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services.ts'
import { createAuthHook, type BearerVerifier } from '../plugins/authenticate.ts'
import { createRateLimitHook, createUsageHook } from '../plugins/rate-limit.ts'
import { installErrorsA } from './envelope.ts'
import { requireRouteScopes } from '../route-scopes.ts'
import scrapeMetadata from './scrape-metadata.ts'
import categorizeContent from './categorize-content.ts'
import similarityScore from './similarity-score.ts'
import whoisLookup from './whois-lookup.ts'
import adverseMediaCheck from './adverse-media-check.ts'
import siteCheck from './site-check.ts'
import sanctionsCheck from './sanctions-check.ts'
import jobs from './jobs.ts'
import monitors from './monitors.ts'

export interface VariantAOptions {
  services: Pick<Services, 'apiKeys' | 'batch' | 'config' | 'engines' | 'jobsConfig' | 'rateLimiter' | 'secret' | 'store' | 'usage'>
  bearer?: () => BearerVerifier | undefined
}

/** Variant A surface under /v1: X-API-Key or OAuth bearer, `{ success, data }` envelope. */
export default async function variantA(app: FastifyInstance, opts: VariantAOptions) {
  installErrorsA(app)
  requireRouteScopes(app)
  app.addHook('onRequest', createAuthHook(opts.services, 'key', opts.bearer))
  app.addHook('onRequest', createRateLimitHook(opts.services))
  app.addHook('preHandler', createUsageHook(opts.services))
  const o = { services: opts.services }
  await app.register(scrapeMetadata, o)
  await app.register(categorizeContent, o)
  await app.register(similarityScore, o)
  await app.register(whoisLookup, o)
  await app.register(adverseMediaCheck, o)
  await app.register(siteCheck, o)
  await app.register(sanctionsCheck, o)
  await app.register(jobs, o)
  await app.register(monitors, o)
}
