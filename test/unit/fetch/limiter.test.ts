import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createLimiter } from '../../../src/fetch/limiter.ts'

test('global and per-key caps both hold; releases hand slots to waiters in order', async () => {
  const limiter = createLimiter(3, 2)
  let active = 0
  let peak = 0
  const perKey = new Map<string, number>()
  let peakKey = 0
  await Promise.all(Array.from({ length: 12 }, async (_, i) => {
    const key = `host${i % 3}`
    const release = await limiter.acquire(key)
    active++; peak = Math.max(peak, active)
    perKey.set(key, (perKey.get(key) ?? 0) + 1); peakKey = Math.max(peakKey, perKey.get(key)!)
    await new Promise((r) => setTimeout(r, 5))
    active--; perKey.set(key, perKey.get(key)! - 1)
    release()
  }))
  assert.equal(peak, 3)
  assert.ok(peakKey <= 2)
})

test('a waiter whose signal aborts leaves the line and does not take a slot', async () => {
  const limiter = createLimiter(1, 1)
  const first = await limiter.acquire('a')
  const ac = new AbortController()
  const waiting = limiter.acquire('b', ac.signal)
  ac.abort(new Error('gone'))
  await assert.rejects(waiting, /gone/)
  first()
  const next = await limiter.acquire('c')
  next()
  next() // releasing twice is harmless
  const again = await limiter.acquire('d')
  again()
})
