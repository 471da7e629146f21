import type { FastifyInstance } from 'fastify'
import type { AppError } from '../../errors.ts'
import { installErrorHandlers } from '../errors.ts'

export function renderB(err: AppError) {
  return { error: { code: err.code, message: err.publicMessage } }
}

/** Variant B error mapper and not-found handler: `{ error: { code, message } }`. */
export function installErrorsB(app: FastifyInstance) {
  installErrorHandlers(app, renderB)
}
