import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes, X509Certificate } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Test certificates made with the `openssl` command at test time (no private key is committed): a root
 * CA, optionally an intermediate, and leaf certificates for 127.0.0.1 / localhost. EC P-256 keys: fast.
 */
export interface Issued {
  certFile: string
  keyFile: string
  cert: string
  key: string
}

export interface CertKit {
  dir: string
  /** The root CA certificate (PEM), what clients trust. */
  ca: string
  /** A leaf for 127.0.0.1 and localhost, signed by the root or by `intermediate`. */
  leaf(name: string, opts?: { cn?: string; issuer?: Issued; days?: number }): Issued
  /** An intermediate CA signed by the root. */
  intermediate(name: string): Issued
  close(): void
}

function openssl(args: string[], cwd: string) {
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] })
}

const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']

export function createCertKit(): CertKit {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-tls-'))
  openssl(['req', '-x509', ...newKey, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=webintel test root',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'], dir)
  const root: Issued = { certFile: join(dir, 'ca.pem'), keyFile: join(dir, 'ca.key'), cert: readFileSync(join(dir, 'ca.pem'), 'utf8'), key: readFileSync(join(dir, 'ca.key'), 'utf8') }
  const sign = (name: string, cn: string, ext: string, issuer: Issued, days: number): Issued => {
    openssl(['req', '-new', ...newKey, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${cn}`], dir)
    writeFileSync(join(dir, `${name}.ext`), ext)
    openssl(['x509', '-req', '-in', `${name}.csr`, '-CA', issuer.certFile, '-CAkey', issuer.keyFile, '-set_serial', `0x${randomBytes(8).toString('hex')}`,
      '-days', String(days), '-sha256', '-extfile', `${name}.ext`, '-out', `${name}.pem`], dir)
    return { certFile: join(dir, `${name}.pem`), keyFile: join(dir, `${name}.key`), cert: readFileSync(join(dir, `${name}.pem`), 'utf8'), key: readFileSync(join(dir, `${name}.key`), 'utf8') }
  }
  return {
    dir,
    ca: root.cert,
    leaf(name, opts = {}) {
      return sign(name, opts.cn ?? 'localhost', 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n', opts.issuer ?? root, opts.days ?? 2)
    },
    intermediate(name) {
      return sign(name, `webintel test ${name}`, 'basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\n', root, 2)
    },
    close() { rmSync(dir, { recursive: true, force: true }) },
  }
}

/** SHA-256 fingerprint as node:tls reports it (`getPeerCertificate().fingerprint256`). */
export function fingerprintOf(pem: string): string {
  return new X509Certificate(pem).fingerprint256
}
