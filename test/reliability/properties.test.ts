// Property tests (fast-check, fixed seed, ≥ 1,000 runs) for the parsers and normalisers
// of the service core: config variables, the key format and its checksum, expiry parsing, request-id handling.
// The engine parsers have theirs in parser-properties.test.ts (IP classifier, URL policy, caller input, HTML,
// feeds) and test/unit/whois/parse-fuzz.test.ts (WHOIS text, RDAP JSON).
// FC_SEED and FC_RUNS override the seed and the run count (nightly: FC_RUNS=100000).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fc from 'fast-check'
import { bool, int, list, loadSection, oneOf, url } from '../../src/config/vars.ts'
import { coreSection } from '../../src/config/schema.ts'
import { base58 } from '../../src/text/ids.ts'
import { generateApiKey, generateSecretKey, hasValidChecksum, KEY_PREFIX, SECRET_PREFIX } from '../../src/auth/api-keys/key-format.ts'
import { parseExpiry } from '../../src/cli/expiry.ts'
import { startService, type Running } from '../helpers/start-service.ts'

const params = { seed: Number(process.env.FC_SEED ?? 20261122), numRuns: Number(process.env.FC_RUNS ?? 1000) }
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Runs `fn`; returns its value, or the thrown error after checking it is an Error naming `env`. */
function onlyOwnErrors<T>(env: string, fn: () => T): T | Error {
  try { return fn() } catch (err) {
    assert.ok(err instanceof Error, 'throws only Error objects')
    assert.ok(err.message.startsWith(`${env}=`), `message names the variable: ${err.message}`)
    assert.ok(!err.message.includes('\n'), 'one-line reason')
    return err
  }
}

describe('config variables', () => {
  test('int: every in-range whole number round-trips; anything else is a one-line error naming the variable', () => {
    const v = int('X_MS', 5, 'test', { min: -1000, max: 1_000_000 })
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1_000_000 }), (n) => v.parse(String(n)) === n), params)
    fc.assert(fc.property(fc.string(), (raw) => {
      const r = onlyOwnErrors('X_MS', () => v.parse(raw))
      if (!(r instanceof Error)) assert.ok(Number.isInteger(r) && r >= -1000 && r <= 1_000_000 && /^\s*-?\d+\s*$/.test(raw))
    }), params)
  })

  test('bool: exactly the documented spellings, any case and padding', () => {
    const v = bool('X_ON', false, 'test')
    const yes = ['1', 'true', 'yes', 'on'], no = ['0', 'false', 'no', 'off', '']
    fc.assert(fc.property(fc.string({ maxLength: 8 }), (raw) => {
      const r = onlyOwnErrors('X_ON', () => v.parse(raw))
      const norm = raw.trim().toLowerCase()
      if (yes.includes(norm)) assert.equal(r, true)
      else if (no.includes(norm)) assert.equal(r, false)
      else assert.ok(r instanceof Error)
    }), params)
    fc.assert(fc.property(fc.constantFrom(...yes), fc.boolean(), (w, upper) => v.parse(` ${upper ? w.toUpperCase() : w}\t`) === true), params)
  })

  test('oneOf, url, list: never throw anything but their own error; list trims and drops empties', () => {
    const o = oneOf('X_LEVEL', 'info', ['info', 'warn'] as const, 'test')
    const u = url('X_URL', undefined, 'test', ['redis:', 'rediss:'])
    const l = list('X_LIST', undefined, 'test')
    fc.assert(fc.property(fc.string(), (raw) => {
      const a = onlyOwnErrors('X_LEVEL', () => o.parse(raw))
      if (!(a instanceof Error)) assert.ok(a === 'info' || a === 'warn')
      const b = onlyOwnErrors('X_URL', () => u.parse(raw))
      if (!(b instanceof Error)) assert.ok(['redis:', 'rediss:'].includes(new URL(b).protocol))
      const c = l.parse(raw)
      assert.ok(c.every((s) => s.length > 0 && s === s.trim() && !s.includes(',')))
    }), params)
    fc.assert(fc.property(fc.array(fc.stringMatching(/^[a-z0-9.:/*-]{1,20}$/), { maxLength: 6 }), (items) => {
      assert.deepEqual(l.parse(items.map((s) => ` ${s} `).join(',')), items)
    }), params)
  })

  test('loadSection(core) on arbitrary environments: a frozen config or one error naming a variable', () => {
    const names = Object.values(coreSection).map((v) => v.env)
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.constantFrom('true', 'postgres://u@h/db', 'redis://h:1', 'x'.repeat(40)))), (env) => {
      try {
        const cfg = loadSection(coreSection, env)
        assert.ok(Object.isFrozen(cfg))
        assert.ok(Number.isInteger(cfg.port) && cfg.port >= 0 && cfg.port <= 65535)
      } catch (err) {
        assert.ok(err instanceof Error && names.some((n) => (err as Error).message.startsWith(`${n}=`)), (err as Error).message)
      }
    }), params)
  })
})

describe('key format', () => {
  test('base58: only alphabet characters, one leading "1" per leading zero byte, injective', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 40 }), fc.uint8Array({ maxLength: 40 }), (a, b) => {
      const s = base58(a)
      assert.match(s, /^[1-9A-HJ-NP-Za-km-z]*$/)
      const zeros = a.findIndex((x) => x !== 0)
      assert.equal(s.length - s.replace(/^1+/, '').length, zeros === -1 ? a.length : zeros)
      if (Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0 && a.length === b.length) assert.notEqual(s, base58(b))
    }), params)
  })

  test('hasValidChecksum never throws, and rejects every single-character change after the prefix', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => { assert.equal(typeof hasValidChecksum(s), 'boolean') }), params)
    fc.assert(fc.property(fc.boolean(), fc.nat(), fc.constantFrom(...ALPHABET), (secret, pos, ch) => {
      const key = secret ? generateSecretKey() : generateApiKey()
      const prefix = secret ? SECRET_PREFIX : KEY_PREFIX
      assert.equal(hasValidChecksum(key), true)
      const i = prefix.length + (pos % (key.length - prefix.length))
      fc.pre(key[i] !== ch)
      const mutated = key.slice(0, i) + ch + key.slice(i + 1)
      assert.equal(hasValidChecksum(mutated), false, `${key} → ${mutated}`)
      assert.equal(hasValidChecksum(key.slice(0, -1)), false) // truncation
    }), params)
  })
})

describe('expiry parsing', () => {
  const now = new Date('2026-11-22T04:00:00.000Z')
  test('relative forms add exactly n units; ISO times in the future round-trip; the past is refused', () => {
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('d', 'h', 'm', 'D', 'H', 'M'), (n, u) => {
      assert.equal(parseExpiry(`${n}${u}`, now).getTime(), now.getTime() + n * unit[u.toLowerCase() as 'd'])
    }), params)
    fc.assert(fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }), (d) => {
      if (d.getTime() > now.getTime()) assert.equal(parseExpiry(d.toISOString(), now).getTime(), d.getTime())
      else assert.throws(() => parseExpiry(d.toISOString(), now), /in the past/)
    }), params)
  })

  test('any input gives a valid Date in the future or an Error — never an invalid Date or a key born expired', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.tuple(fc.nat(), fc.constantFrom('d', 'h', 'm')).map(([n, u]) => `${n}${u}`), fc.bigInt({ min: 0n, max: 10n ** 16n }).map((n) => `${n}d`)), (raw) => {
      let r: Date
      try { r = parseExpiry(raw, now) } catch (err) { assert.ok(err instanceof Error); return }
      assert.ok(!Number.isNaN(r.getTime()), `"${raw}" gave an invalid Date`)
      assert.ok(r.getTime() > now.getTime(), `"${raw}" gave ${r.toISOString()}, not after now`)
    }), params)
  })
})

describe('request ids', () => {
  let svc: Running
  before(async () => { svc = await startService() })
  after(async () => { await svc.close() })

  test('a safe X-Request-Id is echoed unchanged; anything else is replaced by a fresh req_ id', async () => {
    const safe = /^[A-Za-z0-9._:-]{1,128}$/
    const seen = new Set<string>()
    // Header values a client can send: visible ASCII, spaces and tabs (RFC 9110 §5.5), any length.
    const headerValue = fc.oneof(fc.stringMatching(/^[A-Za-z0-9._:-]{1,140}$/), fc.string({ unit: fc.constantFrom(...' \t!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~aZ09'.split('')), maxLength: 140 }))
    await fc.assert(fc.asyncProperty(headerValue, async (incoming) => {
      const res = await svc.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': incoming } })
      const id = String(res.headers['x-request-id'])
      // inject() passes the value as is (a socket parser would also strip surrounding whitespace).
      if (safe.test(incoming)) assert.equal(id, incoming)
      else {
        assert.match(id, /^req_[1-9A-HJ-NP-Za-km-z]{10,}$/)
        assert.ok(!seen.has(id), 'generated ids are unique')
        seen.add(id)
      }
    }), params)
  })
})
