import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services.ts'
import { oauthPaths } from './oauth-paths.ts'
import { docsCss, faviconSvg, logoSvg } from './logo.ts'
import { llmsTxt } from './llms.ts'
import { SERVICE_VERSION } from '../../config/version.ts'

/**
 * The API's own documentation: /openapi.json (OpenAPI 3.1 from the route schemas, plus the authorization
 * server's endpoints), /docs (Swagger UI with OAuth "Authorize" using PKCE), and /llms.txt for agents.
 */
export async function registerDocs(app: FastifyInstance, services: Pick<Services, 'publicUrl'>): Promise<void> {
  const base = () => services.publicUrl()
  const swagger = (await import('@fastify/swagger')).default
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'webintel',
        version: SERVICE_VERSION,
        description: 'Web intelligence API: metadata, categorization, similarity, registration data and adverse media. Variant A under /v1, Variant B under /api. Typed SDK: packages/sdk (@webintel/sdk); agents: /llms.txt and the MCP endpoint /mcp.',
        // The licence of package.json and LICENSE; OpenAPI 3.1 takes an SPDX identifier or a url, not both.
        license: { name: 'Apache License 2.0', identifier: 'Apache-2.0' },
      },
      servers: [{ url: '/' }], // set to the public URL when the document is built (the port may be bound later)
      tags: [
        { name: 'Variant A', description: 'X-API-Key or OAuth bearer token; `{ success, data }` envelope' },
        { name: 'Variant B', description: 'X-API-Key + X-Secret-Key; bare objects' },
        { name: 'oauth', description: 'OAuth 2.0 authorization server: authorization code with PKCE (docs/oauth.md)' },
      ],
      components: {
        securitySchemes: {
          ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          SecretKey: { type: 'apiKey', in: 'header', name: 'X-Secret-Key' },
          Bearer: { type: 'http', scheme: 'bearer', description: 'OAuth 2.0 access token (scope read)' },
          OAuth2: {
            type: 'oauth2',
            description: 'Authorization code flow with PKCE (S256, RFC 7636). In /docs: enter the client id and secret of an application whose redirect URIs include <public URL>/docs/static/oauth2-redirect.html.',
            flows: {
              authorizationCode: {
                authorizationUrl: '/oauth/authorize',
                tokenUrl: '/oauth/token',
                refreshUrl: '/oauth/token',
                scopes: { read: 'Call every Variant A operation and /user_data', write: 'Reserved for write operations' },
              },
            },
          },
          ClientBasic: { type: 'http', scheme: 'basic', description: 'OAuth client authentication: client id and secret (client_secret_basic)' },
        },
      },
    },
    // Shared schemas keep their $id as the component name (ErrorA, ErrorB) instead of def-0, def-1.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transform: ({ schema, url }) => {
      const s = { ...(schema as object) } as Record<string, unknown>
      if (url.startsWith('/v1/')) s.security = [{ ApiKey: [] }, { Bearer: [] }, { OAuth2: ['read'] }]
      else if (url.startsWith('/api/')) s.security = [{ ApiKey: [], SecretKey: [] }]
      if (url === '/user_data') s.security = [{ Bearer: [] }, { OAuth2: ['read'] }]
      return { schema: s as never, url }
    },
    transformObject: (doc) => {
      const o = (doc as { openapiObject: any }).openapiObject
      o.paths = { ...(o.paths ?? {}), ...oauthPaths }
      // 413 (body too large) and 415 (body type) can only answer an operation that takes a body.
      for (const item of Object.values<Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>(o.paths)) {
        for (const op of Object.values(item)) {
          if (!op || typeof op !== 'object' || op.requestBody || !op.responses) continue
          delete op.responses['413']
          delete op.responses['415']
        }
      }
      o.servers = [{ url: base() }]
      const flow = o.components?.securitySchemes?.OAuth2?.flows?.authorizationCode
      if (flow) Object.assign(flow, { authorizationUrl: `${base()}/oauth/authorize`, tokenUrl: `${base()}/oauth/token`, refreshUrl: `${base()}/oauth/token` })
      return o as never
    },
  })
  const swaggerUi = (await import('@fastify/swagger-ui')).default
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: false },
    initOAuth: { usePkceWithAuthorizationCodeGrant: true, scopes: ['read'], appName: 'webintel /docs' },
    logo: { type: 'image/svg+xml', content: Buffer.from(logoSvg), href: '/docs', target: '_self' },
    theme: {
      title: 'webintel API reference',
      css: [{ filename: 'webintel.css', content: docsCss }],
      favicon: [{ filename: 'favicon.svg', rel: 'icon', sizes: '32x32', type: 'image/svg+xml', content: Buffer.from(faviconSvg) }],
    },
  })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  app.get('/llms.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain; charset=utf-8').send(llmsTxt(base())))
}
