import type { FastifyInstance } from 'fastify'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import type { Services } from '../../services.ts'
import { createAuthHook, type BearerVerifier } from '../plugins/authenticate.ts'
import { chargeExtra, createRateLimitHook, createUsageHook } from '../plugins/rate-limit.ts'
import { installErrorsA } from '../variant-a/envelope.ts'
import { requireRouteScopes } from '../route-scopes.ts'
import { clientSignal } from '../client-gone.ts'
import { opDeps } from '../op-deps.ts'
import { inProcessRunner } from '../../operations/runner.ts'
import { createMcpServer, toolCallParamsProblem } from '../../mcp/server.ts'
import { installJsonBodyParser } from '../json-body.ts'

/** A body the JSON parser refused: answered as a JSON-RPC error, not in the Variant A envelope. */
const unparsed = Symbol('unparsed')
interface Unparsed { [unparsed]: string }
const isUnparsed = (b: unknown): b is Unparsed => typeof b === 'object' && b !== null && unparsed in b
const rpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null })

/** Requests one JSON-RPC message costs: a tool call one, a sanctions_check with `queries` one per name (at most 100). */
function toolCallUnits(m: unknown): number {
  const r = m as { method?: unknown; params?: { name?: unknown; arguments?: { queries?: unknown } } } | null
  if (typeof r !== 'object' || r === null || r.method !== 'tools/call') return 0
  const queries = typeof r.params === 'object' && r.params !== null && r.params.name === 'sanctions_check' ? r.params.arguments?.queries : undefined
  return Array.isArray(queries) && queries.length > 1 ? Math.min(queries.length, 100) : 1
}

/**
 * POST /mcp (registered with prefix /mcp): the MCP server over streamable HTTP (MCP specification 2025-06-18, "Streamable HTTP"), stateless —
 * each request gets a fresh server and transport and a JSON answer. Authenticated like Variant A (X-API-Key or
 * an OAuth bearer token with scope read), rate-limited per principal like every API call. GET (a server-sent
 * event stream) and DELETE (ending a session) have no meaning without sessions: 405. A body that is not JSON is
 * JSON-RPC "Parse error" (-32700) and an empty array "Invalid Request" (-32600), both HTTP 400 (JSON-RPC 2.0 §5.1, §6);
 * credentials are checked first, so a caller without them still gets 401 in the Variant A envelope.
 */
export default async function mcpRoutes(app: FastifyInstance, opts: { services: Pick<Services, 'apiKeys' | 'config' | 'engines' | 'rateLimiter' | 'usage'>; bearer?: () => BearerVerifier | undefined }) {
  installErrorsA(app)
  requireRouteScopes(app)
  app.addHook('onRequest', createAuthHook(opts.services, 'key', opts.bearer))
  app.addHook('onRequest', createRateLimitHook(opts.services))
  app.addHook('preHandler', createUsageHook(opts.services))
  const runner = inProcessRunner(opDeps(opts.services))
  // The app's JSON parser, with its refusals kept for the handler to answer in JSON-RPC terms.
  installJsonBodyParser(app, (err) => (err.code === 'invalid_request' ? { [unparsed]: err.message } satisfies Unparsed : undefined))

  app.post('/', { config: { operation: 'mcp' }, schema: { hide: true } }, async (request, reply) => {
    if (isUnparsed(request.body)) return reply.code(400).send(rpcError(-32700, `Parse error: ${request.body[unparsed]}`))
    if (Array.isArray(request.body) && request.body.length === 0) return reply.code(400).send(rpcError(-32600, 'Invalid Request: an empty batch'))
    // Every tool call of a JSON-RPC batch counts as a request (limit and usage), not the batch as one: 100 site
    // checks in one POST would otherwise cost what one does (docs/mcp.md); so does every name of a sanctions_check
    // call's `queries` (up to the 100 it may hold), as on POST /v1/sanctions_check.
    const units = (Array.isArray(request.body) ? request.body as unknown[] : [request.body]).reduce<number>((n, m) => n + toolCallUnits(m), 0)
    await chargeExtra(opts.services, request, reply, units - 1, 'mcp', 'tool calls and screened names')
    // tools/call requests whose params are not {name, arguments?: object} are answered here with -32602 (the
    // SDK's transport refuses some of these shapes as a whole-body "Parse error" and its server others as -32603);
    // the rest of a batch still runs.
    const messages = Array.isArray(request.body) ? request.body as unknown[] : [request.body]
    const refused: { jsonrpc: '2.0'; id: unknown; error: { code: number; message: string } }[] = []
    const passed = messages.filter((m) => {
      const r = m as { method?: unknown; id?: unknown; params?: unknown } | null
      const problem = typeof r === 'object' && r !== null && r.method === 'tools/call' && (typeof r.id === 'string' || typeof r.id === 'number') ? toolCallParamsProblem(r.params) : undefined
      if (problem !== undefined) refused.push({ jsonrpc: '2.0', id: r!.id, error: { code: -32602, message: `Invalid params: ${problem}` } })
      return problem === undefined
    })
    if (passed.length === 0) return reply.code(200).send(Array.isArray(request.body) ? refused : refused[0])
    const body = Array.isArray(request.body) ? passed : passed[0]
    const server = createMcpServer(runner, { signalOf: () => clientSignal(request) })
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    try {
      await server.connect(transport)
      const headers = new Headers()
      for (const [k, v] of Object.entries(request.headers)) if (typeof v === 'string') headers.set(k, v)
      const url = new URL(request.url, 'http://localhost')
      const response = await transport.handleRequest(new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }), { parsedBody: body })
      let answer = response.body ? Buffer.from(await response.arrayBuffer()) : undefined
      // The body is JSON (the parser above accepted it), so the transport's "Parse error" means a message that is
      // not a JSON-RPC 2.0 request, notification or response: -32600 Invalid Request (JSON-RPC 2.0 §5.1).
      const parsed = answer && response.headers.get('content-type')?.includes('application/json') ? JSON.parse(answer.toString()) as unknown : undefined
      if (response.status === 400 && (parsed as { error?: { code?: unknown } } | undefined)?.error?.code === -32700) {
        return reply.code(400).send(rpcError(-32600, 'Invalid Request: a message is not a JSON-RPC 2.0 request (jsonrpc "2.0", a string method, an object or array params)'))
      }
      if (refused.length && response.status === 200 && parsed !== undefined) answer = Buffer.from(JSON.stringify([...(Array.isArray(parsed) ? parsed : [parsed]), ...refused]))
      else if (refused.length && response.status === 202) { reply.code(200).header('content-type', 'application/json'); return reply.send(refused) }
      reply.code(response.status)
      response.headers.forEach((v, k) => { if (k !== 'content-length') reply.header(k, v) })
      return reply.send(answer)
    } finally {
      await transport.close().catch(() => {})
      await server.close().catch(() => {})
    }
  })

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({ method, url: '/', schema: { hide: true }, handler: async (_request, reply) => {
      reply.code(405).header('Allow', 'POST')
      return { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP endpoint is stateless; use POST' }, id: null }
    } })
  }
}
