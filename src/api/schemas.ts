import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox'

/** Shared schema pieces; the OpenAPI document is generated from these. */
export const ErrorBodyA = Type.Object({
  success: Type.Literal(false),
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.Object({}, { additionalProperties: true })),
  }),
}, { $id: 'ErrorA', description: 'Variant A failure envelope' })

export const ErrorBodyB = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
}, { $id: 'ErrorB', description: 'Variant B failure body' })

/**
 * A schema that several answers carry, by reference: it is registered once with `app.addSchema` (src/api/shared-schemas.ts;
 * it needs an `$id`) and every route schema points at it, so /openapi.json has one component and the SDK one named
 * type instead of a copy per route.
 */
export function shared<T extends TSchema>(schema: T): TUnsafe<Static<T>> {
  if (typeof schema.$id !== 'string') throw new Error('a shared schema needs an $id')
  return Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` })
}

/** The Variant A success envelope; `example` is shown in the OpenAPI document. */
export const Envelope = <T extends TSchema>(data: T, example?: unknown) =>
  Type.Object({ success: Type.Literal(true), data }, example === undefined ? {} : { examples: [example] })

export { WarningSchema } from '../operations/variant-a/schemas.ts'

const errRefA = { $ref: 'ErrorA#' }
const errRefB = { $ref: 'ErrorB#' }

/**
 * Documented failure responses of every authenticated operation: 403 because every route needs a scope
 * (insufficient_scope), 503 because any of them may meet a database outage or a shutdown.
 */
export function errorResponses(variant: 'A' | 'B', extra: number[] = []) {
  const ref = variant === 'A' ? errRefA : errRefB
  const out: Record<number, unknown> = {}
  for (const s of [400, 401, 403, 413, 415, 429, 500, 501, 503, ...extra]) out[s] = ref
  return out
}
