/**
 * The authorization server's endpoints as OpenAPI path items. Those routes parse their own bodies (form or
 * JSON, RFC 6749 §3.2) and answer RFC 6749 §5.2 errors, so they carry no route schema; this is their
 * documentation, merged into /openapi.json. docs/oauth.md describes the flow.
 */

const oauthError = {
  description: 'RFC 6749 §5.2 error',
  content: { 'application/json': {
    schema: { type: 'object', required: ['error'], properties: { error: { type: 'string' }, error_description: { type: 'string' } } },
    example: { error: 'invalid_grant', error_description: 'the code is invalid, expired or already used' },
  } },
}

const tokenResponse = {
  type: 'object',
  required: ['access_token', 'token_type', 'expires_in', 'scope'],
  properties: {
    access_token: { type: 'string' },
    token_type: { type: 'string', enum: ['Bearer'] },
    expires_in: { type: 'integer', description: 'Seconds' },
    refresh_token: { type: 'string' },
    scope: { type: 'string', description: 'Space-delimited scopes granted' },
  },
}

const tokenRequest = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] },
    code: { type: 'string', description: 'authorization_code: the code from the redirect' },
    redirect_uri: { type: 'string', description: 'authorization_code: the redirect URI of the authorization request' },
    code_verifier: { type: 'string', description: 'authorization_code: the PKCE verifier (RFC 7636 §4.5)' },
    refresh_token: { type: 'string', description: 'refresh_token: the refresh token' },
    scope: { type: 'string', description: 'refresh_token: optional narrower scope' },
    client_id: { type: 'string', description: 'client_secret_post only' },
    client_secret: { type: 'string', description: 'client_secret_post only' },
  },
}

const tokenRequestExample = {
  grant_type: 'authorization_code',
  code: 'wi_ac_4Xq9…',
  redirect_uri: 'https://app.example/callback',
  code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
}

const clientAuth = [{ ClientBasic: [] }, {}]

const tokenTypeHint = { type: 'string', enum: ['access_token', 'refresh_token'] }
const tokenOnly = (extra: string) => ({
  type: 'object', required: ['token'],
  properties: { token: { type: 'string', description: extra }, token_type_hint: tokenTypeHint, client_id: { type: 'string' }, client_secret: { type: 'string' } },
})

export const oauthPaths: Record<string, unknown> = {
  '/oauth/authorize': {
    get: {
      tags: ['oauth'],
      summary: 'Start the authorization code flow (browser redirect)',
      description: 'Opens the login and consent pages, then redirects (303) to `redirect_uri` with `code`, `state` and `iss` (RFC 9207). PKCE with S256 is required (RFC 7636).',
      operationId: 'oauthAuthorize',
      security: [],
      parameters: [
        { name: 'response_type', in: 'query', required: true, schema: { type: 'string', enum: ['code'] } },
        { name: 'client_id', in: 'query', required: true, schema: { type: 'string' }, example: 'cli_7Hn2…' },
        { name: 'redirect_uri', in: 'query', required: true, schema: { type: 'string' }, example: 'https://app.example/callback' },
        { name: 'scope', in: 'query', schema: { type: 'string', default: 'read' }, example: 'read' },
        { name: 'state', in: 'query', schema: { type: 'string' }, example: 'af0ifjsldkj' },
        { name: 'code_challenge', in: 'query', required: true, schema: { type: 'string' }, description: 'BASE64URL(SHA256(code_verifier))', example: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' },
        { name: 'code_challenge_method', in: 'query', required: true, schema: { type: 'string', enum: ['S256'] } },
      ],
      responses: {
        200: { description: 'Login or consent page (HTML)', content: { 'text/html': { schema: { type: 'string' } } } },
        303: { description: 'Redirect to redirect_uri with code and state, or with error' },
        400: { description: 'Unknown client or redirect URI (shown as a page, never redirected)' },
      },
    },
  },
  '/oauth/token': {
    post: {
      tags: ['oauth'],
      summary: 'Exchange an authorization code, or refresh a token',
      description: 'RFC 6749 §4.1.3 and §6. Client authentication: HTTP Basic (client_secret_basic) or client_id + client_secret in the body (client_secret_post). The body may be form-encoded or a flat JSON object of strings.',
      operationId: 'oauthToken',
      security: clientAuth,
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema: tokenRequest, example: tokenRequestExample },
          'application/json': { schema: tokenRequest, example: tokenRequestExample },
        },
      },
      responses: {
        200: { description: 'Tokens', content: { 'application/json': { schema: tokenResponse, example: { access_token: 'wi_at_9fJ2…', token_type: 'Bearer', expires_in: 1800, refresh_token: 'wi_rt_Kp3x…', scope: 'read' } } } },
        400: oauthError,
        401: oauthError,
        429: oauthError,
      },
    },
  },
  '/oauth/revoke': {
    post: {
      tags: ['oauth'],
      summary: 'Revoke an access or refresh token (RFC 7009)',
      operationId: 'oauthRevoke',
      security: clientAuth,
      requestBody: { required: true, content: {
        'application/x-www-form-urlencoded': { schema: tokenOnly('The token to revoke'), example: { token: 'wi_rt_Kp3x…', token_type_hint: 'refresh_token' } },
        'application/json': { schema: tokenOnly('The token to revoke'), example: { token: 'wi_rt_Kp3x…', token_type_hint: 'refresh_token' } },
      } },
      responses: { 200: { description: 'Revoked, or the token was unknown (RFC 7009 §2.2)' }, 400: oauthError, 401: oauthError },
    },
  },
  '/oauth/introspect': {
    post: {
      tags: ['oauth'],
      summary: 'Describe a token issued to this client (RFC 7662)',
      operationId: 'oauthIntrospect',
      security: clientAuth,
      requestBody: { required: true, content: {
        'application/x-www-form-urlencoded': { schema: tokenOnly('The token to describe'), example: { token: 'wi_at_9fJ2…' } },
        'application/json': { schema: tokenOnly('The token to describe'), example: { token: 'wi_at_9fJ2…' } },
      } },
      responses: {
        200: { description: 'Token state', content: { 'application/json': {
          schema: { type: 'object', required: ['active'], properties: { active: { type: 'boolean' }, scope: { type: 'string' }, client_id: { type: 'string' }, token_type: { type: 'string' }, exp: { type: 'integer' }, iat: { type: 'integer' }, sub: { type: 'string' }, iss: { type: 'string' } } },
          example: { active: true, scope: 'read', client_id: 'cli_7Hn2…', token_type: 'Bearer', exp: 1795000000, iat: 1794998200, sub: 'usr_3kd…', iss: 'https://api.example.com' },
        } } },
        400: oauthError,
        401: oauthError,
      },
    },
  },
  '/.well-known/oauth-authorization-server': {
    get: {
      tags: ['oauth'],
      summary: 'Authorization server metadata (RFC 8414)',
      operationId: 'oauthMetadata',
      security: [],
      responses: { 200: { description: 'Metadata', content: { 'application/json': {
        schema: { type: 'object', additionalProperties: true, required: ['issuer', 'authorization_endpoint', 'token_endpoint'], properties: { issuer: { type: 'string' }, authorization_endpoint: { type: 'string' }, token_endpoint: { type: 'string' } } },
        example: { issuer: 'https://api.example.com', authorization_endpoint: 'https://api.example.com/oauth/authorize', token_endpoint: 'https://api.example.com/oauth/token', code_challenge_methods_supported: ['S256'] },
      } } } },
    },
  },
}
