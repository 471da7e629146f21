import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { Envelope, errorResponses } from '../schemas.ts'
import { notImplemented } from '../not-implemented.ts'

export const AdverseMediaBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 200, description: 'Entity name or URL' }),
  type: Type.Optional(Type.Union([Type.Literal('entity'), Type.Literal('url')], { default: 'entity' })),
})

export const AdverseMediaResult = Type.Object({
  adverse_media_found: Type.Boolean(),
  risk_score: Type.Number(),
  sources: Type.Array(Type.Object({
    url: Type.String(), title: Type.String(), date: Type.String(), summary: Type.String(),
  }, { additionalProperties: true })),
}, { additionalProperties: true })

export default async function adverseMediaCheck(app: FastifyInstance, { services: _services }: { services: Services }) {
  app.post<{ Body: Static<typeof AdverseMediaBody> }>('/adverse_media_check', {
    config: { operation: 'adverse_media_check', scope: 'read' },
    schema: {
      summary: 'Screen an entity name or URL for adverse media',
      tags: ['Variant A'],
      body: AdverseMediaBody,
      response: { 200: Envelope(AdverseMediaResult), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async () => notImplemented('adverse_media_check'))
}
