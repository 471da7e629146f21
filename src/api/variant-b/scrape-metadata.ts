import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { errorResponses } from '../schemas.ts'
import { notImplemented } from '../not-implemented.ts'

export const ScrapeMetadataBodyB = Type.Object({
  input_string: Type.String({ minLength: 1, maxLength: 2048, description: 'Domain or URL to analyze' }),
  custom_categories: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50 })),
  custom_high_risk_categories: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50, description: 'Replaces the default merchant-risk classes (additive parameter)' })),
  include_whois: Type.Optional(Type.Boolean({ default: false })),
  include_adverse_media: Type.Optional(Type.Boolean({ default: false })),
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass caches' })),
})

export default async function scrapeMetadataB(app: FastifyInstance, { services: _services }: { services: Services }) {
  app.post<{ Body: Static<typeof ScrapeMetadataBodyB> }>('/scrape_metadata', {
    config: { operation: 'scrape_metadata_b', scope: 'read' },
    schema: {
      summary: 'Metadata, category, risk score, summary and optional WHOIS and adverse media for a domain or URL',
      tags: ['Variant B'],
      body: ScrapeMetadataBodyB,
      response: { ...errorResponses('B', [422, 502, 504]) },
    },
  }, async () => notImplemented('scrape_metadata'))
}
