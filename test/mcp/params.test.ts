// MCP tools/call with malformed params over streamable HTTP /mcp: every shape the JSON-RPC layer accepts but the
// tools/call request does not (arguments a string, an array, null or a number; params missing; name not a string)
// is JSON-RPC -32602 "Invalid params" with a sentence naming the field, like the HTTP validation errors
// (docs/mcp.md) — never -32603 internal error with a schema library's raw message. And what a call costs: each
// name of a sanctions_check `queries` counts as a request, as on POST /v1/sanctions_check.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { startService, type Running } from '../helpers/start-service.ts'
import { clearOfWindowEnd } from '../helpers/rate-window.ts'
import { createMcpServer } from '../../src/mcp/server.ts'
import type { Runner } from '../../src/operations/runner.ts'

let svc: Running
let key: string
before(async () => {
  svc = await startService()
  key = (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey
})
after(async () => { await svc?.close() })

type RpcAnswer = { jsonrpc: string; id: unknown; result?: unknown; error?: { code: number; message: string } }
async function rpc(body: unknown): Promise<{ status: number; json: RpcAnswer | RpcAnswer[] }> {
  const res = await fetch(svc.url + '/mcp', {
    method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': key }, body: JSON.stringify(body),
  })
  return { status: res.status, json: await res.json() as RpcAnswer }
}
const call = (params: unknown, id: number | string = 7) => ({ jsonrpc: '2.0', id, method: 'tools/call', ...(params === undefined ? {} : { params }) })

test('tools/call with malformed params is -32602 invalid params with a sentence naming the field', async () => {
  const cases: [string, unknown, RegExp][] = [
    ['arguments a string', { name: 'scrape_metadata', arguments: 'https://example.com/' }, /^Invalid params: arguments must be an object, not /],
    ['arguments an array', { name: 'scrape_metadata', arguments: [] }, /^Invalid params: arguments must be an object, not /],
    ['arguments null', { name: 'scrape_metadata', arguments: null }, /^Invalid params: arguments must be an object, not /],
    ['arguments a number', { name: 'scrape_metadata', arguments: 3 }, /^Invalid params: arguments must be an object, not /],
    ['params missing', undefined, /^Invalid params: params is required \(an object with name and arguments\)$/],
    ['params a string', 'scrape_metadata', /^Invalid params: params must be an object, not a string$/],
    ['name missing', { arguments: {} }, /^Invalid params: name is required$/],
    ['name a number', { name: 42, arguments: {} }, /^Invalid params: name must be a string, not a number$/],
  ]
  for (const [what, params, message] of cases) {
    const r = await rpc(call(params))
    assert.equal(r.status, 200, what)
    const a = r.json as RpcAnswer
    assert.equal(a.id, 7, what)
    assert.equal(a.error?.code, -32602, `${what}: ${JSON.stringify(a)}`)
    assert.match(a.error!.message, message, what)
  }
})

test('in a batch, a malformed call gets its own -32602 answer and the others run', async () => {
  const r = await rpc([call({ name: 'scrape_metadata', arguments: 'x' }, 1), { jsonrpc: '2.0', id: 2, method: 'tools/list' }, call({ name: 'no_such_tool', arguments: {} }, 3)])
  assert.equal(r.status, 200)
  const byId = new Map((r.json as RpcAnswer[]).map((a) => [a.id, a]))
  assert.equal(byId.get(1)?.error?.code, -32602)
  assert.ok(Array.isArray((byId.get(2)?.result as { tools: unknown[] }).tools))
  assert.equal((byId.get(3)?.result as { isError: boolean }).isError, true, 'an unknown tool stays a tool error')
})

test('a message that is not a JSON-RPC request is -32600 Invalid Request, not a parse error (the body was JSON)', async () => {
  const r = await rpc({ jsonrpc: '2.0', id: 1, method: 7 })
  assert.equal(r.status, 400)
  assert.equal((r.json as RpcAnswer).error?.code, -32600)
  assert.match((r.json as RpcAnswer).error!.message, /^Invalid Request: /)
})

test('arguments may be left out (a tool without required fields would run on its defaults)', async () => {
  const r = await rpc(call({ name: 'scrape_metadata' }))
  const a = r.json as RpcAnswer
  assert.equal(a.error, undefined, JSON.stringify(a))
  assert.equal((a.result as { isError: boolean }).isError, true)
  assert.match(JSON.stringify(a.result), /invalid_request: url is required/)
})

test('the server itself (stdio and any other transport) answers a malformed tools/call with -32602', async () => {
  const [client, server] = InMemoryTransport.createLinkedPair()
  const answers: JSONRPCMessage[] = []
  client.onmessage = (m) => { answers.push(m) }
  const mcp = createMcpServer({} as Runner)
  await mcp.connect(server)
  await client.start()
  await client.send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'scrape_metadata', arguments: 'https://example.com/' as unknown as Record<string, unknown> } })
  for (let i = 0; i < 50 && answers.length === 0; i++) await new Promise((res) => setTimeout(res, 10))
  await mcp.close()
  assert.deepEqual(answers, [{ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params: arguments must be an object, not a string' } }])
})

test('a sanctions_check tool call counts one request per name of its queries, all-or-nothing', async () => {
  await clearOfWindowEnd(60_000, 10_000)
  const limited = (await svc.newKey({ rateLimitPerMinute: 6 })).apiKey
  const screen = (n: number) => fetch(svc.url + '/mcp', {
    method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': limited },
    body: JSON.stringify(call({ name: 'sanctions_check', arguments: { queries: Array.from({ length: n }, (_, i) => ({ query: `Jane Nobody ${i}` })) } })),
  })
  const four = await screen(4)
  assert.equal(four.status, 200)
  assert.match(four.headers.get('ratelimit') ?? '', /"default";r=2;/)
  const three = await screen(3)
  assert.equal(three.status, 429)
  const body = await three.json() as { error: { code: string; details: { calls: number } } }
  assert.deepEqual([body.error.code, body.error.details.calls], ['rate_limited', 3])
})
