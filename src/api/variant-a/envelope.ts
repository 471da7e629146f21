import type { FastifyInstance } from 'fastify'
import type { AppError } from '../../errors.ts'
import { installErrorHandlers } from '../errors.ts'

export const ok = <T>(data: T) => ({ success: true as const, data })

export function renderA(err: AppError) {
  const error: { code: string; message: string; details?: Record<string, unknown> } = { code: err.code, message: err.publicMessage }
  if (err.details && (err.status < 500 || err.code === 'fetch_failed' || err.code === 'upstream_timeout' || err.isLineFull)) error.details = err.details
  return { success: false as const, error }
}

/** Variant A error mapper and not-found handler: `{ success: false, error: { code, message, details? } }`. */
export function installErrorsA(app: FastifyInstance) {
  installErrorHandlers(app, renderA)
}
