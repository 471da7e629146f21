import { test } from 'node:test'
import assert from 'node:assert/strict'
import { runBounded } from '../../helpers/bounded-worker.ts'
import { FAILURE_AFTER } from '../../../src/media/lexicon.ts'

// The pattern FAILURE_AFTER replaces (its head; the failure words are the same list): identical answers wanted, on
// inputs short enough for it.
const WORDS = '(?:failures?|failings?|fail(?:ed|s)? to|breach(?:es)?|deficienc\\w*|lapses?|shortcomings?|weakness(?:es)?|violations?|gaps|errors|were inadequate|was inadequate|breaches)\\b'
const original = new RegExp(`^[\\s-]*(?:[\\w-]+[\\s-]+){0,4}?${WORDS}`)

test('FAILURE_AFTER answers as the backtracking pattern did, on every short mix of words, spaces and hyphens', () => {
  const pieces = ['-', ' ', '  ', '\t', 'a', 'aml', '_', '7', 'é', '.', ',', 'failures', 'failed to', 'fail', 'gaps', 'breach', 'x-', 'lapse', '\n']
  let seed = 11
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
  let hits = 0
  for (let i = 0; i < 30_000; i++) {
    const len = next() % 9
    let s = ''
    for (let j = 0; j < len; j++) s += pieces[next() % pieces.length]
    const want = original.test(s)
    if (want) hits++
    assert.equal(FAILURE_AFTER.test(s), want, JSON.stringify(s))
  }
  assert.ok(hits > 1000, `only ${hits} matching inputs`)
  assert.equal(FAILURE_AFTER.test(' anti-money-laundering failures'), true)
  assert.equal(FAILURE_AFTER.test(' controls were weak, with gaps'), false)
  assert.equal(FAILURE_AFTER.test(' aml control failings'), true)
  assert.equal(FAILURE_AFTER.test(' one two three four five failures'), false)
})

// The old pattern took 150 s on 60 hyphens (the slice classify.ts reads after an offence term), its cost growing
// with the power of the run. The run is read in a worker thread, so that a return of that shape fails here (the
// worker is stopped after a minute, thousands of times what linear work needs) instead of hanging the test run.
test('runs of hyphens after an offence term are read in linear time', { timeout: 120_000 }, async () => {
  const code = `
    const { parentPort } = require('node:worker_threads')
    import(${JSON.stringify(new URL('../../../src/media/lexicon.ts', import.meta.url).href)}).then(({ FAILURE_AFTER }) => {
      const runs = ['-'.repeat(60), '-'.repeat(200_000), '- '.repeat(100_000), '-'.repeat(100) + 'failures', 'a-'.repeat(50_000)]
      parentPort.postMessage(runs.map((s) => FAILURE_AFTER.test(s)))
    })`
  const result = await runBounded(code, 'the runs were not read')
  assert.deepEqual(result, [false, false, false, true, false])
})
