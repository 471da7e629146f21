import { test } from 'node:test'
import assert from 'node:assert/strict'
import { AppError } from '../../../src/errors.ts'
import { parseHttpUrl, parseTarget } from '../../../src/fetch/target.ts'

const invalid = (fn: () => unknown, label: string) =>
  assert.throws(fn, (e: unknown) => e instanceof AppError && e.code === 'invalid_request' && e.message.length > 10, label)

test('a bare domain gives https, http, then the www. variant', () => {
  assert.deepEqual(parseTarget('Example.COM'), {
    kind: 'domain', host: 'example.com', domain: 'example.com',
    candidates: ['https://example.com/', 'http://example.com/', 'https://www.example.com/'],
  })
  const www = parseTarget(' www.example.co.uk. ')
  assert.equal(www.domain, 'example.co.uk')
  assert.deepEqual(www.candidates, ['https://www.example.co.uk/', 'http://www.example.co.uk/', 'https://example.co.uk/'])
  assert.equal(parseTarget('shop.example.co.uk').host, 'shop.example.co.uk')
})

test('IDN becomes punycode', () => {
  const t = parseTarget('MÜNCHEN.de')
  assert.equal(t.host, 'xn--mnchen-3ya.de')
  assert.equal(t.candidates[0], 'https://xn--mnchen-3ya.de/')
  assert.equal(parseTarget('https://bücher.example/x').host, 'xn--bcher-kva.example')
})

test('URLs keep their path; the domain drops www.', () => {
  const t = parseTarget('https://www.Example.com/a/b?q=1#frag')
  assert.deepEqual(t, { kind: 'url', host: 'www.example.com', domain: 'example.com', candidates: ['https://www.example.com/a/b?q=1'] })
  const noScheme = parseTarget('example.com/about')
  assert.equal(noScheme.kind, 'url')
  assert.deepEqual(noScheme.candidates, ['https://example.com/about', 'http://example.com/about'])
  assert.equal(parseTarget('http://93.184.215.14:8080/').host, '93.184.215.14')
})

test('garbage is invalid_request with a clear message', () => {
  for (const s of ['', '   ', 'exa mple.com', 'localhost', 'nodot', 'http://exa mple.com/', 'https://example.com:99999/', 'example.com:abc',
    'http://user:pw@example.com/', 'user@example.com', 'ftp://example.com/', 'javascript:alert(1)', 'mailto:a@example.com',
    '-bad-.com', 'a..b.com', '1.2.3.4', '[::1]', '1.2.3', 'exa\tmple.com', 'http://', `${'a'.repeat(64)}.com`]) {
    invalid(() => parseTarget(s), JSON.stringify(s))
  }
})

test('parseHttpUrl: a host without a scheme is told that the scheme is missing', () => {
  for (const s of ['example.com', 'shop.example.co.uk/returns?x=1', 'example.com:8080/', 'www.example.com#top']) {
    assert.throws(() => parseHttpUrl(s), (e: unknown) => e instanceof AppError && e.code === 'invalid_request' && /has no scheme/.test(e.message), s)
  }
  for (const s of ['/relative', 'exa mple.com', 'not a url', 'https//example.com', 'localhost']) {
    assert.throws(() => parseHttpUrl(s), (e: unknown) => e instanceof AppError && !/has no scheme/.test(e.message), s)
  }
})

test('parseHttpUrl: strict absolute http(s) URL', () => {
  assert.equal(parseHttpUrl('https://example.com/x#y').href, 'https://example.com/x')
  assert.equal(parseHttpUrl('http://[2606:4700::1111]/').hostname, '[2606:4700::1111]')
  for (const s of ['example.com', '/relative', 'ftp://example.com/', 'http://a:b@example.com/', 'http://exa mple.com', 'https://example.com:70000/']) {
    invalid(() => parseHttpUrl(s), s)
  }
})
