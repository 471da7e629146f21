import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import https from 'node:https'
import tls from 'node:tls'
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startService, type Running } from '../helpers/start-service.ts'
import { createCertKit, fingerprintOf, type CertKit, type Issued } from './certs.ts'
import { httpsRequest } from './client.ts'

/** The certificate a brand-new connection (full handshake, no session reuse) is given. */
function freshHandshake(port: number, ca: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = tls.connect({ host: '127.0.0.1', port, ca }, () => { const fp = s.getPeerCertificate().fingerprint256; s.end(); resolve(fp) })
    s.on('error', reject)
  })
}

async function until(what: string, cond: () => Promise<boolean> | boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await cond()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  assert.fail(`timed out waiting for ${what}`)
}

describe('certificate reload without a restart', () => {
  let kit: CertKit, a: Issued, b: Issued, c: Issued, d: Issued, svc: Running, live: string, port: number
  before(async () => {
    kit = createCertKit()
    ;[a, b, c, d] = ['a', 'b', 'c', 'd'].map((n) => kit.leaf(n))
    // The served files live in their own directory, as with certbot's live/<name>/.
    live = join(kit.dir, 'live')
    mkdirSync(live)
    copyFileSync(a.certFile, join(live, 'fullchain.pem'))
    copyFileSync(a.keyFile, join(live, 'privkey.pem'))
    svc = await startService({ WEBINTEL_TLS_CERT_FILE: join(live, 'fullchain.pem'), WEBINTEL_TLS_KEY_FILE: join(live, 'privkey.pem'), WEBINTEL_TLS_RELOAD_DEBOUNCE_MS: '100' })
    port = Number(new URL(svc.url).port)
  })
  after(async () => { await svc?.close(); kit?.close() })

  test('a renewal is picked up by new handshakes while a kept-alive connection keeps working', async () => {
    const agent = new https.Agent({ keepAlive: true, maxSockets: 1, ca: kit.ca })
    try {
      const first = await httpsRequest(svc.url + '/healthz', { ca: kit.ca, agent })
      assert.equal(first.status, 200)
      assert.equal(first.reusedSocket, false)
      assert.equal(first.peerFingerprint, fingerprintOf(a.cert))

      // Renewal written in place, key first (the moment in between is a mismatched pair: debounced away).
      writeFileSync(join(live, 'privkey.pem'), b.key)
      writeFileSync(join(live, 'fullchain.pem'), b.cert)
      await until('new handshakes to present certificate b', async () => (await freshHandshake(port, kit.ca)) === fingerprintOf(b.cert))
      assert.ok(svc.logs.some((l) => l.includes('[tls] certificate reloaded') && l.includes('"reason":"file change"')))

      // The connection opened before the reload is still open and still answers (same socket, old session).
      const second = await httpsRequest(svc.url + '/healthz', { ca: kit.ca, agent })
      assert.equal(second.status, 200)
      assert.equal(second.reusedSocket, true, 'the kept-alive connection was not dropped')
      assert.equal(second.peerFingerprint, fingerprintOf(a.cert))
      const third = await httpsRequest(svc.url + '/healthz', { ca: kit.ca, agent })
      assert.equal(third.reusedSocket, true)
    } finally { agent.destroy() }
  })

  test('a bad pair is refused with a log line and the previous certificate stays', async () => {
    const before = svc.logs.length
    writeFileSync(join(live, 'privkey.pem'), c.key) // c's key with b's certificate
    await until('the refusal to be logged', () => svc.logs.slice(before).some((l) => l.includes('[tls] certificate not reloaded')))
    const line = svc.logs.slice(before).find((l) => l.includes('[tls] certificate not reloaded'))!
    assert.match(line, /the key does not match the certificate in WEBINTEL_TLS_CERT_FILE/)
    assert.equal(await freshHandshake(port, kit.ca), fingerprintOf(b.cert))
    const r = await httpsRequest(svc.url + '/healthz', { ca: kit.ca })
    assert.equal(r.status, 200)
  })

  test('files replaced by rename (atomic renewal) are picked up; SIGHUP path reloads on demand and ignores unchanged files', async () => {
    writeFileSync(join(live, '.privkey.tmp'), d.key)
    writeFileSync(join(live, '.fullchain.tmp'), d.cert)
    renameSync(join(live, '.privkey.tmp'), join(live, 'privkey.pem'))
    renameSync(join(live, '.fullchain.tmp'), join(live, 'fullchain.pem'))
    await until('new handshakes to present certificate d', async () => (await freshHandshake(port, kit.ca)) === fingerprintOf(d.cert))
    assert.equal(svc.server.tls!.current().subject, 'CN=localhost')
    // What SIGHUP calls (src/main.ts): nothing changed on disk, nothing swapped.
    assert.equal(svc.server.tls!.reload('SIGHUP'), false)
    assert.equal(await freshHandshake(port, kit.ca), fingerprintOf(d.cert))
  })
})
