// Scopes on API keys and OAuth access tokens (docs/oauth.md "Scopes"): one route table (src/api/route-scopes.ts)
// checked by the auth hook. Every entry of the table is called with a credential that lacks its scope — so a new
// route gets this test the moment it is in the table, and a route missing from the table cannot even register.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import { startService, type Running } from '../helpers/start-service.ts'
import { ROUTE_SCOPES, EFFECTIVE_SCOPES, requireRouteScopes, scopeOf } from '../../src/api/route-scopes.ts'
import { SCOPES } from '../../src/auth/oauth/context.ts'
import { basic, getCode, registerApp, signUp, tokenRequest } from '../oauth/helpers.ts'
import { main } from '../../src/cli/index.ts'
import { capture, cliEnv } from '../helpers/cli.ts'

/** A concrete request for a table entry: parameters filled in, a JSON body for POST. */
function requestOf(entry: string): { method: string; path: string; variant: 'A' | 'B' | 'mcp' | 'user_data' } {
  const [method, pattern] = entry.split(' ') as [string, string]
  const path = pattern.replace(/:id\b/g, 'job_doesnotexist')
  const variant = path.startsWith('/api/') ? 'B' : path.startsWith('/mcp') ? 'mcp' : path === '/user_data' ? 'user_data' : 'A'
  return { method, path, variant }
}

async function send(base: string, entry: string, headers: Record<string, string>) {
  const { method, path } = requestOf(entry)
  const res = await fetch(base + path, {
    method,
    headers: method === 'POST' ? { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } : headers,
    body: method === 'POST' ? '{}' : undefined,
  })
  const text = await res.text()
  let json: any
  try { json = JSON.parse(text) } catch { json = undefined }
  return { status: res.status, headers: res.headers, json, text }
}

/** The error code of any of the surfaces' envelopes (Variant A, Variant B, RFC 6750 for /user_data). */
const codeOf = (json: any): string | undefined => typeof json?.error === 'string' ? json.error : json?.error?.code

describe('scopes: the route table', () => {
  test('every scope in the table is a known scope, and only scopes some route needs are effective', () => {
    for (const [route, scope] of Object.entries(ROUTE_SCOPES)) {
      assert.match(route, /^(GET|POST|DELETE|PUT|PATCH) \/\S*$/, route)
      assert.ok((SCOPES as readonly string[]).includes(scope), `${route}: ${scope}`)
    }
    assert.deepEqual([...EFFECTIVE_SCOPES].sort(), [...new Set(Object.values(ROUTE_SCOPES))].sort())
    // Today every operation reads: `write` is accepted but needed by nothing.
    assert.deepEqual([...EFFECTIVE_SCOPES], ['read'])
    assert.equal(scopeOf('HEAD', '/v1/jobs'), 'read', 'HEAD is GET')
    assert.equal(scopeOf('POST', '/mcp/'), 'read', 'trailing slash of a prefixed root route')
    assert.equal(scopeOf('POST', '/v1/nope'), undefined)
    assert.equal(scopeOf('GET', 'constructor'), undefined)
  })

  test('a surface refuses to register a route that is not in the table', async () => {
    const build = async (path: string) => {
      const app = Fastify()
      try {
        await app.register(async (surface) => {
          requireRouteScopes(surface)
          surface.post('/v1/scrape_metadata', async () => 'ok')
          surface.get(path, async () => 'ok')
        })
        await app.ready()
      } finally { await app.close() }
    }
    await build('/v1/jobs/:id') // in the table
    await assert.rejects(build('/v1/brand_new_operation'), /GET \/v1\/brand_new_operation needs an entry in ROUTE_SCOPES/)
  })
})

describe('scopes: enforced on every route', () => {
  let svc: Running
  let readKey: { apiKey: string; secretKey: string }
  let writeOnlyKey: { apiKey: string; secretKey: string }
  let readToken: string
  let writeOnlyToken: string

  before(async () => {
    svc = await startService()
    const mk = async (scopes: string[]) => {
      const c = await svc.services.apiKeys.create({ name: `scopes ${scopes.join(',')}`, scopes })
      return { apiKey: c.apiKey, secretKey: c.secretKey }
    }
    readKey = await mk(['read'])
    writeOnlyKey = await mk(['write'])
    // Tokens through the real authorization code flow, one per scope asked for.
    const { agent, user } = await signUp(svc)
    const app = await registerApp(svc, user.id)
    const tokenFor = async (scope: string) => {
      const { code, verifier } = await getCode(agent, app, { scope })
      const r = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }, { authorization: basic(app.clientId, app.clientSecret) })
      assert.equal(r.status, 200, r.text)
      assert.equal(r.json.scope, scope)
      return r.json.access_token as string
    }
    readToken = await tokenFor('read')
    writeOnlyToken = await tokenFor('write')
  })
  after(async () => { await svc?.close() })

  for (const entry of Object.keys(ROUTE_SCOPES)) {
    test(`${entry}: a key or token without "${ROUTE_SCOPES[entry]}" gets 403 insufficient_scope; one with it gets past the check`, async () => {
      const needed = ROUTE_SCOPES[entry]!
      const { variant } = requestOf(entry)
      // Today nothing needs `write`, so the credential lacking the needed scope is the write-only one.
      assert.equal(needed, 'read', 'a route that needs `write` needs a read-only credential here')
      const keyHeaders = (k: { apiKey: string; secretKey: string }): Record<string, string> => variant === 'B' ? { 'x-api-key': k.apiKey, 'x-secret-key': k.secretKey } : { 'x-api-key': k.apiKey }
      const refused: { status: number; json: any; headers: Headers; text: string }[] = []
      if (variant !== 'user_data') refused.push(await send(svc.url, entry, keyHeaders(writeOnlyKey)))
      if (variant !== 'B') {
        const r = await send(svc.url, entry, { authorization: `Bearer ${writeOnlyToken}` })
        assert.match(r.headers.get('www-authenticate') ?? '', /error="insufficient_scope", scope="read"/)
        refused.push(r)
      }
      for (const r of refused) {
        assert.equal(r.status, 403, `${entry}: ${r.text}`)
        assert.equal(codeOf(r.json), 'insufficient_scope', r.text)
      }
      const allowed: { status: number; text: string; json: any }[] = []
      if (variant !== 'user_data') allowed.push(await send(svc.url, entry, keyHeaders(readKey)))
      if (variant !== 'B') allowed.push(await send(svc.url, entry, { authorization: `Bearer ${readToken}` }))
      for (const r of allowed) {
        assert.ok(r.status !== 401 && r.status !== 403, `${entry}: ${r.status} ${r.text.slice(0, 200)}`)
      }
    })
  }

  test('webintel keys create --scopes: a read key works, a write-only key is refused, a bad scope is a usage error', async () => {
    const env = cliEnv(svc.dataDir)
    const c = capture()
    assert.equal(await main(['keys', 'create', '--name', 'cli scopes', '--scopes', 'write', '--json'], env, c.io), 0, c.err.join())
    const created = JSON.parse(c.out[0]!)
    assert.deepEqual(created.scopes, ['write'])
    const r = await send(svc.url, 'POST /v1/scrape_metadata', { 'x-api-key': created.api_key })
    assert.equal(r.status, 403)
    const bad = capture()
    assert.equal(await main(['keys', 'create', '--name', 'x', '--scopes', 'read,admin'], env, bad.io), 2)
    assert.match(bad.err[0]!, /unknown: admin/)
    const both = capture()
    assert.equal(await main(['keys', 'create', '--name', 'y', '--json'], env, both.io), 0)
    assert.deepEqual(JSON.parse(both.out[0]!).scopes, ['read', 'write'])
  })

  test('the consent screen offers only scopes that some route needs', async () => {
    const { agent, user } = await signUp(svc)
    const app = await registerApp(svc, user.id)
    const page = await agent.get('/oauth/authorize?' + new URLSearchParams({ response_type: 'code', client_id: app.clientId, redirect_uri: app.redirectUri, scope: 'read write', state: 's', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' }).toString())
    assert.equal(page.status, 200, page.text.slice(0, 300))
    const offered = [...page.text.matchAll(/<li><strong>([^<]+)<\/strong>/g)].map((m) => m[1])
    assert.deepEqual(offered, ['Read'])
    assert.match(page.text, /asked for “write”, which currently allows nothing/)
  })
})
