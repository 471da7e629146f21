import { siteCheckRequest } from '../docs/examples.ts'
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { CHECK_CODES, siteCheck, toSiteCheckResult } from '../../operations/site-check.ts'
import { Envelope, WarningSchema, errorResponses, shared } from '../schemas.ts'
import { ok } from './envelope.ts'
import { clientSignal } from '../client-gone.ts'

export const SiteCheckBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'The merchant\'s site: a domain (shop.example), a host or an http(s) URL' }),
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass the page and registration caches' })),
}, { examples: [siteCheckRequest] })

export const SiteCheckItem = Type.Object({
  code: Type.Union(CHECK_CODES.map((c) => Type.Literal(c)), { description: 'Check code; docs/site-check.md documents each one' }),
  status: Type.Union([Type.Literal('pass'), Type.Literal('warn'), Type.Literal('fail'), Type.Literal('unknown')]),
  message: Type.String(),
  evidence: Type.Array(Type.Object({ url: Type.String(), quote: Type.String() }), { description: 'Where the status comes from: the page (or dns:/rdap record) and its words' }),
  reason: Type.Optional(Type.String({ description: 'Why a check is unknown or softened: needs_rendering, site_unreachable, site_not_live, not_applicable, crawl_incomplete, robots_disallowed, lookup_failed, not_a_domain, unsupported_language' })),
})

export const SiteCheckSummary = Type.Object({
  fails: Type.Integer(),
  warns: Type.Integer(),
  unknowns: Type.Integer(),
  passes: Type.Integer(),
  readiness_score: Type.Integer({ minimum: 0, maximum: 100, description: '100 minus the weights of fails and warns (docs/site-check.md)' }),
  ready: Type.Boolean({ description: 'No fail, no rendering needed, and a score of at least 70' }),
  reasons: Type.Array(Type.String(), { description: 'The fails and warns behind the score, heaviest first' }),
})

export const SiteCheckResult = Type.Object({
  url: Type.String({ description: 'The home page reviewed, after redirects' }),
  domain: Type.String(),
  checks: Type.Array(SiteCheckItem),
  summary: SiteCheckSummary,
  needs_rendering: Type.Boolean({ description: 'The home page is a JavaScript shell: content checks are unknown' }),
  pages: Type.Array(Type.Object({ url: Type.String(), status: Type.Integer({ description: 'HTTP status; 0 when the page could not be fetched' }), topics: Type.Array(Type.String()) }), { description: 'Every page read or tried (a page that could not be read has status 0 or its HTTP error status)' }),
  pages_read: Type.Integer({ minimum: 0, description: 'The pages whose HTML the checks read (HTTP 2xx, HTML): the count in the checks\' messages; MCP site_check and the CLI give the same number' }),
  elapsed_ms: Type.Integer(),
  warnings: Type.Array(WarningSchema),
}, { $id: 'SiteCheckResult' })

export type SiteCheckResultShape = Static<typeof SiteCheckResult>

export { toSiteCheckResult } from '../../operations/site-check.ts'

export default async function siteCheckRoute(app: FastifyInstance, { services }: { services: Pick<Services, 'engines'> }) {
  app.post<{ Body: Static<typeof SiteCheckBody> }>('/site_check', {
    config: { operation: 'site_check' },
    schema: {
      operationId: 'site_check',
      summary: 'Review a merchant\'s website: reachability, policies, contact, consistency and trust checks with evidence',
      description: 'Crawls the home page and up to 12 same-site pages (robots.txt respected, one request at a time) under one deadline. Every check is pass, warn, fail or unknown; docs/site-check.md documents the rules.',
      tags: ['Variant A'],
      body: SiteCheckBody,
      response: { 200: Envelope(shared(SiteCheckResult)), ...errorResponses('A', [422, 502, 503, 504]) },
    },
  }, async (request) => {
    const { url, fresh } = request.body
    return ok(toSiteCheckResult(await siteCheck({ engines: services.engines }, { url, fresh }, { signal: clientSignal(request) })))
  })
}
