/**
 * The MCP server (Model Context Protocol, modelcontextprotocol.io) on the official SDK's low-level `Server`,
 * so that the tools' input schemas are the routes' JSON Schemas as they are. Transport-agnostic: stdio for
 * `webintel mcp`, streamable HTTP for `/mcp` (src/api/mcp).
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import type { Runner } from '../operations/runner.ts'
import { TOOLS, callTool, inputSchemaOf } from './tools.ts'
import { SERVICE_VERSION } from '../config/version.ts'

export const SERVER_INFO = { name: 'webintel', version: SERVICE_VERSION }

const INSTRUCTIONS = 'webintel analyses the public web: page metadata and contacts, content categories, similarity, domain registration data, adverse media screening, merchant website review, sanctions and PEP screening, and a one-call merchant domain analysis. URLs must be public http(s) addresses. Errors come back as "code: message" with a stable code (invalid_request, fetch_blocked, fetch_failed, upstream_timeout, not_found, rate_limited …).'

export function createMcpServer(runner: Runner, opts: { signalOf?: () => AbortSignal | undefined } = {}): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS })
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map((t) => ({
      name: t.name, title: t.title, description: t.description, inputSchema: inputSchemaOf(t),
      annotations: { readOnlyHint: true, openWorldHint: true, idempotentHint: true },
    })),
  }))
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const signal = opts.signalOf?.() ? AbortSignal.any([extra.signal, opts.signalOf()!]) : extra.signal
    const out = await callTool(runner, request.params.name, request.params.arguments, { signal })
    if (!out.ok) return { isError: true, content: [{ type: 'text' as const, text: `${out.code}: ${out.message}` }] }
    return { content: [{ type: 'text' as const, text: JSON.stringify(out.result) }] }
  })
  return server
}
