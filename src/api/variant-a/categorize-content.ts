import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { Envelope, errorResponses } from '../schemas.ts'
import { notImplemented } from '../not-implemented.ts'

export const CategorizeBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'Absolute http(s) URL of the page to categorize' }),
  custom_categories: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50, description: 'Categories to use instead of the built-in taxonomy (zero-shot)' })),
})

export const CategorizeResult = Type.Object({
  categories: Type.Array(Type.Object({ name: Type.String(), confidence: Type.Number() }, { additionalProperties: true })),
  dominant_category: Type.String(),
}, { additionalProperties: true })

export default async function categorizeContent(app: FastifyInstance, { services: _services }: { services: Services }) {
  app.post<{ Body: Static<typeof CategorizeBody> }>('/categorize_content', {
    config: { operation: 'categorize_content', scope: 'read' },
    schema: {
      summary: 'Categorize the content of a URL',
      tags: ['Variant A'],
      body: CategorizeBody,
      response: { 200: Envelope(CategorizeResult), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async () => notImplemented('categorize_content'))
}
