import { test } from 'node:test'
import assert from 'node:assert/strict'
import { loadConfig } from '../../../src/config/load.ts'

test('defaults give a working local service', () => {
  const c = loadConfig({})
  assert.equal(c.core.host, '127.0.0.1')
  assert.equal(c.core.port, 5003)
  assert.equal(c.core.rateLimitPerMinute, 120)
  assert.equal(c.fetch.allowPrivate, false)
  assert.equal(c.core.databaseUrl, undefined)
  assert.ok(Object.isFrozen(c))
})

test('a bad value stops with a one-line reason naming the variable', () => {
  assert.throws(() => loadConfig({ PORT: 'eighty' }), /^Error: PORT="eighty": expected a whole number$/)
  assert.throws(() => loadConfig({ PORT: '70000' }), /PORT.*at most 65535/)
  assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL.*protocol/)
  assert.throws(() => loadConfig({ WEBINTEL_FETCH_ALLOW_PRIVATE: 'maybe' }), /true or false/)
  assert.throws(() => loadConfig({ WEBINTEL_BOOTSTRAP_API_KEY: 'short' }), /at least 16/)
  assert.throws(() => loadConfig({ WEBINTEL_BOOTSTRAP_API_KEY: 'a-long-enough-operator-key' }), /must be set together/)
})
