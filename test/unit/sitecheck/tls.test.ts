/**
 * tls_certificate from a real TLS handshake against local servers with certificates generated at test time
 * (openssl): a CA-signed certificate for the host passes, a self-signed one and one for another name fail. The
 * probe resolves through the stub resolver, checks the address and connects through the stub connector.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, type Server } from 'node:tls'
import type { AddressInfo } from 'node:net'
import { createTlsProbe, tlsCertificate } from '../../../src/sitecheck/checks/tls.ts'
import type { Review } from '../../../src/sitecheck/review.ts'
import { stubNet, PUBLIC_A } from '../../helpers/net-stub.ts'

const dir = mkdtempSync(join(tmpdir(), 'sitecheck-tls-'))
const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })

function leaf(name: string, cn: string, san: string) {
  ssl('req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${cn}`)
  writeFileSync(join(dir, `${name}.ext`), `subjectAltName=${san}\n`)
  ssl('x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-out', `${name}.crt`, '-days', '30', '-extfile', `${name}.ext`)
}

async function serve(name: string): Promise<{ server: Server; port: number }> {
  const server = createServer({ key: readFileSync(join(dir, `${name}.key`)), cert: readFileSync(join(dir, `${name}.crt`)) }, (s) => s.end())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

const review = (url: string) => ({ home: { url }, crawl: { startUrl: url } }) as unknown as Review

describe('tls_certificate', () => {
  const servers: Server[] = []
  const ports: Record<string, number> = {}
  let ca: Buffer

  before(async () => {
    ssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '30', '-subj', '/CN=Test Root CA/O=webintel tests')
    ca = readFileSync(join(dir, 'ca.crt'))
    leaf('good', 'shop-tls.com', 'DNS:shop-tls.com,DNS:www.shop-tls.com')
    leaf('other', 'elsewhere-tls.com', 'DNS:elsewhere-tls.com')
    ssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'self.key', '-out', 'self.crt', '-days', '30', '-subj', '/CN=shop-tls.com', '-addext', 'subjectAltName=DNS:shop-tls.com')
    for (const n of ['good', 'other', 'self']) {
      const s = await serve(n)
      servers.push(s.server)
      ports[n] = s.port
    }
  })
  after(() => { for (const s of servers) s.close(); rmSync(dir, { recursive: true, force: true }) })

  const probeTo = (name: string, trustCa = true) => {
    const net = stubNet({ 'shop-tls.com': [[PUBLIC_A]] }, { [PUBLIC_A]: ports[name] })
    return { net, probe: createTlsProbe({ resolve: net.resolve, connect: net.connect, allowPrivate: false, timeoutMs: 3000, tls: trustCa ? { ca } : undefined }) }
  }

  it('a certificate from a trusted CA naming the host passes, with issuer and days left as evidence', async () => {
    const { net, probe } = probeTo('good')
    const c = await tlsCertificate(review('https://shop-tls.com/'), probe)
    assert.equal(c.status, 'pass', c.message)
    assert.match(c.evidence[0].quote, /issuer: Test Root CA/)
    assert.match(c.evidence[0].quote, /(29|30) days left/)
    assert.deepEqual(net.lookups, ['shop-tls.com'])
    assert.equal(net.connects[0].address, PUBLIC_A)
    assert.equal(net.connects[0].port, 443)
  })

  it('a self-signed certificate fails', async () => {
    const c = await tlsCertificate(review('https://shop-tls.com/'), probeTo('self').probe)
    assert.equal(c.status, 'fail')
    assert.match(c.message, /self-signed/)
  })

  it('a certificate for another name fails with the mismatch', async () => {
    const c = await tlsCertificate(review('https://shop-tls.com/'), probeTo('other').probe)
    assert.equal(c.status, 'fail')
    assert.match(c.message, /does not name shop-tls\.com/)
  })

  it('an untrusted chain fails', async () => {
    const c = await tlsCertificate(review('https://shop-tls.com/'), probeTo('good', false).probe)
    assert.equal(c.status, 'fail')
    assert.match(c.message, /not trusted/)
  })

  it('a site served over plain HTTP with valid HTTPS on 443 is a warning', async () => {
    const c = await tlsCertificate(review('http://shop-tls.com/'), probeTo('good').probe)
    assert.equal(c.status, 'warn')
    assert.match(c.message, /plain HTTP/)
  })

  it('the address guard refuses a private answer: no connection is made', async () => {
    const net = stubNet({ 'shop-tls.com': [['10.0.0.5']] }, { '10.0.0.5': ports.good })
    const probe = createTlsProbe({ resolve: net.resolve, connect: net.connect, allowPrivate: false, timeoutMs: 3000, tls: { ca } })
    const c = await tlsCertificate(review('https://shop-tls.com/'), probe)
    assert.equal(c.status, 'unknown')
    assert.equal(net.connects.length, 0)
  })

  it('an IP-addressed site is unknown (certificates name hosts)', async () => {
    const c = await tlsCertificate(review('http://127.0.0.1:8080/'), probeTo('good').probe)
    assert.equal(c.status, 'unknown')
    assert.equal(c.reason, 'not_a_domain')
  })
})
