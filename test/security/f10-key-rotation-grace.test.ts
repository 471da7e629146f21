/** Finding 10: portal key rotation with `grace=constructor` answered 500 after creating a key pair whose secret was never shown. */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { userWithKey } from './portal-helpers.ts'

let svc: Running
before(async () => { svc = await startService() })
after(async () => { await svc.close() })

test('an unknown grace period is 400 and creates nothing; a known one rotates', async () => {
  const { agent, user, keyId } = await userWithKey(svc)
  for (const grace of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '', '99']) {
    const r = await agent.submit('/portal/keys', `/portal/keys/${keyId}/rotate`, { grace })
    assert.equal(r.status, 400, `${grace}: ${r.status}`)
    assert.match(r.text, /Choose a grace period/)
  }
  assert.equal((await svc.services.apiKeys.list({ ownerId: user.id })).length, 1, 'no key pair was created')
  const ok = await agent.submit('/portal/keys', `/portal/keys/${keyId}/rotate`, { grace: '3600' })
  assert.equal(ok.status, 200)
  assert.equal((await svc.services.apiKeys.list({ ownerId: user.id })).length, 2)
})

test('an unknown expiry on key creation is 400 as well', async () => {
  const { agent, user } = await userWithKey(svc)
  for (const expires of ['constructor', '__proto__', 'valueOf']) {
    const r = await agent.submit('/portal/keys', '/portal/keys', { name: 'x', expires })
    assert.equal(r.status, 400, expires)
  }
  assert.equal((await svc.services.apiKeys.list({ ownerId: user.id })).length, 1)
})
