import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { Envelope, errorResponses } from '../schemas.ts'
import { notImplemented } from '../not-implemented.ts'

export const WhoisQuery = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 2048, description: 'Domain, host or URL to look up' }),
})

export const WhoisResult = Type.Object({
  domain_name: Type.String(),
  registrar: Type.Union([Type.String(), Type.Null()]),
  creation_date: Type.Union([Type.String(), Type.Null()]),
  expiration_date: Type.Union([Type.String(), Type.Null()]),
  name_servers: Type.Array(Type.String()),
}, { additionalProperties: true })

export default async function whoisLookup(app: FastifyInstance, { services: _services }: { services: Services }) {
  app.get<{ Querystring: Static<typeof WhoisQuery> }>('/whois_lookup', {
    config: { operation: 'whois_lookup', scope: 'read' },
    schema: {
      summary: 'Registration data (RDAP first, WHOIS fallback) for a domain',
      tags: ['Variant A'],
      querystring: WhoisQuery,
      response: { 200: Envelope(WhoisResult), ...errorResponses('A', [404, 502, 504]) },
    },
  }, async () => notImplemented('whois_lookup'))
}
