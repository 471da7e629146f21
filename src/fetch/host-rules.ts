/**
 * Host-name rules applied before any DNS lookup: names that are internal by definition, and cloud
 * metadata names. The URL has already been parsed by WHATWG URL, so IDN, percent-encoding, full-width
 * and other look-alike forms are normalised (UTS #46) before these rules see the host.
 */
import { isIP } from 'node:net'
import { parse as parseDomain } from 'tldts'

export interface HostProblem {
  /** Stable short reason for details / logs. */
  rule: string
  /** Human-readable message; the spec reference is part of it. */
  message: string
  /** Lifted by the private-address allowance (names that stand for internal addresses). */
  liftable: boolean
}

/** Metadata service names (vendor docs). Refused even with the private allowance. */
const METADATA_NAMES = new Set([
  'metadata.google.internal', // GCP
  'metadata.goog', // GCP
  'metadata.packet.net', // Equinix Metal
  'metadata.platformequinix.com', // Equinix Metal
  'metadata.tencentyun.com', // Tencent Cloud
  'instance-data', 'instance-data.ec2.internal', // AWS
])

/** Special-use suffixes (IANA Special-Use Domain Names registry). */
const SPECIAL_SUFFIXES: ReadonlyArray<[string, string]> = [
  ['localhost', 'RFC 6761 §6.3'],
  ['local', 'RFC 6762 (mDNS)'],
  ['internal', 'ICANN reservation for private use (2024)'],
  ['home.arpa', 'RFC 8375'],
  ['arpa', 'RFC 3172 (infrastructure domain)'],
  ['onion', 'RFC 7686'],
  ['test', 'RFC 6761 §6.2'],
  ['invalid', 'RFC 6761 §6.4'],
  ['example', 'RFC 6761 §6.5'],
  ['alt', 'RFC 9476'],
]

/** Lower-cased host without brackets and without the trailing root dot. */
export function normalizeHost(hostname: string): string {
  let h = hostname.toLowerCase()
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1)
  while (h.endsWith('.')) h = h.slice(0, -1)
  return h
}

/** A reason to refuse this host name, or undefined. IP literals are left to the address rule. */
export function checkHostName(hostname: string): HostProblem | undefined {
  const host = normalizeHost(hostname)
  if (host === '') return { rule: 'empty-host', message: 'the URL has no host', liftable: false }
  if (isIP(host)) return undefined
  if (host === 'unix' || host.startsWith('unix:')) {
    return { rule: 'unix-socket', message: 'unix sockets are never fetched', liftable: false }
  }
  if (METADATA_NAMES.has(host)) {
    return { rule: 'cloud-metadata-name', message: `${host} is a cloud metadata service`, liftable: false }
  }
  if (!host.includes('.')) {
    return { rule: 'single-label', message: `${host} is a single-label (intranet) name`, liftable: true }
  }
  for (const [suffix, ref] of SPECIAL_SUFFIXES) {
    if (host === suffix || host.endsWith(`.${suffix}`)) {
      return { rule: `special-use:${suffix}`, message: `.${suffix} names are not public (${ref})`, liftable: true }
    }
  }
  // Names under a suffix that is not an ICANN top-level domain (.lan, .corp, .intranet …) only exist
  // on private resolvers; tldts carries the public suffix list.
  const parsed = parseDomain(host, { allowPrivateDomains: false })
  if (!parsed.isIcann) {
    return { rule: 'non-public-suffix', message: `.${parsed.publicSuffix ?? host} is not a public top-level domain`, liftable: true }
  }
  return undefined
}
