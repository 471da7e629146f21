import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { convertVectors, loadVectors, DIMS } from '../../../src/intel/resources/vectors.ts'

function vec(seed: number): number[] { return Array.from({ length: DIMS }, (_, i) => Math.sin(seed * (i + 1))) }

test('converts the package JSON layout into the int8 cache and reads it back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'intel-vec-'))
  const src = join(dir, 'vectors.json')
  const rows: Record<string, number[]> = { the: vec(1), cat: vec(2), '\\': vec(3), 'kitten': vec(2).map((x) => x * 2) }
  const body = Object.entries(rows).map(([w, v]) => `${JSON.stringify(w)}:[${[...v, 1, 0].join(',')}]`).join(',')
  writeFileSync(src, `{"precision":8,"words":["the","cat"],"vectors":{${body}},"unkVector":[0]}`)
  const cache = join(dir, 'out', 'v.bin')
  convertVectors(src, cache)
  const v = loadVectors(cache)
  assert.equal(v.size, 4)
  assert.equal(v.word(v.index('cat')), 'cat')
  assert.equal(v.index('\\'), 2)
  assert.equal(v.index('dog'), -1)
  // Same direction → cosine 1 after normalisation, despite different lengths.
  assert.ok(Math.abs(v.cos(v.index('cat'), v.index('kitten')) - 1) < 0.01)
  assert.ok(v.cos(v.index('cat'), v.index('the')) < 0.99)
})
