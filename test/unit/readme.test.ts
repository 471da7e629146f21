import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { renderReadme } from '../../scripts/env-table.ts'

test('the README environment table is generated from the config schema and current', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  assert.equal(readme, renderReadme(readme), 'run: npm run docs:env')
})
