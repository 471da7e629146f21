import type { FastifyRequest } from 'fastify'
import { OAuthError } from '../../auth/oauth/index.ts'

/**
 * Parameters of a token/revocation/introspection request. RFC 6749 §3.2: POST with
 * application/x-www-form-urlencoded; parameters must not repeat (§3.1) and credentials never travel in
 * the query. JSON bodies are also accepted (the spec's example client posts JSON): a flat object of
 * string values, nothing else.
 */
export function oauthParams(request: FastifyRequest): Map<string, string> {
  const q = request.url.indexOf('?')
  if (q >= 0 && request.url.length > q + 1) throw new OAuthError('invalid_request', 'parameters must be sent in the request body, not the query string')
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  const out = new Map<string, string>()
  if (type === 'application/x-www-form-urlencoded') {
    for (const [k, v] of new URLSearchParams(typeof request.body === 'string' ? request.body : '')) {
      if (out.has(k)) throw new OAuthError('invalid_request', `parameter "${k}" is repeated`)
      out.set(k, v)
    }
    return out
  }
  if (type === 'application/json') {
    const body = request.body
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new OAuthError('invalid_request', 'the JSON body must be an object')
    for (const [k, v] of Object.entries(body)) {
      if (typeof v !== 'string') throw new OAuthError('invalid_request', `parameter "${k}" must be a string`)
      out.set(k, v)
    }
    return out
  }
  throw new OAuthError('invalid_request', 'send application/x-www-form-urlencoded (or application/json)')
}
