import { test } from 'node:test'
import assert from 'node:assert/strict'
import { checkItem } from '../../../src/api/variant-a/job-items.ts'

test('a site_check item is refused before the job exists when the synchronous call would refuse its URL', () => {
  assert.deepEqual(checkItem('site_check', 'ftp://shop.example.org/', 2), { problem: { index: 2, field: 'items.2', problem: 'only http and https URLs are accepted' } })
  assert.deepEqual(checkItem('site_check', '203.0.113.7', 0), { problem: { index: 0, field: 'items.0', problem: 'an IP address is not a domain; pass it as a URL (http://…/)' } })
  assert.deepEqual(checkItem('site_check', 'shop.example.org', 1), { item: { url: 'shop.example.org' } })
  assert.deepEqual(checkItem('site_check', 'http://203.0.113.7/', 1), { item: { url: 'http://203.0.113.7/' } })
})

test('a whois_lookup item is refused before the job exists when the synchronous call would refuse its domain', () => {
  assert.deepEqual(checkItem('whois_lookup', '203.0.113.7', 0), { problem: { index: 0, field: 'items.0', problem: 'an IP address is not a domain' } })
  assert.deepEqual(checkItem('whois_lookup', 'shop example.org', 4), { problem: { index: 4, field: 'items.4', problem: 'domain contains a space' } })
  assert.deepEqual(checkItem('whois_lookup', 'shop.example.org', 1), { item: { domain: 'shop.example.org' } })
  assert.deepEqual(checkItem('whois_lookup', { domain: 'https://www.shop.co.uk/about', fresh: true }, 1), { item: { domain: 'https://www.shop.co.uk/about', fresh: true } })
})
