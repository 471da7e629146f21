/**
 * The MCP server driven by @modelcontextprotocol/sdk's own Client: over stdio (the CLI spawned, in-process and
 * with --server) and over streamable HTTP at /mcp. tools/list names every operation with the routes' input
 * schemas; tools/call scrape_metadata on a local page returns its title. Nothing leaves loopback.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { startService, type Running } from '../helpers/start-service.ts'
import { startLocalWeb, SITE, PAGE, PAGE_TITLE, type LocalWeb } from '../sdk/fixtures.ts'
import { Agent, getCode, registerApp, signUp, tokenRequest, basic } from '../oauth/helpers.ts'
import { capture, cliEnv } from '../helpers/cli.ts'
import { main } from '../../src/cli/index.ts'

const BIN = fileURLToPath(new URL('../../bin/webintel.mjs', import.meta.url))
const OPERATIONS = ['adverse_media_check', 'analyze_domain', 'categorize_content', 'sanctions_check', 'scrape_metadata', 'similarity_score', 'site_check', 'whois_lookup']
const EU_LIST = new URL('../fixtures/sanctions/eu.xml', import.meta.url).pathname

/** Imports the EU fixture list with the CLI into the database of `dataDir` (or DATABASE_URL when the suite uses one). */
async function importList(dataDir: string, name: string) {
  const c = capture()
  assert.equal(await main(['sanctions', 'import', EU_LIST, '--list', name], cliEnv(dataDir), c.io), 0, c.err.join('\n'))
}
async function removeList(dataDir: string, name: string) { await main(['sanctions', 'remove', name], cliEnv(dataDir), capture().io) }

/** sanctions_check returns the listed person with score and explanation, compact. */
async function screensGrebnev(client: Client, list: string) {
  const r = await client.callTool({ name: 'sanctions_check', arguments: { query: 'Anatoly Petrovich Grebnev', schema: 'Person', birth_date: '1961-04-22', country: 'RU', lists: [list] } })
  assert.equal(r.isError, undefined, textOf(r))
  const data = JSON.parse(textOf(r))
  assert.equal(data.match_found, true, textOf(r))
  assert.deepEqual(data.lists_screened, [list])
  const m = data.matches[0]
  assert.equal(m.list, list)
  assert.ok(m.score >= 0.7 && m.score <= 1, String(m.score))
  assert.equal(typeof m.explanation.name_score, 'number')
  assert.ok(m.explanation.tokens.length > 0)
  assert.equal(m.topics, undefined, 'bulk fields are left out')
  const both = await client.callTool({ name: 'sanctions_check', arguments: { query: 'x', queries: [{ query: 'y' }] } })
  assert.equal(both.isError, true)
  assert.match(textOf(both), /^invalid_request: .*either "query" or "queries"/)
  const many = JSON.parse(textOf(await client.callTool({ name: 'sanctions_check', arguments: { queries: [{ query: 'Anatoly Petrovich Grebnev', schema: 'Person', birth_date: '1961-04-22', country: 'RU', lists: [list] }, { query: 'Nobody Atall Zzyzx', lists: [list] }] } })))
  assert.deepEqual(many.results.map((x: { match_found: boolean }) => x.match_found), [true, false])
}

type ToolText = { content: Array<{ type: string; text?: string }>; isError?: boolean }
const textOf = (r: unknown) => (r as ToolText).content.map((c) => c.text ?? '').join('')

async function listsEveryOperation(client: Client) {
  const { tools } = await client.listTools()
  assert.deepEqual(tools.map((t) => t.name).sort(), OPERATIONS)
  const scrape = tools.find((t) => t.name === 'scrape_metadata')!
  assert.deepEqual(scrape.inputSchema.required, ['url'])
  assert.ok((scrape.inputSchema.properties as Record<string, unknown>).fields)
  const b = tools.find((t) => t.name === 'analyze_domain')!
  assert.deepEqual(b.inputSchema.required, ['input_string'])
  const site = tools.find((t) => t.name === 'site_check')!
  assert.deepEqual(site.inputSchema.required, ['url'])
  const sanctions = tools.find((t) => t.name === 'sanctions_check')!
  assert.ok((sanctions.inputSchema.properties as Record<string, unknown>).queries, 'the route body: query or queries')
}

/** Spawns `webintel mcp` with a clean environment (no inherited keys or URLs). */
function stdioTransport(args: string[], env: Record<string, string>) {
  return new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', ...args], env: { PATH: process.env.PATH ?? '', TZ: 'UTC', ...env }, stderr: 'pipe' })
}

describe('webintel mcp over stdio, in-process', () => {
  let page: http.Server
  let port: number
  let dataDir: string
  let client: Client
  const listName = `mcp_inproc_${process.pid}`
  before(async () => {
    page = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE))
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r))
    port = (page.address() as AddressInfo).port
    dataDir = mkdtempSync(join(tmpdir(), 'webintel-mcp-'))
    await importList(dataDir, listName)
    client = new Client({ name: 'webintel-test', version: '1.0.0' })
    // In-process, the fetcher runs in the spawned CLI; the page is on loopback, so the address rule is lifted.
    // News, RDAP and WHOIS point at a closed loopback port.
    await client.connect(stdioTransport([], {
      WEBINTEL_DATA_DIR: dataDir, WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_INTEL_CACHE_DIR: join(tmpdir(), 'webintel-test-intel-cache'),
      WEBINTEL_NEWS_PROVIDERS: 'rss:http://127.0.0.1:9/search?q={query}', WEBINTEL_RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:9/dns.json', WEBINTEL_WHOIS_SERVER: '127.0.0.1:9',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    }))
  })
  after(async () => { await client.close(); page.close(); await removeList(dataDir, listName); rmSync(dataDir, { recursive: true, force: true }) })

  test('tools/list names every operation with its input schema', async () => {
    assert.equal(client.getServerVersion()?.name, 'webintel')
    await listsEveryOperation(client)
  })

  test('tools/call scrape_metadata on a local page returns its title; bad arguments and blocked fetches are tool errors', async () => {
    const r = await client.callTool({ name: 'scrape_metadata', arguments: { url: `http://127.0.0.1:${port}/`, fields: ['title', 'description', 'og:image'] } })
    assert.equal(r.isError, undefined, textOf(r))
    const data = JSON.parse(textOf(r))
    assert.equal(data.title, PAGE_TITLE)
    assert.equal(data['og:image'], undefined, 'empty fields are left out for agents')
    const bad = await client.callTool({ name: 'scrape_metadata', arguments: { fields: ['title'] } })
    assert.equal(bad.isError, true)
    assert.equal(textOf(bad), 'invalid_request: url is required')
    const long = await client.callTool({ name: 'sanctions_check', arguments: { query: 'x'.repeat(301) } })
    assert.equal(textOf(long), 'invalid_request: query must be at most 300 characters')
    const failed = await client.callTool({ name: 'whois_lookup', arguments: { domain: 'webintel-fixture.com' } })
    assert.equal(failed.isError, true)
    assert.match(textOf(failed), /^(fetch_failed|upstream_timeout): /)
  })

  test('tools/call sanctions_check in-process reads the lists `webintel sanctions import` stored', async () => {
    await screensGrebnev(client, listName)
  })
})

describe('MCP against the started server: stdio --server and streamable HTTP /mcp', () => {
  let web: LocalWeb
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  const listName = `mcp_server_${process.pid}`
  before(async () => {
    web = await startLocalWeb()
    svc = await startService(web.env, { net: web.net })
    key = await svc.newKey()
    await importList(svc.dataDir, listName)
  })
  after(async () => { await removeList(svc.dataDir, listName); await svc.close(); await web.close() })

  test('stdio with --server: the CLI calls the server with WEBINTEL_API_KEY', async () => {
    const client = new Client({ name: 'webintel-test', version: '1.0.0' })
    await client.connect(stdioTransport(['--server', svc.url], { WEBINTEL_DATA_DIR: svc.dataDir, WEBINTEL_API_KEY: key.apiKey, WEBINTEL_SECRET_KEY: key.secretKey }))
    try {
      await listsEveryOperation(client)
      const r = await client.callTool({ name: 'scrape_metadata', arguments: { url: `http://${SITE}/`, fields: ['title'] } })
      assert.equal(JSON.parse(textOf(r)).title, PAGE_TITLE)
      const b = await client.callTool({ name: 'analyze_domain', arguments: { input_string: SITE } })
      assert.equal(JSON.parse(textOf(b)).metadata.title, PAGE_TITLE)
      await screensGrebnev(client, listName)
    } finally { await client.close() }
  })

  test('streamable HTTP /mcp with an API key: tools/list, scrape_metadata, whois, adverse media; compact results', async () => {
    const client = new Client({ name: 'webintel-test', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL(svc.url + '/mcp'), { requestInit: { headers: { 'X-API-Key': key.apiKey } } }))
    try {
      await listsEveryOperation(client)
      const r = await client.callTool({ name: 'scrape_metadata', arguments: { url: `http://${SITE}/` } })
      assert.equal(JSON.parse(textOf(r)).title, PAGE_TITLE)
      const w = JSON.parse(textOf(await client.callTool({ name: 'whois_lookup', arguments: { domain: 'webintel-fixture.com' } })))
      assert.equal(w.domain_name, 'webintel-fixture.com')
      assert.ok(!Object.values(w).includes(null), 'nulls are left out')
      const m = JSON.parse(textOf(await client.callTool({ name: 'adverse_media_check', arguments: { query: 'Acme Widgets Ltd' } })))
      assert.equal(m.adverse_media_found, true)
      assert.ok(m.sources[0].categories.length > 0)
      // site_check: the summary and only the fail/warn checks, one evidence quote each.
      const sc = await client.callTool({ name: 'site_check', arguments: { url: SITE } })
      assert.equal(sc.isError, undefined, textOf(sc))
      const site = JSON.parse(textOf(sc))
      assert.equal(site.domain, SITE)
      assert.equal(typeof site.summary.readiness_score, 'number')
      assert.equal(site.checks.length, site.summary.fails + site.summary.warns)
      assert.equal(site.summary.reasons, undefined, 'the reasons repeat the checks listed')
      // The page shows no price, cart, buy button or offer: the policies of a sale do not apply, terms and privacy do.
      assert.ok(site.checks.some((c: { code: string; status: string }) => c.code === 'privacy_policy' && c.status === 'fail'), 'the fixture site has no privacy policy')
      assert.ok(site.checks.length > 0, 'the fixture shop has no policies: some checks fail or warn')
      for (const c of site.checks) {
        assert.ok(c.status === 'fail' || c.status === 'warn', c.status)
        assert.ok(c.evidence === undefined || (typeof c.evidence.quote === 'string' && !Array.isArray(c.evidence)))
      }
      await screensGrebnev(client, listName)
      const blocked = await client.callTool({ name: 'scrape_metadata', arguments: { url: 'http://10.0.0.1/' } })
      assert.equal(blocked.isError, true)
      assert.match(textOf(blocked), /^fetch_blocked: /)
    } finally { await client.close() }
  })

  test('streamable HTTP /mcp with an OAuth bearer token (scope read)', async () => {
    const { agent, user } = await signUp(svc, new Agent(svc.url))
    const app = await registerApp(svc, user.id)
    const { code, verifier } = await getCode(agent, app)
    const tok = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }, { authorization: basic(app.clientId, app.clientSecret) })
    assert.equal(tok.status, 200, tok.text)
    const client = new Client({ name: 'webintel-test', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL(svc.url + '/mcp'), { requestInit: { headers: { Authorization: `Bearer ${tok.json.access_token}` } } }))
    try {
      const r = await client.callTool({ name: 'scrape_metadata', arguments: { url: `http://${SITE}/`, fields: ['title'] } })
      assert.equal(JSON.parse(textOf(r)).title, PAGE_TITLE)
    } finally { await client.close() }
    const revoked = await fetch(svc.url + '/mcp', {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: 'Bearer wi_at_not-a-token' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    assert.equal(revoked.status, 401)
    assert.match(revoked.headers.get('www-authenticate') ?? '', /error="invalid_token"/)
  })

  test('/mcp answers a body that is not JSON with JSON-RPC -32700 and an empty batch with -32600 (HTTP 400)', async () => {
    const post = (body: string) => fetch(svc.url + '/mcp', {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': key.apiKey }, body,
    })
    const bad = await post('{"jsonrpc": "2.0", "method": ')
    assert.equal(bad.status, 400)
    const b = await bad.json() as { jsonrpc: string; id: unknown; error: { code: number; message: string } }
    assert.equal(b.jsonrpc, '2.0')
    assert.equal(b.id, null)
    assert.equal(b.error.code, -32700)
    assert.match(b.error.message, /^Parse error: /)
    const empty = await post('[]')
    assert.equal(empty.status, 400)
    assert.equal(((await empty.json()) as { error: { code: number } }).error.code, -32600)
    // credentials are still checked first
    const anon = await fetch(svc.url + '/mcp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    assert.equal(anon.status, 401)
  })

  // Tried as an attacker would: a key limited to 5 requests a minute ran 300 tool calls in three JSON-RPC batches
  // of 100. Each tool call of a batch counts as a request.
  test('/mcp counts every tool call of a JSON-RPC batch against the rate limit', async () => {
    const limited = await svc.newKey({ rateLimitPerMinute: 5 })
    const batch = (n: number) => fetch(svc.url + '/mcp', {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': limited.apiKey },
      body: JSON.stringify([{ jsonrpc: '2.0', id: 0, method: 'tools/list' }, ...Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } }))]),
    })
    const three = await batch(3)
    assert.equal(three.status, 200)
    assert.equal(((await three.json()) as unknown[]).length, 4)
    assert.match(three.headers.get('ratelimit') ?? '', /r=2;/)
    const six = await batch(6)
    assert.equal(six.status, 429)
    const body = await six.json() as { success: boolean; error: { code: string; details: { calls: number } } }
    assert.deepEqual([body.success, body.error.code, body.error.details.calls], [false, 'rate_limited', 6])
    assert.ok(Number(six.headers.get('retry-after')) > 0)
  })

  test('/mcp refuses a request without credentials (401, Variant A envelope) and GET (405)', async () => {
    const res = await fetch(svc.url + '/mcp', {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    assert.equal(res.status, 401)
    assert.equal(((await res.json()) as { error: { code: string } }).error.code, 'unauthorized')
    const client = new Client({ name: 'webintel-test', version: '1.0.0' })
    await assert.rejects(client.connect(new StreamableHTTPClientTransport(new URL(svc.url + '/mcp'))))
    const get = await fetch(svc.url + '/mcp', { headers: { 'x-api-key': key.apiKey, accept: 'text/event-stream' } })
    assert.equal(get.status, 405)
  })
})
