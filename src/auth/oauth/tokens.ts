import type { OAuthClientRecord, OAuthTokenRecord } from '../../store/ports.ts'
import { OAuthError } from './errors.ts'
import type { OAuthCtx } from './context.ts'

/** Why a token of this server is no longer good for our resources, or undefined when it is. */
function lapse(ctx: OAuthCtx, t: OAuthTokenRecord): 'revoked' | 'expired' | 'other_audience' | undefined {
  if (t.revokedAt || t.usedAt) return 'revoked'
  if (Date.parse(t.expiresAt) <= ctx.now().getTime()) return 'expired'
  if (t.audience !== ctx.audience()) return 'other_audience'
  return undefined
}
const active = (ctx: OAuthCtx, t: OAuthTokenRecord) => lapse(ctx, t) === undefined

async function find(ctx: OAuthCtx, token: string | undefined) {
  if (!token) throw new OAuthError('invalid_request', 'token is missing')
  return token.length <= 100 ? ctx.store.findToken(ctx.hash('token', token)) : null
}

const HINTS = ['access_token', 'refresh_token']

/**
 * RFC 7009 (AS-18): unknown or invalid tokens answer 200; revoking a refresh token revokes the whole
 * grant (its access tokens too); a token of another client is refused and left alone.
 */
export async function revoke(ctx: OAuthCtx, client: OAuthClientRecord, p: Map<string, string>): Promise<void> {
  const hint = p.get('token_type_hint')
  if (hint !== undefined && !HINTS.includes(hint)) throw new OAuthError('unsupported_token_type', 'token_type_hint must be access_token or refresh_token')
  const rec = await find(ctx, p.get('token'))
  if (!rec) return
  if (rec.clientId !== client.id) throw new OAuthError('invalid_request', 'the token was not issued to this client')
  if (rec.kind === 'refresh') await ctx.store.revokeGrant(rec.grantId, ctx.now())
  else await ctx.store.revokeToken(rec.tokenHash, ctx.now())
}

/** RFC 7662 (AS-19): `{active:false}` and nothing else for invalid, expired, revoked or other clients' tokens. */
export async function introspect(ctx: OAuthCtx, client: OAuthClientRecord, p: Map<string, string>): Promise<Record<string, unknown>> {
  const rec = await find(ctx, p.get('token'))
  if (!rec || rec.clientId !== client.id || !active(ctx, rec)) return { active: false }
  return {
    active: true,
    scope: rec.scopes.join(' '),
    client_id: rec.clientId,
    sub: rec.userId,
    aud: rec.audience,
    iss: ctx.issuer(),
    iat: Math.floor(Date.parse(rec.createdAt) / 1000),
    exp: Math.floor(Date.parse(rec.expiresAt) / 1000),
    token_type: rec.kind === 'access' ? 'Bearer' : 'refresh_token',
  }
}

/** Why a bearer token is refused; known only for a token this server issued (holding it proves nothing else). */
export type AccessTokenRefusal = 'unknown' | 'revoked' | 'expired' | 'not_access' | 'other_audience'

/**
 * Resource-server check of a bearer access token (RFC 6750; AS-16, AS-22): active, access kind, our audience.
 * A refusal says which of these failed; a token the store does not hold (never issued, or purged after expiry)
 * is `unknown`, so nothing is told about tokens the caller does not already hold.
 */
export async function checkAccessToken(ctx: OAuthCtx, token: string): Promise<{ ok: true; rec: OAuthTokenRecord } | { ok: false; reason: AccessTokenRefusal }> {
  if (!token || token.length > 100) return { ok: false, reason: 'unknown' }
  const rec = await ctx.store.findToken(ctx.hash('token', token))
  if (!rec) return { ok: false, reason: 'unknown' }
  if (rec.kind !== 'access') return { ok: false, reason: 'not_access' }
  const reason = lapse(ctx, rec)
  return reason ? { ok: false, reason } : { ok: true, rec }
}

export async function verifyAccessToken(ctx: OAuthCtx, token: string): Promise<OAuthTokenRecord | null> {
  const r = await checkAccessToken(ctx, token)
  return r.ok ? r.rec : null
}
