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

test('the line is bounded: one waiter too many is refused at once, and the count comes back to zero', async () => {
  const limiter = createLimiter(2, 1, { maxWaiting: 2, overflow: () => new Error('line full') })
  const a = await limiter.acquire('a') // holds host a
  const b = await limiter.acquire('b') // holds the second global slot
  assert.equal(limiter.waiting, 0)
  const w1 = limiter.acquire('a') // waits on host a
  const w2 = limiter.acquire('c') // waits on the global cap
  assert.equal(limiter.waiting, 2)
  // a and b still hold their slots, so nothing could have been released: the refusal can only be immediate.
  await assert.rejects(limiter.acquire('d'), /line full/)
  assert.equal(limiter.waiting, 2)
  a(); b()
  const [r1, r2] = await Promise.all([w1, w2])
  assert.equal(limiter.waiting, 0)
  r1(); r2()
  // With room again, a new caller gets a slot.
  const again = await limiter.acquire('d')
  again()
})

test('maxWaiting 0 refuses every caller that would wait; an aborted waiter frees its place in line', async () => {
  const none = createLimiter(1, 1, { maxWaiting: 0, overflow: () => new Error('line full') })
  const held = await none.acquire('a')
  await assert.rejects(none.acquire('b'), /line full/)
  held()
  ;(await none.acquire('b'))()

  const one = createLimiter(1, 1, { maxWaiting: 1, overflow: () => new Error('line full') })
  const h = await one.acquire('a')
  const ac = new AbortController()
  const w = one.acquire('a', ac.signal)
  await assert.rejects(one.acquire('b'), /line full/)
  ac.abort(new Error('gone'))
  await assert.rejects(w, /gone/)
  assert.equal(one.waiting, 0)
  const w2 = one.acquire('b')
  h()
  ;(await w2)()
})
