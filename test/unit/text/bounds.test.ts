import { test } from 'node:test'
import assert from 'node:assert/strict'
import { runBounded } from '../../helpers/bounded-worker.ts'
import { foldLineBreaks } from '../../../src/text/bounds.ts'

// The patterns foldLineBreaks replaces: identical results wanted, on inputs short enough for them.
const oneBreak = (s: string) => s.replace(/\s*\n\s*/g, '\n')
const twoBreaks = (s: string) => s.replace(/\s*\n\s*\n\s*/g, '\n')

test('foldLineBreaks gives what the line-feed patterns gave, on every short mix of letters, spaces and line feeds', () => {
  const alphabet = ['a', ' ', '\n', '\u2003', '\t', '\u3000', '\r', '\u2028', 'b']
  let seed = 7
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
  for (let i = 0; i < 20_000; i++) {
    const len = next() % 14
    let s = ''
    for (let j = 0; j < len; j++) s += alphabet[next() % alphabet.length]
    assert.equal(foldLineBreaks(s), oneBreak(s), JSON.stringify(s))
    assert.equal(foldLineBreaks(s, 2), twoBreaks(s), JSON.stringify(s))
  }
  assert.equal(foldLineBreaks('a \n \u2003\n b\u3000\u3000c\nd'), 'a\nb\u3000\u3000c\nd')
  assert.equal(foldLineBreaks('a \n b\n\n c', 2), 'a \n b\nc')
})

// The old patterns took 8.7 s on a run of 32,000 em spaces, quadratic in its length: the runs below would take
// over 20 minutes. They are read in a worker thread, so that a return of that shape fails here (the worker is
// stopped after a minute, hundreds of times what linear work needs) instead of hanging the test run.
test('whitespace runs of 400,000 characters without a line feed are read once', { timeout: 120_000 }, async () => {
  const code = `
    const { parentPort } = require('node:worker_threads')
    import(${JSON.stringify(new URL('../../../src/text/bounds.ts', import.meta.url).href)}).then(({ foldLineBreaks }) => {
      let same = true
      for (const space of ['\\u2003', '\\u3000', ' ', '\\u2028']) {
        const s = 'a' + space.repeat(400000) + 'b'
        same = same && foldLineBreaks(s) === s && foldLineBreaks(s, 2) === s && foldLineBreaks(s + '\\n' + s) === s + '\\n' + s
      }
      parentPort.postMessage(same)
    })`
  const result = await runBounded(code, 'the runs were not read')
  assert.equal(result, true)
})
