/**
 * parseHttpUrl tells "no scheme" from other bad URLs with a test of the host part. A job item's similarity `source`
 * and `target` reach it with no length cap (the body may be 16 MiB); the direct pattern backtracked to every dot and
 * rescanned the rest, quadratic in a run of dots.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { runBounded } from '../../helpers/bounded-worker.ts'
import { looksSchemeless, parseHttpUrl } from '../../../src/fetch/target.ts'

const OLD = /^[^/?#:]+\.[^/?#:]*[a-z0-9](?::\d+)?(?:[/?#]|$)/i

test('looksSchemeless answers as the direct pattern on 20,000 random inputs', () => {
  const alphabet = ['a', 'Z', '0', '.', '.', ':', '/', '?', '#', '-', '5', 'é', '_', 'x.y', ':80']
  let seed = 9
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
  let yes = 0
  for (let i = 0; i < 20_000; i++) {
    let s = ''
    const n = next() % 10
    for (let j = 0; j < n; j++) s += alphabet[next() % alphabet.length]
    const want = OLD.test(s)
    assert.equal(looksSchemeless(s), want, JSON.stringify(s))
    if (want) yes++
  }
  assert.ok(yes > 1000, `only ${yes} inputs read as a host`)
  assert.throws(() => parseHttpUrl('example.com:8080/x'), /no scheme/)
})

test('a URL of a million dots is refused in one pass', { timeout: 120_000 }, async () => {
  const code = `
    const { parentPort } = require('node:worker_threads')
    import(${JSON.stringify(new URL('../../../src/fetch/target.ts', import.meta.url).href)}).then(({ parseHttpUrl }) => {
      const out = []
      for (const s of ['a' + '.'.repeat(1000000) + '!', 'a.'.repeat(500000) + '!', 'a' + '.'.repeat(1000000) + 'b']) {
        try { parseHttpUrl(s); out.push('parsed') } catch (e) { out.push(e.message.includes('no scheme') ? 'no scheme' : 'invalid') }
      }
      parentPort.postMessage(out)
    })`
  assert.deepEqual(await runBounded(code, 'the URL was not checked', 15_000), ['invalid', 'invalid', 'no scheme'])
})
