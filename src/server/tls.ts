import { createHash, createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto'
import { readFileSync, watch, type FSWatcher } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { createSecureContext, type SecureContextOptions } from 'node:tls'
import type { Log } from '../context.ts'

/** Where the certificate lives (validated config, see ./config.ts). */
export interface TlsFiles {
  certFile: string
  keyFile: string
  caFile?: string
}

/** A certificate and its key, read and checked: what the TLS server is given. */
export interface TlsMaterial {
  /** Leaf certificate followed by the chain (the CA file appended), as servers send it. */
  cert: Buffer
  key: Buffer
  subject: string
  notAfter: Date
  /** sha256 of the files' bytes: a reload that finds the same bytes changes nothing. */
  digest: string
}

/** A bad certificate/key pair: the message is one line naming the variable and the file. */
export class TlsConfigError extends Error {}

/**
 * TLS 1.2 and 1.3 only, forward-secret AEAD suites only (RFC 9325 §4.1–4.2): the TLS 1.3 suites and,
 * for TLS 1.2, ECDHE with AES-GCM or ChaCha20-Poly1305 (Mozilla's "intermediate" server list).
 * The client's order is honoured: every suite listed is strong, and clients know whether they have AES hardware.
 */
export const TLS_POLICY = {
  minVersion: 'TLSv1.2',
  ciphers: [
    'TLS_AES_128_GCM_SHA256', 'TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256',
    'ECDHE-ECDSA-AES128-GCM-SHA256', 'ECDHE-RSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384', 'ECDHE-RSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305', 'ECDHE-RSA-CHACHA20-POLY1305',
  ].join(':'),
} as const satisfies SecureContextOptions

/** Everything the TLS server (or setSecureContext, which replaces all of it) needs. */
export function secureContextOptions(m: TlsMaterial): SecureContextOptions {
  return { ...TLS_POLICY, cert: m.cert, key: m.key }
}

function readPem(env: string, path: string): Buffer {
  try { return readFileSync(path) } catch (err) {
    throw new TlsConfigError(`${env}=${JSON.stringify(path)}: cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`)
  }
}

function parseCert(env: string, path: string, pem: Buffer): X509Certificate {
  try { return new X509Certificate(pem) } catch {
    throw new TlsConfigError(`${env}=${JSON.stringify(path)}: no PEM certificate in the file`)
  }
}

/** Reads and checks the pair; throws TlsConfigError with a one-line reason. Synchronous: runs before the server starts. */
export function readTlsMaterial(files: TlsFiles): TlsMaterial {
  const certPem = readPem('WEBINTEL_TLS_CERT_FILE', files.certFile)
  const keyPem = readPem('WEBINTEL_TLS_KEY_FILE', files.keyFile)
  const caPem = files.caFile !== undefined ? readPem('WEBINTEL_TLS_CA_FILE', files.caFile) : undefined
  const leaf = parseCert('WEBINTEL_TLS_CERT_FILE', files.certFile, certPem)
  if (caPem) parseCert('WEBINTEL_TLS_CA_FILE', files.caFile!, caPem)
  let key: KeyObject
  try { key = createPrivateKey(keyPem) } catch (err) {
    const encrypted = (err as { code?: string }).code === 'ERR_MISSING_PASSPHRASE' || /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(keyPem.toString('latin1'))
    const why = encrypted ? 'the key is encrypted (use an unencrypted PEM key)' : 'no PEM private key in the file'
    throw new TlsConfigError(`WEBINTEL_TLS_KEY_FILE=${JSON.stringify(files.keyFile)}: ${why}`)
  }
  if (!leaf.checkPrivateKey(key)) {
    throw new TlsConfigError(`WEBINTEL_TLS_KEY_FILE=${JSON.stringify(files.keyFile)}: the key does not match the certificate in WEBINTEL_TLS_CERT_FILE (${leaf.subject.replace(/\n/g, ', ')})`)
  }
  const cert = caPem ? Buffer.concat([certPem, Buffer.from('\n'), caPem]) : certPem
  const digest = createHash('sha256').update(certPem).update('\0').update(keyPem).update('\0').update(caPem ?? '').digest('hex')
  const m: TlsMaterial = { cert, key: keyPem, subject: leaf.subject.replace(/\n/g, ', '), notAfter: new Date(leaf.validTo), digest }
  // OpenSSL's own checks (key size and signature algorithm under its security level, chain parsing).
  try { createSecureContext(secureContextOptions(m)) } catch (err) {
    throw new TlsConfigError(`WEBINTEL_TLS_CERT_FILE=${JSON.stringify(files.certFile)}: refused by OpenSSL (${(err as Error).message.split('\n')[0]})`)
  }
  return m
}

/** The part of a TLS server the reloader touches (node:tls and node:https servers). */
export interface SecureContextTarget {
  setSecureContext(options: SecureContextOptions): void
}

export interface TlsReloader {
  /** Reads the files again; swaps the certificate when they changed and are valid. True when swapped. */
  reload(reason: string): boolean
  /** The certificate now served. */
  current(): TlsMaterial
  close(): void
}

/**
 * Reloads the certificate without a restart: on changes to the files' directories (debounced, so a
 * renewal that writes the key and the certificate one after the other is read once) and on demand
 * (SIGHUP in main.ts). Directories rather than files are watched, because renewals replace files by
 * rename or move a symlink (certbot's live/, Kubernetes secret volumes), which a watch on the old file
 * would miss. `setSecureContext` only affects handshakes that start afterwards: connections already
 * open, kept alive or not, keep their session. A bad pair is logged and the old certificate stays.
 */
export function watchTls(server: SecureContextTarget, files: TlsFiles, initial: TlsMaterial, opts: { debounceMs: number; log: Log }): TlsReloader {
  const { log } = opts
  let current = initial
  let timer: NodeJS.Timeout | undefined
  const warnExpiry = (m: TlsMaterial) => {
    if (m.notAfter.getTime() < Date.now()) log.error({ subject: m.subject, notAfter: m.notAfter.toISOString() }, '[tls] the certificate has expired')
  }
  warnExpiry(initial)
  const reloader: TlsReloader = {
    current: () => current,
    reload(reason) {
      let next: TlsMaterial
      try { next = readTlsMaterial(files) } catch (err) {
        log.error({ reason, error: (err as Error).message }, '[tls] certificate not reloaded; still serving the previous one')
        return false
      }
      if (next.digest === current.digest) {
        log.debug({ reason }, '[tls] certificate files unchanged')
        return false
      }
      server.setSecureContext(secureContextOptions(next))
      current = next
      log.info({ reason, subject: next.subject, notAfter: next.notAfter.toISOString() }, '[tls] certificate reloaded')
      warnExpiry(next)
      return true
    },
    close() {
      clearTimeout(timer)
      for (const w of watchers) w.close()
    },
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => reloader.reload('file change'), opts.debounceMs)
    timer.unref()
  }
  const dirs = new Set([files.certFile, files.keyFile, files.caFile].filter((f): f is string => f !== undefined).map((f) => dirname(resolve(f))))
  const watchers: FSWatcher[] = []
  for (const dir of dirs) {
    try {
      const w = watch(dir, { persistent: false }, schedule)
      w.on('error', (err) => log.warn({ dir, err: { message: err.message } }, '[tls] stopped watching the certificate directory; reload with SIGHUP'))
      watchers.push(w)
    } catch (err) {
      log.warn({ dir, err: { message: (err as Error).message } }, '[tls] cannot watch the certificate directory; reload with SIGHUP')
    }
  }
  return reloader
}
