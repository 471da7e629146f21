/**
 * Address ranges the safe fetcher refuses to connect to. Sources: the IANA IPv4 and IPv6
 * Special-Purpose Address Registries (RFC 6890) plus cloud metadata endpoints from vendor docs.
 * Policy: an address is allowed only when it is in none of these ranges; for IPv6 it must also be
 * global unicast (2000::/3, RFC 4291 §2.4), so any future non-global block is refused by default.
 */
import ipaddr from 'ipaddr.js'

export interface SpecialRange {
  /** Short name used in error details and docs. */
  name: string
  cidr: string
  /** Where the range is defined. */
  ref: string
  /** Cloud metadata endpoints stay refused even when private addresses are allowed. */
  metadata?: boolean
}

export const IPV4_RANGES: readonly SpecialRange[] = [
  // Metadata endpoints first: several sit inside wider ranges (CGNAT, link-local, IETF protocol assignments)
  // that the private-address allowance lifts, and the first matching entry decides.
  { name: 'cloud-metadata', cidr: '169.254.169.254/32', ref: 'AWS/GCP/Azure/OpenStack/DigitalOcean instance metadata', metadata: true },
  { name: 'cloud-metadata', cidr: '169.254.170.2/32', ref: 'AWS ECS task metadata', metadata: true },
  { name: 'cloud-metadata', cidr: '169.254.170.23/32', ref: 'AWS EKS Pod Identity agent (AWS docs)', metadata: true },
  { name: 'cloud-metadata', cidr: '169.254.0.23/32', ref: 'Tencent Cloud instance metadata (Tencent docs)', metadata: true },
  { name: 'cloud-metadata', cidr: '100.100.100.200/32', ref: 'Alibaba Cloud instance metadata (Alibaba docs)', metadata: true },
  { name: 'cloud-metadata', cidr: '192.0.0.192/32', ref: 'Oracle Cloud instance metadata (legacy address)', metadata: true },
  { name: 'unspecified', cidr: '0.0.0.0/8', ref: 'RFC 1122 §3.2.1.3 ("this network")' },
  { name: 'private', cidr: '10.0.0.0/8', ref: 'RFC 1918' },
  { name: 'cgnat', cidr: '100.64.0.0/10', ref: 'RFC 6598 (shared address space)' },
  { name: 'loopback', cidr: '127.0.0.0/8', ref: 'RFC 1122 §3.2.1.3' },
  { name: 'link-local', cidr: '169.254.0.0/16', ref: 'RFC 3927' },
  { name: 'private', cidr: '172.16.0.0/12', ref: 'RFC 1918' },
  { name: 'ietf-protocol', cidr: '192.0.0.0/24', ref: 'RFC 6890 §2.2.2' },
  { name: 'documentation', cidr: '192.0.2.0/24', ref: 'RFC 5737 (TEST-NET-1)' },
  { name: 'as112', cidr: '192.31.196.0/24', ref: 'RFC 7535' },
  { name: 'amt', cidr: '192.52.193.0/24', ref: 'RFC 7450' },
  { name: '6to4-relay', cidr: '192.88.99.0/24', ref: 'RFC 7526 (deprecated 6to4 relay anycast)' },
  { name: 'private', cidr: '192.168.0.0/16', ref: 'RFC 1918' },
  { name: 'as112', cidr: '192.175.48.0/24', ref: 'RFC 7534' },
  { name: 'benchmarking', cidr: '198.18.0.0/15', ref: 'RFC 2544' },
  { name: 'documentation', cidr: '198.51.100.0/24', ref: 'RFC 5737 (TEST-NET-2)' },
  { name: 'documentation', cidr: '203.0.113.0/24', ref: 'RFC 5737 (TEST-NET-3)' },
  { name: 'multicast', cidr: '224.0.0.0/4', ref: 'RFC 5771' },
  { name: 'broadcast', cidr: '255.255.255.255/32', ref: 'RFC 919 / RFC 8190' },
  { name: 'reserved', cidr: '240.0.0.0/4', ref: 'RFC 1112 §4' },
  // A public address, but the Azure platform's internal endpoint (WireServer) — never a web page.
  { name: 'cloud-metadata', cidr: '168.63.129.16/32', ref: 'Azure WireServer (Microsoft docs)', metadata: true },
]

export const IPV6_RANGES: readonly SpecialRange[] = [
  { name: 'unspecified', cidr: '::/128', ref: 'RFC 4291 §2.5.2' },
  { name: 'loopback', cidr: '::1/128', ref: 'RFC 4291 §2.5.3' },
  { name: 'ipv4-mapped', cidr: '::ffff:0:0/96', ref: 'RFC 4291 §2.5.5.2' },
  { name: 'ipv4-compatible', cidr: '::/96', ref: 'RFC 4291 §2.5.5.1 (deprecated)' },
  { name: 'ipv4-translated', cidr: '::ffff:0:0:0/96', ref: 'RFC 2765 §2.1 (SIIT)' },
  { name: 'nat64', cidr: '64:ff9b::/96', ref: 'RFC 6052 §2.1' },
  { name: 'nat64-local', cidr: '64:ff9b:1::/48', ref: 'RFC 8215' },
  { name: 'discard', cidr: '100::/64', ref: 'RFC 6666' },
  { name: 'teredo', cidr: '2001::/32', ref: 'RFC 4380' },
  { name: 'benchmarking', cidr: '2001:2::/48', ref: 'RFC 5180' },
  { name: 'orchid', cidr: '2001:10::/28', ref: 'RFC 4843 (deprecated)' },
  { name: 'orchid', cidr: '2001:20::/28', ref: 'RFC 7343 (ORCHIDv2)' },
  { name: 'ietf-protocol', cidr: '2001::/23', ref: 'RFC 2928 / RFC 6890 §2.2.3' },
  { name: 'documentation', cidr: '2001:db8::/32', ref: 'RFC 3849' },
  { name: '6to4', cidr: '2002::/16', ref: 'RFC 3056' },
  { name: 'as112', cidr: '2620:4f:8000::/48', ref: 'RFC 7534' },
  { name: 'documentation', cidr: '3fff::/20', ref: 'RFC 9637' },
  { name: 'srv6-sid', cidr: '5f00::/16', ref: 'RFC 9602' },
  { name: 'cloud-metadata', cidr: 'fd00:ec2::254/128', ref: 'AWS instance metadata over IPv6', metadata: true },
  { name: 'unique-local', cidr: 'fc00::/7', ref: 'RFC 4193' },
  { name: 'link-local', cidr: 'fe80::/10', ref: 'RFC 4291 §2.5.6' },
  { name: 'site-local', cidr: 'fec0::/10', ref: 'RFC 3879 (deprecated)' },
  { name: 'multicast', cidr: 'ff00::/8', ref: 'RFC 4291 §2.7' },
]

const NOT_GLOBAL_V6: SpecialRange = { name: 'not-global-unicast', cidr: '!2000::/3', ref: 'RFC 4291 §2.4 (only 2000::/3 is global unicast)' }
const UNPARSEABLE: SpecialRange = { name: 'not-an-address', cidr: '', ref: 'RFC 791 / RFC 4291 syntax' }

type Parsed = { range: SpecialRange; net: [ipaddr.IPv4 | ipaddr.IPv6, number] }
const v4 = IPV4_RANGES.map((range): Parsed => ({ range, net: ipaddr.IPv4.parseCIDR(range.cidr) }))
const v6 = IPV6_RANGES.map((range): Parsed => ({ range, net: ipaddr.IPv6.parseCIDR(range.cidr) }))
const GLOBAL_V6 = ipaddr.IPv6.parseCIDR('2000::/3')

/** Strips the brackets WHATWG URL keeps around IPv6 hostnames. */
function unbracket(ip: string): string {
  return ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip
}

/**
 * The special range an IP address falls in, or undefined for an ordinary public unicast address.
 * IPv6 forms that embed an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) are refused as a
 * whole, whatever they embed: a web page is never reached through them on purpose.
 */
export function findSpecialRange(address: string): SpecialRange | undefined {
  const ip = unbracket(address)
  if (!ipaddr.isValid(ip)) return UNPARSEABLE
  const parsed = ipaddr.parse(ip)
  if (parsed.kind() === 'ipv4') {
    return v4.find((p) => parsed.match(p.net as [ipaddr.IPv4, number]))?.range
  }
  const six = parsed as ipaddr.IPv6
  if (six.zoneId) return UNPARSEABLE
  const hit = v6.find((p) => six.match(p.net as [ipaddr.IPv6, number]))?.range
  if (hit) return hit
  return six.match(GLOBAL_V6) ? undefined : NOT_GLOBAL_V6
}

/** True when the fetcher must not connect to this address (given the private-address allowance). */
export function isBlockedAddress(address: string, allowPrivate = false): boolean {
  const range = findSpecialRange(address)
  if (!range) return false
  if (range === UNPARSEABLE || !allowPrivate) return true
  if (range.metadata) return true
  // With the allowance on, metadata must stay unreachable through its IPv4-mapped form too.
  const ip = ipaddr.parse(unbracket(address))
  return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()
    ? findSpecialRange((ip as ipaddr.IPv6).toIPv4Address().toString())?.metadata === true
    : false
}
