import { test } from 'node:test'
import assert from 'node:assert/strict'
import { runBounded } from '../../helpers/bounded-worker.ts'
import { iconSize } from '../../../src/extract/rules/icons.ts'

// The pattern iconSize used on `sizes`, and the size it derived: identical sizes wanted on short inputs.
const before = (sizes: string): number[] => sizes.match(/(\d+)\s*[x×]\s*(\d+)/gi)?.map((s) => parseInt(s, 10)) ?? []
const icon = (sizes: string) => ({ url: 'https://example.com/favicon.ico', rel: 'icon', sizes, type: '' })

test('iconSize reads declared sizes as the unanchored pattern did, on every short mix of digits, x and spaces', () => {
  const alphabet = ['1', '2', '0', '9', ' ', 'x', '×', 'X', '\t', 'a', ',']
  let seed = 5
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
  let declared = 0
  for (let i = 0; i < 30_000; i++) {
    const len = next() % 12
    let s = ''
    for (let j = 0; j < len; j++) s += alphabet[next() % alphabet.length]
    const want = before(s)
    if (want.length) {
      declared++
      assert.equal(iconSize(icon(s)), Math.max(...want), JSON.stringify(s))
    }
  }
  assert.ok(declared > 3000, `only ${declared} inputs declared a size`)
  assert.equal(iconSize(icon('16x16 32x32 192×192')), 192)
})

// A page's `sizes` attribute of 200,000 digits: the old pattern restarted its digit run at each of its positions
// (over 30 s for 100,000 digits, in the thread that parses the page). Read in a worker, stopped after a minute.
test('a sizes attribute of one long digit run is read once', { timeout: 120_000 }, async () => {
  const code = `
    const { parentPort } = require('node:worker_threads')
    import(${JSON.stringify(new URL('../../../src/extract/rules/icons.ts', import.meta.url).href)}).then(({ iconSize }) => {
      const icon = (sizes) => ({ url: 'https://example.com/favicon.ico', rel: 'icon', sizes, type: '' })
      parentPort.postMessage([iconSize(icon('1'.repeat(200000))), iconSize(icon('1'.repeat(200000) + 'x')), iconSize(icon('1 '.repeat(100000) + '48x48'))])
    })`
  const result = await runBounded(code, 'the run was not read')
  assert.deepEqual(result, [16, 16, 48])
})
