import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createMemoryCache } from '../../src/cache/memory.ts'
import { cached } from '../../src/cache/cache.ts'

test('memory cache expires entries and evicts the oldest', async () => {
  let t = 1000
  const c = createMemoryCache({ maxEntries: 2, now: () => t })
  await c.set('a', { x: 1 }, 100)
  assert.deepEqual(await c.get('a'), { x: 1 })
  t += 101
  assert.equal(await c.get('a'), undefined)
  await c.set('b', 1, 1000); await c.set('c', 2, 1000); await c.set('d', 3, 1000)
  assert.equal(await c.get('b'), undefined)
  assert.equal(await c.get('d'), 3)
})

test('cached() loads once and serves the hit', async () => {
  const c = createMemoryCache()
  let calls = 0
  const load = async () => { calls++; return 'v' }
  assert.equal(await cached(c, 'k', 1000, load), 'v')
  assert.equal(await cached(c, 'k', 1000, load), 'v')
  assert.equal(calls, 1)
})
