import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, ErrorCodes, isAppError } from '../errors.ts'

export interface AjvError { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> }

const TYPE_NAMES: Record<string, string> = {
  string: 'a string', boolean: 'a boolean (true or false)', number: 'a number', integer: 'a whole number',
  object: 'an object', array: 'an array', null: 'null',
}

const list = (values: unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')

/** One schema keyword failure as the end of a sentence ("must be at most 200 characters"). */
export function problemOf(v: AjvError): string {
  const p = v.params ?? {}
  switch (v.keyword) {
    case 'required': return 'is required'
    case 'type': return `must be ${String(p.type).split(',').map((t) => TYPE_NAMES[t] ?? t).join(' or ')}`
    case 'minLength': return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`
    case 'maxLength': return `must be at most ${p.limit} characters`
    case 'minimum': return `must be at least ${p.limit}`
    case 'maximum': return `must be at most ${p.limit}`
    case 'exclusiveMinimum': return `must be more than ${p.limit}`
    case 'exclusiveMaximum': return `must be less than ${p.limit}`
    case 'minItems': return `must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}`
    case 'maxItems': return `must have at most ${p.limit} items`
    case 'uniqueItems': return 'must not repeat an item'
    case 'format': return `must be a valid ${p.format}`
    case 'pattern': return `must match the pattern ${p.pattern}`
    case 'additionalProperties': return `has an unknown field ${p.additionalProperty}`
    case 'enum': return `must be one of: ${list((p.allowedValues as unknown[]) ?? [])}`
    case 'const': return `must be ${list([p.allowedValue])}`
    default: return v.message ?? 'is invalid'
  }
}

interface FieldProblem { field: string; problem: string; allowed?: unknown[] }

/**
 * Names each failing field of a schema validation ("body.url", "query.domain") with one readable problem.
 * A union (anyOf) fails with one error per branch plus its own; they are collapsed into one sentence:
 * literal branches into "must be one of: url, text" (the values also in `allowed`), others joined with "or".
 */
function validationDetails(err: FastifyError & { validation?: AjvError[]; validationContext?: string }) {
  const where = (err.validationContext ?? 'body').replace('querystring', 'query')
  const byField = new Map<string, AjvError[]>()
  for (const v of err.validation ?? []) {
    let path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
    if (v.keyword === 'required' && v.params?.missingProperty) path = [path, String(v.params.missingProperty)].filter(Boolean).join('.')
    const field = path ? `${where}.${path}` : where
    byField.set(field, [...(byField.get(field) ?? []), v])
  }
  const fields: FieldProblem[] = []
  for (const [field, errors] of byField) {
    const union = errors.some((v) => v.keyword === 'anyOf' || v.keyword === 'oneOf')
    const parts = errors.filter((v) => v.keyword !== 'anyOf' && v.keyword !== 'oneOf')
    if (union && parts.length > 0 && parts.every((v) => v.keyword === 'const' || v.keyword === 'enum')) {
      const allowed = [...new Set(parts.flatMap((v) => (v.keyword === 'const' ? [v.params?.allowedValue] : ((v.params?.allowedValues as unknown[]) ?? []))))]
      fields.push({ field, problem: `must be one of: ${list(allowed)}`, allowed })
    } else if (union) {
      const problems = [...new Set(parts.map(problemOf))]
      fields.push({ field, problem: problems.length ? problems.join(' or ') : 'does not match any allowed form' })
    } else {
      for (const problem of new Set(parts.map(problemOf))) fields.push({ field, problem })
    }
  }
  return { fields }
}

/** "65,536 bytes (64 KiB)" — a body limit as a caller reads it. */
const bytesText = (n: number): string => `${n.toLocaleString('en-US')} bytes${n >= 1024 ? ` (${Number.isInteger(n / 1024) ? n / 1024 : (n / 1024).toFixed(1)} KiB)` : ''}`

/**
 * Maps anything thrown in a request to an AppError — once, at the HTTP boundary. `bodyLimit` is the route's
 * body limit in bytes, named in a 413 so the caller knows how far to trim.
 */
export function toAppError(err: unknown, bodyLimit?: number): AppError {
  if (isAppError(err)) return err
  const e = err as FastifyError & { validation?: AjvError[] }
  if (e && Array.isArray(e.validation)) {
    const details = validationDetails(e)
    return new AppError('invalid_request', `Invalid request: ${details.fields.map((f) => `${f.field} ${f.problem}`).join('; ')}`, { details })
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return bodyLimit
      ? new AppError('payload_too_large', `The request body is larger than this route's limit of ${bytesText(bodyLimit)}`, { cause: err, details: { limit_bytes: bodyLimit } })
      : new AppError('payload_too_large', 'The request body is larger than the limit', { cause: err })
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
  // A full waiting line or a server that is shutting down is load, not a bug: a warning with its reason, no stack.
  else if (err.isLineFull || err.code === 'service_unavailable') request.log.warn({ code: err.code, status: err.status, details: err.details }, err.message)
  else if (err.status >= 500 && err.code !== 'not_implemented') request.log.error({ err: err.cause ?? err, code: err.code }, err.message)
  else request.log.info({ code: err.code, status: err.status }, err.message)
}

/**
 * An engine refuses its input naming one field (`details.field: "domain"`, message "an IP address is not a domain");
 * the API lists every refused field as `details.fields` (docs/errors.md), so it adds that list: the field under
 * the part of the request it came from (`query.` on GET, `body.` otherwise) and the message as the problem, without
 * the field's name when the message starts with it. `details.field` stays for existing clients.
 */
export function withFieldList(err: AppError, method: string): AppError {
  const d = err.details
  if (err.code !== 'invalid_request' || typeof d?.field !== 'string' || d.fields !== undefined) return err
  const message = err.publicMessage
  const problem = message.startsWith(`${d.field} `) ? message.slice(d.field.length + 1) : message
  const fields = [{ field: `${method === 'GET' ? 'query' : 'body'}.${d.field}`, problem }]
  return new AppError('invalid_request', message, { cause: err.cause, details: { ...d, fields }, headers: err.headers })
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
    const err = withFieldList(toAppError(error, request.routeOptions?.bodyLimit), request.method)
    logAppError(request, err)
    return sendError(reply, err, render(err))
  })
  app.setNotFoundHandler((request, reply) => {
    const err = new AppError('not_found', noRouteMessage(app, request.method, request.url.split('?')[0]!))
    return sendError(reply, err, render(err))
  })
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** "No route GET /v1/scrape_metadata: it takes POST with a JSON body" when the path exists under another method. */
export function noRouteMessage(app: FastifyInstance, method: string, path: string): string {
  let others: string[] = []
  try { others = METHODS.filter((m) => m !== method && app.hasRoute({ method: m, url: path })) } catch { /* not a route pattern */ }
  if (!others.length) return `No route ${method} ${path}`
  return `No route ${method} ${path}: it takes ${others.join(' or ')}${others.includes('POST') ? ' with a JSON body' : ''}`
}

export const documentedCodes = Object.keys(ErrorCodes)
