import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Store } from '../../src/store/ports.ts'

const rnd = () => Math.random().toString(36).slice(2)

/** The store contract every backend must meet. */
export function storeContract(label: string, make: () => Promise<Store & { close(): Promise<void> }>) {
  test(`[${label}] api keys: insert, find by hash and id, list, expiry, revoke, touch`, async () => {
    const store = await make()
    try {
      const id = `key_${rnd()}`
      const hash = `h${rnd()}`
      const owner = `usr_${rnd()}`
      const created = '2026-01-02T03:04:05.000Z'
      await store.apiKeys.insert({ id, name: 'n', prefix: 'wi_live_abcd', keyHash: hash, secretHash: 'ab', ownerId: owner, rateLimitPerMinute: 7, scopes: ['read'], createdAt: created, expiresAt: null })
      const byHash = await store.apiKeys.findByHash(hash)
      assert.equal(byHash?.id, id)
      assert.equal(byHash?.rateLimitPerMinute, 7)
      assert.deepEqual(byHash?.scopes, ['read'])
      assert.equal(byHash?.revokedAt, null)
      assert.equal((await store.apiKeys.findById(id))?.keyHash, hash)
      assert.equal(await store.apiKeys.findByHash('nope' + rnd()), null)
      assert.deepEqual((await store.apiKeys.list({ ownerId: owner })).map((k) => k.id), [id])
      assert.equal(await store.apiKeys.setExpiry(id, new Date('2030-01-01T00:00:00Z')), true)
      assert.equal((await store.apiKeys.findById(id))?.expiresAt, '2030-01-01T00:00:00.000Z')
      assert.equal(await store.apiKeys.setExpiry('key_missing' + rnd(), null), false)
      await store.apiKeys.touch(id, new Date('2026-05-05T00:00:00Z'))
      assert.equal((await store.apiKeys.findById(id))?.lastUsedAt, '2026-05-05T00:00:00.000Z')
      assert.equal(await store.apiKeys.revoke(id, new Date()), true)
      assert.equal(await store.apiKeys.revoke(id, new Date()), false, 'a second revoke is a no-op')
      assert.ok((await store.apiKeys.findByHash(hash))?.revokedAt)
      await assert.rejects(store.apiKeys.insert({ id: `key_${rnd()}`, name: 'dup', prefix: 'x', keyHash: hash, secretHash: 'ab', ownerId: null, rateLimitPerMinute: null, scopes: [], createdAt: created, expiresAt: null }))
    } finally { await store.close() }
  })

  test(`[${label}] usage: increments per key, operation and day`, async () => {
    const store = await make()
    try {
      const k = `key_${rnd()}`
      await store.usage.add([{ keyId: k, operation: 'a', day: '2026-11-01', count: 2 }, { keyId: k, operation: 'b', day: '2026-11-02', count: 1 }])
      await store.usage.add([{ keyId: k, operation: 'a', day: '2026-11-01', count: 3 }])
      const rows = await store.usage.list([k], '2026-11-01')
      assert.deepEqual(rows, [{ keyId: k, operation: 'a', day: '2026-11-01', count: 5 }, { keyId: k, operation: 'b', day: '2026-11-02', count: 1 }])
      assert.deepEqual(await store.usage.list([k], '2026-11-02'), [rows[1]])
      await store.ping()
    } finally { await store.close() }
  })

  test(`[${label}] sanctions source state: absent, saved, overwritten, kept apart by name`, async () => {
    const store = await make()
    try {
      const a = `src_${rnd()}`
      const b = `src_${rnd()}`
      assert.equal(await store.sanctions.sourceState(a), null)
      await store.sanctions.saveSourceState(a, '{"etag":"\\"v1\\""}')
      await store.sanctions.saveSourceState(b, '{}')
      await store.sanctions.saveSourceState(a, '{"etag":"\\"v2\\""}')
      assert.equal(await store.sanctions.sourceState(a), '{"etag":"\\"v2\\""}')
      assert.equal(await store.sanctions.sourceState(b), '{}')
    } finally { await store.close() }
  })
}
