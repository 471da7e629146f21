import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { Envelope, WarningSchema, errorResponses } from '../schemas.ts'
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

export const MediaSource = Type.Object({
  url: Type.String(),
  title: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD, or "" when the source gave no date' }),
  summary: Type.String(),
  category: Type.Optional(Type.String({ description: 'The strongest adverse category, FATF-anchored taxonomy (additive; docs/media.md)' })),
  categories: Type.Array(Type.String(), { description: 'Adverse categories found (additive)' }),
  scheme_category: Type.Optional(Type.String({ description: 'category in the 14-category scheme (additive; docs/media.md)' })),
  stage: Type.Optional(Type.Union(['allegation', 'investigation', 'charge', 'settlement', 'conviction', 'acquittal'].map((s) => Type.Literal(s)), { description: 'How far the case has gone (additive)' })),
  role: Type.Optional(Type.String({ description: "The entity's role in the story; listed sources are always 'subject' (additive)" })),
  evidence: Type.Optional(Type.String({ description: 'The sentence that shows the wrongdoing (additive)' })),
  reasons: Type.Optional(Type.Array(Type.String(), { description: 'Why the story counts (additive)' })),
  text_source: Type.Optional(Type.Union([Type.Literal('article'), Type.Literal('snippet')], { description: "'article' when the page was read, 'snippet' when judged on the feed's headline and snippet (additive)" })),
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
  entity: Type.Optional(Type.Object({
    name: Type.String(), domain: Type.Optional(Type.String()),
    source: Type.Optional(Type.String({ description: "For type url: where the name came from (jsonld_legal_name, imprint, copyright, jsonld_name, og_site_name, registrant, title, domain; additive)" })),
  })),
  warnings: Type.Array(WarningSchema),
})

export default async function adverseMediaCheck(app: FastifyInstance, { services }: { services: Services }) {
  app.post<{ Body: Static<typeof AdverseMediaBody> }>('/adverse_media_check', {
    config: { operation: 'adverse_media_check' },
    schema: {
      operationId: 'adverse_media_check',
      summary: 'Screen an entity name or URL for adverse media',
      tags: ['Variant A'],
      body: AdverseMediaBody,
      response: { 200: Envelope(AdverseMediaResult, adverseMediaResponse), ...errorResponses('A', [422, 502, 504]) },
    },
  }, async (request) => {
    const { query, type, fresh } = request.body
    return ok(await run(opDeps(services), { query, type, fresh }, { signal: clientSignal(request) }))
  })
}
