import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { SimilarityResult } from '../../operations/variant-a/schemas.ts'
import type { Services } from '../../services.ts'
import { similarityScore as run } from '../../operations/similarity-score.ts'
import { opDeps } from '../op-deps.ts'
import { Envelope, errorResponses } from '../schemas.ts'
import { ok } from './envelope.ts'
import { clientSignal } from '../client-gone.ts'
import { similarityRequest, similarityResponse } from '../docs/examples.ts'

export const SimilarityBody = Type.Object({
  source: Type.String({ minLength: 1, description: 'Source URL (up to 2,048 characters) or text (up to 100,000 characters)' }),
  target: Type.String({ minLength: 1, description: 'Target URL (up to 2,048 characters) or text (up to 100,000 characters)' }),
  type: Type.Optional(Type.Union([Type.Literal('url'), Type.Literal('text')], { default: 'url' })),
  fresh: Type.Optional(Type.Boolean({ description: 'type url: bypass the page cache' })),
}, { examples: [similarityRequest] })

/** Longest `source`/`target` accepted as a URL (as `url` of categorize_content). */
export const MAX_URL_CHARS = 2048

/** Two texts of up to 100,000 characters exceed the default 64 KiB body limit; this route allows 1 MiB. */
export const SIMILARITY_BODY_LIMIT = 1_048_576

export { SimilarityResult }

export default async function similarityScore(app: FastifyInstance, { services }: { services: Pick<Services, 'config' | 'engines'> }) {
  app.post<{ Body: Static<typeof SimilarityBody> }>('/similarity_score', {
    bodyLimit: SIMILARITY_BODY_LIMIT,
    config: { operation: 'similarity_score' },
    schema: {
      operationId: 'similarity_score',
      summary: 'Similarity between two URLs or two texts',
      tags: ['Variant A'],
      body: SimilarityBody,
      response: { 200: Envelope(SimilarityResult, similarityResponse), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async (request) => {
    const { source, target, type = 'url', fresh } = request.body
    return ok(await run(opDeps(services), { source, target, type, fresh }, { signal: clientSignal(request) }))
  })
}
