import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Services } from '../../services.ts'
import { OAuthError, paramsOf, type Params } from '../../auth/oauth/index.ts'
import { SCOPES } from '../../auth/oauth/context.ts'
import { acceptForms, formOf, pageHeaders, type SessionKit } from '../../portal/session.ts'
import { consentPage, errorPage } from './views.ts'
import { oauthParams } from './body.ts'
import { userData } from './user-data.ts'
import { isAppError } from '../../errors.ts'

export interface OAuthPluginOptions { services: Pick<Services, 'accounts' | 'config' | 'oauth' | 'publicUrl' | 'rateLimiter'>; kit: SessionKit }

/** Per-address limits for the OAuth endpoints (checklist AS-24), requests per minute. */
const LIMITS: Record<string, number> = { authorize: 300, token: 600, revoke: 600, introspect: 600 }

function sendOAuthError(reply: FastifyReply, err: OAuthError) {
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache')
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v)
  return reply.code(err.status).type('application/json').send(err.toJSON())
}

const ACCEPTED_BODIES = 'application/x-www-form-urlencoded (or application/json)'

/**
 * What was wrong with a request the body parsers refused, in the RFC 6749 §5.2 description: an unaccepted or
 * missing content type names the accepted ones; a JSON body that does not parse says where (the shared parser's
 * message, written for callers).
 */
function parseFailure(error: unknown, status: number, request: FastifyRequest): string {
  if (status === 415 || (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
    if (!type) return `the request has no Content-Type: send ${ACCEPTED_BODIES}`
    const shown = /^[a-z0-9!#$&^_.+-]{1,64}\/[a-z0-9!#$&^_.+-]{1,64}$/.test(type) ? type : 'of this request'
    return `the content type ${shown} is not accepted: send ${ACCEPTED_BODIES}`
  }
  if (status === 413) return 'the request body is too large'
  if (isAppError(error)) return error.message
  return 'the request could not be parsed'
}

/**
 * The authorization server's HTTP shell: RFC 8414 metadata, /oauth/authorize (login, consent),
 * /oauth/token, /oauth/revoke (RFC 7009), /oauth/introspect (RFC 7662) and GET /user_data.
 */
export default async function oauthRoutes(app: FastifyInstance, { services, kit }: OAuthPluginOptions) {
  const { oauth } = services
  acceptForms(app)

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OAuthError) return sendOAuthError(reply, error)
    // Fastify's errors carry statusCode; the shared JSON body parser throws AppErrors (src/api/json-body.ts).
    const status = isAppError(error) ? error.status : (error as { statusCode?: number }).statusCode ?? 500
    if (status < 500) return sendOAuthError(reply, new OAuthError('invalid_request', parseFailure(error, status, request)))
    request.log.error({ err: error }, '[oauth] internal error')
    // RFC 7009 §2.2.1: a temporarily failing store answers 503 with Retry-After.
    return sendOAuthError(reply, new OAuthError('temporarily_unavailable', 'the authorization server is temporarily unavailable', 503, { 'Retry-After': '5' }))
  })

  async function limit(request: FastifyRequest, endpoint: string) {
    const r = await services.rateLimiter.hit(`oauth:ip:${request.ip}:${endpoint}`, LIMITS[endpoint], 60_000).catch(() => undefined)
    if (r && !r.allowed) throw new OAuthError('temporarily_unavailable', 'too many requests; retry later', 429, { 'Retry-After': String(Math.max(1, Math.ceil(r.resetMs / 1000))) })
  }

  const hide = { schema: { hide: true } }

  // RFC 8414 §3: for an issuer with a path the document lives at the path-inserted URL.
  app.get('/.well-known/oauth-authorization-server/*', hide, async (request, reply) => {
    const path = new URL(services.publicUrl()).pathname
    if (path === '/' || `/.well-known/oauth-authorization-server${path}` !== request.url.split('?')[0]) return sendOAuthError(reply, new OAuthError('invalid_request', 'no such issuer', 404))
    return reply.header('Cache-Control', 'public, max-age=300').send(metadata())
  })

  app.get('/.well-known/oauth-authorization-server', hide, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300')
    return metadata()
  })

  function metadata() {
    const issuer = services.publicUrl()
    return {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      introspection_endpoint: `${issuer}/oauth/introspect`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: [...SCOPES],
      authorization_response_iss_parameter_supported: true,
      service_documentation: `${issuer}/docs`,
    }
  }

  // No CORS on the pages (RFC 9700 §4.11): strip what a global CORS plugin may have added.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/oauth/authorize')) for (const h of Object.keys(reply.getHeaders())) if (h.startsWith('access-control-')) reply.removeHeader(h)
  })

  const page = (reply: FastifyReply, status: number, body: string) => { pageHeaders(reply); return reply.code(status).type('text/html; charset=utf-8').send(body) }
  const redirect = (reply: FastifyReply, url: string) => { pageHeaders(reply); return reply.redirect(url, 303) }

  /** Shared by GET (the client's request) and POST (the consent form). */
  async function authorize(request: FastifyRequest, reply: FastifyReply, p: Params, decision?: string) {
    await limit(request, 'authorize')
    let target
    try { target = await oauth.checkClientAndRedirect(p) } catch (err) {
      if (err instanceof OAuthError) return page(reply, 400, errorPage(err.message))
      throw err
    }
    const user = await kit.user(request)
    if (!user) return redirect(reply, `/portal/login?return_to=${encodeURIComponent(request.method === 'GET' ? request.url : '/oauth/authorize?' + new URLSearchParams([...p.values]).toString())}`)
    let req
    try { req = oauth.checkRequest(target, p) } catch (err) {
      if (err instanceof OAuthError) return redirect(reply, oauth.callbackUrl(target, { error: err.error, error_description: err.message }))
      throw err
    }
    if (decision === 'deny') return redirect(reply, oauth.callbackUrl(target, { error: 'access_denied', error_description: 'the user denied the request' }))
    const granted = await oauth.findConsent(user.id, req.client.id)
    if (decision === 'allow') await oauth.saveConsent(user.id, req.client.id, SCOPES.filter((s) => req.scopes.includes(s) || granted?.includes(s)))
    else if (!granted || !req.scopes.every((s) => granted.includes(s))) return page(reply, 200, consentPage(await kit.csrf(request, reply), user, req, p.values))
    const code = await oauth.issueCode(req, user.id)
    return redirect(reply, oauth.callbackUrl(target, { code }))
  }

  app.get('/oauth/authorize', hide, async (request, reply) => {
    const q = request.url.indexOf('?')
    return authorize(request, reply, paramsOf(new URLSearchParams(q >= 0 ? request.url.slice(q + 1) : '')))
  })

  app.post('/oauth/authorize', hide, async (request, reply) => {
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return page(reply, 403, errorPage('The consent form expired or did not come from this site. Start again from the application.'))
    const decision = form.get('decision')
    if (decision !== 'allow' && decision !== 'deny') return page(reply, 400, errorPage('Choose Allow or Deny.'))
    const search = new URLSearchParams(typeof request.body === 'string' ? request.body : '')
    search.delete('_csrf')
    search.delete('decision')
    return authorize(request, reply, paramsOf(search), decision)
  })

  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache')

  app.post('/oauth/token', hide, async (request, reply) => {
    noStore(reply)
    await limit(request, 'token')
    return oauth.token(oauthParams(request), request.headers.authorization, request.ip)
  })

  app.post('/oauth/revoke', hide, async (request, reply) => {
    noStore(reply)
    await limit(request, 'revoke')
    await oauth.revoke(oauthParams(request), request.headers.authorization, request.ip)
    return reply.code(200).send()
  })

  app.post('/oauth/introspect', hide, async (request, reply) => {
    noStore(reply)
    await limit(request, 'introspect')
    return oauth.introspect(oauthParams(request), request.headers.authorization, request.ip)
  })

  // RFC 6749 §3.2: the token endpoint takes POST only.
  for (const path of ['/oauth/token', '/oauth/revoke', '/oauth/introspect']) {
    app.route({ method: ['GET', 'PUT', 'DELETE', 'PATCH'], url: path, ...hide, handler: async (_request, reply) => {
      reply.header('Allow', 'POST')
      return sendOAuthError(reply, new OAuthError('invalid_request', 'use POST', 405))
    } })
  }

  userData(app, services)
}
