import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { DEFAULT_VARIANT_A_FIELDS } from '../../extract/index.ts'
import { scrapeMetadata as run } from '../../operations/scrape-metadata.ts'
import { opDeps } from '../op-deps.ts'
import { Envelope, WarningSchema, errorResponses } from '../schemas.ts'
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

/**
 * Every requested name with a string value, plus two additive keys: `content_type` (the media type of the
 * resource, e.g. text/html or application/pdf) and `warnings` (e.g. not_html when the URL is not a web page).
 */
export const ScrapeMetadataResult = Type.Object({
  content_type: Type.String({ description: 'Media type of the resource fetched (additive), e.g. text/html, application/pdf' }),
  warnings: Type.Array(WarningSchema, { description: 'Non-fatal problems (additive); not_html when the URL is not a web page' }),
}, { additionalProperties: Type.String() })

export default async function scrapeMetadata(app: FastifyInstance, { services }: { services: Services }) {
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
