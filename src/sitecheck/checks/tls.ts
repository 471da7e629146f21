/**
 * tls_certificate: the certificate read from a real TLS handshake with the site. The connection goes through the
 * address guard (the name is resolved once, every answer checked, the socket opened to exactly the checked
 * address by the same connector the safe fetcher uses); the handshake sends SNI and does not reject, so that an
 * expired, self-signed or mismatched certificate can be described instead of only refused. Name matching is
 * tls.checkServerIdentity (RFC 6125).
 */
import { isIP } from 'node:net'
import { checkServerIdentity, connect as tlsConnect, type ConnectionOptions, type PeerCertificate } from 'node:tls'
import { checkAddress, checkUrl, type Connector, type Resolver } from '../../fetch/address-guard.ts'
import { check, type Review } from '../review.ts'
import type { SiteCheck } from '../types.ts'

export interface TlsProbeOptions {
  resolve: Resolver
  connect: Connector
  allowPrivate: boolean
  timeoutMs: number
  /** Extra TLS options (a private CA in tests). */
  tls?: ConnectionOptions
  signal?: AbortSignal
}

export interface TlsFacts {
  host: string
  port: number
  address: string
  /** The chain verifies against the trusted CAs. */
  trusted: boolean
  /** OpenSSL's reason when not trusted (e.g. DEPTH_ZERO_SELF_SIGNED_CERT, CERT_HAS_EXPIRED). */
  verifyError: string | undefined
  selfSigned: boolean
  /** checkServerIdentity's message when the certificate does not name the host. */
  nameMismatch: string | undefined
  subject: string
  issuer: string
  validFrom: string
  validTo: string
  daysLeft: number
  protocol: string | null
}

function dn(x: Record<string, string | string[] | undefined> | undefined): string {
  if (!x) return ''
  return ['CN', 'O', 'C'].map((k) => x[k]).filter(Boolean).map((v) => (Array.isArray(v) ? v.join('+') : v)).join(', ')
}

export type TlsProbe = (host: string, port: number, signal?: AbortSignal) => Promise<TlsFacts>

export function createTlsProbe(o: TlsProbeOptions): TlsProbe {
  return async (host, port, signal) => {
    const ac = new AbortController()
    const timer = setTimeout(() => ac.abort(Object.assign(new Error('TLS probe timed out'), { code: 'ETIMEDOUT' })), o.timeoutMs)
    const sig = signal ? AbortSignal.any([ac.signal, signal]) : ac.signal
    try {
      checkUrl(new URL(`https://${isIP(host) === 6 ? `[${host}]` : host}:${port}/`), o.allowPrivate)
      const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await o.resolve(host)
      if (answers.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' })
      for (const a of answers) checkAddress(a.address, `https://${host}/`, o.allowPrivate)
      const chosen = answers[0]
      const socket = await o.connect({ address: chosen.address, family: chosen.family, port, hostname: host, protocol: 'https:', signal: sig })
      const secure = tlsConnect({ ...o.tls, socket, servername: isIP(host) ? undefined : host, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] })
      try {
        await new Promise<void>((resolve, reject) => {
          secure.once('secureConnect', resolve)
          secure.once('error', reject)
          if (sig.aborted) reject(sig.reason)
          sig.addEventListener('abort', () => reject(sig.reason), { once: true })
        })
        const cert = secure.getPeerCertificate(true) as PeerCertificate & { issuerCertificate?: PeerCertificate }
        if (!cert || Object.keys(cert).length === 0) throw Object.assign(new Error('no certificate'), { code: 'ERR_TLS_NO_CERT' })
        const verifyError = secure.authorized ? undefined : String(secure.authorizationError ?? 'UNKNOWN')
        const selfSigned = /SELF_SIGNED/.test(verifyError ?? '') ||
          (cert.issuerCertificate !== undefined && cert.issuerCertificate.fingerprint256 === cert.fingerprint256)
        const identity = isIP(host) ? undefined : checkServerIdentity(host, cert)
        const validTo = new Date(cert.valid_to)
        return {
          host, port, address: chosen.address, trusted: secure.authorized, verifyError, selfSigned,
          nameMismatch: identity?.message, subject: dn(cert.subject as never), issuer: dn(cert.issuer as never),
          validFrom: new Date(cert.valid_from).toISOString(), validTo: validTo.toISOString(),
          daysLeft: Math.floor((validTo.getTime() - Date.now()) / 86_400_000), protocol: secure.getProtocol(),
        }
      } finally {
        secure.destroy()
      }
    } finally {
      clearTimeout(timer)
    }
  }
}

/** Days before expiry below which the certificate is a warning. */
export const TLS_WARN_DAYS = 14

export async function tlsCertificate(r: Review, probe: TlsProbe | undefined, signal?: AbortSignal): Promise<SiteCheck> {
  if (!probe) return check('tls_certificate', 'unknown', 'TLS probing is not configured.', [], 'lookup_failed')
  const home = r.home
  const base = new URL(home?.url ?? r.crawl.startUrl)
  const host = base.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) return check('tls_certificate', 'unknown', 'The site is addressed by IP address; certificates name hosts.', [], 'not_a_domain')
  const served = base.protocol === 'https:'
  if (!served && base.port !== '') return check('tls_certificate', 'unknown', `The site is served over HTTP on port ${base.port}; no HTTPS port to probe.`, [], 'not_a_domain')
  const port = served ? Number(base.port || 443) : 443
  const url = `https://${base.host.replace(/:\d+$/, '')}${port === 443 ? '' : `:${port}`}/`
  let f: TlsFacts
  try {
    f = await probe(host, port, signal)
  } catch (err) {
    const code = (err as { code?: string }).code ?? ''
    if ((err as { name?: string }).name === 'AppError') return check('tls_certificate', 'unknown', 'The HTTPS address is not allowed by the address policy.', [], 'lookup_failed')
    if (/ETIMEDOUT|ABORT/i.test(code) || signal?.aborted) return check('tls_certificate', 'unknown', 'The TLS handshake did not finish in time.', [], 'lookup_failed')
    if (/ENOTFOUND|EAI_AGAIN/.test(code)) return check('tls_certificate', 'unknown', `The host ${host} could not be resolved for the TLS probe.`, [], 'lookup_failed')
    return check('tls_certificate', 'warn', served
      ? `The TLS handshake failed (${code || 'error'}).`
      : `The site answers over plain HTTP and offers no working HTTPS on port 443 (${code || 'handshake failed'}).`,
    [{ url, quote: `${code || 'TLS error'}` }])
  }
  const facts = `issuer: ${f.issuer || '(none)'}; subject: ${f.subject || '(none)'}; valid ${f.validFrom.slice(0, 10)} to ${f.validTo.slice(0, 10)} (${f.daysLeft} days left)`
  const ev = [{ url, quote: facts }]
  const now = Date.now()
  if (Date.parse(f.validTo) < now) return check('tls_certificate', 'fail', `The certificate expired on ${f.validTo.slice(0, 10)}.`, ev)
  if (Date.parse(f.validFrom) > now) return check('tls_certificate', 'fail', `The certificate is not valid before ${f.validFrom.slice(0, 10)}.`, ev)
  if (f.selfSigned) return check('tls_certificate', 'fail', 'The certificate is self-signed: browsers warn every visitor.', ev)
  if (f.nameMismatch) return check('tls_certificate', 'fail', `The certificate does not name ${host}: ${f.nameMismatch}`, ev)
  if (!f.trusted) return check('tls_certificate', 'fail', `The certificate chain is not trusted (${f.verifyError}).`, ev)
  if (f.daysLeft < TLS_WARN_DAYS) return check('tls_certificate', 'warn', `The certificate expires in ${f.daysLeft} day(s).`, ev)
  if (!served) return check('tls_certificate', 'warn', 'HTTPS works with a valid certificate, but the site was served over plain HTTP without a redirect to HTTPS.', ev)
  return check('tls_certificate', 'pass', `A valid, trusted certificate for ${host} (${f.daysLeft} days left).`, ev)
}
