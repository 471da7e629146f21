import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { WhoisResult } from '../../operations/variant-a/schemas.ts'
import type { Services } from '../../services.ts'
import { whoisLookup as run } from '../../operations/whois-lookup.ts'
import { opDeps } from '../op-deps.ts'
import { Envelope, errorResponses } from '../schemas.ts'
import { ok } from './envelope.ts'
import { clientSignal } from '../client-gone.ts'
import { whoisDomain, whoisResponse } from '../docs/examples.ts'

export const WhoisQuery = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 2048, description: 'Domain, host or URL to look up (reduced to the registrable domain)', examples: [whoisDomain] }),
  fresh: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true bypasses the 6 h result cache' })),
})

export { WhoisResult }

export default async function whoisLookup(app: FastifyInstance, { services }: { services: Pick<Services, 'config' | 'engines'> }) {
  app.get<{ Querystring: Static<typeof WhoisQuery> }>('/whois_lookup', {
    config: { operation: 'whois_lookup' },
    schema: {
      operationId: 'whois_lookup',
      summary: 'Registration data (RDAP first, WHOIS fallback) for a domain',
      tags: ['Variant A'],
      querystring: WhoisQuery,
      response: { 200: Envelope(WhoisResult, whoisResponse), ...errorResponses('A', [404, 502, 504]) },
    },
  }, async (request) => {
    return ok(await run(opDeps(services), { domain: request.query.domain, fresh: request.query.fresh === 'true' }, { signal: clientSignal(request) }))
  })
}
