/** Finding 8: an API key sent as `x-api-key=` in the query string was written to the access log in clear. */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { maskUrl } from '../../src/logger.ts'

let svc: Running
before(async () => { svc = await startService() })
after(async () => { await svc.close() })

const SECRET = 'Sup3rSecretValue'

test('a key in the query string never reaches the log, whatever the parameter spelling', async () => {
  const names = ['x-api-key', 'X-API-KEY', 'api_key', 'apikey', 'apiKey', 'token', 'access_token', 'secret', 'password', 'authorization', 'x-secret-key', 'client_secret', 'refresh-token', 'session', 'key', 'code', 'X%2DApi%2DKey']
  const paths = ['/v1/scrape_metadata', '/api/scrape_metadata', '/healthz', '/no/such/route']
  for (const path of paths) {
    const qs = names.map((n, i) => `${n}=${SECRET}${i}`).join('&')
    await fetch(`${svc.url}${path}?page=2&${qs}`, { headers: { 'x-api-key': `${SECRET}h`, authorization: `Bearer ${SECRET}a`, 'x-custom-token': `${SECRET}c` } }).then((r) => r.text())
  }
  await new Promise((r) => setTimeout(r, 50))
  const access = svc.logs.filter((l) => l.includes('request completed'))
  assert.ok(access.length >= paths.length, 'one access line per request')
  for (const line of svc.logs) assert.ok(!line.includes(SECRET), line)
  assert.ok(access.some((l) => l.includes('page=2') && l.includes('x-api-key=[redacted]')), 'the rest of the URL stays readable')
})

test('maskUrl masks by name, keeps other parameters and fragments', () => {
  assert.equal(maskUrl('/v1/x?q=1&x-api-key=abc&Api_Key=d&apiKey=e#f'), '/v1/x?q=1&x-api-key=[redacted]&Api_Key=[redacted]&apiKey=[redacted]#f')
  assert.equal(maskUrl('https://h/p?author=me&pwd=x&signature=y'), 'https://h/p?author=me&pwd=[redacted]&signature=[redacted]')
  assert.equal(maskUrl('/no-query'), '/no-query')
})
