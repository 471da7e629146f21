import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { ScrapeMetadataResult } from '../../operations/variant-a/schemas.ts'
import type { Services } from '../../services.ts'
import { DEFAULT_VARIANT_A_FIELDS } from '../../operations/variant-a/map.ts'
import { scrapeMetadata as run } from '../../operations/scrape-metadata.ts'
import { opDeps } from '../op-deps.ts'
import { Envelope, errorResponses } from '../schemas.ts'
import { ok } from './envelope.ts'
import { clientSignal } from '../client-gone.ts'
import { scrapeMetadataRequest, scrapeMetadataResponse } from '../docs/examples.ts'

export const ScrapeMetadataBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'Absolute http(s) URL of the page to scrape' }),
  fields: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
    maxItems: 100,
    description: `Metadata fields to return: any meta name/property (og:image, theme-color, article:published_time …) or a derived name. Default: ${DEFAULT_VARIANT_A_FIELDS.join(', ')}`,
  })),
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass the page cache and fetch again' })),
}, { examples: [scrapeMetadataRequest] })

export { ScrapeMetadataResult }

export default async function scrapeMetadata(app: FastifyInstance, { services }: { services: Pick<Services, 'config' | 'engines'> }) {
  app.post<{ Body: Static<typeof ScrapeMetadataBody> }>('/scrape_metadata', {
    config: { operation: 'scrape_metadata' },
    schema: {
      operationId: 'scrape_metadata',
      summary: 'Extract metadata and contact data from a URL',
      description: 'Every requested key is present; values are strings ("" when absent; lists joined with ", "); URLs absolute.',
      tags: ['Variant A'],
      body: ScrapeMetadataBody,
      response: { 200: Envelope(ScrapeMetadataResult, scrapeMetadataResponse), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async (request) => {
    const { url, fields, fresh } = request.body
    return ok(await run(opDeps(services), { url, fields, fresh }, { signal: clientSignal(request) }))
  })
}
