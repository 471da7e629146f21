import { createCtx, type OAuthOptions } from './context.ts'
import { clientActions } from './clients.ts'
import { callbackUrl, checkClientAndRedirect, checkRequest, issueCode, type AuthorizeRequest, type Params, type Target } from './authorize.ts'
import { codeGrant, refreshGrant } from './grants.ts'
import { checkAccessToken, introspect, revoke, verifyAccessToken } from './tokens.ts'
import { OAuthError } from './errors.ts'

export { OAuthError } from './errors.ts'
export { paramsOf, type Params, type Target, type AuthorizeRequest } from './authorize.ts'
export type { OAuthOptions } from './context.ts'

/**
 * The authorization server core (plain TypeScript, no Fastify): clients, authorization, grants,
 * revocation, introspection, bearer verification. The HTTP shell is src/api/oauth/.
 */
export function createOAuth(opts: OAuthOptions) {
  const ctx = createCtx(opts)
  const clients = clientActions(ctx)
  return {
    ...clients,
    issuer: ctx.issuer,
    checkClientAndRedirect: (p: Params) => checkClientAndRedirect(ctx, p),
    checkRequest,
    issueCode: (req: AuthorizeRequest, userId: string) => issueCode(ctx, req, userId),
    callbackUrl: (t: Target, params: Record<string, string>) => callbackUrl(ctx, t, params),
    findConsent: (userId: string, clientId: string) => ctx.store.findConsent(userId, clientId),
    saveConsent: (userId: string, clientId: string, scopes: string[]) => ctx.store.saveConsent(userId, clientId, scopes, ctx.now()),
    listConsents: (userId: string) => ctx.store.listConsents(userId),
    /** The user takes back an application's access: consent forgotten, its tokens for this user revoked. */
    withdrawConsent: (userId: string, clientId: string) => ctx.store.withdrawConsent(userId, clientId, ctx.now()),

    /** The token endpoint after parameter checks (RFC 6749 §4.1.3, §6). */
    async token(p: Map<string, string>, authorization: string | undefined, ip: string) {
      const grantType = p.get('grant_type')
      if (!grantType) throw new OAuthError('invalid_request', 'grant_type is missing')
      if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
        throw new OAuthError('unsupported_grant_type', 'supported grant types: authorization_code, refresh_token')
      }
      const client = await clients.authenticateClient(p, authorization, ip)
      return grantType === 'authorization_code' ? codeGrant(ctx, client, p) : refreshGrant(ctx, client, p)
    },

    async revoke(p: Map<string, string>, authorization: string | undefined, ip: string) {
      const client = await clients.authenticateClient(p, authorization, ip)
      await revoke(ctx, client, p)
    },

    async introspect(p: Map<string, string>, authorization: string | undefined, ip: string) {
      const client = await clients.authenticateClient(p, authorization, ip)
      return introspect(ctx, client, p)
    },

    verifyAccessToken: (token: string) => verifyAccessToken(ctx, token),
    checkAccessToken: (token: string) => checkAccessToken(ctx, token),
  }
}

export type OAuth = ReturnType<typeof createOAuth>
