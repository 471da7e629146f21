import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseList } from '../../../src/sanctions/importers/index.ts'

test('UK CSV: a Nationality cell of 150,000 numbered parts is read (it was spread as arguments)', () => {
  const lines = readFileSync(new URL('../../fixtures/sanctions/uk.csv', import.meta.url), 'utf8').split('\n')
  const header = lines[1]!.split(',')
  const nat = header.indexOf('Nationality')
  const row = lines[2]!.split(',')
  row[nat] = `"${Array.from({ length: 150_000 }, (_, i) => `(${i + 1}) Russia`).join(' ')}"`
  const dir = mkdtempSync(join(tmpdir(), 'uk-csv-'))
  try {
    const file = join(dir, 'uk.csv')
    writeFileSync(file, [lines[0], lines[1], row.join(',')].join('\n') + '\n')
    const list = parseList(file)
    assert.equal(list.entities.length, 1)
    assert.deepEqual(list.entities[0]!.countries, ['ru'])
  } finally { rmSync(dir, { recursive: true, force: true }) }
})
