import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import type { Services } from '../../services.ts'
import { requestScope } from '../route-scopes.ts'

/** Who is calling: set by the auth hook, read by the handlers. */
export interface Principal {
  kind: 'api_key' | 'bearer'
  /** Rate-limit subject: the key id, or the OAuth grant (client and user). */
  subject: string
  /** Usage subject when it differs from `subject`: an OAuth application's calls are counted per app (`oauth:<client id>`). */
  usageSubject?: string
  keyId?: string
  userId?: string | null
  clientId?: string
  scopes: string[]
  rateLimitPerMinute: number | null
}

declare module 'fastify' {
  interface FastifyRequest { principal?: Principal }
  interface FastifyContextConfig { operation?: string }
}

/**
 * Why a bearer token was refused, as far as the server can tell without telling anything about tokens the caller
 * does not hold: `token_unknown` (never issued here, malformed, or purged after expiry), `token_expired`,
 * `token_revoked` (revoked, withdrawn, or its grant ended), `not_an_access_token` (a refresh token or code),
 * `wrong_audience` (issued for another resource server).
 */
export type BearerRefusalReason = 'token_unknown' | 'token_expired' | 'token_revoked' | 'not_an_access_token' | 'wrong_audience'

export const BEARER_REFUSAL_MESSAGES: Record<BearerRefusalReason | 'bearer_not_enabled', string> = {
  token_unknown: 'The bearer token is not an access token issued by this server (check it was copied whole; tokens are removed some time after they expire)',
  token_expired: 'The bearer token has expired; use the refresh token or authorize again',
  token_revoked: 'The bearer token has been revoked; authorize again',
  not_an_access_token: 'The bearer token is not an access token (a refresh token goes to /oauth/token, never to the API)',
  wrong_audience: 'The bearer token was issued for another resource server',
  bearer_not_enabled: 'OAuth bearer tokens are not accepted by this server; send X-API-Key',
}

/** Verifies an OAuth access token; provided by the authorization server when it is mounted. */
export type BearerVerifier = (token: string) => Promise<Principal | { refused: BearerRefusalReason }>

const realm = 'webintel'

function unauthorized(scheme: string, message = 'Missing or invalid credentials') {
  return new AppError('unauthorized', message, { headers: { 'WWW-Authenticate': scheme } })
}

function tooManyFailures(retryAfterMs: number) {
  return new AppError('rate_limited', 'Too many failed authentication attempts from this address; retry later', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
    details: { reason: 'auth_failures' },
  })
}

/**
 * Failed credentials per client address (WEBINTEL_AUTH_FAILURES_PER_MINUTE): the count is shared (the rate
 * limiter, Redis when configured); an address over it is remembered here until its window ends, so a blocked
 * address is refused before any credential is checked and a good request costs no extra round trip.
 */
function failureThrottle(services: Pick<Services, 'apiKeys' | 'config' | 'rateLimiter'>) {
  const blocked = new Map<string, number>()
  const limit = services.config.auth.authFailuresPerMinute
  return {
    blockedForMs(ip: string): number {
      const until = blocked.get(ip)
      if (until === undefined) return 0
      if (until > Date.now()) return until - Date.now()
      blocked.delete(ip)
      return 0
    },
    /** Counts a failure; returns the wait when the address has now used up its allowance. */
    async failed(ip: string): Promise<number> {
      const r = await services.rateLimiter.hit(`authfail:ip:${ip}`, limit, 60_000).catch(() => undefined)
      if (!r || r.allowed) return 0
      blocked.delete(ip)
      blocked.set(ip, Date.now() + r.resetMs)
      if (blocked.size > 10_000) blocked.delete(blocked.keys().next().value as string)
      return r.resetMs
    },
  }
}

/**
 * Variant A: X-API-Key, or Authorization: Bearer when a verifier is mounted. Variant B: X-API-Key and
 * X-Secret-Key, both required. For keys the response never says which part was wrong; the log does. A refused
 * bearer token is described (BEARER_REFUSAL_MESSAGES): its holder learns only about the token they sent.
 */
export function createAuthHook(services: Pick<Services, 'apiKeys' | 'config' | 'rateLimiter'>, mode: 'key' | 'key+secret', bearer?: () => BearerVerifier | undefined) {
  const challenge = mode === 'key'
    ? `ApiKey realm="${realm}", header="X-API-Key", Bearer realm="${realm}"`
    : `ApiKey realm="${realm}", header="X-API-Key", secret-header="X-Secret-Key"`
  const throttle = failureThrottle(services)
  const refuse = async (request: FastifyRequest, err: AppError): Promise<never> => {
    const wait = await throttle.failed(request.ip)
    throw wait > 0 ? tooManyFailures(wait) : err
  }
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    if (request.is404) return
    const waitMs = throttle.blockedForMs(request.ip)
    if (waitMs > 0) throw tooManyFailures(waitMs)
    const h = request.headers
    const apiKey = typeof h['x-api-key'] === 'string' ? h['x-api-key'] : undefined
    const auth = typeof h.authorization === 'string' ? h.authorization : undefined
    if (mode === 'key' && !apiKey && auth && /^bearer /i.test(auth)) {
      const verify = bearer?.()
      const principal = verify ? await verify(auth.slice(7).trim()) : { refused: 'bearer_not_enabled' as const }
      if ('refused' in principal) {
        // RFC 6750 §3: the challenge carries the same description as the body (plain ASCII, no quotes).
        const message = BEARER_REFUSAL_MESSAGES[principal.refused]
        request.log.info({ reason: principal.refused }, 'authentication refused')
        return refuse(request, new AppError('unauthorized', message, {
          headers: { 'WWW-Authenticate': `Bearer realm="${realm}", error="invalid_token", error_description="${message}"` },
          details: { reason: principal.refused },
        }))
      }
      checkScope(request, principal)
      request.principal = principal
      return
    }
    const secret = typeof h['x-secret-key'] === 'string' ? h['x-secret-key'] : undefined
    const check = await services.apiKeys.verify(apiKey, secret, mode === 'key+secret')
    if (!check.ok) {
      request.log.info({ reason: check.reason }, 'authentication refused')
      return refuse(request, unauthorized(challenge))
    }
    const principal: Principal = {
      kind: 'api_key', subject: check.key.id, keyId: check.key.id, userId: check.key.ownerId,
      scopes: check.key.scopes, rateLimitPerMinute: check.key.rateLimitPerMinute,
    }
    checkScope(request, principal)
    request.principal = principal
  }
}

/**
 * The route's scope from the route table (src/api/route-scopes.ts) against the key's or token's scopes: 403
 * insufficient_scope otherwise, with RFC 6750 §3.1's challenge for bearer tokens. A route missing from the table
 * cannot be registered; were one to get through, it would be refused here rather than allowed.
 */
function checkScope(request: FastifyRequest, principal: Principal): void {
  const needed = requestScope(request)
  if (needed && principal.scopes.includes(needed)) return
  const shown = needed ?? 'write'
  throw new AppError('insufficient_scope', `This operation needs the "${shown}" scope`, principal.kind === 'bearer'
    ? { headers: { 'WWW-Authenticate': `Bearer realm="${realm}", error="insufficient_scope", scope="${shown}"` } }
    : {})
}
