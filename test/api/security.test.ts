import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { call, credentials, errorOf, operations } from './common.ts'
import { clearOfWindowEnd } from '../helpers/rate-window.ts'

describe('security cases on every operation', () => {
  let svc: Running
  before(async () => { svc = await startService() })
  after(async () => { await svc.close() })

  for (const op of operations) {
    test(`${op.name}: no credentials → 401 with WWW-Authenticate`, async () => {
      const r = await call(svc.url, op, {})
      assert.equal(r.status, 401)
      assert.equal(errorOf(op, r.json).code, 'unauthorized')
      assert.match(r.headers.get('www-authenticate') ?? '', /X-API-Key/)
      assert.ok(r.headers.get('x-request-id'))
    })

    test(`${op.name}: unknown, malformed, revoked and expired keys → the same 401`, async () => {
      const good = await svc.newKey()
      const revoked = await svc.newKey()
      await svc.services.apiKeys.revoke(revoked.id)
      const expired = await svc.newKey({ expiresAt: new Date(Date.now() + 50) })
      await new Promise((r) => setTimeout(r, 80))
      const bodies: string[] = []
      for (const apiKey of ['wi_live_' + 'x'.repeat(40), 'operator-chosen-but-unknown-key', good.apiKey.slice(0, -1) + (good.apiKey.endsWith('a') ? 'b' : 'a'), revoked.apiKey, expired.apiKey]) {
        const r = await call(svc.url, op, credentials(op, { apiKey, secretKey: good.secretKey }))
        assert.equal(r.status, 401, `key ${apiKey.slice(0, 12)}`)
        bodies.push(JSON.stringify(r.json))
      }
      assert.equal(new Set(bodies).size, 1, 'responses never say which part was wrong')
    })

    test(`${op.name}: over the limit → 429 with Retry-After and RateLimit fields`, async () => {
      // Warm the engine with another key (its first load may block a second or two), then send the three
      // together, at least 10 s before the clock-aligned one-minute window ends: all three count in one window.
      await call(svc.url, op, credentials(op, await svc.newKey()))
      await clearOfWindowEnd(60_000, 10_000)
      const key = await svc.newKey({ rateLimitPerMinute: 2 })
      const rs = await Promise.all([0, 1, 2].map(() => call(svc.url, op, credentials(op, key))))
      const limited = rs.filter((r) => r.status === 429)
      const passed = rs.filter((r) => r.status !== 429)
      assert.equal(limited.length, 1)
      assert.equal(passed.length, 2)
      for (const r of passed) {
        assert.notEqual(r.status, 401)
        assert.equal(r.headers.get('ratelimit-policy'), '"default";q=2;w=60')
        assert.match(r.headers.get('ratelimit') ?? '', /^"default";r=[01];t=\d+$/)
      }
      const third = limited[0]
      assert.equal(errorOf(op, third.json).code, 'rate_limited')
      assert.match(third.headers.get('retry-after') ?? '', /^\d+$/)
      assert.match(third.headers.get('ratelimit') ?? '', /^"default";r=0;t=\d+$/)
    })
  }

  test('Variant B refuses a right key with a wrong or missing secret, identically', async () => {
    const op = operations.find((o) => o.variant === 'B')!
    const key = await svc.newKey()
    const other = await svc.newKey()
    const wrong = await call(svc.url, op, { 'x-api-key': key.apiKey, 'x-secret-key': other.secretKey })
    const missing = await call(svc.url, op, { 'x-api-key': key.apiKey })
    assert.equal(wrong.status, 401)
    assert.equal(missing.status, 401)
    assert.deepEqual(wrong.json, missing.json)
    assert.deepEqual(wrong.json, { error: { code: 'unauthorized', message: 'Missing or invalid credentials' } })
  })

  test('Variant A refuses a bearer token while no authorization server verifies it', async () => {
    const op = operations[0]
    const r = await call(svc.url, op, { authorization: 'Bearer not-a-token' })
    assert.equal(r.status, 401)
    assert.match(r.headers.get('www-authenticate') ?? '', /Bearer .*error="invalid_token"/)
  })

  test('credentials never reach the logs', async () => {
    const key = await svc.newKey()
    await call(svc.url, operations[5], credentials(operations[5], key))
    await call(svc.url, operations[0], { authorization: 'Bearer secret-bearer-value' })
    const all = svc.logs.join('\n')
    assert.ok(all.length > 0, 'requests were logged')
    assert.ok(!all.includes(key.apiKey))
    assert.ok(!all.includes(key.secretKey))
    assert.ok(!all.includes('secret-bearer-value'))
  })
})
