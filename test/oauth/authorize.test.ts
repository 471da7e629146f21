/** Raw-HTTP negative tests of /oauth/authorize and the metadata (checklist AS-1…AS-5, AS-10, AS-12, AS-15…AS-17, AS-20, AS-21). */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { pkceMatches } from '../../src/auth/oauth/grants.ts'
import { Agent, authorize, pkcePair, registerApp, signUp } from './helpers.ts'

describe('/oauth/authorize', () => {
  let svc: Running
  let agent: Agent
  let app: Awaited<ReturnType<typeof registerApp>>
  let multi: Awaited<ReturnType<typeof registerApp>>
  const { challenge } = pkcePair()
  const base = () => ({ response_type: 'code', client_id: app.clientId, redirect_uri: app.redirectUri, scope: 'read', state: 'xyz', code_challenge: challenge, code_challenge_method: 'S256' })
  const url = (p: Record<string, string>) => '/oauth/authorize?' + new URLSearchParams(p).toString()

  before(async () => {
    svc = await startService()
    const s = await signUp(svc)
    agent = s.agent
    app = await registerApp(svc, s.user.id)
    multi = await registerApp(svc, s.user.id, ['https://client.example/one', 'https://client.example/two'])
  })
  after(async () => { await svc.close() })

  test('AS-1/AS-2 redirect_uri is compared by exact string; every variant gets an error page, never a redirect', async () => {
    const variants = ['https://client.example/cb/', 'https://CLIENT.example/cb', 'https://client.example/CB', 'https://client.example/cb?x=1', 'https://client.example/cb#f',
      'https://client.example%2Fcb', 'https://client.example:443/cb', 'https://client.example:8443/cb', 'http://client.example/cb', 'https://user@client.example/cb', 'https://client.example/cb%20']
    for (const v of variants) {
      const r = await agent.get(url({ ...base(), redirect_uri: v }))
      assert.equal(r.status, 400, v)
      assert.equal(r.location, undefined, `${v} must not redirect`)
      assert.match(r.text, /redirect_uri does not match/)
    }
  })

  test('AS-2 missing or unknown client_id, or omitted redirect_uri with several registered → 400 page, no Location', async () => {
    const cases = [
      { ...base(), client_id: 'cli_unknown' },
      (({ client_id: _c, ...rest }) => rest)(base()),
      (({ redirect_uri: _r, ...rest }) => ({ ...rest, client_id: multi.clientId }))(base()),
      { ...base(), client_id: app.clientId, redirect_uri: 'https://evil.example/cb', response_type: 'token' },
    ]
    for (const c of cases) {
      const r = await agent.get(url(c))
      assert.equal(r.status, 400)
      assert.equal(r.location, undefined)
      assert.equal(r.headers.get('content-type')?.split(';')[0], 'text/html')
    }
    const rep = await agent.get(url(base()) + '&redirect_uri=' + encodeURIComponent(app.redirectUri))
    assert.equal(rep.status, 400, 'repeated redirect_uri')
    assert.equal(rep.location, undefined)
  })

  test('AS-8/2.1 redirect_uri may be omitted when exactly one is registered', async () => {
    const { redirect_uri: _r, ...rest } = base()
    const cb = await authorize(agent, rest)
    assert.ok(cb.searchParams.get('code'))
    assert.equal(cb.origin + cb.pathname, app.redirectUri)
  })

  async function errorRedirect(p: Record<string, string>) {
    const r = await agent.get(url(p))
    assert.equal(r.status, 303, r.text.slice(0, 200))
    const loc = new URL(r.location!)
    assert.equal(loc.origin + loc.pathname, app.redirectUri)
    assert.equal(loc.searchParams.get('state'), 'xyz', 'AS-12 state echoed with errors')
    assert.equal(loc.searchParams.get('iss'), svc.services.publicUrl(), 'AS-10 iss on errors')
    assert.equal(loc.searchParams.get('code'), null)
    return loc.searchParams.get('error')
  }

  test('AS-4 PKCE S256 required: missing challenge, plain, missing method, malformed → invalid_request', async () => {
    const { code_challenge: _c, code_challenge_method: _m, ...none } = base()
    assert.equal(await errorRedirect(none), 'invalid_request')
    assert.equal(await errorRedirect({ ...base(), code_challenge_method: 'plain' }), 'invalid_request')
    const { code_challenge_method: _m2, ...noMethod } = base()
    assert.equal(await errorRedirect(noMethod), 'invalid_request')
    assert.equal(await errorRedirect({ ...base(), code_challenge: 'short' }), 'invalid_request')
  })

  test('AS-4 RFC 7636 appendix B test vector', () => {
    assert.ok(pkceMatches('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'))
    assert.ok(!pkceMatches('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXl', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'))
  })

  test('AS-12/AS-15/AS-21 redirected errors: unsupported_response_type, invalid_scope, invalid_request, access_denied', async () => {
    assert.equal(await errorRedirect({ ...base(), response_type: 'token' }), 'unsupported_response_type')
    assert.equal(await errorRedirect({ ...base(), response_type: 'code id_token' }), 'unsupported_response_type')
    assert.equal(await errorRedirect({ ...base(), scope: 'admin' }), 'invalid_scope')
    assert.equal(await errorRedirect({ ...base(), scope: 'Read' }), 'invalid_scope', 'scopes are case-sensitive')
    const { response_type: _t, ...noType } = base()
    assert.equal(await errorRedirect(noType), 'invalid_request')
    const rep = await agent.get(url(base()) + '&scope=write')
    assert.equal(rep.status, 303)
    assert.equal(new URL(rep.location!).searchParams.get('error'), 'invalid_request', 'repeated parameter (RFC 6749 §3.1)')
    const denied = await authorize(agent, { ...base(), scope: 'write' }, 'deny')
    assert.equal(denied.searchParams.get('error'), 'access_denied')
    assert.equal(denied.searchParams.get('state'), 'xyz')
  })

  test('AS-15 scope defaults to read when omitted; consent is remembered for granted scopes', async () => {
    const { scope: _s, ...noScope } = base()
    const cb = await authorize(agent, noScope)
    const code = cb.searchParams.get('code')
    assert.ok(code)
    const direct = await agent.get(url(base()))
    assert.equal(direct.status, 303, 'remembered consent: no second consent page for read')
    assert.ok(new URL(direct.location!).searchParams.get('code'))
    const widen = await agent.get(url({ ...base(), scope: 'read write' }))
    assert.equal(widen.status, 200, 'a wider scope asks again')
    assert.match(widen.text, /Test App/)
  })

  test('AS-17 not signed in → login first (even for requests that would be error redirects); errors go to the client only after login', async () => {
    const anon = new Agent(svc.url)
    const r = await anon.get(url({ ...base(), response_type: 'token' }))
    assert.equal(r.status, 303)
    assert.ok(r.location!.startsWith('/portal/login?return_to='), r.location)
  })

  test('AS-16/AS-17 consent page: framing and referrer headers, app name and redirect host, CSRF enforced, 303', async () => {
    const page = await agent.get(url({ ...base(), scope: 'write' }))
    assert.equal(page.status, 200)
    assert.equal(page.headers.get('x-frame-options'), 'DENY')
    assert.match(page.headers.get('content-security-policy')!, /frame-ancestors 'none'/)
    assert.equal(page.headers.get('referrer-policy'), 'no-referrer')
    assert.equal(page.headers.get('access-control-allow-origin'), null)
    assert.match(page.text, /Test App/)
    assert.match(page.text, /client\.example/)
    const noToken = await agent.post('/oauth/authorize', { ...base(), decision: 'allow' })
    assert.equal(noToken.status, 403)
    assert.equal(noToken.location, undefined)
    const wrongToken = await agent.post('/oauth/authorize', { ...base(), decision: 'allow', _csrf: 'x'.repeat(64) })
    assert.equal(wrongToken.status, 403)
    const cb = await agent.get(url(base()))
    assert.equal(cb.status, 303, 'redirects use 303, never 307')
    assert.equal(cb.headers.get('referrer-policy'), 'no-referrer')
  })

  test('AS-20 metadata: issuer from config, never from Host; required fields', async () => {
    const r = await fetch(svc.url + '/.well-known/oauth-authorization-server', { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } })
    const m: any = await r.json()
    const issuer = svc.services.publicUrl()
    assert.equal(m.issuer, issuer)
    for (const k of ['authorization_endpoint', 'token_endpoint', 'revocation_endpoint', 'introspection_endpoint']) assert.ok(m[k].startsWith(issuer + '/oauth/'), k)
    assert.deepEqual(m.grant_types_supported, ['authorization_code', 'refresh_token'])
    assert.deepEqual(m.token_endpoint_auth_methods_supported, ['client_secret_basic', 'client_secret_post'])
    assert.deepEqual(m.scopes_supported, ['read', 'write'])
    assert.deepEqual(m.introspection_endpoint_auth_methods_supported, ['client_secret_basic', 'client_secret_post'])
  })

  test('AS-20 a configured WEBINTEL_PUBLIC_URL is the issuer', async () => {
    const other = await startService({ WEBINTEL_PUBLIC_URL: 'https://auth.example.test' })
    try {
      const m: any = await (await fetch(other.url + '/.well-known/oauth-authorization-server', { headers: { host: 'evil.example' } })).json()
      assert.equal(m.issuer, 'https://auth.example.test')
      assert.equal(m.token_endpoint, 'https://auth.example.test/oauth/token')
    } finally { await other.close() }
  })

  test('AS-20 an issuer with a path serves the path-inserted metadata URL (RFC 8414 §3)', async () => {
    const other = await startService({ WEBINTEL_PUBLIC_URL: 'https://api.example.test/auth' })
    try {
      const r = await fetch(other.url + '/.well-known/oauth-authorization-server/auth')
      assert.equal(r.status, 200)
      assert.equal(((await r.json()) as any).issuer, 'https://api.example.test/auth')
      assert.equal((await fetch(other.url + '/.well-known/oauth-authorization-server/other')).status, 404)
    } finally { await other.close() }
  })
})
