import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SCOPES } from '../auth/oauth/context.ts'

/** A scope an API key or OAuth access token carries (docs/oauth.md "Scopes"). */
export type Scope = (typeof SCOPES)[number]

/**
 * The one table of what every authenticated route needs (docs/oauth.md "Scopes"), keyed `METHOD /path` as
 * Fastify registers it (prefix included, `:param` for parameters, no trailing slash). Every current operation only
 * reads or runs analyses for its caller, so all need `read`; an operation that changes shared state added later
 * needs `write`. The authenticated surfaces (Variant A, Variant B, MCP) refuse to register a route missing from
 * here (`requireRouteScopes`), and test/api/scopes.test.ts calls every entry with a credential lacking its scope.
 */
export const ROUTE_SCOPES: Readonly<Record<string, Scope>> = {
  'POST /v1/scrape_metadata': 'read',
  'POST /v1/categorize_content': 'read',
  'POST /v1/similarity_score': 'read',
  'GET /v1/whois_lookup': 'read',
  'POST /v1/adverse_media_check': 'read',
  'POST /v1/site_check': 'read',
  'POST /v1/sanctions_check': 'read',
  'POST /v1/jobs': 'read',
  'GET /v1/jobs': 'read',
  'GET /v1/jobs/:id': 'read',
  'GET /v1/jobs/:id/results': 'read',
  'GET /v1/jobs/:id/deliveries': 'read',
  'DELETE /v1/jobs/:id': 'read',
  'POST /v1/webhooks/secret': 'read',
  'GET /v1/webhooks/secret': 'read',
  'POST /v1/monitors': 'read',
  'GET /v1/monitors': 'read',
  'GET /v1/monitors/:id': 'read',
  'DELETE /v1/monitors/:id': 'read',
  'POST /api/scrape_metadata': 'read',
  'POST /mcp': 'read',
  'GET /mcp': 'read',
  'DELETE /mcp': 'read',
  'GET /user_data': 'read',
}

/** Scopes that some route needs: the only ones worth offering on the consent screen. */
export const EFFECTIVE_SCOPES: ReadonlySet<Scope> = new Set(Object.values(ROUTE_SCOPES))

const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url.length > 1 ? url.replace(/\/+$/, '') : url}`

/** The scope a route needs, or undefined for a route missing from the table. */
export function scopeOf(method: string, url: string): Scope | undefined {
  const key = keyOf(method, url)
  return Object.hasOwn(ROUTE_SCOPES, key) ? ROUTE_SCOPES[key] : undefined
}

/** The scope the matched route of a request needs (undefined only for a route the table misses). */
export const requestScope = (request: FastifyRequest): Scope | undefined => scopeOf(request.routeOptions.method as string, request.routeOptions.url ?? '')

/** Makes registering a route of this surface without an entry in ROUTE_SCOPES fail at start-up. */
export function requireRouteScopes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const m of methods) {
      if (m === 'OPTIONS') continue
      if (!scopeOf(m, route.url)) throw new Error(`[auth] route ${m} ${route.url} needs an entry in ROUTE_SCOPES (src/api/route-scopes.ts)`)
    }
  })
}
