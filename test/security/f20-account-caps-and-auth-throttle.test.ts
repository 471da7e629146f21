/** Finding 20: no per-account cap on keys and OAuth applications, and no throttle on failed API-key attempts. */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { Agent as Dispatcher, request } from 'undici'
import { connect as netConnect } from 'node:net'
import { startService, type Running } from '../helpers/start-service.ts'
import { clearOfWindowEnd } from '../helpers/rate-window.ts'
import { loadConfig } from '../../src/config/load.ts'
import { signUp } from './portal-helpers.ts'

let svc: Running
before(async () => { svc = await startService({ WEBINTEL_MAX_KEYS_PER_ACCOUNT: '2', WEBINTEL_MAX_APPS_PER_ACCOUNT: '1', WEBINTEL_AUTH_FAILURES_PER_MINUTE: '5' }) })
after(async () => { await svc.close() })

test('the limits are configurable, with defaults', () => {
  const d = loadConfig({}).auth
  assert.deepEqual(d, { maxKeysPerAccount: 25, maxAppsPerAccount: 10, authFailuresPerMinute: 30 })
  assert.throws(() => loadConfig({ WEBINTEL_MAX_KEYS_PER_ACCOUNT: '0' }), /WEBINTEL_MAX_KEYS_PER_ACCOUNT/)
})

test('an account holds at most WEBINTEL_MAX_KEYS_PER_ACCOUNT active keys', async () => {
  const { agent, user } = await signUp(svc)
  for (const name of ['one', 'two']) assert.equal((await agent.submit('/portal/keys', '/portal/keys', { name, expires: 'never' })).status, 200)
  const third = await agent.submit('/portal/keys', '/portal/keys', { name: 'three', expires: 'never' })
  assert.equal(third.status, 400)
  assert.match(third.text, /limit of 2 active keys/)
  const keys = await svc.services.apiKeys.list({ ownerId: user.id })
  assert.equal(keys.length, 2)
  // A rotation with a grace period may go over once; a second one waits.
  assert.equal((await agent.submit('/portal/keys', `/portal/keys/${keys[0]!.id}/rotate`, { grace: '3600' })).status, 200)
  const again = (await svc.services.apiKeys.list({ ownerId: user.id })).find((k) => k.name === keys[1]!.name && k.id !== keys[0]!.id)!
  assert.equal((await agent.submit('/portal/keys', `/portal/keys/${again.id}/rotate`, { grace: '3600' })).status, 400)
  // Revoking frees a place.
  await agent.submit('/portal/keys', `/portal/keys/${keys[1]!.id}/revoke`, {})
  await agent.submit('/portal/keys', `/portal/keys/${keys[0]!.id}/revoke`, {})
  assert.equal((await agent.submit('/portal/keys', '/portal/keys', { name: 'four', expires: 'never' })).status, 200)
})

test('an account registers at most WEBINTEL_MAX_APPS_PER_ACCOUNT applications', async () => {
  const { agent, user } = await signUp(svc)
  const app = { name: 'App', redirect_uris: 'https://client.example/cb', pkce: 'required' }
  assert.equal((await agent.submit('/portal/apps', '/portal/apps', app)).status, 200)
  const second = await agent.submit('/portal/apps', '/portal/apps', { ...app, name: 'App 2' })
  assert.equal(second.status, 400)
  assert.match(second.text, /limit of 1 applications/)
  assert.equal((await svc.services.oauth.listClients(user.id)).length, 1)
})

/** GET from a chosen loopback source address (one "client"). */
function clientAt(localAddress: string) {
  const d = new Dispatcher({
    connect: (o, cb) => {
      const s = netConnect({ host: o.hostname, port: Number(o.port), localAddress })
      s.once('connect', () => cb(null, s))
      s.once('error', (err) => cb(err, null))
    },
  })
  return async (path: string, headers: Record<string, string>) => {
    const r = await request(`${svc.url}${path}`, { dispatcher: d, headers })
    return { status: r.statusCode, headers: r.headers, json: await r.body.json() as any }
  }
}

test('failed API keys from one address are throttled (429 before any check); other addresses are not', async () => {
  const good = await svc.newKey()
  await clearOfWindowEnd(60_000, 5_000)
  const attacker = clientAt('127.0.0.5')
  const statuses: number[] = []
  for (let i = 0; i < 7; i++) statuses.push((await attacker('/v1/whois_lookup?domain=example.com', { 'x-api-key': `wi_bad_${i}` })).status)
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429])
  const blocked = await attacker('/v1/whois_lookup?domain=example.com', { 'x-api-key': good.apiKey })
  assert.equal(blocked.status, 429, 'the right key waits too: the throttle answers before checking')
  assert.equal(blocked.json.error.code, 'rate_limited')
  assert.ok(Number(blocked.headers['retry-after']) >= 1)
  const other = await clientAt('127.0.0.6')('/v1/whois_lookup?domain=example.com', { 'x-api-key': good.apiKey })
  assert.ok(other.status !== 401 && other.status !== 429, `another address is served (${other.status})`)
})
