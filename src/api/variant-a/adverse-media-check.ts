import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { Envelope, WarningSchema, errorResponses } from '../schemas.ts'
import { notImplemented } from '../not-implemented.ts'
import { ok } from './envelope.ts'
import { clientSignal } from '../client-gone.ts'

export const AdverseMediaBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 200, description: 'Entity name or URL' }),
  type: Type.Optional(Type.Union([Type.Literal('entity'), Type.Literal('url')], { default: 'entity' })),
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass the result cache' })),
})

export const MediaSource = Type.Object({
  url: Type.String(),
  title: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD, or "" when the source gave no date' }),
  summary: Type.String(),
  categories: Type.Array(Type.String(), { description: 'Adverse categories found (additive)' }),
  relevance: Type.Number({ description: 'How surely the entity is the subject, 0–1 (additive)' }),
  severity: Type.Optional(Type.Number()),
  risk: Type.Optional(Type.Number()),
  outlets: Type.Optional(Type.Array(Type.String())),
})

export const AdverseMediaResult = Type.Object({
  adverse_media_found: Type.Boolean(),
  risk_score: Type.Number(),
  sources: Type.Array(MediaSource),
  screened_count: Type.Number({ description: 'Articles screened, including those not listed (additive)' }),
  entity: Type.Optional(Type.Object({ name: Type.String(), domain: Type.Optional(Type.String()) })),
  warnings: Type.Array(WarningSchema),
})

export default async function adverseMediaCheck(app: FastifyInstance, { services }: { services: Services }) {
  app.post<{ Body: Static<typeof AdverseMediaBody> }>('/adverse_media_check', {
    config: { operation: 'adverse_media_check', scope: 'read' },
    schema: {
      summary: 'Screen an entity name or URL for adverse media',
      tags: ['Variant A'],
      body: AdverseMediaBody,
      response: { 200: Envelope(AdverseMediaResult), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async (request) => {
    const media = services.engines.media ?? notImplemented('adverse_media_check')
    const { query, type, fresh } = request.body
    return ok(await media.check({ query, type: type ?? 'entity' }, { fresh, signal: clientSignal(request) }))
  })
}
