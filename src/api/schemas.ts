import { Type, type TSchema } from '@sinclair/typebox'

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

/** The Variant A success envelope; `example` is shown in the OpenAPI document. */
export const Envelope = <T extends TSchema>(data: T, example?: unknown) =>
  Type.Object({ success: Type.Literal(true), data }, example === undefined ? {} : { examples: [example] })

export { WarningSchema } from '../operations/variant-a/schemas.ts'

const errRefA = { $ref: 'ErrorA#' }
const errRefB = { $ref: 'ErrorB#' }

/** Documented failure responses of every authenticated operation. */
export function errorResponses(variant: 'A' | 'B', extra: number[] = []) {
  const ref = variant === 'A' ? errRefA : errRefB
  const out: Record<number, unknown> = {}
  for (const s of [400, 401, 413, 415, 429, 500, 501, ...extra]) out[s] = ref
  return out
}
