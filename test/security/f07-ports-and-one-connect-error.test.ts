/** Finding 7: any port on public hosts was fetched, and refused / timed-out / open ports answered differently. */
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createSafeFetcher } from '../../src/fetch/safe-fetcher.ts'
import { loadFetchConfig } from '../../src/fetch/config.ts'
import { PUBLIC_A, stubNet } from '../helpers/net-stub.ts'
import { recorder, rejectsWith } from './helpers.ts'

const closers: (() => Promise<void>)[] = []
after(async () => { for (const c of closers) await c() })

const FAST = { connectTimeoutMs: 300, headersTimeoutMs: 800, timeoutMs: 2000 }

test('only 80, 443, 8080 and 8443 are fetched on public hosts by default; no connection is opened for another port', async () => {
  const site = await recorder()
  closers.push(site.close)
  const net = stubNet({ 'ports.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: site.port })
  const fetcher = createSafeFetcher({ ...FAST, allowPrivate: false, resolve: net.resolve, connect: net.connect })
  closers.push(() => fetcher.close())
  for (const port of [6379, 22, 25, 3306, 9200, 65535]) {
    await rejectsWith(fetcher.fetch(`http://ports.fixture-web.com:${port}/`), 'fetch_blocked', (e) => assert.equal(e.details?.rule, 'port'))
  }
  assert.equal(net.connects.length, 0)
  for (const port of [80, 8080]) assert.equal((await fetcher.fetch(`http://ports.fixture-web.com:${port}/`, { fresh: true })).text, 'ok')
  assert.deepEqual(net.connects.map((c) => c.port), [80, 8080])
})

test('a redirect to a disallowed port is refused too', async () => {
  const site = await recorder((_req, res) => { res.writeHead(302, { location: 'http://ports.fixture-web.com:6379/' }).end() })
  closers.push(site.close)
  const net = stubNet({ 'ports.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: site.port })
  const fetcher = createSafeFetcher({ ...FAST, allowPrivate: false, resolve: net.resolve, connect: net.connect })
  closers.push(() => fetcher.close())
  await rejectsWith(fetcher.fetch('http://ports.fixture-web.com/'), 'fetch_blocked', (e) => assert.equal(e.details?.rule, 'port'))
  assert.deepEqual(net.connects.map((c) => c.port), [80])
})

test('the allowed ports are configurable (WEBINTEL_FETCH_ALLOWED_PORTS), * allows any', async () => {
  assert.deepEqual(loadFetchConfig({}).allowedPorts, [80, 443, 8080, 8443])
  assert.deepEqual(loadFetchConfig({ WEBINTEL_FETCH_ALLOWED_PORTS: '443, 9443' }).allowedPorts, [443, 9443])
  assert.equal(loadFetchConfig({ WEBINTEL_FETCH_ALLOWED_PORTS: '*' }).allowedPorts, 'any')
  for (const bad of ['http', '0', '70000', '80;443']) assert.throws(() => loadFetchConfig({ WEBINTEL_FETCH_ALLOWED_PORTS: bad }), /WEBINTEL_FETCH_ALLOWED_PORTS/, bad)
  const site = await recorder()
  closers.push(site.close)
  const net = stubNet({ 'ports.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: site.port })
  const fetcher = createSafeFetcher({ ...FAST, allowPrivate: false, allowedPorts: [9443], resolve: net.resolve, connect: net.connect })
  closers.push(() => fetcher.close())
  assert.equal((await fetcher.fetch('http://ports.fixture-web.com:9443/')).text, 'ok')
  await rejectsWith(fetcher.fetch('http://ports.fixture-web.com/'), 'fetch_blocked')
})

test('refused, reset, unreachable and timed-out connections give one identical error', async () => {
  const failures: Record<string, () => Promise<never>> = {
    refused: async () => { throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) },
    reset: async () => { throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) },
    unreachable: async () => { throw Object.assign(new Error('connect EHOSTUNREACH'), { code: 'EHOSTUNREACH' }) },
    filtered: () => new Promise<never>(() => {}), // no answer at all: the connect timeout fires
  }
  const answers: string[] = []
  for (const [name, connect] of Object.entries(failures)) {
    const fetcher = createSafeFetcher({ ...FAST, allowPrivate: false, resolve: async () => [{ address: PUBLIC_A, family: 4 }], connect })
    const e = await rejectsWith(fetcher.fetch('http://probe.fixture-web.com:8080/'), 'fetch_failed')
    await fetcher.close()
    answers.push(JSON.stringify({ code: e.code, status: e.status, message: e.message, details: e.details }))
    assert.deepEqual(e.details, { url: 'http://probe.fixture-web.com:8080/', reason: 'connection' }, name)
  }
  assert.equal(new Set(answers).size, 1, answers.join('\n'))
})

test('with the private allowance, a public host is still held to the allowed ports; a loopback address is not', async () => {
  const site = await recorder()
  closers.push(site.close)
  const net = stubNet({ 'ports.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: site.port })
  const fetcher = createSafeFetcher({ ...FAST, allowPrivate: true, resolve: net.resolve, connect: net.connect })
  closers.push(() => fetcher.close())
  await rejectsWith(fetcher.fetch('http://ports.fixture-web.com:6379/'), 'fetch_blocked', (e) => assert.equal(e.details?.rule, 'port'))
  assert.equal(net.connects.length, 0)
  const local = createSafeFetcher({ ...FAST, allowPrivate: true }) // real connector, loopback only
  closers.push(() => local.close())
  assert.equal((await local.fetch(`http://127.0.0.1:${site.port}/`)).text, 'ok')
})
