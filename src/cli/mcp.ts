import { Transform } from 'node:stream'
import { parseArgs } from 'node:util'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import type { Config } from '../config/load.ts'
import { createMcpServer } from '../mcp/server.ts'
import { runnerFor, UsageError } from './client.ts'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'

type Out = { log: (s: string) => void; err: (s: string) => void }

/**
 * `webintel mcp [--server URL]`: the MCP server over stdio (stdout carries only the protocol; messages go to
 * stderr). Runs until the client closes stdin.
 */
export async function mcpCommand(args: string[], cfg: Config, env: Record<string, string | undefined>, out: Out): Promise<number> {
  let server: string | undefined
  try { server = parseArgs({ args, strict: true, options: { server: { type: 'string' } } }).values.server } catch (err) { out.err(`webintel: ${(err as Error).message}`); return 2 }
  let runner
  try { runner = await runnerFor(cfg, server, env) } catch (err) {
    out.err(`webintel: ${(err as Error).message}`)
    return err instanceof UsageError ? 2 : 1
  }
  const mcp = createMcpServer(runner)
  const input = process.stdin.pipe(endWithLineFeed())
  const transport = new StdioServerTransport(input, process.stdout)
  const closed = new Promise<void>((resolve) => { transport.onclose = () => resolve() })
  await mcp.connect(transport)
  // A client may write its requests and close stdin at once (`printf … | webintel mcp`): answer what was asked
  // before closing, instead of dropping the calls still running.
  const inFlight = trackInFlight(transport)
  const end = () => { void inFlight.idle().then(() => mcp.close()) }
  if (input.readableEnded) end()
  else input.once('end', end)
  process.stderr.write(`webintel MCP server on stdio (${runner.where})\n`)
  await closed
  await runner.close()
  return 0
}

/**
 * Passes stdin through and, when it ends, adds the line feed its last message lacks: messages on stdio are
 * delimited by line feeds, and a client that ends the stream right after its last JSON (`printf '%s' … |`)
 * still means that message.
 */
export function endWithLineFeed(): Transform {
  let last = -1
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (chunk.length > 0) last = chunk[chunk.length - 1]
      done(null, chunk)
    },
    flush(done) { done(null, last !== -1 && last !== 0x0a ? Buffer.from('\n') : undefined) },
  })
}

interface InFlight { idle(): Promise<void> }

/**
 * Counts the requests the transport delivered and the server has not answered yet (a request the client cancels
 * gets no answer, so its cancellation ends it too). Call after `connect`, which installs `onmessage`.
 */
export function trackInFlight(transport: Transport): InFlight {
  const open = new Set<string | number>()
  let waiters: Array<() => void> = []
  const settle = (id: string | number) => {
    open.delete(id)
    if (open.size === 0) { const w = waiters; waiters = []; for (const f of w) f() }
  }
  const deliver = transport.onmessage
  transport.onmessage = (msg, extra) => {
    if ('method' in msg) {
      if ('id' in msg) open.add(msg.id)
      else if (msg.method === 'notifications/cancelled') {
        const id = (msg.params as { requestId?: unknown } | undefined)?.requestId
        if (typeof id === 'string' || typeof id === 'number') settle(id)
      }
    }
    deliver?.(msg, extra)
  }
  const send = transport.send.bind(transport)
  transport.send = async (msg, options) => {
    try { await send(msg, options) } finally {
      if (!('method' in msg) && 'id' in msg && msg.id !== undefined) settle(msg.id)
    }
  }
  return { idle: () => open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => { waiters.push(resolve) }) }
}
