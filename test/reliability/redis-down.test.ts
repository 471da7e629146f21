// Hostile-conditions check C3: Redis down and back. Rate limits fail open (documented), authentication keeps working
// from the database and never fails open, nothing crashes, and Redis-backed limits return alone.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createFaultProxy, type FaultProxy } from './fault-proxy.ts'
import { runCli, spawnNode, type SpawnedNode } from '../scale/spawn-node.ts'

const { REDIS_URL } = process.env
const skip = !REDIS_URL ? 'needs REDIS_URL (run by the PostgreSQL + Redis stage of .ci/run)' : false
// No `domain`: passes authentication and the limiter, then 400 from validation (no engine, no network).
const ROUTE = '/v1/whois_lookup'
const PASSED = 400

describe('C3: Redis down and back, on a live server process', { skip }, () => {
  let proxy: FaultProxy, node: SpawnedNode, dir: string
  const env = () => ({ WEBINTEL_DATA_DIR: dir, REDIS_URL: `redis://127.0.0.1:${proxy.port}`, WEBINTEL_SECRET: 'c3-secret-0123456789abcdef0123456789' })
  const newKey = async () => {
    const r = await runCli(['keys', 'create', '--name', 'c3', '--rate-limit', '100000', '--json'], env())
    assert.equal(r.code, 0, r.stderr)
    return JSON.parse(r.stdout).api_key as string
  }
  const call = async (apiKey: string) => {
    const t0 = performance.now()
    const res = await fetch(node.url + ROUTE, { headers: { 'x-api-key': apiKey } })
    const body = await res.json() as { error?: { code?: string } }
    return { status: res.status, code: body.error?.code, limited: res.headers.has('ratelimit'), ms: performance.now() - t0 }
  }

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'webintel-c3-'))
    const u = new URL(REDIS_URL!)
    proxy = await createFaultProxy({ host: u.hostname, port: Number(u.port || 6379) })
    node = await spawnNode(env())
  })
  after(async () => {
    await node?.stop()
    await proxy?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('limits fail open while Redis is down, auth stays closed, and limits return within 5 s', async (t) => {
    const key = await newKey()
    const up = await call(key)
    assert.equal(up.status, PASSED)
    assert.equal(up.limited, true)

    proxy.mode = 'reset'
    proxy.cutAll()
    await new Promise((r) => setTimeout(r, 200))
    const fresh = await newKey() // never seen by the node: it must be read from the database
    const during = []
    for (let i = 0; i < 40; i++) during.push(await call(i % 2 ? key : fresh))
    assert.deepEqual([...new Set(during.map((d) => d.status))], [PASSED], 'every request passes auth and fails open on the limiter')
    assert.equal(during.some((d) => d.limited), false, 'no RateLimit fields when the limiter is unavailable')
    const worst = Math.max(...during.map((d) => d.ms))
    t.diagnostic(`Redis down: 40 requests, slowest ${worst.toFixed(1)} ms`)
    assert.ok(worst < 1000, `p100 latency while Redis is down: ${worst} ms`)
    // Authentication never fails open.
    assert.equal((await call(fresh.slice(0, -1) + (fresh.endsWith('A') ? 'B' : 'A'))).status, 401)
    assert.equal((await fetch(node.url + ROUTE)).status, 401)
    const ready = await fetch(node.url + '/readyz')
    const rj = await ready.json() as { checks: Record<string, string> }
    assert.equal(ready.status, 200, 'the database is up, so the node stays ready')
    assert.notEqual(rj.checks.redis, 'ok')

    proxy.mode = 'pass'
    const t0 = Date.now()
    let back = false
    while (Date.now() - t0 < 10_000) {
      if ((await call(key)).limited) { back = true; break }
      await new Promise((r) => setTimeout(r, 100))
    }
    const recovery = Date.now() - t0
    t.diagnostic(`Redis back: limits enforced again after ${recovery} ms`)
    assert.ok(back && recovery <= 5000, `recovered after ${recovery} ms`)
    assert.equal(node.proc.exitCode, null, 'the server process is still running')
  })
})
