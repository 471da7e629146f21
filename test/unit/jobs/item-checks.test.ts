import { test } from 'node:test'
import assert from 'node:assert/strict'
import { checkItem } from '../../../src/api/variant-a/job-items.ts'

test('a site_check item is refused before the job exists when the synchronous call would refuse its URL', () => {
  assert.deepEqual(checkItem('site_check', 'ftp://shop.example.org/', 2), { problem: { index: 2, field: 'items.2.url', problem: 'only http and https URLs are accepted', message: 'only http and https URLs are accepted' } })
  assert.deepEqual(checkItem('site_check', '203.0.113.7', 0), { problem: { index: 0, field: 'items.0.url', problem: 'an IP address is not a domain; pass it as a URL (http://…/)', message: 'an IP address is not a domain; pass it as a URL (http://…/)' } })
  assert.deepEqual(checkItem('site_check', 'shop.example.org', 1), { item: { url: 'shop.example.org' } })
  assert.deepEqual(checkItem('site_check', 'http://203.0.113.7/', 1), { item: { url: 'http://203.0.113.7/' } })
})

test('a whois_lookup item is refused before the job exists when the synchronous call would refuse its domain', () => {
  assert.deepEqual(checkItem('whois_lookup', '203.0.113.7', 0), { problem: { index: 0, field: 'items.0.domain', problem: 'an IP address is not a domain', message: 'an IP address is not a domain' } })
  assert.deepEqual(checkItem('whois_lookup', 'shop example.org', 4), { problem: { index: 4, field: 'items.4.domain', problem: 'contains a space', message: 'domain contains a space' } })
  // the field at fault is named, as the synchronous call names query.domain / body.url (it read items.N)
  assert.deepEqual(checkItem('scrape_metadata', { url: 'ftp://shop.example.org/' }, 3), { problem: { index: 3, field: 'items.3.url', problem: 'only http and https URLs are accepted', message: 'only http and https URLs are accepted' } })
  assert.deepEqual(checkItem('sanctions_check', '!!!', 5), { problem: { index: 5, field: 'items.5.query', problem: 'has no letters or digits to screen', message: 'query has no letters or digits to screen' } })
  assert.deepEqual(checkItem('whois_lookup', 'shop.example.org', 1), { item: { domain: 'shop.example.org' } })
  assert.deepEqual(checkItem('whois_lookup', { domain: 'https://www.shop.co.uk/about', fresh: true }, 1), { item: { domain: 'https://www.shop.co.uk/about', fresh: true } })
})
