import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { Envelope, errorResponses } from '../schemas.ts'
import { notImplemented } from '../not-implemented.ts'

export const ScrapeMetadataBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'Absolute http(s) URL of the page to scrape' }),
  fields: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100, description: 'Metadata fields to extract (default set: see docs/extract.md)' })),
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass the page cache and fetch again' })),
})

export default async function scrapeMetadata(app: FastifyInstance, { services: _services }: { services: Services }) {
  app.post<{ Body: Static<typeof ScrapeMetadataBody> }>('/scrape_metadata', {
    config: { operation: 'scrape_metadata', scope: 'read' },
    schema: {
      summary: 'Extract metadata and contact data from a URL',
      tags: ['Variant A'],
      body: ScrapeMetadataBody,
      response: { 200: Envelope(Type.Record(Type.String(), Type.String())), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async () => notImplemented('scrape_metadata'))
}
