import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { tmpdir } from 'node:os'
import tls from 'node:tls'
import { loadConfig } from '../../src/config/load.ts'
import { readTlsMaterial, TlsConfigError } from '../../src/server/tls.ts'
import { startService } from '../helpers/start-service.ts'
import { spawnNode } from '../scale/spawn-node.ts'
import { createCertKit, fingerprintOf, type CertKit, type Issued } from './certs.ts'
import { httpsRequest } from './client.ts'

const ROOT = resolve(import.meta.dirname, '../..')

describe('certificate checks at start', () => {
  let kit: CertKit, a: Issued, b: Issued, garbage: string, encrypted: string
  before(() => {
    kit = createCertKit()
    a = kit.leaf('a')
    b = kit.leaf('b')
    garbage = join(kit.dir, 'garbage.pem')
    writeFileSync(garbage, 'not a PEM file\n')
    encrypted = join(kit.dir, 'a-encrypted.key')
    execFileSync('openssl', ['pkey', '-in', a.keyFile, '-aes256', '-passout', 'pass:secret', '-out', encrypted])
  })
  after(() => kit?.close())

  test('a bad or mismatched pair is refused with a one-line reason naming the variable and the file', () => {
    const cases: [Parameters<typeof readTlsMaterial>[0], RegExp][] = [
      [{ certFile: join(kit.dir, 'missing.pem'), keyFile: a.keyFile }, /^WEBINTEL_TLS_CERT_FILE=".*missing\.pem": cannot read the file \(ENOENT\)$/],
      [{ certFile: a.certFile, keyFile: join(kit.dir, 'missing.key') }, /^WEBINTEL_TLS_KEY_FILE=".*missing\.key": cannot read the file \(ENOENT\)$/],
      [{ certFile: garbage, keyFile: a.keyFile }, /^WEBINTEL_TLS_CERT_FILE=".*garbage\.pem": no PEM certificate in the file$/],
      [{ certFile: a.certFile, keyFile: garbage }, /^WEBINTEL_TLS_KEY_FILE=".*garbage\.pem": no PEM private key in the file$/],
      [{ certFile: a.certFile, keyFile: a.keyFile, caFile: garbage }, /^WEBINTEL_TLS_CA_FILE=".*garbage\.pem": no PEM certificate in the file$/],
      [{ certFile: a.certFile, keyFile: encrypted }, /^WEBINTEL_TLS_KEY_FILE=".*": the key is encrypted/],
      [{ certFile: a.certFile, keyFile: b.keyFile }, /^WEBINTEL_TLS_KEY_FILE=".*b\.key": the key does not match the certificate in WEBINTEL_TLS_CERT_FILE \(CN=localhost\)$/],
    ]
    for (const [files, want] of cases) {
      assert.throws(() => readTlsMaterial(files), (err: Error) => err instanceof TlsConfigError && want.test(err.message) && !err.message.includes('\n'), JSON.stringify(files))
    }
    assert.equal(readTlsMaterial({ certFile: a.certFile, keyFile: a.keyFile }).subject, 'CN=localhost')
  })

  test('settings that only make sense together are checked with the rest of the configuration', () => {
    assert.throws(() => loadConfig({ WEBINTEL_TLS_CERT_FILE: a.certFile }), /WEBINTEL_TLS_CERT_FILE and WEBINTEL_TLS_KEY_FILE must be set together/)
    assert.throws(() => loadConfig({ WEBINTEL_TLS_KEY_FILE: a.keyFile }), /must be set together/)
    assert.throws(() => loadConfig({ WEBINTEL_TLS_CA_FILE: a.certFile }), /WEBINTEL_TLS_CA_FILE needs/)
    assert.throws(() => loadConfig({ WEBINTEL_HTTP_REDIRECT_PORT: '8080' }), /WEBINTEL_HTTP_REDIRECT_PORT needs native TLS/)
    assert.throws(() => loadConfig({ WEBINTEL_TLS_CERT_FILE: a.certFile, WEBINTEL_TLS_KEY_FILE: a.keyFile, PORT: '8443', WEBINTEL_HTTP_REDIRECT_PORT: '8443' }), /must differ from PORT/)
    assert.throws(() => loadConfig({ WEBINTEL_HSTS_MAX_AGE_SECONDS: '-1' }), /WEBINTEL_HSTS_MAX_AGE_SECONDS.*at least 0/)
    const c = loadConfig({ WEBINTEL_TLS_CERT_FILE: a.certFile, WEBINTEL_TLS_KEY_FILE: a.keyFile, HOST: '127.0.0.1', PORT: '8443' })
    assert.equal(c.tls.hstsMaxAgeSeconds, 31_536_000)
  })

  test('the process exits 78 with the one-line reason on a mismatched pair, a missing file or a half-configured pair', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'webintel-tls-start-'))
    try {
      const run = (env: Record<string, string>) => spawnSync(process.execPath, ['src/main.ts'], {
        cwd: ROOT, encoding: 'utf8', timeout: 20_000,
        env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', WEBINTEL_DATA_DIR: dataDir, WEBINTEL_INTEL_PRELOAD: 'false', ...env },
      })
      const mismatch = run({ WEBINTEL_TLS_CERT_FILE: a.certFile, WEBINTEL_TLS_KEY_FILE: b.keyFile })
      assert.equal(mismatch.status, 78, mismatch.stderr)
      assert.match(mismatch.stderr, /^webintel: invalid configuration: WEBINTEL_TLS_KEY_FILE=".*b\.key": the key does not match the certificate in WEBINTEL_TLS_CERT_FILE \(CN=localhost\)\n$/)
      const missing = run({ WEBINTEL_TLS_CERT_FILE: join(kit.dir, 'nope.pem'), WEBINTEL_TLS_KEY_FILE: a.keyFile })
      assert.equal(missing.status, 78)
      assert.match(missing.stderr, /^webintel: invalid configuration: WEBINTEL_TLS_CERT_FILE=".*nope\.pem": cannot read the file \(ENOENT\)\n$/)
      const half = run({ WEBINTEL_TLS_CERT_FILE: a.certFile })
      assert.equal(half.status, 78)
      assert.equal(half.stderr.trim().split('\n').length, 1)
    } finally { rmSync(dataDir, { recursive: true, force: true }) }
  })
})

describe('certificate chain and SIGHUP in the real process', () => {
  let kit: CertKit
  before(() => { kit = createCertKit() })
  after(() => kit?.close())

  test('WEBINTEL_TLS_CA_FILE sends the intermediate, so clients that trust only the root verify the leaf', async () => {
    const inter = kit.intermediate('inter')
    const leaf = kit.leaf('via-inter', { issuer: inter })
    const without = await startService({ WEBINTEL_TLS_CERT_FILE: leaf.certFile, WEBINTEL_TLS_KEY_FILE: leaf.keyFile })
    try {
      await assert.rejects(httpsRequest(without.url + '/healthz', { ca: kit.ca }), /unable to verify the first certificate|unable to get (local )?issuer certificate/i)
    } finally { await without.close() }
    const withChain = await startService({ WEBINTEL_TLS_CERT_FILE: leaf.certFile, WEBINTEL_TLS_KEY_FILE: leaf.keyFile, WEBINTEL_TLS_CA_FILE: inter.certFile })
    try {
      const r = await httpsRequest(withChain.url + '/healthz', { ca: kit.ca })
      assert.equal(r.status, 200)
      assert.equal(r.peerFingerprint, fingerprintOf(leaf.cert))
    } finally { await withChain.close() }
  })

  test('`webintel` (src/main.ts) serves https and reloads the certificate on SIGHUP', async () => {
    const a = kit.leaf('proc-a')
    const b = kit.leaf('proc-b')
    const live = mkdtempSync(join(kit.dir, 'live-'))
    writeFileSync(join(live, 'cert.pem'), a.cert)
    writeFileSync(join(live, 'key.pem'), a.key)
    // A debounce longer than the test: only SIGHUP can make this reload happen.
    const node = await spawnNode({ WEBINTEL_TLS_CERT_FILE: join(live, 'cert.pem'), WEBINTEL_TLS_KEY_FILE: join(live, 'key.pem'), WEBINTEL_TLS_RELOAD_DEBOUNCE_MS: '60000' })
    try {
      assert.match(node.url, /^https:/)
      const port = Number(new URL(node.url).port)
      const handshake = () => new Promise<string>((res, rej) => {
        const s = tls.connect({ host: '127.0.0.1', port, ca: kit.ca }, () => { const fp = s.getPeerCertificate().fingerprint256; s.end(); res(fp) })
        s.on('error', rej)
      })
      assert.equal(await handshake(), fingerprintOf(a.cert))
      const r = await httpsRequest(node.url + '/healthz', { ca: kit.ca })
      assert.equal(r.headers['strict-transport-security'], 'max-age=31536000')
      writeFileSync(join(live, 'key.pem'), b.key)
      writeFileSync(join(live, 'cert.pem'), b.cert)
      node.proc.kill('SIGHUP')
      const end = Date.now() + 10_000
      while (await handshake() !== fingerprintOf(b.cert)) {
        assert.ok(Date.now() < end, 'SIGHUP did not reload the certificate')
        await new Promise((res) => setTimeout(res, 50))
      }
      // The log line travels through the child's stdout pipe and can arrive after the new certificate is served.
      const reloaded = () => node.logs.some((l) => l.includes('[tls] certificate reloaded') && l.includes('"reason":"SIGHUP"'))
      for (const until = Date.now() + 10_000; !reloaded() && Date.now() < until;) await new Promise((res) => setTimeout(res, 50))
      assert.ok(reloaded(), node.logs.slice(-5).join('\n'))
      assert.equal(node.proc.exitCode, null, 'SIGHUP does not stop the process')
    } finally { await node.stop() }
    const { code } = await node.exit()
    assert.equal(code, 0)
  })
})
