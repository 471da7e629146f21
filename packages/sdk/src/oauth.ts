/**
 * OAuth 2.0 helpers for an application of a webintel server: the authorization URL with PKCE (RFC 7636, S256
 * only), the code exchange and the refresh (RFC 6749 §4.1.3, §6). The client authenticates with HTTP Basic
 * (client_secret_basic, RFC 6749 §2.3.1). Web Crypto only, so it runs in browsers and Node alike — but keep the
 * client secret on a server.
 */

export interface TokenSet {
  access_token: string
  token_type: 'Bearer'
  /** Seconds from issue. */
  expires_in: number
  refresh_token?: string
  scope: string
}

/** An RFC 6749 §5.2 error answered by the token endpoint (`error` is e.g. invalid_grant, invalid_client). */
export class OAuthError extends Error {
  override readonly name = 'OAuthError'
  readonly error: string
  readonly status: number
  constructor(error: string, description: string | undefined, status: number) {
    super(description ? `${error}: ${description}` : error)
    this.error = error
    this.status = status
  }
}

export interface Pkce {
  /** Keep it (session storage, a cookie) until the code exchange. */
  verifier: string
  challenge: string
  method: 'S256'
}

function base64url(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A random token of `bytes` bytes, base64url (43 characters for 32 bytes). */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)))
}

/** The S256 challenge of a verifier: BASE64URL(SHA256(ASCII(verifier))) (RFC 7636 §4.2). */
export async function pkceChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
}

/** A fresh verifier (43 characters, RFC 7636 §4.1) and its S256 challenge. */
export async function createPkce(): Promise<Pkce> {
  const verifier = randomToken(32)
  return { verifier, challenge: await pkceChallenge(verifier), method: 'S256' }
}

export interface AuthorizationRequest {
  baseUrl: string
  clientId: string
  redirectUri: string
  /** Space-delimited; default `read`. */
  scope?: string
  /** Generated when absent; compare it with the `state` of the callback. */
  state?: string
}

/**
 * Where to send the user: `{ url, state, verifier }`. Store `state` and `verifier`, redirect to `url`; the
 * callback brings `code`, `state` and `iss` (RFC 9207).
 */
export async function authorizationUrl(req: AuthorizationRequest): Promise<{ url: string; state: string; verifier: string }> {
  const pkce = await createPkce()
  const state = req.state ?? randomToken(16)
  const u = new URL('/oauth/authorize', req.baseUrl)
  u.search = new URLSearchParams({
    response_type: 'code', client_id: req.clientId, redirect_uri: req.redirectUri, scope: req.scope ?? 'read', state,
    code_challenge: pkce.challenge, code_challenge_method: 'S256',
  }).toString()
  return { url: u.href, state, verifier: pkce.verifier }
}

export interface ClientCredentials {
  baseUrl: string
  clientId: string
  clientSecret: string
  fetch?: (input: Request) => Promise<Response>
}

async function tokenRequest(c: ClientCredentials, params: Record<string, string>): Promise<TokenSet> {
  // RFC 6749 §2.3.1: id and secret are form-urlencoded before base64.
  const basic = btoa(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.clientSecret)}`)
  const request = new Request(new URL('/oauth/token', c.baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${basic}`, Accept: 'application/json' },
    body: new URLSearchParams(params).toString(),
  })
  const response = await (c.fetch ?? ((r: Request) => globalThis.fetch(r)))(request)
  const body = await response.json().catch(() => undefined) as Record<string, unknown> | undefined
  if (!response.ok || !body || typeof body.access_token !== 'string') {
    const error = typeof body?.error === 'string' ? body.error : 'invalid_response'
    throw new OAuthError(error, typeof body?.error_description === 'string' ? body.error_description : `HTTP ${response.status}`, response.status)
  }
  return body as unknown as TokenSet
}

/** Exchanges the callback's code for tokens (RFC 6749 §4.1.3 with the PKCE verifier, RFC 7636 §4.5). */
export function exchangeCode(c: ClientCredentials & { code: string; redirectUri: string; verifier: string }): Promise<TokenSet> {
  return tokenRequest(c, { grant_type: 'authorization_code', code: c.code, redirect_uri: c.redirectUri, code_verifier: c.verifier })
}

/** New tokens from a refresh token (RFC 6749 §6); the old refresh token is spent — keep the new one. */
export function refreshToken(c: ClientCredentials & { refreshToken: string; scope?: string }): Promise<TokenSet> {
  return tokenRequest(c, { grant_type: 'refresh_token', refresh_token: c.refreshToken, ...(c.scope ? { scope: c.scope } : {}) })
}
