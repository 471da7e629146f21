import { test } from 'node:test'
import assert from 'node:assert/strict'
import fc from 'fast-check'
import { parseWhois } from '../../../src/whois/parsers/whois-text.ts'
import { parseRdap } from '../../../src/whois/parsers/rdap.ts'
import { parseDate } from '../../../src/whois/parsers/dates.ts'

// Fixed seed and ≥ 1,000 runs; FC_SEED / FC_RUNS override them.
const params = { seed: Number(process.env.FC_SEED ?? 20261122), numRuns: Number(process.env.FC_RUNS ?? 1000) }
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/
const keys = ['Domain Name', 'Registrar', 'Creation Date', 'Expiry Date', 'Updated Date', 'Name Server', 'Status', 'created', 'nserver', '[Name Server]', 'Registrant']
const line = fc.oneof(
  fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 40 })).map(([k, v]) => `${k}: ${v}`),
  fc.string({ maxLength: 60 }),
  fc.constant(''),
)

test('the text parser never throws and keeps its output contract', () => {
  fc.assert(fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
    const p = parseWhois(lines.join('\n'), { domain: 'example.com' })
    for (const d of [p.creationDate, p.expirationDate, p.updatedDate]) assert.ok(d === null || ISO.test(d), String(d))
    for (const h of p.nameServers) assert.match(h, /^[a-z0-9_.-]+$/)
    assert.ok(p.registered === null || typeof p.registered === 'boolean')
  }), params)
})

test('the date reader returns ISO 8601 UTC or null for any string', () => {
  fc.assert(fc.property(fc.string({ maxLength: 40 }), (s) => {
    const d = parseDate(s)
    assert.ok(d === null || ISO.test(d), String(d))
  }), params)
})

test('the RDAP parser accepts any JSON value', () => {
  fc.assert(fc.property(fc.jsonValue({ maxDepth: 4 }), (j) => { parseRdap(j) }), params)
})
