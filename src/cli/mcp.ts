import { parseArgs } from 'node:util'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import type { Config } from '../config/load.ts'
import { createMcpServer } from '../mcp/server.ts'
import { runnerFor, UsageError } from './client.ts'

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
  const transport = new StdioServerTransport()
  const closed = new Promise<void>((resolve) => { transport.onclose = () => resolve() })
  process.stdin.once('end', () => { void mcp.close() })
  await mcp.connect(transport)
  process.stderr.write(`webintel MCP server on stdio (${runner.where})\n`)
  await closed
  await runner.close()
  return 0
}
