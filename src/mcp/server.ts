/**
 * The MCP server (Model Context Protocol, modelcontextprotocol.io) on the official SDK's low-level `Server`,
 * so that the tools' input schemas are the routes' JSON Schemas as they are. Transport-agnostic: stdio for
 * `webintel mcp`, streamable HTTP for `/mcp` (src/api/mcp).
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import type { Runner } from '../operations/runner.ts'
import { TOOLS, callTool, inputSchemaOf } from './tools.ts'
import { SERVICE_VERSION } from '../config/version.ts'

export const SERVER_INFO = { name: 'webintel', version: SERVICE_VERSION }

const INSTRUCTIONS = 'webintel analyses the public web: page metadata and contacts, content categories, similarity, domain registration data, adverse media screening, merchant website review, sanctions and PEP screening, and a one-call merchant domain analysis. URLs must be public http(s) addresses. Errors come back as "code: message" with a stable code (invalid_request, fetch_blocked, fetch_failed, upstream_timeout, not_found, rate_limited …).'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`)

/**
 * Why a `tools/call` request's params are not `{name: string, arguments?: object}` (MCP specification
 * 2025-06-18, "Calling Tools"), as a sentence naming the field; undefined when they are.
 */
export function toolCallParamsProblem(params: unknown): string | undefined {
  if (params === undefined) return 'params is required (an object with name and arguments)'
  if (!isObject(params)) return `params must be an object, not ${kindOf(params)}`
  if (params.name === undefined) return 'name is required'
  if (typeof params.name !== 'string') return `name must be a string, not ${kindOf(params.name)}`
  if (params.arguments !== undefined && !isObject(params.arguments)) return `arguments must be an object, not ${kindOf(params.arguments)}`
  return undefined
}

/**
 * The SDK's server with `tools/call` params checked before its own schema: the SDK answers a malformed shape
 * (`arguments: "str"`) with -32603 Internal error and the schema library's raw message; this answers -32602
 * Invalid params (JSON-RPC 2.0 §5.1) with a sentence like the HTTP API's validation errors (docs/mcp.md).
 */
class McpServer extends Server {
  override async connect(transport: Transport): Promise<void> {
    await super.connect(transport)
    const deliver = transport.onmessage
    transport.onmessage = (message: JSONRPCMessage, extra) => {
      const m = message as { method?: unknown; id?: unknown; params?: unknown }
      const problem = m.method === 'tools/call' && m.id !== undefined ? toolCallParamsProblem(m.params) : undefined
      if (problem === undefined) return deliver?.(message, extra)
      transport.send({ jsonrpc: '2.0', id: m.id as string | number, error: { code: ErrorCode.InvalidParams, message: `Invalid params: ${problem}` } }).catch((err: unknown) => this.onerror?.(err as Error))
    }
  }
}

export function createMcpServer(runner: Runner, opts: { signalOf?: () => AbortSignal | undefined } = {}): Server {
  const server = new McpServer(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS })
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
