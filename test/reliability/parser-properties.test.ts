// Property tests (fast-check, fixed seed) for the engine-side parsers and normalisers:
// the IP classifier against a reference table written here from the IANA special-purpose registries,
// IPv4 spellings, the URL policy, caller input (Variant A `url`, Variant B `input_string`), the HTML
// extractor and the feed parser. WHOIS text and RDAP JSON have theirs in test/unit/whois/parse-fuzz.test.ts.
// FC_SEED and FC_RUNS override the seed and the run count (nightly: FC_RUNS=100000).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fc from 'fast-check'
import { AppError } from '../../src/errors.ts'
import { isBlockedAddress } from '../../src/fetch/special-ranges.ts'
import { checkUrl } from '../../src/fetch/address-guard.ts'
import { parseHttpUrl, parseTarget } from '../../src/fetch/target.ts'
import { extractDocument } from '../../src/extract/engine.ts'
import { parseFeed } from '../../src/media/feed.ts'

const runs = Number(process.env.FC_RUNS ?? 1000)
const params = { seed: Number(process.env.FC_SEED ?? 20261122), numRuns: runs }

// ---- reference table (IANA IPv4/IPv6 Special-Purpose Address Registries, RFC 6890) ----

const V4_REFUSED = ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12',
  '192.0.0.0/24', '192.0.2.0/24', '192.31.196.0/24', '192.52.193.0/24', '192.88.99.0/24', '192.168.0.0/16',
  '192.175.48.0/24', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/4', '240.0.0.0/4',
  '168.63.129.16/32'] // the last: Azure WireServer, public space but a platform endpoint
// IPv6: only 2000::/3 is global unicast (RFC 4291 §2.4); inside it these are special-purpose or embed IPv4.
const V6_REFUSED_IN_GLOBAL = ['2001::/23', '2001:db8::/32', '2002::/16', '2620:4f:8000::/48', '3fff::/20']

const v4ToInt = (a: string) => a.split('.').reduce((n, p) => n * 256 + Number(p), 0)
const intToV4 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')
function inV4(n: number, cidr: string): boolean {
  const [base, bits] = cidr.split('/')
  const size = 2 ** (32 - Number(bits))
  return Math.floor(n / size) === Math.floor(v4ToInt(base) / size)
}
function v6ToBig(a: string): bigint {
  const [head, tail] = a.includes('::') ? a.split('::') : [a, undefined]
  const h = head ? head.split(':') : []
  const t = tail ? tail.split(':') : []
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t]
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n)
}
const bigToV6 = (n: bigint) => Array.from({ length: 8 }, (_, i) => ((n >> BigInt(16 * (7 - i))) & 0xffffn).toString(16)).join(':')
function inV6(n: bigint, cidr: string): boolean {
  const [base, bits] = cidr.split('/')
  const shift = BigInt(128 - Number(bits))
  return n >> shift === v6ToBig(base) >> shift
}
const refusedV4 = (n: number) => V4_REFUSED.some((c) => inV4(n, c))
const refusedV6 = (n: bigint) => !inV6(n, '2000::/3') || V6_REFUSED_IN_GLOBAL.some((c) => inV6(n, c))

/** Uniform addresses, plus addresses at and around the edges of every listed block (where off-by-ones live). */
const v4Int = fc.oneof(
  fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  fc.tuple(fc.constantFrom(...V4_REFUSED), fc.integer({ min: -2, max: 2 }), fc.boolean()).map(([cidr, d, end]) => {
    const [base, bits] = cidr.split('/')
    const n = v4ToInt(base) + (end ? 2 ** (32 - Number(bits)) - 1 : 0) + d
    return Math.min(2 ** 32 - 1, Math.max(0, n))
  }),
)
const v6Big = fc.oneof(
  fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }),
  fc.bigInt({ min: 0n, max: (1n << 125n) - 1n }).map((n) => (1n << 125n) | n), // inside 2000::/3
  fc.tuple(fc.constantFrom(...V6_REFUSED_IN_GLOBAL, '2000::/3', '::/96', '::ffff:0:0/96', '64:ff9b::/96', 'fc00::/7', 'fe80::/10'),
    fc.bigInt({ min: 0n, max: (1n << 80n) - 1n }), fc.integer({ min: -1, max: 1 })).map(([cidr, low, d]) => {
    const [base, bits] = cidr.split('/')
    const span = 1n << BigInt(128 - Number(bits))
    const n = v6ToBig(base) + (low % span) + BigInt(d)
    return n < 0n ? 0n : n >= 1n << 128n ? (1n << 128n) - 1n : n
  }),
)

describe('IP classifier', () => {
  test('IPv4: refused exactly when the reference table says so', () => {
    fc.assert(fc.property(v4Int, (n) => { assert.equal(isBlockedAddress(intToV4(n)), refusedV4(n), intToV4(n)) }), { ...params, numRuns: runs * 5 })
  })
  test('IPv6: refused exactly when outside 2000::/3 or in a special block inside it', () => {
    fc.assert(fc.property(v6Big, (n) => { assert.equal(isBlockedAddress(bigToV6(n)), refusedV6(n), bigToV6(n)) }), { ...params, numRuns: runs * 5 })
  })
  test('every IPv4 address is refused in its IPv4-mapped and NAT64 IPv6 forms', () => {
    fc.assert(fc.property(v4Int, (n) => {
      const hex = `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
      for (const form of [`::ffff:${intToV4(n)}`, `::ffff:${hex}`, `64:ff9b::${hex}`, `::${hex}`]) assert.ok(isBlockedAddress(form), form)
    }), params)
  })
})

/** Spellings of one IPv4 address that WHATWG URL parsing (host parser, IPv4 number parser) reads as that address. */
function spellings(n: number): string[] {
  const p = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
  return [
    String(n), `0x${n.toString(16)}`, `0${n.toString(8)}`,
    p.map((x) => `0x${x.toString(16)}`).join('.'), p.map((x) => `0${x.toString(8)}`).join('.'),
    `${p[0]}.${p[1]}.${p[2] * 256 + p[3]}`, `${p[0]}.${(p[1] << 16) + p[2] * 256 + p[3]}`,
    `${intToV4(n)}.`, p.map((x) => `0x${x.toString(16).toUpperCase()}`).join('.'),
  ]
}

/** The URL policy's verdict: "ok", or the code of the AppError it threw (anything else fails the test). */
function verdict(url: string): string {
  let parsed: URL
  try { parsed = new URL(url) } catch { return 'unparseable' }
  try { checkUrl(parsed, false); return 'ok' } catch (err) {
    assert.ok(err instanceof AppError, `checkUrl threw ${String(err)}`)
    return err.code
  }
}

describe('URL policy', () => {
  test('every spelling of an IPv4 address canonicalises to it and gets the same verdict', () => {
    fc.assert(fc.property(v4Int, (n) => {
      const want = verdict(`http://${intToV4(n)}/`)
      assert.equal(want, refusedV4(n) ? 'fetch_blocked' : 'ok')
      for (const s of spellings(n)) {
        assert.equal(new URL(`http://${s}/`).hostname, intToV4(n), s)
        assert.equal(verdict(`http://${s}/`), want, s)
      }
    }), params)
  })
  const urlish = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.tuple(fc.constantFrom('http', 'https', 'ftp', 'file', 'gopher', 'javascript', 'data', 'ws'), fc.string({ maxLength: 40 })).map(([s, r]) => `${s}://${r}`),
    fc.tuple(fc.constantFrom('http://', 'https://'), fc.ipV4(), fc.constantFrom('', ':80', ':8080', '.', '/x')).map(([s, ip, t]) => `${s}${ip}${t}`),
    fc.tuple(fc.constantFrom('http://[', 'https://['), fc.ipV6(), fc.constantFrom(']', ']:443/', '%25eth0]')).map(([s, ip, t]) => `${s}${ip}${t}`),
    fc.tuple(fc.constantFrom('http://'), fc.constantFrom('localhost', 'metadata', 'x.local', 'a.internal', 'unix', 'b.test', 'printer.lan', 'foo'), fc.constantFrom('', '.', ':81/')).map((a) => a.join('')),
    fc.string({ maxLength: 60 }),
  )
  test('never throws anything but its own error, and never allows a non-public literal host', () => {
    fc.assert(fc.property(urlish, (u) => {
      const v = verdict(u)
      if (v !== 'ok') return
      const host = new URL(u).hostname.replace(/^\[|\]$/g, '')
      if (/^[\d.]+$/.test(host) || host.includes(':')) assert.ok(!isBlockedAddress(host), `${u} allowed`)
    }), params)
  })
})

describe('caller input', () => {
  const input = fc.oneof(
    fc.webUrl({ withQueryParameters: true }),
    fc.domain(),
    fc.tuple(fc.constantFrom('', 'www.', 'WWW.', 'shop.'), fc.domain(), fc.constantFrom('', '.', '/', ':8443', '/path?q=1', '#frag')).map((a) => a.join('')),
    fc.tuple(fc.constantFrom('bücher', 'straße', 'münchen', 'пример', '例え'), fc.constantFrom('.de', '.com', '.рф')).map((a) => a.join('')),
    fc.string({ maxLength: 50 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
  )
  const ownErrorOr = <T>(fn: () => T): T | undefined => {
    try { return fn() } catch (err) {
      assert.ok(err instanceof AppError && err.code === 'invalid_request', `threw ${String(err)}`)
      return undefined
    }
  }
  test('Variant A url: invalid_request or an http(s) URL without credentials or fragment; normalising twice changes nothing', () => {
    fc.assert(fc.property(input, (s) => {
      const u = ownErrorOr(() => parseHttpUrl(s))
      if (!u) return
      assert.ok(u.protocol === 'http:' || u.protocol === 'https:')
      assert.equal(u.username + u.password + u.hash, '')
      assert.equal(parseHttpUrl(u.href).href, u.href)
    }), params)
  })
  test('Variant B input_string: invalid_request or ASCII lower-case hosts and http(s) candidates; the host parses to itself', () => {
    fc.assert(fc.property(input, (s) => {
      const t = ownErrorOr(() => parseTarget(s))
      if (!t) return
      assert.match(t.host, /^[a-z0-9_.:-]+$/)
      assert.ok(t.candidates.length > 0 && t.candidates.every((c) => /^https?:\/\//.test(c)))
      assert.ok(t.host.endsWith(t.domain))
      if (t.kind === 'domain') assert.equal(parseTarget(t.host).host, t.host)
      for (const c of t.candidates) assert.equal(parseHttpUrl(c).href, c)
    }), params)
  })
})

const htmlToken = fc.oneof(
  fc.constantFrom('<html lang="fr">', '<head>', '</head>', '<body>', '<div>', '</div>', '<p>', '</p>', '<title>', '</title>',
    '<meta name="description" content="', '<meta property="og:title" content="', '<meta charset="utf-8">', '">', '"', "'", '>', '<',
    '<a href="', '</a>', '<a href="mailto:a@b.example">', '<a href="tel:+1 555 0100">', '<link rel="icon" href="', '<script>', '</script>',
    '<script type="application/ld+json">{"@type":"Organization","name":"', '}</script>', '<style>', '</style>', '<!--', '-->',
    '<![CDATA[', ']]>', '&amp;', '&#x', '&#', '&nbsp;', '<h1>', '</h1>', '<base href="', '<img src="', '<br/>', '\u0000', '\r\n'),
  fc.string({ maxLength: 20 }),
  fc.webUrl(),
  fc.emailAddress(),
)

describe('HTML extraction', () => {
  test('any markup: no exception, output within the caps, strings without NUL', () => {
    const opts = { maxTextChars: 2000, maxLinks: 20 }
    fc.assert(fc.property(fc.array(htmlToken, { maxLength: 120 }), fc.webUrl(), (tokens, url) => {
      const doc = extractDocument(tokens.join(''), url, opts)
      assert.ok(doc.text.length <= opts.maxTextChars, `text ${doc.text.length}`)
      assert.ok(doc.links.length <= opts.maxLinks, `links ${doc.links.length}`)
      for (const v of [doc.title, doc.description, doc.siteName, doc.author, doc.text, ...doc.headings.map((h) => h.text), ...doc.links.map((l) => l.text)]) {
        assert.ok(v === undefined || (typeof v === 'string' && !v.includes('\u0000')), JSON.stringify(v))
      }
      for (const e of doc.emails) assert.match(e, /^[^\s@]+@[^\s@]+$/)
      for (const l of doc.links) assert.match(l.url, /^https?:\/\//)
      assert.ok(Array.isArray(doc.warnings))
    }), params)
  })
  test('extraction is deterministic: the same page gives the same document', () => {
    fc.assert(fc.property(fc.array(htmlToken, { maxLength: 60 }), (tokens) => {
      const html = tokens.join('')
      assert.deepEqual(extractDocument(html, 'https://site.example/'), extractDocument(html, 'https://site.example/'))
    }), { ...params, numRuns: Math.max(100, runs / 5) })
  })
})

const xmlToken = fc.oneof(
  fc.constantFrom('<?xml version="1.0"?>', '<rss version="2.0">', '</rss>', '<channel>', '</channel>', '<item>', '</item>', '<title>', '</title>',
    '<link>', '</link>', '<pubDate>', '</pubDate>', '<description>', '</description>', '<feed xmlns="http://www.w3.org/2005/Atom">', '</feed>',
    '<entry>', '</entry>', '<link href="', '"/>', '<updated>', '</updated>', '<![CDATA[', ']]>', '&amp;', '&lt;b&gt;', '&bogus;',
    '<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>', '&b;', 'Tue, 10 Jun 2025 08:00:00 GMT'),
  fc.string({ maxLength: 20 }),
  fc.webUrl(),
)

describe('feed XML', () => {
  test('any document: no exception; every item has a URL and a title; dates are ISO 8601 or absent; entities are never expanded from a DOCTYPE', () => {
    fc.assert(fc.property(fc.array(xmlToken, { maxLength: 80 }), (tokens) => {
      const xml = tokens.join('')
      const items = parseFeed(xml, 'rss:test')
      for (const it of items) {
        assert.ok(it.url.length > 0 && it.title.length > 0)
        assert.ok(it.publishedAt === undefined || /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(it.publishedAt), it.publishedAt)
        // Output never grows beyond the input: a DOCTYPE entity (billion laughs) is left unexpanded.
        assert.ok(it.title.length + it.text.length <= xml.length, 'output larger than input')
      }
    }), params)
  })
})
