import type { OAuthClientRecord } from '../../store/ports.ts'
import { generateId } from '../../text/ids.ts'
import { OAuthError } from './errors.ts'
import { CODE_TTL_S, addSeconds, parseScope, randomToken, type OAuthCtx } from './context.ts'

/** A request parameter list with repeated names noted (RFC 6749 §3.1: parameters MUST NOT repeat). */
export interface Params { values: Map<string, string>; repeated: Set<string> }

export function paramsOf(search: URLSearchParams): Params {
  const values = new Map<string, string>()
  const repeated = new Set<string>()
  for (const [k, v] of search) {
    if (values.has(k)) repeated.add(k)
    else values.set(k, v)
  }
  return { values, repeated }
}

/** Where errors may be sent: known only once client and redirect URI are trusted. */
export interface Target { client: OAuthClientRecord; redirectUri: string; redirectUriSent: boolean; state?: string }

export interface AuthorizeRequest extends Target { scopes: string[]; codeChallenge: string | null }

/**
 * Step 1 (checklist AS-1, AS-2): client_id and redirect_uri. Any failure here is shown to the user as
 * an error page and never redirected (RFC 6749 §3.1.2.4, §4.1.2.1). redirect_uri is compared by exact
 * string equality with a registered value; it may be omitted only when exactly one is registered.
 */
export async function checkClientAndRedirect(ctx: OAuthCtx, p: Params): Promise<Target> {
  if (p.repeated.has('client_id') || p.repeated.has('redirect_uri')) throw new OAuthError('invalid_request', 'client_id and redirect_uri must not be repeated')
  const clientId = p.values.get('client_id')
  if (!clientId) throw new OAuthError('invalid_request', 'client_id is missing')
  const client = clientId.length <= 64 ? await ctx.store.findClient(clientId) : null
  if (!client) throw new OAuthError('invalid_request', 'unknown client_id')
  const sent = p.values.get('redirect_uri')
  let redirectUri: string
  if (sent === undefined) {
    if (client.redirectUris.length !== 1) throw new OAuthError('invalid_request', 'redirect_uri is required: the application registered several')
    redirectUri = client.redirectUris[0]
  } else {
    if (!client.redirectUris.includes(sent)) throw new OAuthError('invalid_request', 'redirect_uri does not match a registered redirect URI')
    redirectUri = sent
  }
  const state = p.repeated.has('state') ? undefined : p.values.get('state')
  return { client, redirectUri, redirectUriSent: sent !== undefined, state }
}

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/

/**
 * Step 2 (AS-4, AS-15, AS-21): the rest of the request. Failures are redirected to the client with
 * `error`, `state` and `iss` (RFC 6749 §4.1.2.1, RFC 9207) — after the user has authenticated (RFC 9700 §4.11.2).
 */
export function checkRequest(target: Target, p: Params): AuthorizeRequest {
  if (p.repeated.size > 0) throw new OAuthError('invalid_request', `parameter repeated: ${[...p.repeated].join(', ')}`)
  const responseType = p.values.get('response_type')
  if (!responseType) throw new OAuthError('invalid_request', 'response_type is missing')
  if (responseType !== 'code') throw new OAuthError('unsupported_response_type', 'only response_type=code is supported')
  const scopes = parseScope(p.values.get('scope'))
  if (!scopes) throw new OAuthError('invalid_scope', 'scope must be "read", "write" or "read write"')
  const challenge = p.values.get('code_challenge')
  const method = p.values.get('code_challenge_method')
  if (challenge === undefined) {
    if (method !== undefined) throw new OAuthError('invalid_request', 'code_challenge_method without code_challenge')
    if (target.client.pkceRequired) throw new OAuthError('invalid_request', 'PKCE is required: send code_challenge with code_challenge_method=S256')
  } else {
    // RFC 7636 §4.3: an absent method means "plain", which we do not support (RFC 9700 §2.1.1).
    if (method !== 'S256') throw new OAuthError('invalid_request', 'code_challenge_method must be S256')
    if (!CHALLENGE.test(challenge)) throw new OAuthError('invalid_request', 'code_challenge must be 43 base64url characters (S256)')
  }
  return { ...target, scopes, codeChallenge: challenge ?? null }
}

/** Issues a single-use code (256-bit, 60 s, stored hashed — AS-6) bound to client, redirect URI, challenge, scope and user (AS-8). */
export async function issueCode(ctx: OAuthCtx, req: AuthorizeRequest, userId: string): Promise<string> {
  const code = randomToken('')
  const now = ctx.now()
  await ctx.store.insertCode({
    codeHash: ctx.hash('code', code), clientId: req.client.id, userId, redirectUri: req.redirectUri, redirectUriSent: req.redirectUriSent,
    codeChallenge: req.codeChallenge, scopes: req.scopes, grantId: generateId('grt', 16), createdAt: now.toISOString(),
    expiresAt: addSeconds(now, CODE_TTL_S), consumedAt: null,
  })
  return code
}

/** The redirect back to the client: parameters added to its query, plus `iss` (RFC 9207). */
export function callbackUrl(ctx: OAuthCtx, target: Target, params: Record<string, string>): string {
  const u = new URL(target.redirectUri)
  for (const [k, v] of Object.entries(params)) u.searchParams.append(k, v)
  if (target.state !== undefined) u.searchParams.append('state', target.state)
  u.searchParams.append('iss', ctx.issuer())
  return u.toString()
}
