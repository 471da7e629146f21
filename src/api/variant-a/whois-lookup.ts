import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
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

const Str = Type.Union([Type.String(), Type.Null()])
export const WhoisResult = Type.Object({
  domain_name: Type.String(),
  registrar: Str,
  creation_date: Type.Union([Type.String({ description: 'ISO 8601 UTC' }), Type.Null()]),
  expiration_date: Type.Union([Type.String({ description: 'ISO 8601 UTC' }), Type.Null()]),
  name_servers: Type.Array(Type.String()),
  updated_date: Str,
  status: Type.Array(Type.String()),
  registrar_iana_id: Str,
  dnssec: Type.Union([Type.Boolean(), Type.Null()]),
  registrant_organization: Str,
  registrant_country: Str,
  abuse_email: Str,
  domain_age_days: Type.Union([Type.Integer(), Type.Null()]),
  source: Type.Union([Type.Literal('rdap'), Type.Literal('whois')]),
})

export default async function whoisLookup(app: FastifyInstance, { services }: { services: Services }) {
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
