import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { Envelope, errorResponses } from '../schemas.ts'
import { notImplemented } from '../not-implemented.ts'

export const SimilarityBody = Type.Object({
  source: Type.String({ minLength: 1, description: 'Source URL or text (text: up to 100,000 characters)' }),
  target: Type.String({ minLength: 1, description: 'Target URL or text (text: up to 100,000 characters)' }),
  type: Type.Optional(Type.Union([Type.Literal('url'), Type.Literal('text')], { default: 'url' })),
})

export const SimilarityResult = Type.Object({
  similarity_score: Type.Number(),
  common_topics: Type.Array(Type.String()),
}, { additionalProperties: true })

/** Two texts of up to 100,000 characters exceed the default 64 KiB body limit; this route allows 1 MiB. */
export const SIMILARITY_BODY_LIMIT = 1_048_576

export default async function similarityScore(app: FastifyInstance, { services: _services }: { services: Services }) {
  app.post<{ Body: Static<typeof SimilarityBody> }>('/similarity_score', {
    bodyLimit: SIMILARITY_BODY_LIMIT,
    config: { operation: 'similarity_score', scope: 'read' },
    schema: {
      summary: 'Similarity between two URLs or two texts',
      tags: ['Variant A'],
      body: SimilarityBody,
      response: { 200: Envelope(SimilarityResult), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async () => notImplemented('similarity_score'))
}
