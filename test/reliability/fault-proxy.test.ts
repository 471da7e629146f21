// The in-test TCP fault proxy itself (used by C3/C4 now, C1/C2 once the safe fetcher lands).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import { createFaultProxy } from './fault-proxy.ts'

test('fault proxy: passes traffic, adds latency, resets mid-body and refuses when down', async () => {
  const big = 'x'.repeat(200_000)
  const upstream = createServer((_req, res) => res.end(big))
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r))
  const proxy = await createFaultProxy({ host: '127.0.0.1', port: (upstream.address() as { port: number }).port })
  const url = `http://127.0.0.1:${proxy.port}/`
  try {
    assert.equal((await (await fetch(url)).text()).length, big.length)
    proxy.latencyMs = 150
    const t0 = performance.now()
    await (await fetch(url)).text()
    assert.ok(performance.now() - t0 >= 150)
    proxy.latencyMs = 0
    proxy.resetAfterBytes = 50_000 // C2 shape: the connection dies mid-body
    await assert.rejects(async () => { await (await fetch(url)).text() })
    proxy.resetAfterBytes = 0
    proxy.mode = 'reset'
    await assert.rejects(fetch(url))
    proxy.mode = 'pass'
    assert.equal((await fetch(url)).status, 200)
  } finally {
    await proxy.close()
    upstream.closeAllConnections()
    await new Promise((r) => upstream.close(r))
  }
})
