import type { FastifyInstance } from 'fastify'
import type { AppError } from '../../errors.ts'
import { installErrorHandlers } from '../errors.ts'

export const ok = <T>(data: T) => ({ success: true as const, data })

/** 5xx codes whose details are public (the target's status, a waiting line's reason and size); other 5xx keep them in the log. */
export const PUBLIC_DETAILS: ReadonlySet<string> = new Set(['fetch_failed', 'upstream_timeout', 'service_unavailable'])

export function renderA(err: AppError) {
  const error: { code: string; message: string; details?: Record<string, unknown> } = { code: err.code, message: err.publicMessage }
  if (err.details && (err.status < 500 || PUBLIC_DETAILS.has(err.code) || err.isLineFull)) error.details = err.details
  return { success: false as const, error }
}

/** Variant A error mapper and not-found handler: `{ success: false, error: { code, message, details? } }`. */
export function installErrorsA(app: FastifyInstance) {
  installErrorHandlers(app, renderA)
}
