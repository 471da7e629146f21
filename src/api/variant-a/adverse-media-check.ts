import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { MediaSource, AdverseMediaResult } from '../../operations/variant-a/schemas.ts'
import type { Services } from '../../services.ts'
import { Envelope, errorResponses, shared } from '../schemas.ts'
import { adverseMediaCheck as run } from '../../operations/adverse-media-check.ts'
import { opDeps } from '../op-deps.ts'
import { ok } from './envelope.ts'
import { clientSignal } from '../client-gone.ts'
import { adverseMediaRequest, adverseMediaResponse } from '../docs/examples.ts'

export const AdverseMediaBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 200, description: 'Entity name or URL' }),
  type: Type.Optional(Type.Union([Type.Literal('entity'), Type.Literal('url')], { default: 'entity' })),
  fresh: Type.Optional(Type.Boolean({ description: 'Bypass the result cache' })),
}, { examples: [adverseMediaRequest] })

export { MediaSource, AdverseMediaResult }

export default async function adverseMediaCheck(app: FastifyInstance, { services }: { services: Pick<Services, 'config' | 'engines'> }) {
  app.post<{ Body: Static<typeof AdverseMediaBody> }>('/adverse_media_check', {
    config: { operation: 'adverse_media_check' },
    schema: {
      operationId: 'adverse_media_check',
      summary: 'Screen an entity name or URL for adverse media',
      tags: ['Variant A'],
      body: AdverseMediaBody,
      response: { 200: Envelope(shared(AdverseMediaResult), adverseMediaResponse), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async (request) => {
    const { query, type, fresh } = request.body
    return ok(await run(opDeps(services), { query, type, fresh }, { signal: clientSignal(request) }))
  })
}
