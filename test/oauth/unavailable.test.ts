/** AS-18 (RFC 7009 §2.2.1): when the store fails, OAuth endpoints answer 503 + Retry-After in the §5.2 shape. */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { rmSync } from 'node:fs'
import { startService } from '../helpers/start-service.ts'
import { basic, registerApp, signUp } from './helpers.ts'

test('AS-18 revocation with the database down → 503 temporarily_unavailable + Retry-After', async () => {
  const svc = await startService()
  try {
    const { user } = await signUp(svc)
    const app = await registerApp(svc, user.id)
    await svc.services.store.db.destroy()
    const r = await fetch(svc.url + '/oauth/revoke', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(app.clientId, app.clientSecret) }, body: new URLSearchParams({ token: 'x' }) })
    assert.equal(r.status, 503)
    assert.ok(Number(r.headers.get('retry-after')) > 0)
    assert.equal(((await r.json()) as any).error, 'temporarily_unavailable')
  } finally {
    await svc.app.close().catch(() => {})
    await svc.services.usage.close().catch(() => {})
    await svc.services.rateLimiter.close().catch(() => {})
    await svc.services.cache.close().catch(() => {})
    svc.services.redis?.disconnect()
    rmSync(svc.dataDir, { recursive: true, force: true })
  }
})
