import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { RateLimiter } from '../../src/auth/ratelimit/limiter.ts'
import type { Cache } from '../../src/cache/cache.ts'

export function rateLimiterContract(label: string, make: () => Promise<RateLimiter>) {
  test(`[${label}] limiter allows up to the limit, then refuses, per key`, async () => {
    const rl = await make()
    const k = `t${Math.random()}`
    const window = 3_600_000 // long window: no rollover during the test
    const results = []
    for (let i = 0; i < 4; i++) results.push(await rl.hit(k, 3, window))
    assert.deepEqual(results.map((r) => r.allowed), [true, true, true, false])
    assert.deepEqual(results.map((r) => r.remaining), [2, 1, 0, 0])
    assert.ok(results[3].resetMs > 0 && results[3].resetMs <= window)
    assert.equal((await rl.hit(`${k}-other`, 3, window)).allowed, true)
    await rl.close()
  })

  test(`[${label}] several requests at once are counted all-or-nothing`, async () => {
    const rl = await make()
    const k = `c${Math.random()}`
    const window = 3_600_000
    assert.deepEqual([(await rl.hit(k, 10, window, 4)).allowed, (await rl.hit(k, 10, window, 4)).remaining], [true, 2])
    const over = await rl.hit(k, 10, window, 3)
    assert.deepEqual([over.allowed, over.remaining], [false, 2], 'three do not fit in the two left: none counted')
    assert.deepEqual([(await rl.hit(k, 10, window, 2)).allowed, (await rl.hit(k, 10, window)).allowed], [true, false])
    assert.equal((await rl.hit(`${k}-new`, 10, window, 11)).allowed, false, 'more than the whole limit never fits')
    assert.equal((await rl.hit(`${k}-new`, 10, window)).remaining, 9)
    await rl.close()
  })
}

export function cacheContract(label: string, make: () => Promise<Cache>) {
  test(`[${label}] cache stores JSON values with a TTL`, async () => {
    const c = await make()
    const k = `k${Math.random()}`
    assert.equal(await c.get(k), undefined)
    await c.set(k, { a: [1, 'x'] }, 60_000)
    assert.deepEqual(await c.get(k), { a: [1, 'x'] })
    await c.set(k + 's', 1, 30)
    await new Promise((r) => setTimeout(r, 60))
    assert.equal(await c.get(k + 's'), undefined)
    await c.delete(k)
    assert.equal(await c.get(k), undefined)
    await c.close()
  })
}
