import { sanctionsCheckRequest } from '../docs/examples.ts'
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Services } from '../../services.ts'
import { Envelope, errorResponses, shared } from '../schemas.ts'
import { ok } from './envelope.ts'
import { screenNames } from '../../operations/sanctions-check.ts'
import { opDeps } from '../op-deps.ts'
import { chargeExtra } from '../plugins/rate-limit.ts'

const SchemaName = Type.Union(['Person', 'Organization', 'Company', 'LegalEntity', 'Vessel', 'Aircraft', 'Airplane'].map((s) => Type.Literal(s)), { description: 'Kind of entity screened; a Person is only compared with listed persons, anything else only with non-persons' })

const QueryFields = {
  query: Type.String({ minLength: 1, maxLength: 300, description: 'Name to screen (any script)' }),
  schema: Type.Optional(SchemaName),
  birth_date: Type.Optional(Type.String({ pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$', description: 'YYYY, YYYY-MM or YYYY-MM-DD: supporting or contradicting evidence' })),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 nationality or country: supporting or contradicting evidence' })),
  threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Lowest score returned (default 0.70)' })),
  lists: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50, description: 'Screen only these lists (names as imported; default every loaded list)' })),
}
/** One name to screen; also the item of a `sanctions_check` batch job. */
export const QueryItem = Type.Object(QueryFields, { additionalProperties: false })

export const SanctionsCheckBody = Type.Object({
  ...QueryFields,
  query: Type.Optional(QueryFields.query),
  queries: Type.Optional(Type.Array(QueryItem, { minItems: 1, maxItems: 100, description: 'Up to 100 names screened in one call (instead of `query`)' })),
}, { description: 'Either `query` (with its options) or `queries`', examples: [sanctionsCheckRequest] })

const TokenMatch = Type.Object({ query: Type.String(), matched: Type.Union([Type.String(), Type.Null()]), similarity: Type.Number(), how: Type.String() })
const Explanation = Type.Object({
  name_score: Type.Number({ description: 'Score of the names alone, before birth date and country' }),
  query_coverage: Type.Number(),
  name_coverage: Type.Number(),
  information: Type.Number({ description: 'Rarity (IDF) of the matched name parts' }),
  conflict: Type.Number({ description: 'Share of the name weight in contradicting parts' }),
  tokens: Type.Array(TokenMatch),
  alias: Type.Object({ kind: Type.String(), effect: Type.Number() }),
  birth_date: Type.Object({ effect: Type.Number(), detail: Type.String() }),
  country: Type.Object({ effect: Type.Number(), detail: Type.String() }),
  pivot: Type.Optional(Type.Object({
    id: Type.String(), list: Type.String(), name: Type.String(), score: Type.Number(),
  }, { description: 'Present when the match was found through another listed entity whose original-script name matched the query: its id, list, the Latin name searched and the pivot score' })),
})
const Match = Type.Object({
  id: Type.String({ description: 'Source id (ofac-…, unsc-…, eu-fsf-…, gb-fcdo-…, or the OpenSanctions entity id)' }),
  list: Type.String(),
  schema: Type.String({ description: 'Kind of the listed entity as the list gave it: Person, Organization, Company, LegalEntity (FollowTheMoney lists), Vessel or Aircraft' }),
  name: Type.String({ description: 'Primary listed name' }),
  matched_name: Type.String({ description: 'The listed name or alias that matched' }),
  score: Type.Number({ minimum: 0, maximum: 1 }),
  explanation: Explanation,
  programs: Type.Array(Type.String()),
  topics: Type.Array(Type.String()),
  birth_dates: Type.Array(Type.String()),
  countries: Type.Array(Type.String()),
  list_date: Type.Union([Type.String(), Type.Null()]),
})
export const SanctionsResult = Type.Object({
  query: Type.String(),
  match_found: Type.Boolean(),
  threshold: Type.Number(),
  lists_screened: Type.Array(Type.String()),
  matches: Type.Array(Match),
}, { $id: 'SanctionsResult' })

export { mapSanctionsResult } from '../../operations/sanctions-check.ts'

export default async function sanctionsCheckRoute(app: FastifyInstance, { services }: { services: Pick<Services, 'config' | 'engines' | 'rateLimiter' | 'usage'> }) {
  app.post<{ Body: Static<typeof SanctionsCheckBody> }>('/sanctions_check', {
    config: { operation: 'sanctions_check' },
    schema: {
      operationId: 'sanctions_check',
      summary: 'Screen names against the loaded sanctions and PEP lists',
      description: 'Offline screening against the lists imported with `webintel sanctions import` (docs/sanctions.md). Send `query` or `queries` (up to 100). Each name of `queries` counts as one request against the rate limit.',
      tags: ['Variant A'],
      body: SanctionsCheckBody,
      response: {
        200: Envelope(Type.Union([shared(SanctionsResult), Type.Object({ results: Type.Array(shared(SanctionsResult)) })])),
        ...errorResponses('A', [503]),
      },
    },
  }, async (request, reply) => {
    // Each name of `queries` counts as a request against the key's limit and in usage, all-or-nothing
    // (docs/sanctions.md, "Rate limits"): 100 names in one call would otherwise cost what one does.
    return ok(await screenNames(opDeps(services), request.body, { beforeScreening: (names) => chargeExtra(services, request, reply, names - 1, 'sanctions_check', 'names') }))
  })
}
