import type { FastifyInstance } from 'fastify'
import type { AppError } from '../../errors.ts'
import { logAppError, sendError, toAppError } from '../errors.ts'

export function renderB(err: AppError) {
  return { error: { code: err.code, message: err.publicMessage } }
}

/** Variant B error mapper and not-found handler: `{ error: { code, message } }`. */
export function installErrorsB(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const err = toAppError(error)
    logAppError(request, err)
    return sendError(reply, err, renderB(err))
  })
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } }))
}
