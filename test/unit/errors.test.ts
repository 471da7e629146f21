import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { AppError, ErrorCodes } from '../../src/errors.ts'

test('docs/errors.md documents exactly the codes and statuses of src/errors.ts', () => {
  const md = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8')
  const documented = Object.fromEntries([...md.matchAll(/^\| ([a-z_]+) \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])]))
  const code = Object.fromEntries(Object.entries(ErrorCodes).map(([k, v]) => [k, v.status]))
  assert.deepEqual(documented, code)
})

test('5xx errors expose only the title; 4xx keep their message', () => {
  assert.equal(new AppError('internal', 'db password wrong at host x').publicMessage, 'Internal error')
  assert.equal(new AppError('invalid_request', 'body.url is required').publicMessage, 'body.url is required')
  assert.equal(new AppError('fetch_failed', 'the site answered 503').publicMessage, 'the site answered 503')
})
