import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import tls from 'node:tls'
import { readFileSync } from 'node:fs'
import { startService, getJson, type Running } from '../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../helpers/net-stub.ts'
import { createCertKit, fingerprintOf, type CertKit, type Issued } from './certs.ts'
import { httpsRequest } from './client.ts'
import { csrfOf, PASSWORD, uniqueEmail } from '../oauth/helpers.ts'

const bakery = readFileSync(new URL('../fixtures/sites/bakery.html', import.meta.url))

describe('native TLS: the API over https with a generated certificate', () => {
  let kit: CertKit, leaf: Issued, site: http.Server, svc: Running, key: { apiKey: string }
  before(async () => {
    kit = createCertKit()
    leaf = kit.leaf('server')
    site = http.createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bakery) })
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
    const net = stubNet({ 'rosies-bakery.co.uk': [[PUBLIC_A]] }, { [PUBLIC_A]: (site.address() as AddressInfo).port })
    svc = await startService({ WEBINTEL_TLS_CERT_FILE: leaf.certFile, WEBINTEL_TLS_KEY_FILE: leaf.keyFile }, { net })
    key = await svc.newKey({ rateLimitPerMinute: 1000 })
  })
  after(async () => { await svc?.close(); site?.close(); kit?.close() })

  test('GET /healthz answers over TLS 1.2+ with the configured certificate and Strict-Transport-Security', async () => {
    assert.match(svc.url, /^https:\/\/127\.0\.0\.1:\d+$/)
    const r = await httpsRequest(svc.url + '/healthz', { ca: kit.ca })
    assert.equal(r.status, 200)
    assert.deepEqual(r.json, { status: 'ok' })
    assert.equal(r.headers['strict-transport-security'], 'max-age=31536000')
    assert.equal(r.peerFingerprint, fingerprintOf(leaf.cert))
    assert.equal(r.protocol, 'TLSv1.3')
  })

  test('an authenticated POST /v1/categorize_content answers over https, with HSTS; errors carry HSTS too', async () => {
    const r = await httpsRequest(svc.url + '/v1/categorize_content', {
      ca: kit.ca, method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key.apiKey }, body: JSON.stringify({ url: 'http://rosies-bakery.co.uk/' }),
    })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.success, true)
    assert.equal(r.json.data.dominant_category, 'Desserts and Baking')
    assert.equal(r.headers['strict-transport-security'], 'max-age=31536000')
    const denied = await httpsRequest(svc.url + '/v1/categorize_content', {
      ca: kit.ca, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'http://rosies-bakery.co.uk/' }),
    })
    assert.equal(denied.status, 401)
    assert.equal(denied.json.error.code, 'unauthorized')
    assert.equal(denied.headers['strict-transport-security'], 'max-age=31536000')
  })

  test('a client that does not trust the CA is refused by its own verification', async () => {
    const other = createCertKit()
    try {
      await assert.rejects(httpsRequest(svc.url + '/healthz', { ca: other.ca }), /self-signed|unable to verify|UNABLE_TO_GET_ISSUER|certificate/i)
    } finally { other.close() }
  })

  test('plain HTTP to the TLS port fails promptly (the connection is closed, no hang)', async () => {
    const port = new URL(svc.url).port
    const started = Date.now()
    await assert.rejects(fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(10_000) }), (err: Error) => err.name !== 'TimeoutError')
    // At the socket level: the server closes the connection after the non-TLS bytes, without an HTTP answer.
    const got = await new Promise<{ bytes: Buffer; closed: boolean }>((resolve) => {
      const s = net.connect(Number(port), '127.0.0.1', () => s.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'))
      const chunks: Buffer[] = []
      const t = setTimeout(() => { s.destroy(); resolve({ bytes: Buffer.concat(chunks), closed: false }) }, 10_000)
      s.on('data', (c) => chunks.push(c))
      s.on('error', () => {})
      s.on('close', () => { clearTimeout(t); resolve({ bytes: Buffer.concat(chunks), closed: true }) })
    })
    assert.equal(got.closed, true)
    assert.ok(!got.bytes.toString('latin1').startsWith('HTTP/'), 'no plain-HTTP answer on the TLS port')
    assert.ok(Date.now() - started < 10_000)
  })

  test('only forward-secret AEAD suites: a TLS 1.2 client offering only CBC suites is refused, GCM accepted', async () => {
    const port = Number(new URL(svc.url).port)
    const handshake = (opts: tls.ConnectionOptions) => new Promise<string>((resolve, reject) => {
      const s = tls.connect({ host: '127.0.0.1', port, ca: kit.ca, ...opts }, () => { const c = s.getCipher().name; s.end(); resolve(c) })
      s.on('error', reject)
    })
    await assert.rejects(handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA256:ECDHE-ECDSA-AES128-SHA' }), /handshake failure|no shared cipher|alert/i)
    assert.equal(await handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256' }), 'ECDHE-ECDSA-AES128-GCM-SHA256')
  })

  test('the portal session cookie is Secure and __Host- prefixed (public URL defaults to https with native TLS)', async () => {
    assert.equal(svc.services.publicUrl(), svc.url)
    const page = await httpsRequest(svc.url + '/portal/signup', { ca: kit.ca })
    assert.equal(page.status, 200)
    const pre = (page.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-wi_pre='))
    assert.ok(pre, String(page.headers['set-cookie']))
    assert.match(pre, /; Path=\/;/)
    assert.match(pre, /; Secure$/)
    const email = uniqueEmail()
    const r = await httpsRequest(svc.url + '/portal/signup', {
      ca: kit.ca, method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: pre.split(';')[0] },
      body: new URLSearchParams({ _csrf: csrfOf(page.text), name: 'TLS User', email, password: PASSWORD, password_confirm: PASSWORD }).toString(),
    })
    assert.equal(r.status, 303, r.text)
    // Sign-up does not sign in (it must not tell whether the address was taken): log in for the session cookie.
    const loginPage = await httpsRequest(svc.url + '/portal/login', { ca: kit.ca, headers: { cookie: pre.split(';')[0] } })
    const login = await httpsRequest(svc.url + '/portal/login', {
      ca: kit.ca, method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: pre.split(';')[0] },
      body: new URLSearchParams({ _csrf: csrfOf(loginPage.text), email, password: PASSWORD }).toString(),
    })
    assert.equal(login.status, 303, login.text)
    const session = (login.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-wi_session='))
    assert.ok(session, String(r.headers['set-cookie']))
    for (const attr of ['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']) assert.ok(session.split('; ').includes(attr), `${attr} in ${session}`)
    assert.ok(!/Domain=/i.test(session), '__Host- cookies carry no Domain')
  })

  test('the OAuth issuer is the https public URL', async () => {
    const r = await httpsRequest(svc.url + '/.well-known/oauth-authorization-server', { ca: kit.ca })
    assert.equal(r.status, 200, r.text)
    assert.equal(r.json.issuer, svc.url)
    assert.ok(String(r.json.token_endpoint).startsWith(svc.url + '/'))
  })
})

describe('HSTS without native TLS', () => {
  test('plain http never carries HSTS; a trusted proxy\'s X-Forwarded-Proto: https does; max-age is configurable', async () => {
    const direct = await startService({})
    try {
      const r = await getJson(direct.url + '/healthz', { 'x-forwarded-proto': 'https' })
      assert.equal(r.status, 200)
      assert.equal(r.headers.get('strict-transport-security'), null, 'X-Forwarded-Proto is not trusted without WEBINTEL_TRUST_PROXY')
    } finally { await direct.close() }
    const proxied = await startService({ WEBINTEL_TRUST_PROXY: 'true', WEBINTEL_HSTS_MAX_AGE_SECONDS: '600', WEBINTEL_HSTS_INCLUDE_SUBDOMAINS: 'true' })
    try {
      const viaHttps = await getJson(proxied.url + '/healthz', { 'x-forwarded-proto': 'https' })
      assert.equal(viaHttps.headers.get('strict-transport-security'), 'max-age=600; includeSubDomains')
      const viaHttp = await getJson(proxied.url + '/healthz', { 'x-forwarded-proto': 'http' })
      assert.equal(viaHttp.headers.get('strict-transport-security'), null)
    } finally { await proxied.close() }
    const off = await startService({ WEBINTEL_TRUST_PROXY: 'true', WEBINTEL_HSTS_MAX_AGE_SECONDS: '0' })
    try {
      const r = await getJson(off.url + '/healthz', { 'x-forwarded-proto': 'https' })
      assert.equal(r.headers.get('strict-transport-security'), null)
    } finally { await off.close() }
  })
})
