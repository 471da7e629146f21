/**
 * Timeouts and cancelling from the caller's side: a per-call `signal` that fires rejects with the signal's reason
 * (a `TimeoutError` for `AbortSignal.timeout`, an `AbortError` for `controller.abort()`), never with a
 * `network_error` that would say the server could not be reached.
 */
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import { createWebintel, WebintelError } from '../../packages/sdk/src/index.ts'

let server: Server
let baseUrl = ''
const held = new Set<import('node:http').ServerResponse>()

before(async () => {
  // A server that accepts the request and never answers (a slow upstream page behind it, say).
  server = createServer((_req, res) => { held.add(res) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
after(async () => {
  for (const res of held) res.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

test('AbortSignal.timeout on a call rejects with its TimeoutError, not network_error', async () => {
  const wi = createWebintel({ baseUrl, apiKey: 'wi_live_test' })
  const started = Date.now()
  await assert.rejects(wi.scrapeMetadata({ url: 'https://example.com/' }, { signal: AbortSignal.timeout(150) }), (e: unknown) => {
    assert.ok(!(e instanceof WebintelError), `got WebintelError ${(e as WebintelError).code}: ${(e as Error).message}`)
    assert.equal((e as Error).name, 'TimeoutError')
    return true
  })
  assert.ok(Date.now() - started < 5000)
})

test('controller.abort() on a call rejects with an AbortError; with retries off too', async () => {
  for (const retry of [undefined, false] as const) {
    const wi = createWebintel({ baseUrl, apiKey: 'wi_live_test', retry })
    const ac = new AbortController()
    setTimeout(() => ac.abort(), 100)
    await assert.rejects(wi.whoisLookup({ domain: 'example.com' }, { signal: ac.signal }), (e: unknown) => {
      assert.ok(!(e instanceof WebintelError))
      assert.equal((e as Error).name, 'AbortError')
      return true
    })
  }
})
