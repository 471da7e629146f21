import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type {} from '@fastify/swagger'
import { randomBytes } from 'node:crypto'
import type { Services } from './services.ts'
import { SHARED_SCHEMAS } from './api/shared-schemas.ts'
import variantA from './api/variant-a/index.ts'
import variantB from './api/variant-b/index.ts'
import ops from './api/ops.ts'
import { registerDocs } from './api/docs/index.ts'
import landing from './api/landing.ts'
import { base58 } from './text/ids.ts'
import type { BearerVerifier } from './api/plugins/authenticate.ts'
import { installErrorsA } from './api/variant-a/envelope.ts'
import { trackClient } from './api/client-gone.ts'
import { answerClientError, answerFrameworkError } from './api/client-error.ts'
import { installJsonBodyParser } from './api/json-body.ts'
import { AppError } from './errors.ts'
import portal from './portal/index.ts'
import oauthRoutes from './api/oauth/index.ts'
import mcpRoutes from './api/mcp/index.ts'
import { bearerVerifier } from './api/oauth/user-data.ts'
import { createSessionKit } from './portal/session.ts'
import { metricsAccess, observeRequest, renderMetrics } from './metrics/http.ts'
import { guardConnections, serverOptions } from './server/connections.ts'

export interface BuildAppOptions {
  /** The process logger (pino); when absent the app logs nothing. */
  logger?: import('pino').Logger
  /** Supplies the OAuth bearer verifier once the authorization server is mounted. */
  bearer?: () => BearerVerifier | undefined
  /** Native TLS: the server's key, certificate and policy (src/server/tls.ts secureContextOptions). */
  https?: import('node:tls').SecureContextOptions
}

/**
 * One access-log line per request, written when it completes (request, status, response time), instead of
 * Fastify's "incoming request" + "request completed" pair: half the log volume at `info`.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}

/** Logged and counted for a request whose client hung up before the answer (nginx's convention). */
const CLIENT_CLOSED_REQUEST = 499

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

function hstsValue(tls: { hstsMaxAgeSeconds: number; hstsIncludeSubdomains: boolean }): string | undefined {
  if (tls.hstsMaxAgeSeconds === 0) return undefined
  return `max-age=${tls.hstsMaxAgeSeconds}${tls.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`
}

/** Builds the app from its services; never listens itself. */
export async function buildApp(services: Services, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const cfg = services.config.core
  const app: FastifyInstance = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    ...(opts.https ? { https: opts.https } : {}),
    bodyLimit: cfg.bodyLimitBytes,
    // Fastify's defaults are unlimited; a slow client must not hold a socket forever.
    connectionTimeout: cfg.requestTimeoutMs + 5000,
    requestTimeout: cfg.requestTimeoutMs,
    keepAliveTimeout: cfg.keepAliveTimeoutMs,
    // A short limit for sockets that have not sent a complete request head (src/server/connections.ts).
    http: serverOptions(services.config.connections),
    maxRequestsPerSocket: 0,
    trustProxy: cfg.trustProxy,
    // While closing, requests still arriving on open connections get 503 from the onRequest hook below, in the
    // envelope (Fastify's own 503 has another body).
    return503OnClosing: false,
    logController: new AccessLog(),
    forceCloseConnections: 'idle',
    requestIdHeader: false, // genReqId reads it and keeps only safe values
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : `req_${base58(randomBytes(12))}`
    },
    // Errors before routing answer in the documented envelope too (src/api/client-error.ts).
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true, useDefaults: true } },
  }) as unknown as FastifyInstance
  // Connection caps, total and per client address (docs/fetch.md "Limits"). On close, sockets that never sent
  // a request are closed at once: the server's close would otherwise wait for their head timeout.
  const connections = guardConnections(app.server, services.config.connections, services.log)
  app.addHook('preClose', async () => connections.closeSilent())
  // Only JSON bodies on the API (and forms in the portal's own scope): text/plain gets 415, not a schema error.
  app.removeContentTypeParser('text/plain')
  // UTF-8 JSON only, bounded nesting, no prototype keys; every refusal names its rule (src/api/json-body.ts).
  installJsonBodyParser(app)

  /** Request rate and latency per operation (route pattern when a route has no operation name). */
  const observe = (request: FastifyRequest, reply: FastifyReply, statusCode: number): void => {
    const route = request.is404 ? undefined : request.routeOptions
    observeRequest(services.metrics, { method: request.method, operation: route?.config?.operation ?? route?.url, statusCode, seconds: reply.elapsedTime / 1000 })
  }
  let closing = false
  app.addHook('preClose', async () => { closing = true })
  const hsts = hstsValue(services.config.tls)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
    // RFC 6797 §7.2: only over https (native TLS, or a trusted proxy's X-Forwarded-Proto), never over plain http.
    if (hsts && request.protocol === 'https') reply.header('Strict-Transport-Security', hsts)
    if (closing) {
      reply.header('Connection', 'close')
      throw new AppError('service_unavailable', 'The server is shutting down; retry on another connection', { details: { reason: 'shutting_down' } })
    }
    // A client that hangs up before the answer gets neither onResponse nor the access line (nor Fastify's
    // onRequestAbort once a body was read): both are written here, under status 499 (client closed request,
    // as nginx logs it), so no request goes unaccounted, and the work done for it is cancelled (client-gone.ts).
    // An answer that was sent has finished by 'close'.
    const client = trackClient(request)
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return
      client.abort(new Error('the client closed the connection before the answer'))
      observe(request, reply, CLIENT_CLOSED_REQUEST)
      request.log.info({ req: request, res: { statusCode: CLIENT_CLOSED_REQUEST }, responseTime: reply.elapsedTime }, 'request aborted by the client')
    })
  })
  app.addHook('onResponse', async (request, reply) => {
    observe(request, reply, reply.statusCode)
  })
  if (services.metricsConfig.enabled) {
    const allowed = metricsAccess(services.metricsConfig.token)
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const forwarded = request.headers.forwarded !== undefined || request.headers['x-forwarded-for'] !== undefined
      if (!allowed(request.headers.authorization, request.socket.remoteAddress, forwarded)) {
        return reply.code(404).send({ success: false, error: { code: 'not_found', message: 'No route GET /metrics' } })
      }
      const m = await renderMetrics(services.metrics)
      return reply.type(m.contentType).send(m.body)
    })
  }
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema)

  // Errors outside the two surfaces (health, docs, unknown prefixes) use the Variant A shape.
  installErrorsA(app)

  if (cfg.corsOrigins && cfg.corsOrigins.length > 0) {
    const cors = (await import('@fastify/cors')).default
    await app.register(cors, {
      origin: cfg.corsOrigins.includes('*') ? '*' : cfg.corsOrigins,
      allowedHeaders: ['Content-Type', 'X-API-Key', 'X-Secret-Key', 'Authorization', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'RateLimit', 'RateLimit-Policy', 'Retry-After'],
    })
  }

  await registerDocs(app, services)

  await app.register(ops, { services })
  await app.register(landing)
  // Portal and authorization server share the cookie session; the default issuer needs the bound port.
  app.addHook('onListen', async () => {
    const addr = app.server.address()
    if (addr && typeof addr === 'object') services.bindPort(addr.port)
  })
  const kit = createSessionKit(services)
  await app.register(portal, { services, kit })
  await app.register(oauthRoutes, { services, kit })
  const bearer = bearerVerifier(services)
  await app.register(variantA, { prefix: '/v1', services, bearer: opts.bearer ?? (() => bearer) })
  await app.register(variantB, { prefix: '/api', services })
  await app.register(mcpRoutes, { prefix: '/mcp', services, bearer: opts.bearer ?? (() => bearer) })
  return app
}
