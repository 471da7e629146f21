import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { CategoryScore, Evidence, CategorizeResult } from '../../operations/variant-a/schemas.ts'
import type { Services } from '../../services.ts'
import { categorizeContent as run } from '../../operations/categorize-content.ts'
import { opDeps } from '../op-deps.ts'
import { Envelope, errorResponses } from '../schemas.ts'
import { ok } from './envelope.ts'
import { clientSignal } from '../client-gone.ts'
import { categorizeRequest, categorizeResponse } from '../docs/examples.ts'

export const CategorizeBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'Absolute http(s) URL of the page to categorize' }),
  custom_categories: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50, description: 'Up to 50 names (each ≤ 100 characters, no duplicates) used instead of the built-in taxonomy, zero-shot' })),
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass the page cache and fetch again' })),
}, { examples: [categorizeRequest] })

export { CategoryScore, Evidence, CategorizeResult }

export default async function categorizeContent(app: FastifyInstance, { services }: { services: Pick<Services, 'config' | 'engines'> }) {
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
