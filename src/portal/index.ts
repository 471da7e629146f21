import type { FastifyInstance } from 'fastify'
import type { Services } from '../services.ts'
import { PORTAL_JS, STYLE_CSS } from './assets.ts'
import { acceptForms, createSessionKit, type SessionKit } from './session.ts'
import { accountRoutes } from './routes-account.ts'
import { keyRoutes } from './routes-keys.ts'
import { appRoutes } from './routes-apps.ts'
import { usageRoutes } from './routes-usage.ts'

export interface PortalOptions { services: Pick<Services, 'accounts' | 'apiKeys' | 'cache' | 'config' | 'mailer' | 'oauth' | 'publicUrl' | 'rateLimiter' | 'store'>; kit?: SessionKit }

/** Developer portal under /portal: server-rendered pages, cookie sessions, CSRF tokens on every form. */
export default async function portal(app: FastifyInstance, opts: PortalOptions) {
  const kit = opts.kit ?? createSessionKit(opts.services)
  acceptForms(app)
  app.addHook('onRoute', (route) => { route.schema = { ...(route.schema ?? {}), hide: true } })
  app.get('/portal/assets/style.css', async (_req, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(STYLE_CSS))
  app.get('/portal/assets/portal.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(PORTAL_JS))
  const deps = { services: opts.services, kit }
  accountRoutes(app, deps)
  keyRoutes(app, deps)
  appRoutes(app, deps)
  usageRoutes(app, deps)
}
