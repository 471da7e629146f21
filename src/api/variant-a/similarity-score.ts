import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { parseHttpUrl } from '../../fetch/target.ts'
import { loadPage } from '../../analysis/page.ts'
import { Envelope, WarningSchema, errorResponses } from '../schemas.ts'
import { ok } from './envelope.ts'
import { clientSignal } from '../client-gone.ts'
import { AppError } from '../../errors.ts'
import { MAX_TEXT_CHARS } from '../../intel/similarity/engine.ts'

export const SimilarityBody = Type.Object({
  source: Type.String({ minLength: 1, description: 'Source URL or text (text: up to 100,000 characters)' }),
  target: Type.String({ minLength: 1, description: 'Target URL or text (text: up to 100,000 characters)' }),
  type: Type.Optional(Type.Union([Type.Literal('url'), Type.Literal('text')], { default: 'url' })),
  fresh: Type.Optional(Type.Boolean({ description: 'type url: bypass the page cache' })),
})

export const SimilarityResult = Type.Object({
  similarity_score: Type.Number({ minimum: 0, maximum: 1, description: 'Closeness in [0,1]; bands explained in docs/intel.md' }),
  common_topics: Type.Array(Type.String(), { description: 'Shared topics and key phrases, best first, at most 10' }),
  source: Type.String({ description: 'embedded, llm or blend (additive)' }),
  warnings: Type.Array(WarningSchema),
})

/** Two texts of up to 100,000 characters exceed the default 64 KiB body limit; this route allows 1 MiB. */
export const SIMILARITY_BODY_LIMIT = 1_048_576

export default async function similarityScore(app: FastifyInstance, { services }: { services: Services }) {
  app.post<{ Body: Static<typeof SimilarityBody> }>('/similarity_score', {
    bodyLimit: SIMILARITY_BODY_LIMIT,
    config: { operation: 'similarity_score', scope: 'read' },
    schema: {
      summary: 'Similarity between two URLs or two texts',
      tags: ['Variant A'],
      body: SimilarityBody,
      response: { 200: Envelope(SimilarityResult), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async (request) => {
    const { source, target, type = 'url', fresh } = request.body
    if (type === 'text') {
      // Checked here, not in the engine, so the message names the field the caller sent.
      for (const [field, text] of [['source', source], ['target', target]] as const) {
        if (text.length > MAX_TEXT_CHARS) throw new AppError('payload_too_large', `${field} is longer than ${MAX_TEXT_CHARS} characters`, { details: { field, limit: MAX_TEXT_CHARS, length: text.length } })
      }
    }
    const intel = await services.engines.intel()
    if (type === 'text') {
      const r = await intel.similarity(source, target)
      return ok({ ...r, warnings: r.warnings ?? [] })
    }
    const [a, b] = [parseHttpUrl(source), parseHttpUrl(target)]
    const signal = clientSignal(request)
    const [pa, pb] = await Promise.all([loadPage(services.engines.fetcher, a.href, { fresh, signal }), loadPage(services.engines.fetcher, b.href, { fresh, signal })])
    const r = await intel.similarity(pa.signals, pb.signals)
    return ok({ ...r, warnings: r.warnings ?? [] })
  })
}
