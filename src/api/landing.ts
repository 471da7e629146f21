import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { esc } from '../portal/html.ts'

/**
 * What a browser or a curious API client sees outside the API: a landing page at `/` (HTML when the client
 * accepts text/html, a JSON index otherwise) and an HTML "not found" page under /portal for browsers.
 */

/** True when the client prefers HTML: it names text/html before (or without) application/json. */
export function wantsHtml(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '').toLowerCase()
  const html = accept.indexOf('text/html')
  if (html < 0) return false
  const json = accept.indexOf('application/json')
  return json < 0 || html < json
}

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}' +
  'a{color:#0b5cad}code{background:#f2f4f7;padding:0 .25em;border-radius:3px}li{margin:.3em 0}'

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<title>${esc(title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n${body}\n</body>\n</html>\n`
}

function send(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
    .header('X-Content-Type-Options', 'nosniff')
    .send(body)
}

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M8 1l7 7-7 7-7-7z" fill="#6366f1"/></svg>'

export default async function landing(app: FastifyInstance) {
  // One sentence for the HTML page and the JSON index, naming every family of operations the API serves.
  const DESCRIPTION = 'A self-hosted web-intelligence API: point it at a URL, a domain, an entity name or two texts and it returns '
    + 'page metadata and contact data, a category, a similarity score, registration data (RDAP/WHOIS), an adverse-media '
    + 'screening, a merchant website review and sanctions/PEP screening, one by one or as batch jobs.'
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const links: Record<string, string> = { docs: '/docs', openapi: '/openapi.json', portal: '/portal', health: '/healthz' }
    if (app.hasRoute({ method: 'GET', url: '/llms.txt' })) links.llms = '/llms.txt'
    reply.header('Vary', 'Accept')
    if (!wantsHtml(request)) {
      return { success: true, data: { name: 'webintel', description: DESCRIPTION, links } }
    }
    return send(reply, 200, page('webintel — web intelligence API', `<h1>webintel</h1>
<p>${DESCRIPTION}</p>
<ul>
<li><a href="/docs">API reference</a> — try every operation in the browser</li>
<li><a href="/portal">Developer portal</a> — sign up, create API keys, register OAuth applications, see your usage</li>
<li><a href="/openapi.json">OpenAPI 3.1 document</a></li>
${links.llms ? '<li><a href="/llms.txt">llms.txt</a> — the API described for language models</li>\n' : ''}<li><a href="/healthz">Health</a></li>
</ul>
<p>Calls need an API key: send it as <code>X-API-Key</code> on <code>/v1/*</code>
(or an OAuth 2.0 bearer token), with <code>X-Secret-Key</code> on <code>/api/*</code>.</p>`))
  })

  // Browsers ask for /favicon.ico on every site they open: the portal's diamond, not a 404 in their console.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.code(200)
    .type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').header('X-Content-Type-Options', 'nosniff')
    .send(FAVICON))

  // A browser that follows a stale or mistyped portal link gets a page with a way back, not raw JSON.
  await app.register(async (scope) => {
    scope.setNotFoundHandler((request, reply) => {
      if (!wantsHtml(request)) {
        return reply.code(404).type('application/json; charset=utf-8')
          .send({ success: false, error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } })
      }
      return send(reply, 404, page('Page not found — webintel', `<h1>Page not found</h1>
<p>There is no portal page at <code>${esc(request.url.split('?')[0])}</code>.</p>
<p><a href="/portal">Go to the developer portal</a> · <a href="/">webintel home</a></p>`))
    })
  }, { prefix: '/portal' })
}
