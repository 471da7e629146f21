import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { CSV_COLUMNS } from '../../../src/api/variant-a/job-csv.ts'

test('docs/jobs.md lists exactly the CSV export columns of every operation', () => {
  const md = readFileSync(new URL('../../../docs/jobs.md', import.meta.url), 'utf8')
  const documented: Record<string, string[]> = {}
  for (const m of md.matchAll(/^\| `([a-z_]+)` \| `([a-z_, ]+)`/gm)) documented[m[1]!] = m[2]!.split(',').map((c) => c.trim())
  for (const [operation, columns] of Object.entries(CSV_COLUMNS)) {
    assert.deepEqual(documented[operation], columns.map(([name]) => name), `columns of ${operation}`)
  }
})
