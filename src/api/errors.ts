import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, ErrorCodes, isAppError } from '../errors.ts'

interface AjvError { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> }

/** Names each failing field of a schema validation ("body.url", "query.domain"). */
function validationDetails(err: FastifyError & { validation?: AjvError[]; validationContext?: string }) {
  const where = (err.validationContext ?? 'body').replace('querystring', 'query')
  const fields = (err.validation ?? []).map((v) => {
    let path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
    if (v.keyword === 'required' && v.params?.missingProperty) path = [path, String(v.params.missingProperty)].filter(Boolean).join('.')
    let problem = v.message ?? 'is invalid'
    if (v.keyword === 'required') problem = 'is required'
    else if (v.keyword === 'enum' && Array.isArray(v.params?.allowedValues)) problem = `must be one of ${(v.params.allowedValues as unknown[]).join(', ')}`
    return { field: path ? `${where}.${path}` : where, problem }
  })
  return { fields }
}

/** Maps anything thrown in a request to an AppError — once, at the HTTP boundary (STYLE §4). */
export function toAppError(err: unknown): AppError {
  if (isAppError(err)) return err
  const e = err as FastifyError & { validation?: AjvError[] }
  if (e && Array.isArray(e.validation)) {
    const details = validationDetails(e)
    return new AppError('invalid_request', `Invalid request: ${details.fields.map((f) => `${f.field} ${f.problem}`).join('; ')}`, { details })
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return new AppError('payload_too_large', 'The request body is larger than the limit', { cause: err })
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return new AppError('unsupported_media_type', 'Send the body as application/json', { cause: err })
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return new AppError('invalid_request', 'The JSON body is empty', { cause: err })
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return new AppError('invalid_request', 'The body is not valid JSON', { cause: err })
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': return new AppError('invalid_request', 'Content-Length does not match the body', { cause: err })
  }
  if (e instanceof SyntaxError || e?.statusCode === 400) return new AppError('invalid_request', 'The request is malformed', { cause: err })
  if (e?.statusCode === 413) return new AppError('payload_too_large', undefined, { cause: err })
  if (e?.statusCode === 415) return new AppError('unsupported_media_type', undefined, { cause: err })
  return new AppError('internal', undefined, { cause: err })
}

/** Logs a failure at the right level; 5xx causes go only to the log, never to the client. */
export function logAppError(request: FastifyRequest, err: AppError) {
  // A target site or registry failing is the outside world's fault: a warning. Our own 5xx is an error.
  if (err.code === 'fetch_failed' || err.code === 'upstream_timeout') request.log.warn({ err: err.cause ?? err, code: err.code }, err.message)
  // A full waiting line is load, not a bug: a warning with its reason and size, no stack.
  else if (err.code === 'service_unavailable') request.log.warn({ code: err.code, details: err.details }, err.message)
  else if (err.status >= 500 && err.code !== 'not_implemented') request.log.error({ err: err.cause ?? err, code: err.code }, err.message)
  else request.log.info({ code: err.code, status: err.status }, err.message)
}

/** Sends an error with the status and headers of its code; the body comes from the surface. */
export function sendError(reply: FastifyReply, err: AppError, body: unknown) {
  if (err.headers) for (const [k, v] of Object.entries(err.headers)) reply.header(k, v)
  return reply.code(err.status).type('application/json; charset=utf-8').send(body)
}

/**
 * Installs a surface's error mapper and not-found handler: every failure, a 404 for an unknown route
 * included, goes through `render`, the surface's envelope.
 */
export function installErrorHandlers(app: FastifyInstance, render: (err: AppError) => unknown) {
  app.setErrorHandler((error, request, reply) => {
    const err = toAppError(error)
    logAppError(request, err)
    return sendError(reply, err, render(err))
  })
  app.setNotFoundHandler((request, reply) => {
    const err = new AppError('not_found', `No route ${request.method} ${request.url.split('?')[0]}`)
    return sendError(reply, err, render(err))
  })
}

export const documentedCodes = Object.keys(ErrorCodes)
