import { test } from 'node:test'
import assert from 'node:assert/strict'
import { toRegistrableDomain } from '../../../src/whois/domain.ts'
import { createOutbound } from '../../../src/fetch/outbound.ts'
import { AppError } from '../../../src/errors.ts'

test('inputs reduce to the registrable domain (public-suffix aware, IDN → punycode)', () => {
  assert.equal(toRegistrableDomain('shop.example.co.uk'), 'example.co.uk')
  assert.equal(toRegistrableDomain('https://WWW.Example.com:8443/a?b#c'), 'example.com')
  assert.equal(toRegistrableDomain('example.com.'), 'example.com')
  assert.equal(toRegistrableDomain('bücher.de'), 'xn--bcher-kva.de')
  assert.equal(toRegistrableDomain('www.实业.中国'), 'xn--vhq524a.xn--fiqs8s')
})

test('a control character or a space inside the name is refused, not dropped into another name', () => {
  // URL parsing strips tabs and newlines, which would turn 'ex\nample.com' into example.com, a different domain
  for (const bad of ['ex\nample.com', 'exam\tple.com', 'example\r.com', 'exa\u0000mple.com', 'exa\u007fmple.com', 'exa mple.com', 'https://ex\nample.com/']) {
    assert.throws(() => toRegistrableDomain(bad), (e: unknown) => e instanceof AppError && e.code === 'invalid_request' && /control character|space/.test(e.message), JSON.stringify(bad))
  }
  assert.equal(toRegistrableDomain('  example.com\n'), 'example.com', 'surrounding whitespace is trimmed')
})

test('a multi-label public suffix is a name of its own in the TLD registry, asked as written', () => {
  assert.equal(toRegistrableDomain('co.uk'), 'co.uk')
  assert.equal(toRegistrableDomain('NET.AE.'), 'net.ae')
  assert.equal(toRegistrableDomain('www.net.ae'), 'www.net.ae')
})

test('IPs, empty strings and top-level suffixes are invalid_request', () => {
  for (const bad of ['', '10.0.0.1', '[2001:db8::1]', 'uk', 'com', 'xn--fiqs8s', 'a..uk', 'http://192.0.2.5/x']) {
    assert.throws(() => toRegistrableDomain(bad), (e: unknown) => e instanceof AppError && e.code === 'invalid_request', bad)
  }
})

test('special-use names (RFC 6761, 6762, 7686, 8375, 9476) are refused before any server is asked', () => {
  for (const bad of ['example.invalid', 'shop.test', 'www.shop.example', 'printer.local', 'facebookcorewwwi.onion', 'nas.home.arpa', 'x.alt', 'app.localhost']) {
    assert.throws(() => toRegistrableDomain(bad), (e: unknown) => e instanceof AppError && e.code === 'invalid_request' && /special-use/.test(e.message), bad)
  }
  for (const ok of ['example.com', 'test.com', 'invalid.org', 'local.de', 'onion.co.uk', 'mytest.io']) assert.ok(toRegistrableDomain(ok), ok)
})

test('the referral guard (the outbound stack\'s host rules) refuses private literals and local names', async () => {
  const outbound = createOutbound({ allowPrivate: false, connectTimeoutMs: 1000 })
  try {
    for (const bad of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'fc00::1', '169.254.1.1', 'localhost', 'whois.localhost', 'router', 'box.internal']) {
      assert.throws(() => outbound.checkHost(bad), (e: unknown) => e instanceof AppError && e.code === 'fetch_blocked', bad)
    }
    for (const ok of ['whois.markmonitor.com', '8.8.8.8', '2606:4700::1111', '[2606:4700::1111]']) outbound.checkHost(ok)
  } finally { await outbound.close() }
})
