/** Raw-HTTP tests of /oauth/token, /oauth/revoke, /oauth/introspect and bearer use (checklist AS-5…AS-8, AS-11…AS-16, AS-18, AS-19, AS-21…AS-24). */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, getJson, postJson, type Running } from '../helpers/start-service.ts'
import { keyedHash } from '../../src/auth/secret.ts'
import { Agent, basic, getCode, pkcePair, registerApp, signUp, tokenRequest } from './helpers.ts'
import { clearOfWindowEnd } from '../helpers/rate-window.ts'

describe('/oauth/token, /oauth/revoke, /oauth/introspect', () => {
  let svc: Running
  let agent: Agent
  let userId: string
  let app: Awaited<ReturnType<typeof registerApp>>
  let other: Awaited<ReturnType<typeof registerApp>>
  let legacy: Awaited<ReturnType<typeof registerApp>>
  const seen: string[] = []
  /** Tokens a misbehaving client put in a query string (AS-16 test). */
  const inUrl: string[] = []

  before(async () => {
    svc = await startService()
    const s = await signUp(svc)
    agent = s.agent
    userId = s.user.id
    app = await registerApp(svc, userId)
    other = await registerApp(svc, userId, ['https://other.example/cb'])
    legacy = await registerApp(svc, userId, ['https://legacy.example/cb'], false)
  })
  after(async () => { await svc.close() })

  const auth = (a = app) => ({ authorization: basic(a.clientId, a.clientSecret) })
  async function redeem(a = app, extra: Record<string, string> = {}) {
    const { code, verifier } = await getCode(agent, a)
    seen.push(code)
    const r = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: a.redirectUri, code_verifier: verifier, ...extra }, auth(a))
    if (r.json?.access_token) seen.push(r.json.access_token, r.json.refresh_token)
    return { ...r, code, verifier }
  }
  const introspect = async (token: string, a = app) => {
    const r = await fetch(svc.url + '/oauth/introspect', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth(a) }, body: new URLSearchParams({ token }) })
    return { status: r.status, json: await r.json() as any }
  }

  test('AS-11 success response: Bearer, expires_in, scope, refresh_token; no-store + no-cache', async () => {
    const r = await redeem()
    assert.equal(r.status, 200)
    assert.equal(r.json.token_type, 'Bearer')
    assert.equal(typeof r.json.expires_in, 'number')
    assert.equal(r.json.scope, 'read')
    assert.match(r.json.access_token, /^wi_at_[1-9A-HJ-NP-Za-km-z]{40,}$/, 'AS-22 opaque, 256-bit')
    assert.equal(r.headers.get('cache-control'), 'no-store')
    assert.equal(r.headers.get('pragma'), 'no-cache')
  })

  test('AS-11/AS-12 GET → 405 invalid_request; repeated parameter, wrong content type, query parameters → invalid_request JSON (not problem+json)', async () => {
    const g = await fetch(svc.url + '/oauth/token')
    assert.equal(g.status, 405)
    assert.equal(g.headers.get('allow'), 'POST')
    assert.equal(((await g.json()) as any).error, 'invalid_request')
    const { code, verifier } = await getCode(agent, app)
    const dup = await fetch(svc.url + '/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth() }, body: `grant_type=authorization_code&code=${code}&code=${code}&code_verifier=${verifier}&redirect_uri=${encodeURIComponent(app.redirectUri)}` })
    assert.equal(dup.status, 400)
    assert.equal(dup.headers.get('content-type')?.split(';')[0], 'application/json')
    assert.equal(((await dup.json()) as any).error, 'invalid_request')
    const plain = await fetch(svc.url + '/oauth/token', { method: 'POST', headers: { 'content-type': 'text/plain', ...auth() }, body: 'grant_type=authorization_code' })
    assert.equal(plain.status, 400)
    const plainBody = (await plain.json()) as any
    assert.equal(plainBody.error, 'invalid_request')
    // The description names the refused type and the accepted ones, in the RFC 6749 format.
    assert.match(plainBody.error_description, /text\/plain/)
    assert.match(plainBody.error_description, /application\/x-www-form-urlencoded/)
    assert.match(plainBody.error_description, /application\/json/)
    assert.deepEqual(Object.keys(plainBody).sort(), ['error', 'error_description'])
    const badJson = await fetch(svc.url + '/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json', ...auth() }, body: '{"grant_type":' })
    assert.equal(badJson.status, 400)
    assert.match(((await badJson.json()) as any).error_description, /not valid JSON/)
    const query = await fetch(svc.url + `/oauth/token?client_secret=wi_cs_in_the_query`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: app.clientId }) })
    assert.equal(query.status, 400, 'AS-13 credentials never in the query')
    assert.equal(((await query.json()) as any).error, 'invalid_request')
  })

  test('AS-12/AS-21 grant types: missing → invalid_request; password, client_credentials, implicit → unsupported_grant_type', async () => {
    assert.equal((await tokenRequest(svc.url, {}, auth())).json.error, 'invalid_request')
    for (const g of ['password', 'client_credentials', 'implicit', 'urn:ietf:params:oauth:grant-type:device_code']) {
      const r = await tokenRequest(svc.url, { grant_type: g, username: 'a', password: 'b' }, auth())
      assert.equal(r.status, 400)
      assert.equal(r.json.error, 'unsupported_grant_type', g)
    }
  })

  test('the token endpoint accepts a JSON body with client_secret_post fields (the spec\'s example client)', async () => {
    const { code, verifier } = await getCode(agent, app)
    const r = await postJson(svc.url + '/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, client_id: app.clientId, client_secret: app.clientSecret, code_verifier: verifier })
    assert.equal(r.status, 200, r.text)
    assert.ok(r.json.access_token)
    const bad = await postJson(svc.url + '/oauth/token', { grant_type: 'authorization_code', code: 5, client_id: app.clientId, client_secret: app.clientSecret })
    assert.equal(bad.json.error, 'invalid_request')
    const notObject = await postJson(svc.url + '/oauth/token', '[1]')
    assert.equal(notObject.json.error, 'invalid_request')
  })

  test('AS-13 client authentication: wrong secret → 401 invalid_client (+Basic challenge); two methods → invalid_request; none → invalid_client', async () => {
    const { code, verifier } = await getCode(agent, app)
    const form = { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }
    const wrong = await tokenRequest(svc.url, form, { authorization: basic(app.clientId, app.clientSecret + 'x') })
    assert.equal(wrong.status, 401)
    assert.equal(wrong.json.error, 'invalid_client')
    assert.match(wrong.headers.get('www-authenticate')!, /^Basic /)
    const wrongPost = await tokenRequest(svc.url, { ...form, client_id: app.clientId, client_secret: 'nope' })
    assert.equal(wrongPost.status, 401)
    assert.equal(wrongPost.json.error, 'invalid_client')
    const both = await tokenRequest(svc.url, { ...form, client_secret: app.clientSecret }, auth())
    assert.equal(both.json.error, 'invalid_request')
    const none = await tokenRequest(svc.url, { ...form, client_id: app.clientId })
    assert.equal(none.status, 401)
    assert.equal(none.json.error, 'invalid_client')
    const ok = await tokenRequest(svc.url, { ...form, client_id: app.clientId, client_secret: app.clientSecret })
    assert.equal(ok.status, 200, 'the failures did not consume the code')
  })

  test('AS-13 client secrets: 256-bit, stored only as a keyed hash', async () => {
    assert.ok(app.clientSecret.length >= 6 + 43)
    const row = await svc.services.store.db.selectFrom('oauth_clients').selectAll().where('id', '=', app.clientId).executeTakeFirstOrThrow()
    assert.ok(!JSON.stringify(row).includes(app.clientSecret))
    assert.equal(row.secret_hash, keyedHash(svc.services.secret, 'oauth-client-secret', app.clientSecret))
  })

  test('AS-5 downgrade: a code issued without a challenge is refused with any verifier; without verifier it redeems', async () => {
    const a = await getCode(agent, legacy, { code_challenge: '', code_challenge_method: '' }).catch(() => undefined)
    assert.equal(a, undefined, 'empty challenge parameters are not a challenge')
    const noPkce = async () => {
      const { authorize } = await import('./helpers.ts')
      const cb = await authorize(agent, { response_type: 'code', client_id: legacy.clientId, redirect_uri: legacy.redirectUri, scope: 'read' })
      return cb.searchParams.get('code')!
    }
    const code1 = await noPkce()
    const r1 = await tokenRequest(svc.url, { grant_type: 'authorization_code', code: code1, redirect_uri: legacy.redirectUri, code_verifier: pkcePair().verifier }, auth(legacy))
    assert.equal(r1.json.error, 'invalid_grant')
    const code2 = await noPkce()
    const r2 = await tokenRequest(svc.url, { grant_type: 'authorization_code', code: code2, redirect_uri: legacy.redirectUri }, auth(legacy))
    assert.equal(r2.status, 200)
  })

  test('AS-4 wrong or malformed code_verifier → invalid_grant', async () => {
    const { code } = await getCode(agent, app)
    for (const v of [pkcePair().verifier, 'short', 'x'.repeat(129), undefined]) {
      const form: Record<string, string> = { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri }
      if (v !== undefined) form.code_verifier = v
      assert.equal((await tokenRequest(svc.url, form, auth())).json.error, 'invalid_grant', String(v))
    }
  })

  test('AS-6 codes: 256-bit, stored hashed, expire after 60 s', async () => {
    const { code, verifier } = await getCode(agent, app)
    assert.ok(code.length >= 43)
    const raw = await svc.services.store.db.selectFrom('oauth_codes').selectAll().where('code_hash', '=', code).executeTakeFirst()
    assert.equal(raw, undefined)
    const hash = keyedHash(svc.services.secret, 'oauth-code', code)
    const rec = await svc.services.store.oauth.findCode(hash)
    assert.ok(rec)
    assert.ok(Date.parse(rec.expiresAt) - Date.parse(rec.createdAt) <= 60_000)
    await svc.services.store.db.updateTable('oauth_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('code_hash', '=', hash).execute()
    const r = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }, auth())
    assert.equal(r.json.error, 'invalid_grant')
  })

  test('AS-7 replay → invalid_grant and the tokens from the first redemption are revoked', async () => {
    const first = await redeem()
    assert.equal(first.status, 200)
    assert.equal((await introspect(first.json.access_token)).json.active, true)
    const again = await tokenRequest(svc.url, { grant_type: 'authorization_code', code: first.code, redirect_uri: app.redirectUri, code_verifier: first.verifier }, auth())
    assert.equal(again.json.error, 'invalid_grant')
    assert.deepEqual((await introspect(first.json.access_token)).json, { active: false })
    assert.deepEqual((await introspect(first.json.refresh_token)).json, { active: false })
  })

  test('AS-7 50 parallel redemptions of one code → exactly one success', async () => {
    const { code, verifier } = await getCode(agent, app)
    const results = await Promise.all(Array.from({ length: 50 }, () => tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }, auth())))
    assert.equal(results.filter((r) => r.status === 200).length, 1)
    assert.ok(results.filter((r) => r.status !== 200).every((r) => r.json.error === 'invalid_grant'))
  })

  test('AS-8 code bound to client and redirect_uri', async () => {
    const { code, verifier } = await getCode(agent, app)
    const cross = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }, auth(other))
    assert.equal(cross.json.error, 'invalid_grant')
    const mismatch = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri + '/', code_verifier: verifier }, auth())
    assert.equal(mismatch.json.error, 'invalid_grant')
    const omitted = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, code_verifier: verifier }, auth())
    assert.equal(omitted.json.error, 'invalid_grant', 'sent at authorize → required at the token endpoint')
    const ok = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }, auth())
    assert.equal(ok.status, 200, 'the bound values still redeem it')
  })

  test('AS-14 refresh token bound to its client; reuse revokes the family; password change revokes tokens', async () => {
    const t = await redeem()
    const foreign = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: t.json.refresh_token }, auth(other))
    assert.equal(foreign.json.error, 'invalid_grant')
    const widen = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: t.json.refresh_token, scope: 'read write' }, auth())
    assert.equal(widen.json.error, 'invalid_scope')
    const r1 = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: t.json.refresh_token }, auth())
    assert.equal(r1.status, 200)
    const reuse = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: t.json.refresh_token }, auth())
    assert.equal(reuse.json.error, 'invalid_grant')
    const dead = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: r1.json.refresh_token }, auth())
    assert.equal(dead.json.error, 'invalid_grant', 'the rotated token died with the family')

    const u = await signUp(svc)
    const { code, verifier } = await getCode(u.agent, app)
    const fresh = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }, auth())
    const changed = await u.agent.submit('/portal/account', '/portal/account/password', { current_password: 'correct horse battery staple', new_password: 'another long password', new_password_confirm: 'another long password' })
    assert.equal(changed.status, 303)
    assert.equal((await introspect(fresh.json.access_token)).json.active, false)
    assert.equal((await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: fresh.json.refresh_token }, auth())).json.error, 'invalid_grant')
  })

  test('AS-15/AS-16 bearer on resources: header only, invalid_token, insufficient_scope with scope', async () => {
    const t = await redeem()
    inUrl.push(t.json.access_token)
    const inQuery = await getJson(svc.url + `/user_data?access_token=${t.json.access_token}`)
    assert.equal(inQuery.status, 401)
    const v1Query = await postJson(svc.url + `/v1/similarity_score?access_token=${t.json.access_token}`, {})
    assert.equal(v1Query.status, 401)
    const bad = await getJson(svc.url + '/user_data', { authorization: 'Bearer wi_at_nonsense' })
    assert.equal(bad.status, 401)
    assert.match(bad.headers.get('www-authenticate')!, /Bearer .*error="invalid_token"/)
    const badV1 = await postJson(svc.url + '/v1/similarity_score', {}, { authorization: 'Bearer wi_at_nonsense' })
    assert.equal(badV1.status, 401)
    assert.match(badV1.headers.get('www-authenticate')!, /error="invalid_token"/)
    // A write-only token (no read) → 403 insufficient_scope on read operations.
    const { code, verifier } = await getCode(agent, app, { scope: 'write' })
    const w = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }, auth())
    assert.equal(w.json.scope, 'write')
    const v1 = await postJson(svc.url + '/v1/similarity_score', {}, { authorization: `Bearer ${w.json.access_token}` })
    assert.equal(v1.status, 403)
    assert.match(v1.headers.get('www-authenticate')!, /error="insufficient_scope", scope="read"/)
    const ud = await getJson(svc.url + '/user_data', { authorization: `Bearer ${w.json.access_token}` })
    assert.equal(ud.status, 403)
    assert.match(ud.headers.get('www-authenticate')!, /insufficient_scope/)
  })

  test('AS-24 /user_data shares the token\'s per-minute budget: RateLimit headers, then 429 + Retry-After', async () => {
    const small = await startService({ WEBINTEL_RATE_LIMIT_PER_MINUTE: '3' })
    try {
      const s = await signUp(small)
      const a = await registerApp(small, s.user.id)
      const { code, verifier } = await getCode(s.agent, a)
      const t = await tokenRequest(small.url, { grant_type: 'authorization_code', code, redirect_uri: a.redirectUri, code_verifier: verifier }, { authorization: basic(a.clientId, a.clientSecret) })
      const responses = []
      // 8 calls with a limit of 3: even split across two clock-aligned windows, one window overflows.
      for (let i = 0; i < 8; i++) responses.push(await getJson(small.url + '/user_data', { authorization: `Bearer ${t.json.access_token}` }))
      const limited = responses.find((r) => r.status === 429)
      assert.ok(limited, responses.map((r) => r.status).join())
      assert.ok(Number(limited.headers.get('retry-after')) > 0)
      assert.match(limited.headers.get('ratelimit-policy')!, /q=3/)
      assert.equal(limited.json.error, 'temporarily_unavailable')
    } finally { await small.close() }
  })

  test('AS-22 a token for another audience is refused; tokens are stored hashed', async () => {
    const t = await redeem()
    const hash = keyedHash(svc.services.secret, 'oauth-token', t.json.access_token)
    assert.equal(await svc.services.store.db.selectFrom('oauth_tokens').select('token_hash').where('token_hash', '=', t.json.access_token).executeTakeFirst(), undefined)
    await svc.services.store.db.updateTable('oauth_tokens').set({ audience: 'https://other-api.example' }).where('token_hash', '=', hash).execute()
    assert.equal((await getJson(svc.url + '/user_data', { authorization: `Bearer ${t.json.access_token}` })).status, 401)
    assert.deepEqual((await introspect(t.json.access_token)).json, { active: false })
  })

  test('AS-16 a refused bearer token on /v1 says why: unknown, expired, revoked, a refresh token (Variant A envelope, RFC 6750 challenge)', async () => {
    const call = (token: string) => postJson(svc.url + '/v1/similarity_score', {}, { authorization: `Bearer ${token}` })
    const expectRefusal = async (token: string, reason: string, words: RegExp) => {
      const r = await call(token)
      assert.equal(r.status, 401, reason)
      assert.equal(r.json.success, false)
      assert.equal(r.json.error.code, 'unauthorized')
      assert.equal(r.json.error.details?.reason, reason)
      assert.match(r.json.error.message, words)
      const challenge = r.headers.get('www-authenticate')!
      assert.match(challenge, /^Bearer realm="webintel", error="invalid_token", error_description="[^"\\]+"$/)
      assert.ok(challenge.includes(r.json.error.message), 'the challenge carries the same description')
      return r
    }
    await expectRefusal('wi_at_' + 'x'.repeat(43), 'token_unknown', /not an access token issued by this server/)
    const expired = await redeem()
    await svc.services.store.db.updateTable('oauth_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', keyedHash(svc.services.secret, 'oauth-token', expired.json.access_token)).execute()
    await expectRefusal(expired.json.access_token, 'token_expired', /expired/)
    const revoked = await redeem()
    const rv = await fetch(svc.url + '/oauth/revoke', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth() }, body: new URLSearchParams({ token: revoked.json.access_token }) })
    assert.equal(rv.status, 200)
    await expectRefusal(revoked.json.access_token, 'token_revoked', /revoked/)
    await expectRefusal(revoked.json.refresh_token, 'not_an_access_token', /refresh token/)
    // /user_data gives the same sentence in its RFC 6750 body.
    const ud = await getJson(svc.url + '/user_data', { authorization: `Bearer ${expired.json.access_token}` })
    assert.equal(ud.status, 401)
    assert.equal(ud.json.error, 'invalid_token')
    assert.match(ud.json.error_description, /expired/)
  })

  test('AS-18 revocation: 200 for unknown; other client refused and token kept; bad hint → unsupported_token_type; unauthenticated → 401', async () => {
    const t = await redeem()
    const rv = (form: Record<string, string>, headers: Record<string, string>) => fetch(svc.url + '/oauth/revoke', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form) })
    assert.equal((await rv({ token: 'unknown-token' }, auth())).status, 200)
    const foreign = await rv({ token: t.json.access_token }, auth(other))
    assert.equal(foreign.status, 400)
    assert.equal((await introspect(t.json.access_token)).json.active, true)
    const hint = await rv({ token: t.json.access_token, token_type_hint: 'id_token' }, auth())
    assert.equal(((await hint.json()) as any).error, 'unsupported_token_type')
    assert.equal((await rv({ token: t.json.access_token }, {})).status, 401)
    assert.equal((await rv({ token: t.json.access_token, token_type_hint: 'access_token' }, auth())).status, 200)
    assert.deepEqual((await introspect(t.json.access_token)).json, { active: false })
    assert.equal((await introspect(t.json.refresh_token)).json.active, true, 'revoking an access token leaves the refresh token')
  })

  test('AS-19 introspection: caller authenticated; only {active:false} for foreign or revoked tokens', async () => {
    const t = await redeem()
    const anon = await fetch(svc.url + '/oauth/introspect', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: t.json.access_token }) })
    assert.equal(anon.status, 401)
    assert.equal(((await anon.json()) as any).error, 'invalid_client')
    assert.deepEqual((await introspect(t.json.access_token, other)).json, { active: false })
    const ok = (await introspect(t.json.access_token)).json
    assert.deepEqual(Object.keys(ok).sort(), ['active', 'aud', 'client_id', 'exp', 'iat', 'iss', 'scope', 'sub', 'token_type'])
  })

  test('app deletion revokes its tokens', async () => {
    const temp = await registerApp(svc, userId, ['https://temp.example/cb'])
    const t = await redeem(temp)
    assert.equal(t.status, 200)
    assert.ok(await svc.services.oauth.deleteClient(userId, temp.clientId))
    assert.equal((await getJson(svc.url + '/user_data', { authorization: `Bearer ${t.json.access_token}` })).status, 401)
  })

  test('AS-13/AS-24 brute force: 20 bad secrets from one address → 429 with Retry-After, and then even the right secret waits', async () => {
    const victim = await registerApp(svc, userId, ['https://victim.example/cb'])
    await clearOfWindowEnd(60_000, 15_000) // all 21 attempts in one one-minute window of the failure count
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: 'x' }, { authorization: basic(victim.clientId, 'guess' + i) })).status)
    assert.ok(statuses.includes(429), statuses.join())
    const right = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: 'x' }, auth(victim))
    assert.equal(right.status, 429)
    assert.ok(Number(right.headers.get('retry-after')) > 0)
  })

  test('AS-23 no code, token or secret reaches the log', async () => {
    await new Promise((r) => setTimeout(r, 50))
    const all = svc.logs.join('\n')
    for (const s of [...seen.filter((x) => !inUrl.includes(x)), app.clientSecret, other.clientSecret]) assert.ok(!all.includes(s), 'leaked into the log: ' + s.slice(0, 10))
  })
  test('AS-23 a token a client wrongly put in the URL query is masked in the request log', async () => {
    const all = svc.logs.join('\n')
    for (const s of inUrl) assert.ok(!all.includes(s), 'leaked via the logged URL')
  })
})
