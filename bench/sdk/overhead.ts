/**
 * What the SDK and the MCP endpoint add to a call: the same POST /v1/scrape_metadata (a cached loopback page,
 * so the server's own work is small) made N times sequentially with plain fetch, with @webintel/sdk, and as an
 * MCP tools/call over streamable HTTP (/mcp, one MCP client, stateless server). Prints median and p95 in ms.
 * `node bench/sdk/overhead.ts [N]` (default 300).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { startService } from '../../test/helpers/start-service.ts'
import { startLocalWeb, SITE } from '../../test/sdk/fixtures.ts'
import { createWebintel } from '../../packages/sdk/src/index.ts'

const N = Number(process.argv[2] ?? 300)
const web = await startLocalWeb()
const svc = await startService({ ...web.env, WEBINTEL_LOG_LEVEL: 'warn' }, { net: web.net })
const key = await svc.newKey({ rateLimitPerMinute: 1_000_000 })
const body = { url: `http://${SITE}/`, fields: ['title'] }

async function time(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await call() // warm-up (and fills the page cache)
  const ms: number[] = []
  for (let i = 0; i < N; i++) {
    const t = performance.now()
    await call()
    ms.push(performance.now() - t)
  }
  ms.sort((a, b) => a - b)
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(2)
  console.log(`${label.padEnd(28)} n=${N}  median ${q(0.5)} ms  p95 ${q(0.95)} ms`)
}

try {
  await time('fetch (no SDK)', async () => {
    const r = await fetch(svc.url + '/v1/scrape_metadata', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key.apiKey }, body: JSON.stringify(body) })
    const j = await r.json() as { data: { title: string } }
    if (!j.data.title) throw new Error('no title')
  })
  const wi = createWebintel({ baseUrl: svc.url, apiKey: key.apiKey })
  await time('@webintel/sdk', async () => { if (!(await wi.scrapeMetadata(body)).title) throw new Error('no title') })
  const mcp = new Client({ name: 'bench', version: '1' })
  await mcp.connect(new StreamableHTTPClientTransport(new URL(svc.url + '/mcp'), { requestInit: { headers: { 'X-API-Key': key.apiKey } } }))
  await time('MCP tools/call over /mcp', async () => {
    const r = await mcp.callTool({ name: 'scrape_metadata', arguments: body }) as { isError?: boolean }
    if (r.isError) throw new Error('tool error')
  })
  await mcp.close()
} finally {
  await svc.close()
  await web.close()
}
