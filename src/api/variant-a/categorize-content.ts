import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { categorizeContent as run } from '../../operations/categorize-content.ts'
import { opDeps } from '../op-deps.ts'
import { Envelope, WarningSchema, errorResponses } from '../schemas.ts'
import { ok } from './envelope.ts'
import { clientSignal } from '../client-gone.ts'
import { categorizeRequest, categorizeResponse } from '../docs/examples.ts'

export const CategorizeBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'Absolute http(s) URL of the page to categorize' }),
  custom_categories: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50, description: 'Up to 50 names (each ≤ 100 characters, no duplicates) used instead of the built-in taxonomy, zero-shot' })),
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass the page cache and fetch again' })),
}, { examples: [categorizeRequest] })

export const CategoryScore = Type.Object({
  name: Type.String(), confidence: Type.Number({ minimum: 0, maximum: 1 }),
  path: Type.Optional(Type.Array(Type.String(), { description: 'Built-in taxonomy: names from tier 1 down to this node, e.g. ["Attractions", "Casinos & Gambling"] (additive)' })),
})
export const Evidence = Type.Object({ category: Type.String(), terms: Type.Array(Type.String()) })

export const CategorizeResult = Type.Object({
  categories: Type.Array(CategoryScore, { description: 'Every candidate, best first; confidences in [0,1] summing to 1' }),
  dominant_category: Type.String(),
  language: Type.String({ description: 'ISO 639-1 language of the page, "und" when undetermined (additive)' }),
  evidence: Type.Array(Evidence, { description: 'Page words behind the top categories (additive)' }),
  source: Type.String({ description: 'embedded, llm or blend (additive)' }),
  url: Type.String({ description: 'The URL analysed, after redirects (additive)' }),
  warnings: Type.Array(WarningSchema),
})

export default async function categorizeContent(app: FastifyInstance, { services }: { services: Services }) {
  app.post<{ Body: Static<typeof CategorizeBody> }>('/categorize_content', {
    config: { operation: 'categorize_content' },
    schema: {
      operationId: 'categorize_content',
      summary: 'Categorize the content of a URL',
      tags: ['Variant A'],
      body: CategorizeBody,
      response: { 200: Envelope(CategorizeResult, categorizeResponse), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async (request) => {
    const { url, custom_categories: custom, fresh } = request.body
    return ok(await run(opDeps(services), { url, customCategories: custom, fresh }, { signal: clientSignal(request) }))
  })
}
