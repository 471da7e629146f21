/**
 * The whole authorization code flow driven by a strict standards client (openid-client v6 on
 * oauth4webapi) against the real server on loopback. Checklist: AS-4, AS-9, AS-10, AS-13, AS-14,
 * AS-15, AS-18, AS-19, AS-20, AS-22 and GET /user_data.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import * as oc from 'openid-client'
import { startService, postJson, getJson, type Running } from '../helpers/start-service.ts'
import { keyedHash } from '../../src/auth/secret.ts'
import { Agent, authorize, registerApp, signUp } from './helpers.ts'

describe('OAuth 2.0 code flow with openid-client', () => {
  let svc: Running
  let agent: Agent
  let app: { clientId: string; clientSecret: string; redirectUri: string }
  let user: { id: string; email: string }
  before(async () => {
    svc = await startService()
    const s = await signUp(svc)
    agent = s.agent
    user = s.user
    app = await registerApp(svc, user.id)
  })
  after(async () => { await svc.close() })

  const discover = (auth: oc.ClientAuth, clientId = app.clientId) =>
    oc.discovery(new URL(svc.services.publicUrl()), clientId, undefined, auth, { algorithm: 'oauth2', execute: [oc.allowInsecureRequests] })

  async function runFlow(config: oc.Configuration, scope: string) {
    const verifier = oc.randomPKCECodeVerifier()
    const state = oc.randomState()
    const url = oc.buildAuthorizationUrl(config, { redirect_uri: app.redirectUri, scope, state, code_challenge: await oc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' })
    const callback = await authorize(agent, Object.fromEntries(url.searchParams))
    return { callback, state, tokens: await oc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state }) }
  }

  test('AS-20 discovery: RFC 8414 metadata, PKCE S256, issuer equals the configured URL', async () => {
    const config = await discover(oc.ClientSecretBasic(app.clientSecret))
    const m = config.serverMetadata()
    assert.equal(m.issuer, svc.services.publicUrl())
    assert.deepEqual(m.code_challenge_methods_supported, ['S256'])
    assert.deepEqual(m.response_types_supported, ['code'])
    assert.equal(m.authorization_response_iss_parameter_supported, true)
    assert.ok(config.serverMetadata().supportsPKCE())
  })

  test('AS-4/9/10/13/14/18/19: code → tokens (basic) → user_data → Variant A → refresh rotation → introspect → revoke', async () => {
    const config = await discover(oc.ClientSecretBasic(app.clientSecret))
    const { callback, state, tokens } = await runFlow(config, 'read')
    assert.equal(callback.searchParams.get('state'), state, 'AS-9 state echoed')
    assert.equal(callback.searchParams.get('iss'), svc.services.publicUrl(), 'AS-10 iss')
    assert.equal(tokens.token_type.toLowerCase(), 'bearer')
    assert.equal(tokens.scope, 'read')
    assert.ok(tokens.expires_in! >= 900 && tokens.expires_in! <= 3600, 'AS-22 lifetime 15–60 min')
    assert.ok(tokens.refresh_token)

    const me = await getJson(svc.url + '/user_data', { authorization: `Bearer ${tokens.access_token}` })
    assert.equal(me.status, 200)
    assert.deepEqual(Object.keys(me.json).sort(), ['client_id', 'created_at', 'email', 'id', 'name', 'scopes'])
    assert.equal(me.json.id, user.id)
    assert.equal(me.json.email, user.email)
    assert.equal(me.json.client_id, app.clientId)
    assert.deepEqual(me.json.scopes, ['read'])

    const api = await postJson(svc.url + '/v1/similarity_score', { source: 1 }, { authorization: `Bearer ${tokens.access_token}` })
    assert.ok(api.status !== 401 && api.status !== 403, `bearer accepted by Variant A (got ${api.status})`)

    const intro = await oc.tokenIntrospection(config, tokens.access_token)
    assert.equal(intro.active, true)
    assert.equal(intro.client_id, app.clientId)
    assert.equal(intro.sub, user.id)
    assert.equal(intro.scope, 'read')
    assert.ok(typeof intro.exp === 'number' && typeof intro.iat === 'number' && intro.aud)

    const rotated = await oc.refreshTokenGrant(config, tokens.refresh_token!)
    assert.notEqual(rotated.refresh_token, tokens.refresh_token, 'AS-14 rotation')
    await assert.rejects(oc.refreshTokenGrant(config, tokens.refresh_token!), (e: any) => e.error === 'invalid_grant', 'AS-14 reuse refused')
    assert.equal((await oc.tokenIntrospection(config, rotated.refresh_token!)).active, false, 'AS-14 reuse revokes the family')
    assert.equal((await oc.tokenIntrospection(config, rotated.access_token)).active, false)

    const again = await runFlow(config, 'read')
    await oc.tokenRevocation(config, again.tokens.refresh_token!)
    assert.equal((await oc.tokenIntrospection(config, again.tokens.access_token)).active, false, 'AS-18 RT revocation kills the grant')
    await oc.tokenRevocation(config, 'not-a-token-at-all')
  })

  test('AS-13 client_secret_post works; AS-14/15 refresh may narrow the scope, never widen it', async () => {
    const config = await discover(oc.ClientSecretPost(app.clientSecret))
    const { tokens } = await runFlow(config, 'read write')
    assert.equal(tokens.scope, 'read write')
    const narrowed = await oc.refreshTokenGrant(config, tokens.refresh_token!, { scope: 'read' })
    assert.equal(narrowed.scope, 'read', 'scope on refresh may narrow')
    await assert.rejects(oc.refreshTokenGrant(config, narrowed.refresh_token!, { scope: 'read write admin' }), (e: any) => e.error === 'invalid_scope')
  })

  test('AS-13 client_secret_basic form-urlencodes id and secret before base64 (id with ":", "%" and space)', async () => {
    const id = `odd:id% with space ${Math.random().toString(36).slice(2, 8)}`
    const secret = 'se:cr%et +value'
    const t = new Date().toISOString()
    await svc.services.store.oauth.insertClient({ id, ownerId: user.id, name: 'Odd', redirectUris: [app.redirectUri], secretHash: keyedHash(svc.services.secret, 'oauth-client-secret', secret), pkceRequired: true, createdAt: t, updatedAt: t })
    const config = await discover(oc.ClientSecretBasic(secret), id)
    const verifier = oc.randomPKCECodeVerifier()
    const url = oc.buildAuthorizationUrl(config, { redirect_uri: app.redirectUri, scope: 'read', code_challenge: await oc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' })
    const callback = await authorize(agent, Object.fromEntries(url.searchParams))
    const tokens = await oc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier })
    assert.ok(tokens.access_token)
  })

  test('AS-9 a callback with another state is refused by the client', async () => {
    const config = await discover(oc.ClientSecretBasic(app.clientSecret))
    const verifier = oc.randomPKCECodeVerifier()
    const url = oc.buildAuthorizationUrl(config, { redirect_uri: app.redirectUri, scope: 'read', state: 'one', code_challenge: await oc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' })
    const callback = await authorize(agent, Object.fromEntries(url.searchParams))
    await assert.rejects(oc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: 'two' }))
  })
})
