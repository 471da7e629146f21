import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { main } from '../../src/cli/index.ts'
import { capture, cliEnv } from '../helpers/cli.ts'
import { startService, postJson, type Running } from '../helpers/start-service.ts'

describe('webintel keys … while the server runs on the same data directory', () => {
  let svc: Running
  let env: Record<string, string>
  before(async () => {
    svc = await startService()
    env = cliEnv(svc.dataDir)
  })
  after(async () => { await svc.close() })

  test('create (JSON, shown once) → the key works on both variants → list → revoke → refused', async () => {
    const c = capture()
    assert.equal(await main(['keys', 'create', '--name', 'cli test', '--expires', '30d', '--json'], env, c.io), 0, c.err.join())
    const created = JSON.parse(c.out[0])
    assert.match(created.api_key, /^wi_live_/)
    assert.match(created.secret_key, /^wi_sk_/)
    assert.ok(Date.parse(created.expires_at) > Date.now() + 29 * 86_400_000)

    const a = await postJson(svc.url + '/v1/scrape_metadata', { url: 'not a url' }, { 'x-api-key': created.api_key })
    assert.notEqual(a.status, 401)
    const b = await postJson(svc.url + '/api/scrape_metadata', {}, { 'x-api-key': created.api_key, 'x-secret-key': created.secret_key })
    assert.equal(b.status, 400)

    const l = capture()
    assert.equal(await main(['keys', 'list', '--json'], env, l.io), 0)
    const row = JSON.parse(l.out[0]).find((k: any) => k.id === created.id)
    assert.equal(row.state, 'active')
    assert.equal(row.prefix, created.api_key.slice(0, 12))
    assert.ok(!l.out.join().includes(created.api_key), 'listing never shows the whole key')

    const r = capture()
    assert.equal(await main(['keys', 'revoke', created.id], env, r.io), 0)
    assert.equal(await main(['keys', 'revoke', created.id], env, capture().io), 1, 'second revoke reports no active key')
    svc.services.apiKeys.invalidate() // the server's short lookup cache (≤ 10 s) — skip the wait in tests
    const after = await postJson(svc.url + '/v1/scrape_metadata', { url: 'https://example.com' }, { 'x-api-key': created.api_key })
    assert.equal(after.status, 401)
  })

  test('expire sets and clears an expiry; bad input is refused with a reason', async () => {
    const c = capture()
    await main(['keys', 'create', '--name', 'exp', '--json'], env, c.io)
    const { id } = JSON.parse(c.out[0])
    const e = capture()
    assert.equal(await main(['keys', 'expire', id, '--at', '2099-01-01T00:00:00Z'], env, e.io), 0)
    assert.match(e.out[0], /2099-01-01T00:00:00.000Z/)
    assert.equal(await main(['keys', 'expire', id, '--at', 'never'], env, capture().io), 0)
    const bad = capture()
    assert.equal(await main(['keys', 'create', '--name', 'x', '--expires', 'yesterday'], env, bad.io), 1)
    assert.match(bad.err[0], /cannot read expiry/)
    const noName = capture()
    assert.equal(await main(['keys', 'create'], env, noName.io), 2)
    const unknown = capture()
    assert.equal(await main(['frobnicate'], env, unknown.io), 2)
    const badEnv = capture()
    assert.equal(await main(['keys', 'list'], { ...env, PORT: 'x' }, badEnv.io), 78)
  })

  test('migrate reports an up-to-date database', async () => {
    const c = capture()
    assert.equal(await main(['migrate'], env, c.io), 0)
    assert.equal(c.out[0], 'database is up to date')
  })
})
