/**
 * Security finding: about 20,000 idle sockets from one host used up the server's file descriptors and took
 * it offline. Connections are now capped in all and per client address, and a socket that does not send a
 * complete request head within WEBINTEL_HEADERS_TIMEOUT_MS is closed (src/server/connections.ts). The real
 * 20,000-socket flood is bench/security/sockets.ts; here the caps are lowered so a few hundred sockets show it.
 */
import { after, before, beforeEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import { startService, type Running } from '../helpers/start-service.ts'
import { clientKey, openFileLimit, totalCap } from '../../src/server/connections.ts'

const ATTACKER = '127.0.0.2' // Linux routes all of 127.0.0.0/8 to loopback: a second client address

/** Opens `n` idle sockets from `localAddress`; resolves once each is connected or refused. */
async function flood(port: number, n: number, localAddress: string) {
  const sockets: net.Socket[] = []
  let closed = 0
  await Promise.all(Array.from({ length: n }, () => new Promise<void>((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port, localAddress })
    sockets.push(s)
    s.resume() // read, so that the server's FIN is seen
    s.on('error', () => {})
    s.once('connect', () => resolve())
    s.once('close', () => { closed++; resolve() })
  })))
  return { sockets, closed: () => closed, destroy: () => { for (const s of sockets) s.destroy() } }
}

/** GET /healthz over a connection of its own that closes after the answer (no keep-alive left behind). */
const healthOnce = (port: number) => new Promise<number>((resolve) => {
  const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false, headers: { connection: 'close' } }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)) })
  req.on('error', () => resolve(0))
})

const until = async (cond: () => boolean, ms: number) => {
  const end = Date.now() + ms
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
  return cond()
}

describe('per-client cap: 200 idle sockets from one address against a cap of 100', () => {
  let svc: Running
  before(async () => { svc = await startService({ WEBINTEL_MAX_CONNECTIONS_PER_CLIENT: '100' }) })
  after(async () => { await svc.close() })

  test('the sockets over the cap are reset at once; other clients are answered', { timeout: 30_000 }, async () => {
    const port = Number(new URL(svc.url).port)
    const f = await flood(port, 200, ATTACKER)
    try {
      assert.ok(await until(() => f.closed() >= 100, 5000), `closed by the server: ${f.closed()}`)
      await new Promise((r) => setTimeout(r, 200))
      assert.equal(f.closed(), 100) // exactly the ones over the cap; the first 100 stay open (idle)
      assert.equal(await healthOnce(port), 200) // from 127.0.0.1
      // the attacker's own next connection is refused too, while its 100 stay open
      const more = await flood(port, 1, ATTACKER)
      assert.ok(await until(() => more.closed() === 1, 2000))
    } finally { f.destroy() }
  })
})

describe('total cap and the request-head timeout', () => {
  let svc: Running
  before(async () => { svc = await startService({ WEBINTEL_MAX_CONNECTIONS: '150', WEBINTEL_MAX_CONNECTIONS_PER_CLIENT: '0', WEBINTEL_HEADERS_TIMEOUT_MS: '1000' }) })
  after(async () => { await svc.close() })
  // Each test starts with no connection left over from the one before (closing is asynchronous).
  beforeEach(async () => {
    const open = () => new Promise<number>((r) => svc.app.server.getConnections((_e, n) => r(n)))
    for (let i = 0; i < 100 && (await open()) > 0; i++) await new Promise((r) => setTimeout(r, 20))
  })

  test('at the total cap the oldest silent sockets make room: a client is served at once; the rest are shed after the head timeout', { timeout: 30_000 }, async () => {
    const port = Number(new URL(svc.url).port)
    const f = await flood(port, 200, ATTACKER)
    try {
      assert.ok(await until(() => f.closed() >= 50, 900), `closed before the head timeout: ${f.closed()}`) // 50 evicted, at once
      // the server is full of silent sockets, yet a client that sends its request is answered (one more is evicted)
      assert.equal(await healthOnce(port), 200)
      assert.equal(f.closed(), 51)
      // the first to go are the oldest: the newest sockets of the flood are still open
      assert.ok(f.sockets.slice(-100).every((s) => !s.destroyed && s.readyState === 'open'))
      // idle sockets that never sent a request are closed after about 1 s
      assert.ok(await until(() => f.closed() === 200, 5000), `closed after the head timeout: ${f.closed()}`)
    } finally { f.destroy() }
  })

  test('at the total cap with every connection in use, a new one is refused and idle keep-alive ones are closed', { timeout: 30_000 }, async () => {
    const port = Number(new URL(svc.url).port)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 150 })
    const get = () => new Promise<number>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)) })
      req.on('error', () => resolve(0))
    })
    try {
      // 150 connections that each sent a request: none is silent, none may be evicted
      assert.deepEqual(new Set(await Promise.all(Array.from({ length: 150 }, get))), new Set([200]))
      const extra = await flood(port, 1, ATTACKER)
      assert.ok(await until(() => extra.closed() === 1, 2000), 'refused')
      // the refusal also closed the idle keep-alive connections, so the next client is served
      await new Promise((r) => setTimeout(r, 100))
      assert.equal(await healthOnce(port), 200)
    } finally { agent.destroy() }
  })

  test('a socket that trickles its request head is closed at the head timeout, with 408', { timeout: 10_000 }, async () => {
    const port = Number(new URL(svc.url).port)
    const s = net.connect({ host: '127.0.0.1', port })
    let answer = ''
    s.on('data', (d) => { answer += d })
    s.on('error', () => {})
    const t0 = Date.now()
    s.write('GET /healthz HTTP/1.1\r\nHost: x\r\n')
    const timer = setInterval(() => { if (!s.destroyed) s.write('X-Slow: 1\r\n') }, 200)
    await new Promise((r) => s.once('close', r))
    clearInterval(timer)
    assert.ok(Date.now() - t0 < 5000)
    assert.match(answer, /^HTTP\/1\.1 408/)
  })
})

test('closing the server does not wait for silent sockets', { timeout: 30_000 }, async () => {
  const svc = await startService() // default head timeout: 10 s
  const f = await flood(Number(new URL(svc.url).port), 50, ATTACKER)
  try {
    const t0 = Date.now()
    await svc.close()
    assert.ok(Date.now() - t0 < 5000, `closed after ${Date.now() - t0} ms`)
    assert.ok(await until(() => f.closed() === 50, 2000))
  } finally { f.destroy() }
})

test('the automatic total cap is three quarters of the open-file limit', () => {
  const cfg = { maxConnections: 0, maxConnectionsPerClient: 256, headersTimeoutMs: 10_000 }
  assert.equal(totalCap(cfg, () => 20_000), 15_000)
  assert.equal(totalCap(cfg, () => undefined), 10_000)
  assert.equal(totalCap({ ...cfg, maxConnections: 500 }, () => 20_000), 500)
  assert.equal(openFileLimit(() => 'Limit  Soft Limit  Hard Limit  Units\nMax open files            1024                 4096                 files\n'), 1024)
  assert.equal(openFileLimit(() => { throw new Error('no /proc') }), undefined)
})

test('a client is an IPv4 address (mapped or not) or an IPv6 /64', () => {
  assert.equal(clientKey('203.0.113.7'), '203.0.113.7')
  assert.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7')
  assert.equal(clientKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64')
  assert.equal(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'), '2001:db8:1:2::/64')
  assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64')
  assert.equal(clientKey('::1'), '0:0:0:0::/64')
  assert.equal(clientKey('fe80::1%eth0'), 'fe80:0:0:0::/64')
})
