import { createHash, timingSafeEqual } from 'node:crypto'
import type { OAuthClientRecord, OAuthCodeRecord, OAuthTokenRecord } from '../../store/ports.ts'
import { OAuthError } from './errors.ts'
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_IDLE_TTL_S, addSeconds, parseScope, randomToken, type OAuthCtx } from './context.ts'

export interface TokenResponse {
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  refresh_token: string
  scope: string
}

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/

/** RFC 7636 §4.6: BASE64URL(SHA256(ASCII(code_verifier))) == code_challenge, compared in constant time. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  const got = createHash('sha256').update(verifier, 'ascii').digest()
  const want = Buffer.from(challenge, 'base64url')
  return got.length === want.length && timingSafeEqual(got, want)
}

async function issueTokens(ctx: OAuthCtx, from: { grantId: string; clientId: string; userId: string }, accessScopes: string[], refreshScopes: string[]): Promise<TokenResponse> {
  const now = ctx.now()
  const access = randomToken('wi_at_')
  const refresh = randomToken('wi_rt_')
  const base = { grantId: from.grantId, clientId: from.clientId, userId: from.userId, audience: ctx.audience(), createdAt: now.toISOString(), revokedAt: null, usedAt: null }
  await ctx.store.insertToken({ ...base, tokenHash: ctx.hash('token', access), kind: 'access', scopes: accessScopes, expiresAt: addSeconds(now, ACCESS_TOKEN_TTL_S) })
  await ctx.store.insertToken({ ...base, tokenHash: ctx.hash('token', refresh), kind: 'refresh', scopes: refreshScopes, expiresAt: addSeconds(now, REFRESH_TOKEN_IDLE_TTL_S) })
  return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S, refresh_token: refresh, scope: accessScopes.join(' ') }
}

/**
 * authorization_code grant (RFC 6749 §4.1.3; checklist AS-4…AS-8). Every binding is checked before the
 * code is consumed; consumption is one atomic UPDATE, and a second redemption revokes the grant (AS-7).
 */
export async function codeGrant(ctx: OAuthCtx, client: OAuthClientRecord, p: Map<string, string>): Promise<TokenResponse> {
  const code = p.get('code')
  if (!code) throw new OAuthError('invalid_request', 'code is missing')
  const rec: OAuthCodeRecord | null = code.length <= 100 ? await ctx.store.findCode(ctx.hash('code', code)) : null
  if (!rec) throw new OAuthError('invalid_grant', 'grant request is invalid')
  if (rec.clientId !== client.id) throw new OAuthError('invalid_grant', 'grant request is invalid')
  if (rec.consumedAt) {
    await ctx.store.revokeGrant(rec.grantId, ctx.now())
    throw new OAuthError('invalid_grant', 'grant request is invalid')
  }
  if (Date.parse(rec.expiresAt) <= ctx.now().getTime()) throw new OAuthError('invalid_grant', 'grant request is invalid')
  const redirectUri = p.get('redirect_uri')
  // RFC 6749 §4.1.3: required and identical when it was sent at authorization; OAuth 2.1 lets it be omitted otherwise.
  if (rec.redirectUriSent ? redirectUri !== rec.redirectUri : redirectUri !== undefined && redirectUri !== rec.redirectUri) {
    throw new OAuthError('invalid_grant', 'grant request is invalid')
  }
  const verifier = p.get('code_verifier')
  if (rec.codeChallenge === null) {
    // Downgrade protection (RFC 9700 §4.8.2): a verifier for a code issued without a challenge is refused.
    if (verifier !== undefined) throw new OAuthError('invalid_grant', 'grant request is invalid')
  } else if (verifier === undefined || !VERIFIER.test(verifier) || !pkceMatches(verifier, rec.codeChallenge)) {
    throw new OAuthError('invalid_grant', 'grant request is invalid')
  }
  if (!(await ctx.store.consumeCode(rec.codeHash, ctx.now()))) {
    await ctx.store.revokeGrant(rec.grantId, ctx.now())
    throw new OAuthError('invalid_grant', 'grant request is invalid')
  }
  return issueTokens(ctx, rec, rec.scopes, rec.scopes)
}

/**
 * refresh_token grant (RFC 6749 §6; RFC 9700 §4.14.2; AS-14): bound to the client, scope ⊆ consented,
 * rotated on every use; presenting a rotated token again revokes the whole grant.
 */
export async function refreshGrant(ctx: OAuthCtx, client: OAuthClientRecord, p: Map<string, string>): Promise<TokenResponse> {
  const token = p.get('refresh_token')
  if (!token) throw new OAuthError('invalid_request', 'refresh_token is missing')
  const rec: OAuthTokenRecord | null = token.length <= 100 ? await ctx.store.findToken(ctx.hash('token', token)) : null
  if (!rec || rec.kind !== 'refresh' || rec.clientId !== client.id) throw new OAuthError('invalid_grant', 'grant request is invalid')
  if (rec.usedAt) {
    await ctx.store.revokeGrant(rec.grantId, ctx.now())
    throw new OAuthError('invalid_grant', 'grant request is invalid')
  }
  if (rec.revokedAt || Date.parse(rec.expiresAt) <= ctx.now().getTime()) throw new OAuthError('invalid_grant', 'grant request is invalid')
  let scopes = rec.scopes
  if (p.has('scope')) {
    const asked = parseScope(p.get('scope'))
    if (!asked || asked.some((s) => !rec.scopes.includes(s))) throw new OAuthError('invalid_scope', 'requested scope exceeds the granted scope')
    scopes = asked
  }
  if (!(await ctx.store.markRefreshUsed(rec.tokenHash, ctx.now()))) {
    await ctx.store.revokeGrant(rec.grantId, ctx.now())
    throw new OAuthError('invalid_grant', 'grant request is invalid')
  }
  return issueTokens(ctx, rec, scopes, rec.scopes)
}
