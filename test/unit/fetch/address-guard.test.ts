/** The guard's rules on their own, with the private-address allowance OFF unless a test says otherwise. */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import ipaddr from 'ipaddr.js'
import { AppError } from '../../../src/errors.ts'
import { checkUrl } from '../../../src/fetch/address-guard.ts'
import { checkHostName } from '../../../src/fetch/host-rules.ts'
import { findSpecialRange, isBlockedAddress, IPV4_RANGES, IPV6_RANGES } from '../../../src/fetch/special-ranges.ts'

/** First and last address of a CIDR. */
function ends(cidr: string): string[] {
  const [net, bits] = ipaddr.parseCIDR(cidr)
  if (net.kind() === 'ipv4') {
    const first = ipaddr.IPv4.networkAddressFromCIDR(cidr).toString()
    const last = ipaddr.IPv4.broadcastAddressFromCIDR(cidr).toString()
    return [first, last]
  }
  const bytes = net.toByteArray()
  const last = bytes.map((b, i) => {
    const hostBits = Math.max(0, Math.min(8, (i + 1) * 8 - bits))
    return b | ((1 << hostBits) - 1)
  })
  return [ipaddr.fromByteArray(bytes).toString(), ipaddr.fromByteArray(last).toString()]
}

test('every listed range is refused at both ends, and each names its reference', () => {
  for (const r of [...IPV4_RANGES, ...IPV6_RANGES]) {
    assert.match(r.ref, /RFC|docs|metadata|Microsoft/, `${r.cidr} cites a source`)
    for (const ip of ends(r.cidr)) {
      assert.equal(isBlockedAddress(ip), true, `${ip} (${r.cidr}) must be refused`)
      assert.ok(findSpecialRange(ip), `${ip} has a range`)
    }
  }
})

test('ordinary public addresses are allowed', () => {
  for (const ip of ['8.8.8.8', '1.1.1.1', '93.184.215.14', '172.32.0.1', '172.15.255.255', '100.63.255.255', '100.128.0.1',
    '192.169.0.1', '198.20.0.1', '223.255.255.255', '169.253.255.255', '2606:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001::1']) {
    assert.equal(isBlockedAddress(ip), false, `${ip} is public`)
  }
})

test('IPv6 outside 2000::/3 and IPv4-embedding forms are refused whatever they embed', () => {
  for (const ip of ['::ffff:8.8.8.8', '::8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2001:0:808:808::1', '4000::1', '::2', '1::1']) {
    assert.equal(isBlockedAddress(ip), true, ip)
  }
})

test('garbage and zone ids are refused, never thrown', () => {
  for (const ip of ['', 'not-an-ip', '999.1.1.1', 'fe80::1%eth0']) assert.equal(isBlockedAddress(ip), true, ip)
})

test('the private allowance lifts ranges but never cloud metadata', () => {
  for (const ip of ['127.0.0.1', '10.0.0.1', '::1', 'fd12::1', '192.168.1.1']) assert.equal(isBlockedAddress(ip, true), false, ip)
  for (const ip of ['169.254.169.254', '169.254.170.2', '168.63.129.16', 'fd00:ec2::254', '::ffff:169.254.169.254']) {
    assert.equal(isBlockedAddress(ip, true), true, ip)
  }
})

test('host-name rules', () => {
  const refused = ['localhost', 'LOCALHOST.', 'a.localhost', 'x.local', 'svc.internal', 'r.home.arpa', '4.3.2.1.in-addr.arpa',
    'intranet', 'nas.lan', 'corp.example.corp', 'x.onion', 'a.test', 'a.invalid', 'unix', 'metadata.google.internal', 'metadata.packet.net']
  for (const h of refused) assert.ok(checkHostName(h), `${h} must be refused`)
  for (const h of ['example.com', 'www.example.co.uk', 'xn--mnchen-3ya.de', 'shop.example.com.', 'a.b.c.d.example.org', '8.8.8.8']) {
    assert.equal(checkHostName(h), undefined, `${h} is fine`)
  }
  assert.equal(checkHostName('unix')?.liftable, false)
  assert.equal(checkHostName('localhost')?.liftable, true)
})

test('checkUrl refuses schemes, credentials and literal addresses with fetch_blocked', () => {
  const blocked = (u: string, allow = false) => assert.throws(() => checkUrl(new URL(u), allow), (e: unknown) => e instanceof AppError && e.code === 'fetch_blocked', u)
  blocked('ftp://example.com/')
  blocked('http://a:b@example.com/')
  blocked('http://user@example.com/')
  blocked('http://[::ffff:7f00:1]/')
  blocked('http://0x7f.1/')
  blocked('http://metadata.google.internal/', true)
  checkUrl(new URL('https://example.com/path?q=1'), false)
  checkUrl(new URL('http://localhost:3000/'), true)
})
