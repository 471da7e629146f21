import { test } from 'node:test'
import assert from 'node:assert/strict'
import { SITE_TERMS } from '../../../src/intel/categorize/taxonomy-sites.ts'
import { IAB_TIER1 } from '../../../src/intel/categorize/taxonomy.ts'
import { sharedEngine } from './helpers.ts'

// English business homepages whose trade the tier-1 article words did not name (docs/intel.md § English business
// homepages). Pages written for the test.
const tier1 = async (page: { title: string; description: string; text: string }): Promise<string> =>
  (await (await sharedEngine()).categorize(page)).categories[0]!.path![0]!

test('trade words of business homepages: a guesthouse, a host, a broadband provider', async () => {
  assert.equal(await tier1({ title: 'Seaview Lodge | Rooms & Suites by the Harbour', description: 'Twelve en-suite rooms and two family suites with sea views. Breakfast served daily in our restaurant.', text: 'Check availability. Accommodation for up to 30 guests. Free parking.' }), 'Travel')
  assert.equal(await tier1({ title: 'Bluebyte – Hosting, Domains & SSL', description: 'Host your site on fast SSD servers with a free domain and free SSL.', text: 'VPS plans · WordPress · 99.99% uptime' }), 'Technology & Computing')
  assert.equal(await tier1({ title: 'Lumen Home Energy', description: 'Fixed electricity tariffs and broadband for your home.', text: 'Submit a meter reading. Switch in 5 minutes.' }), 'Personal Finance')
})

test('the trade words are for the built-in classes only and name classes that exist', async () => {
  const names = new Set(IAB_TIER1.map((n) => n.name))
  for (const k of Object.keys(SITE_TERMS)) assert.ok(names.has(k), k)
  // Custom lists do not read them: a caller's own "Travel" and "Technology" score the page as before the words.
  const eng = await sharedEngine()
  const page = { title: 'Seaview Lodge', description: 'Rooms and suites.', text: 'Accommodation, guesthouse, hostel, motel, resort, itinerary.' }
  const custom = await eng.categorize(page, { customCategories: ['Travel', 'Technology'] })
  const builtin = await eng.categorize(page)
  assert.equal(builtin.categories[0]!.path![0], 'Travel')
  assert.ok(custom.evidence.every((e) => !e.terms.includes('motel') || e.category === 'Travel'))
})
