import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services.ts'
import { BEARER_REFUSAL_MESSAGES, type BearerRefusalReason, type BearerVerifier } from '../plugins/authenticate.ts'
import { scopeOf } from '../route-scopes.ts'
import { appUsageSubject } from '../../auth/usage.ts'

const realm = 'webintel'


/** Bearer verifier for Variant A and /user_data (RFC 6750): active access token of this API's audience. */
export function bearerVerifier(services: Pick<Services, 'accounts' | 'config' | 'oauth' | 'rateLimiter'>) {
  const REASONS: Record<string, BearerRefusalReason> = {
    unknown: 'token_unknown', revoked: 'token_revoked', expired: 'token_expired', not_access: 'not_an_access_token', other_audience: 'wrong_audience',
  }
  return async (token: string): ReturnType<BearerVerifier> => {
    const r = await services.oauth.checkAccessToken(token)
    if (!r.ok) return { refused: REASONS[r.reason]! }
    const t = r.rec
    return { kind: 'bearer', subject: `oauth:${t.clientId}:${t.userId}`, usageSubject: appUsageSubject(t.clientId), userId: t.userId, clientId: t.clientId, scopes: t.scopes, rateLimitPerMinute: null }
  }
}

/**
 * GET /user_data (docs/oauth.md): `{ id, email, name, created_at, scopes, client_id }` for the token's user.
 * Token only in the Authorization header (RFC 6750 §2.1; the query form §2.3 is refused — AS-16).
 */
export function userData(app: FastifyInstance, services: Pick<Services, 'accounts' | 'config' | 'oauth' | 'rateLimiter'>) {
  const verify = bearerVerifier(services)
  const bearerError = { type: 'object', properties: { error: { type: 'string' }, error_description: { type: 'string' } } }
  const schema = {
    operationId: 'user_data',
    summary: 'The user behind an OAuth access token',
    description: 'Needs `Authorization: Bearer <access token>` with scope `read` (docs/oauth.md).',
    tags: ['oauth'],
    security: [{ Bearer: [] }],
    response: {
      200: {
        type: 'object',
        required: ['id', 'email', 'name', 'created_at', 'scopes', 'client_id'],
        properties: {
          id: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' }, scopes: { type: 'array', items: { type: 'string' } }, client_id: { type: 'string' },
        },
        examples: [{ id: 'usr_3kdP9x', email: 'ada@example.com', name: 'Ada', created_at: '2026-11-01T09:30:00.000Z', scopes: ['read'], client_id: 'cli_7Hn2Qw' }],
      },
      401: bearerError, 403: bearerError, 429: bearerError,
    },
  }
  app.get('/user_data', { schema }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    const auth = request.headers.authorization
    const fail = (status: 401 | 403, header: string, error?: string, description?: string) => {
      reply.code(status).header('WWW-Authenticate', header)
      return error ? { error, error_description: description } : { error: 'invalid_request', error_description: 'send the access token in the Authorization header' }
    }
    if (typeof auth !== 'string' || !/^bearer /i.test(auth)) return fail(401, `Bearer realm="${realm}"`)
    const principal = await verify(auth.slice(7).trim())
    if ('refused' in principal) return fail(401, `Bearer realm="${realm}", error="invalid_token"`, 'invalid_token', BEARER_REFUSAL_MESSAGES[principal.refused])
    const needed = scopeOf('GET', '/user_data') ?? 'write'
    if (!principal.scopes.includes(needed)) return fail(403, `Bearer realm="${realm}", error="insufficient_scope", scope="${needed}"`, 'insufficient_scope', `this needs the "${needed}" scope`)
    // Same per-principal budget as Variant A calls with this token (RateLimit fields, draft-ietf-httpapi-ratelimit-headers).
    const limit = services.config.core.rateLimitPerMinute
    const r = await services.rateLimiter.hit(principal.subject, limit, 60_000).catch(() => undefined)
    if (r) {
      const resetS = Math.max(1, Math.ceil(r.resetMs / 1000))
      reply.header('RateLimit-Policy', `"default";q=${limit};w=60`).header('RateLimit', `"default";r=${r.remaining};t=${resetS}`)
      if (!r.allowed) {
        reply.code(429).header('Retry-After', String(resetS))
        return { error: 'temporarily_unavailable', error_description: `rate limit of ${limit} requests per minute exceeded; retry in ${resetS} s` }
      }
    }
    const user = await services.accounts.findUser(principal.userId!)
    if (!user) return fail(401, `Bearer realm="${realm}", error="invalid_token"`, 'invalid_token', 'the user no longer exists')
    return { id: user.id, email: user.email, name: user.name, created_at: user.createdAt, scopes: principal.scopes, client_id: principal.clientId }
  })
}
