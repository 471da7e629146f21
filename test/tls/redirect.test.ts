import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { startService, type Running } from '../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../helpers/net-stub.ts'
import { isLoopbackAddress, redirectHandler } from '../../src/server/redirect.ts'
import { createCertKit, type CertKit } from './certs.ts'
import { httpsRequest } from './client.ts'

const bakery = readFileSync(new URL('../fixtures/sites/bakery.html', import.meta.url))

/** A raw request to the plain-HTTP listener (fetch would follow or rewrite the Host header). */
function plain(port: number, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers, agent: false, timeout: 10_000 }, (res) => {
      let text = ''
      res.setEncoding('utf8').on('data', (c) => { text += c }).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }))
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end(opts.body)
  })
}

describe('plain-HTTP redirect listener', () => {
  let kit: CertKit, site: http.Server, svc: Running, httpPort: number, tlsPort: number
  before(async () => {
    kit = createCertKit()
    const leaf = kit.leaf('server')
    site = http.createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bakery) })
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const net = stubNet({ 'rosies-bakery.co.uk': [[PUBLIC_A]] }, { [PUBLIC_A]: (site.address() as AddressInfo).port })
    svc = await startService({ WEBINTEL_TLS_CERT_FILE: leaf.certFile, WEBINTEL_TLS_KEY_FILE: leaf.keyFile, WEBINTEL_HTTP_REDIRECT_PORT: '0' }, { net })
    httpPort = svc.server.redirectPort!
    tlsPort = Number(new URL(svc.url).port)
    assert.notEqual(httpPort, tlsPort)
  })
  after(async () => { await svc?.close(); site?.close(); kit?.close() })

  test('GET and HEAD get 301 to the same path and query on https; other methods 308; no HSTS over http', async () => {
    const get = await plain(httpPort, '/v1/whois_lookup?x=1&y=%20', { headers: { host: `localhost:${httpPort}` } })
    assert.equal(get.status, 301)
    assert.equal(get.headers.location, `https://localhost:${tlsPort}/v1/whois_lookup?x=1&y=%20`)
    assert.equal(get.headers['strict-transport-security'], undefined)
    const head = await plain(httpPort, '/portal', { method: 'HEAD', headers: { host: '127.0.0.1' } })
    assert.equal(head.status, 301)
    assert.equal(head.headers.location, `https://127.0.0.1:${tlsPort}/portal`)
    const post = await plain(httpPort, '/v1/categorize_content', { method: 'POST', headers: { host: 'localhost', 'content-type': 'application/json' }, body: '{"url":"http://rosies-bakery.co.uk/"}' })
    assert.equal(post.status, 308)
    assert.equal(post.headers.location, `https://localhost:${tlsPort}/v1/categorize_content`)
    // The redirect target is https and answers there.
    const followed = await httpsRequest(get.headers.location!.replace('localhost', '127.0.0.1'), { ca: kit.ca })
    assert.equal(followed.headers['strict-transport-security'], 'max-age=31536000')
  })

  test('a missing or malformed Host gets 400, not a redirect to an invented host', async () => {
    const bad = await plain(httpPort, '/x', { headers: { host: 'evil.example/..@x' } })
    assert.equal(bad.status, 400)
    assert.equal(bad.headers.location, undefined)
  })

  test('health paths answer on the plain listener (probes stay on http)', async () => {
    const h = await plain(httpPort, '/healthz')
    assert.equal(h.status, 200)
    assert.deepEqual(JSON.parse(h.text), { status: 'ok' })
    const r = await plain(httpPort, '/readyz?probe=1')
    assert.equal(r.status, 200)
    assert.equal(JSON.parse(r.text).status, 'ready')
  })

  test('Variant B\'s local base: /api/* on a loopback connection is served over plain HTTP', async () => {
    const key = await svc.newKey({ rateLimitPerMinute: 1000 })
    const r = await plain(httpPort, '/api/scrape_metadata', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey }, body: JSON.stringify({ input_string: 'http://rosies-bakery.co.uk/' }),
    })
    assert.equal(r.status, 200, r.text)
    assert.equal(typeof JSON.parse(r.text).ai_response.category, 'string')
    assert.equal(r.headers['strict-transport-security'], undefined)
    const unauth = await plain(httpPort, '/api/scrape_metadata', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    assert.equal(unauth.status, 401)
    assert.equal(JSON.parse(unauth.text).error.code, 'unauthorized')
  })
})

describe('redirect handler decisions', () => {
  const run = (url: string, localAddress: string, host = 'api.example.com', origin?: string) => {
    let routed = false
    const out: { status?: number; headers?: Record<string, string> } = {}
    const res = { writeHead(status: number, headers: Record<string, string>) { out.status = status; out.headers = headers; return this }, end() {} }
    const req = { method: 'GET', url, headers: { host }, socket: { localAddress } }
    redirectHandler({ route: () => { routed = true }, httpsOrigin: origin, httpsPort: () => 443 })(req as never, res as never)
    return { routed, ...out }
  }

  test('/api/* from a non-loopback address is redirected like everything else; health paths never are', () => {
    assert.equal(run('/api/scrape_metadata', '192.0.2.10').status, 301)
    assert.equal(run('/api/scrape_metadata', '192.0.2.10').headers!.Location, 'https://api.example.com/api/scrape_metadata')
    assert.equal(run('/api/scrape_metadata', '::ffff:127.0.0.1').routed, true)
    assert.equal(run('/api', '::1').routed, true)
    assert.equal(run('/apix', '127.0.0.1').status, 301)
    assert.equal(run('/healthz', '192.0.2.10').routed, true)
    assert.equal(run('/readyz', '2001:db8::1').routed, true)
  })

  test('an https WEBINTEL_PUBLIC_URL fixes the target origin whatever the Host says; absolute-form targets keep only path and query', () => {
    const r = run('/v1/x?q=1', '192.0.2.10', 'attacker.example', 'https://webintel.example:8443')
    assert.equal(r.headers!.Location, 'https://webintel.example:8443/v1/x?q=1')
    const abs = run('http://other.example/v1/y?z=2', '192.0.2.10', 'api.example.com')
    assert.equal(abs.headers!.Location, 'https://api.example.com/v1/y?z=2')
    assert.equal(run('/x', '192.0.2.10', 'api.example.com:80').headers!.Location, 'https://api.example.com/x')
    assert.equal(run('/x', '192.0.2.10', '[2001:db8::5]:80').headers!.Location, 'https://[2001:db8::5]/x')
  })

  test('loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) assert.equal(isLoopbackAddress(a), true, a)
    for (const a of ['10.0.0.1', '192.0.2.1', '::', '::ffff:10.0.0.1', '2001:db8::1', '', undefined]) assert.equal(isLoopbackAddress(a), false, String(a))
  })
})

describe('redirect listener at shutdown', () => {
  test('a request in flight on the plain listener is answered, and kept-alive idle connections do not hold the close', async () => {
    const kit = createCertKit()
    const leaf = kit.leaf('server')
    // A slow site: the Variant B request is still in flight when the service closes.
    const site = http.createServer((_req, res) => { setTimeout(() => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bakery), 600) })
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const net = stubNet({ 'rosies-bakery.co.uk': [[PUBLIC_A]] }, { [PUBLIC_A]: (site.address() as AddressInfo).port })
    const svc = await startService({ WEBINTEL_TLS_CERT_FILE: leaf.certFile, WEBINTEL_TLS_KEY_FILE: leaf.keyFile, WEBINTEL_HTTP_REDIRECT_PORT: '0' }, { net })
    const port = svc.server.redirectPort!
    const agent = new http.Agent({ keepAlive: true })
    try {
      const key = await svc.newKey({ rateLimitPerMinute: 1000 })
      // An idle kept-alive connection to the plain listener (keep-alive timeout 72 s).
      await new Promise<void>((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => { res.resume().on('end', resolve) }).on('error', reject))
      const inFlight = plain(port, '/api/scrape_metadata', {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey }, body: JSON.stringify({ input_string: 'http://rosies-bakery.co.uk/' }),
      })
      await new Promise((r) => setTimeout(r, 200))
      const started = Date.now()
      await svc.close()
      const answer = await inFlight
      assert.equal(answer.status, 200, answer.text)
      assert.ok(Date.now() - started < 10_000, `closed in ${Date.now() - started} ms`)
      await assert.rejects(plain(port, '/healthz'), /ECONNREFUSED/)
    } finally { agent.destroy(); site.close(); kit.close() }
  })
})
