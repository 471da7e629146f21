/** Portal forms over HTTP: bad input → clear message with the other input kept; CSRF on every form; keys, apps, usage. */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { Agent, PASSWORD, basic, csrfOf, getCode, signUp, tokenRequest, uniqueEmail } from '../oauth/helpers.ts'
import { clearOfWindowEnd } from '../helpers/rate-window.ts'

const secretsOn = (html: string, label: string) => new RegExp(`<label for="([^"]+)">${label}</label>\\s*<div class="copyrow"><input id="\\1" class="mono" readonly value="([^"]+)"`).exec(html)?.[2]

describe('portal', () => {
  let svc: Running
  before(async () => { svc = await startService() })
  after(async () => { await svc.close() })

  test('sign-up errors name the problem and keep the other fields', async () => {
    const a = new Agent(svc.url)
    const bad = await a.submit('/portal/signup', '/portal/signup', { name: 'Ada Lovelace', email: 'not-an-email', password: PASSWORD, password_confirm: PASSWORD })
    assert.equal(bad.status, 400)
    assert.match(bad.text, /Enter an email address like name@example.com/)
    assert.match(bad.text, /value="Ada Lovelace"/)
    assert.match(bad.text, /aria-invalid="true"/)
    const short = await a.submit('/portal/signup', '/portal/signup', { name: 'Ada', email: 'ada@example.com', password: 'short', password_confirm: 'short' })
    assert.match(short.text, /at least 10 characters/)
    assert.match(short.text, /value="ada@example.com"/)
    assert.ok(!short.text.includes('value="short"'), 'passwords are never echoed')
    const mismatch = await a.submit('/portal/signup', '/portal/signup', { name: 'Ada', email: 'ada@example.com', password: PASSWORD, password_confirm: PASSWORD + '!' })
    assert.match(mismatch.text, /do not match/)
    const { email } = await signUp(svc)
    // A taken address gets the same answer as a free one (test/security/f13-signup-enumeration.test.ts).
    const dup = await a.submit('/portal/signup', '/portal/signup', { name: 'Ada', email: email.toUpperCase(), password: PASSWORD, password_confirm: PASSWORD })
    assert.equal(dup.status, 303)
    assert.ok(!dup.text.includes('already exists'))
  })

  test('session cookie is HttpOnly + SameSite=Lax; __Host- and Secure when the public URL is https', async () => {
    const a = new Agent(svc.url)
    const page = await a.get('/portal/signup')
    const email = uniqueEmail()
    await a.post('/portal/signup', { _csrf: csrfOf(page.text), name: 'C', email, password: PASSWORD, password_confirm: PASSWORD })
    const r = await a.submit('/portal/login', '/portal/login', { email, password: PASSWORD })
    const c = r.headers.getSetCookie().find((x) => x.startsWith('wi_session='))!
    assert.match(c, /HttpOnly/)
    assert.match(c, /SameSite=Lax/)
    const https = await startService({ WEBINTEL_PUBLIC_URL: 'https://portal.example.test' })
    try {
      const p = await fetch(https.url + '/portal/login')
      const pre = p.headers.getSetCookie()[0]
      assert.match(pre, /^__Host-wi_pre=.*; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/)
    } finally { await https.close() }
  })

  test('every form refuses a POST without its CSRF token (403)', async () => {
    const { agent } = await signUp(svc)
    for (const path of ['/portal/signup', '/portal/login', '/portal/logout', '/portal/account/password', '/portal/keys', '/portal/keys/key_x/revoke', '/portal/keys/key_x/rotate', '/portal/apps', '/portal/apps/cli_x/rotate-secret', '/portal/apps/cli_x/delete', '/portal/account/apps/cli_x/revoke', '/oauth/authorize']) {
      const r = await agent.post(path, { name: 'x', email: 'x@example.com', password: PASSWORD })
      assert.equal(r.status, 403, path)
    }
    const anon = new Agent(svc.url)
    await anon.get('/portal/login')
    const other = await anon.post('/portal/login', { _csrf: csrfOf((await agent.get('/portal/keys')).text), email: 'x@example.com', password: 'x' })
    assert.equal(other.status, 403, 'a token from another session is refused')
  })

  test('pages carry anti-framing, no-referrer, CSP and no-store headers', async () => {
    const r = await new Agent(svc.url).get('/portal/login')
    assert.equal(r.headers.get('x-frame-options'), 'DENY')
    assert.match(r.headers.get('content-security-policy')!, /default-src 'none'.*frame-ancestors 'none'/)
    assert.equal(r.headers.get('referrer-policy'), 'no-referrer')
    assert.equal(r.headers.get('cache-control'), 'no-store')
  })

  test('login: wrong password keeps the email; throttled per client and account (429 + Retry-After); logout ends the session', async () => {
    const { email, agent } = await signUp(svc)
    const a = new Agent(svc.url)
    // The per-account limit counts in fixed 5-minute windows: eleven attempts (several seconds of scrypt on a
    // busy machine) must not straddle a window's end, where the count starts again.
    await clearOfWindowEnd(5 * 60_000, 30_000)
    const wrong = await a.submit('/portal/login', '/portal/login', { email, password: 'wrong password!' })
    assert.equal(wrong.status, 400)
    assert.match(wrong.text, /do not match an account/)
    assert.match(wrong.text, new RegExp(`value="${email}"`))
    let last
    for (let i = 0; i < 10; i++) last = await a.submit('/portal/login', '/portal/login', { email, password: 'wrong password!' })
    assert.equal(last!.status, 429)
    assert.ok(Number(last!.headers.get('retry-after')) > 0)
    assert.match(last!.text, /Too many login attempts/)
    const right = await a.submit('/portal/login', '/portal/login', { email, password: PASSWORD })
    assert.equal(right.status, 429, 'even the right password waits (AS-24)')

    assert.equal((await agent.get('/portal/keys')).status, 200)
    const out = await agent.submit('/portal/keys', '/portal/logout', {})
    assert.equal(out.status, 303)
    assert.equal((await agent.get('/portal/keys')).status, 303)
  })

  test('change password: wrong current password, mismatch, success (old password stops working)', async () => {
    const { agent, email } = await signUp(svc)
    // Password managers file the new password under the right account: each password form of the page names it.
    const page = (await agent.get('/portal/account')).text
    for (const action of ['/portal/account/password', '/portal/account/delete']) {
      const form = new RegExp(`<form method="post" action="${action}"[\\s\\S]*?</form>`).exec(page)?.[0] ?? ''
      assert.match(form, new RegExp(`<input[^>]*autocomplete="username"[^>]*value="${email.replace(/[.+]/g, '\\$&')}"`), `${action}: a username field`)
    }
    const wrong = await agent.submit('/portal/account', '/portal/account/password', { current_password: 'nope nope nope', new_password: 'brand new password', new_password_confirm: 'brand new password' })
    assert.equal(wrong.status, 400)
    assert.match(wrong.text, /current password is not correct/)
    const mismatch = await agent.submit('/portal/account', '/portal/account/password', { current_password: PASSWORD, new_password: 'brand new password', new_password_confirm: 'other' })
    assert.match(mismatch.text, /do not match/)
    const ok = await agent.submit('/portal/account', '/portal/account/password', { current_password: PASSWORD, new_password: 'brand new password', new_password_confirm: 'brand new password' })
    assert.equal(ok.status, 303)
    assert.equal(await svc.services.accounts.authenticate(email, PASSWORD), null)
    assert.ok(await svc.services.accounts.authenticate(email, 'brand new password'))
  })

  test('API keys: generate (shown once) → works on both variants → rotate with grace → revoke', async () => {
    const { agent } = await signUp(svc)
    const noName = await agent.submit('/portal/keys', '/portal/keys', { name: '', expires: '30d' })
    assert.equal(noName.status, 400)
    assert.match(noName.text, /Give the key a name/)
    const made = await agent.submit('/portal/keys', '/portal/keys', { name: 'prod server', expires: '30d' })
    assert.equal(made.status, 200)
    const apiKey = secretsOn(made.text, 'API key')!
    const secretKey = secretsOn(made.text, 'Secret key')!
    assert.match(apiKey, /^wi_live_/)
    assert.match(secretKey, /^wi_sk_/)
    assert.match(made.text, /data-copy="new-api-key"/, 'copy button')
    const list = await agent.get('/portal/keys')
    assert.ok(!list.text.includes(secretKey) && !list.text.includes(apiKey), 'shown once only')
    assert.ok(list.text.includes(apiKey.slice(0, 12)), 'prefix listed')
    assert.match(list.text, /prod server/)

    const a = await postJson(svc.url + '/v1/similarity_score', {}, { 'x-api-key': apiKey })
    assert.ok(a.status !== 401 && a.status !== 403, String(a.status))
    const b = await postJson(svc.url + '/api/scrape_metadata', {}, { 'x-api-key': apiKey, 'x-secret-key': secretKey })
    assert.equal(b.status, 400)

    const keyId = /action="\/portal\/keys\/([^/]+)\/rotate"/.exec(list.text)![1]
    const rotated = await agent.submit('/portal/keys', `/portal/keys/${keyId}/rotate`, { grace: '3600' })
    const newKey = secretsOn(rotated.text, 'API key')!
    assert.notEqual(newKey, apiKey)
    assert.match(rotated.text, /keeps working until/)
    assert.notEqual((await postJson(svc.url + '/v1/similarity_score', {}, { 'x-api-key': apiKey })).status, 401, 'old key inside its grace period')
    assert.notEqual((await postJson(svc.url + '/v1/similarity_score', {}, { 'x-api-key': newKey })).status, 401)
    const old = await svc.services.store.apiKeys.findById(keyId)
    assert.ok(old!.expiresAt && Date.parse(old!.expiresAt) <= Date.now() + 3600_000 + 5000)

    const page = await agent.get('/portal/keys')
    const newId = [...page.text.matchAll(/action="\/portal\/keys\/([^/]+)\/revoke"/g)].map((m) => m[1]).find((id) => id !== keyId)!
    const rotatedNow = await agent.submit('/portal/keys', `/portal/keys/${newId}/rotate`, { grace: '0' })
    assert.match(rotatedNow.text, /was revoked/)
    svc.services.apiKeys.invalidate()
    assert.equal((await postJson(svc.url + '/v1/similarity_score', {}, { 'x-api-key': newKey })).status, 401)

    const revoked = await agent.submit('/portal/keys', `/portal/keys/${keyId}/revoke`, {})
    assert.match(revoked.text, /revoked/)
    assert.equal((await postJson(svc.url + '/v1/similarity_score', {}, { 'x-api-key': apiKey })).status, 401)

    const stranger = await signUp(svc)
    const foreign = await stranger.agent.submit('/portal/keys', `/portal/keys/${newId}/revoke`, {})
    assert.equal(foreign.status, 404, 'another user cannot touch the key')
  })

  test('AS-3 applications: http, javascript:, wildcard, fragment, relative, userinfo refused with the input kept', async () => {
    const { agent } = await signUp(svc)
    const cases: [string, RegExp][] = [
      ['http://app.example/cb', /only https is allowed/], ['javascript:alert(1)', /javascript scheme/], ['https://*.example/cb', /wildcard/],
      ['https://app.example/cb#frag', /fragment/], ['/relative/cb', /not an absolute URI/], ['https://user:pw@app.example/cb', /user name or password/],
    ]
    for (const [uri, message] of cases) {
      const r = await agent.submit('/portal/apps', '/portal/apps', { name: 'My App', redirect_uris: `https://app.example/ok\n${uri}`, pkce: 'required' })
      assert.equal(r.status, 400, uri)
      assert.match(r.text, message, uri)
      assert.match(r.text, /value="My App"/)
      assert.ok(r.text.includes('https://app.example/ok'), 'the other URI is kept')
    }
    const many = await agent.submit('/portal/apps', '/portal/apps', { name: 'My App', redirect_uris: Array.from({ length: 11 }, (_, i) => `https://app.example/${i}`).join('\n') })
    assert.match(many.text, /at most 10/)
    const noName = await agent.submit('/portal/apps', '/portal/apps', { name: ' ', redirect_uris: 'https://app.example/cb' })
    assert.match(noName.text, /Give the application a name/)
    const loop = await agent.submit('/portal/apps', '/portal/apps', { name: 'Local', redirect_uris: 'http://127.0.0.1:8080/cb' })
    assert.equal(loop.status, 200, 'http on loopback is allowed')
  })

  test('applications: register (secret once) → authorised users count → rotate secret → delete', async () => {
    const { agent } = await signUp(svc)
    const r = await agent.submit('/portal/apps', '/portal/apps', { name: 'Dashboard', redirect_uris: 'https://dash.example/cb', pkce: 'required' })
    assert.equal(r.status, 200)
    const clientId = secretsOn(r.text, 'Client ID')!
    const secret = secretsOn(r.text, 'Client secret')!
    assert.match(clientId, /^cli_/)
    assert.match(secret, /^wi_cs_/)
    assert.ok(!(await agent.get('/portal/apps')).text.includes(secret))

    const { code, verifier } = await getCode(agent, { clientId, redirectUri: 'https://dash.example/cb' })
    const t = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: 'https://dash.example/cb', code_verifier: verifier }, { authorization: basic(clientId, secret) })
    assert.equal(t.status, 200)
    const list = await agent.get('/portal/apps')
    assert.match(list.text, /<td[^>]*>1<\/td>/, 'one authorised user')

    // The user side: Account → Authorised applications lists it and can take the access back.
    const other = await signUp(svc)
    const c2 = await getCode(other.agent, { clientId, redirectUri: 'https://dash.example/cb' })
    const t2 = await tokenRequest(svc.url, { grant_type: 'authorization_code', code: c2.code, redirect_uri: 'https://dash.example/cb', code_verifier: c2.verifier }, { authorization: basic(clientId, secret) })
    const account = await other.agent.get('/portal/account')
    assert.match(account.text, /Dashboard/)
    const withdrawn = await other.agent.post(`/portal/account/apps/${clientId}/revoke`, { _csrf: csrfOf(account.text) })
    assert.equal(withdrawn.status, 303)
    assert.equal((await fetch(svc.url + '/user_data', { headers: { authorization: `Bearer ${t2.json.access_token}` } })).status, 401)
    assert.match((await other.agent.get('/portal/account')).text, /not authorised any application/)
    assert.equal((await fetch(svc.url + '/user_data', { headers: { authorization: `Bearer ${t.json.access_token}` } })).status, 200, 'other users keep theirs')

    const rot = await agent.submit('/portal/apps', `/portal/apps/${clientId}/rotate-secret`, {})
    const secret2 = secretsOn(rot.text, 'Client secret')!
    assert.notEqual(secret2, secret)
    const intro = (s: string) => fetch(svc.url + '/oauth/introspect', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(clientId, s) }, body: new URLSearchParams({ token: t.json.access_token }) })
    assert.equal((await intro(secret)).status, 401)
    assert.equal((await intro(secret2)).status, 200)

    const ask = await agent.submit('/portal/apps', `/portal/apps/${clientId}/delete`, {})
    assert.match(ask.text, /Delete “Dashboard”\?/)
    assert.match(ask.text, /1 authorised user/)
    assert.equal((await fetch(svc.url + '/user_data', { headers: { authorization: `Bearer ${t.json.access_token}` } })).status, 200, 'nothing deleted before confirmation')
    const del = await agent.submit('/portal/apps', `/portal/apps/${clientId}/delete`, { confirm: 'yes' })
    assert.match(del.text, /deleted/)
    assert.equal((await fetch(svc.url + '/user_data', { headers: { authorization: `Bearer ${t.json.access_token}` } })).status, 401)
  })

  test('usage: SVG chart of requests per operation per day, and each key\'s limit', async () => {
    const { agent } = await signUp(svc)
    const made = await agent.submit('/portal/keys', '/portal/keys', { name: 'usage key', expires: 'never' })
    const apiKey = secretsOn(made.text, 'API key')!
    const empty = await agent.get('/portal/usage')
    assert.match(empty.text, /No requests in the last 30 days/)
    for (let i = 0; i < 3; i++) await postJson(svc.url + '/v1/similarity_score', { source: 'a b', target: 'a c', type: 'text' }, { 'x-api-key': apiKey })
    await svc.services.usage.flush()
    const page = await agent.get('/portal/usage')
    assert.match(page.text, /<svg class="chart"[^>]*role="img"/)
    assert.match(page.text, /similarity_score/)
    assert.match(page.text, /120 \/ minute/)
  })

  test('usage: calls made with an application\'s access tokens are charted for the application\'s owner', async () => {
    const { agent } = await signUp(svc)
    const r = await agent.submit('/portal/apps', '/portal/apps', { name: 'Metrics App', redirect_uris: 'https://metrics.example/cb', pkce: 'required' })
    const clientId = secretsOn(r.text, 'Client ID')!
    const secret = secretsOn(r.text, 'Client secret')!
    assert.doesNotMatch((await agent.get('/portal/usage')).text, /similarity_score/)
    // Another user authorises the app; the app calls the API with that user's token.
    const { agent: endUser } = await signUp(svc)
    const { code, verifier } = await getCode(endUser, { clientId, redirectUri: 'https://metrics.example/cb' })
    const t = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: 'https://metrics.example/cb', code_verifier: verifier }, { authorization: basic(clientId, secret) })
    for (let i = 0; i < 2; i++) {
      const call = await postJson(svc.url + '/v1/similarity_score', { source: 'a b', target: 'a c', type: 'text' }, { authorization: `Bearer ${t.json.access_token}` })
      assert.equal(call.status, 200)
    }
    await svc.services.usage.flush()
    const page = await agent.get('/portal/usage')
    assert.match(page.text, /<svg class="chart"/)
    assert.match(page.text, /similarity_score<\/td><td>2<\/td>/)
    assert.match(page.text, new RegExp(`Metrics App</strong></td><td class="mono" data-label="Client ID">${clientId}</td><td data-label="Authorised users">1</td><td data-label="Requests today">2</td>`))
    assert.doesNotMatch((await endUser.get('/portal/usage')).text, /similarity_score/, 'the end user\'s own chart is about their keys')
  })
})
