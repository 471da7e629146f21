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

const path = async (page: { title: string; description: string; text: string }): Promise<string> =>
  (await (await sharedEngine()).categorize(page)).categories[0]!.path!.join(' > ')

test('the descent reads the trade words of the commercially frequent nodes (tree-sites.ts)', async () => {
  assert.equal(await path({ title: 'Northgate Airways – Flights to 80 Cities', description: 'Low fares, free seat selection and 23 kg of baggage on every flight.', text: 'Manage booking · Online check-in · Departures and arrivals' }), 'Travel > Travel Type > Air Travel')
  assert.equal(await path({ title: 'Hilltop Hotel – Rooms and Suites', description: 'Comfortable rooms and suites near the airport and free WiFi for guests.', text: 'Check availability and book direct for the best nightly rate.' }), 'Travel > Travel Type > Hotels and Motels')
  assert.equal(await path({ title: 'Orchard Dental Care', description: 'Family dentistry, implants, whitening and Invisalign braces.', text: 'New patients welcome.' }), 'Medical Health > Diseases and Conditions > Dental Health')
})

test('every node of tree-sites.ts names exactly one node below tier 1', async () => {
  const { buildTree, nodeSiteTerms } = await import('../../../src/intel/categorize/tree.ts')
  const { NODE_SITE_TERMS } = await import('../../../src/intel/categorize/tree-sites.ts')
  assert.equal(nodeSiteTerms(buildTree()).size, Object.keys(NODE_SITE_TERMS).length)
  assert.throws(() => nodeSiteTerms(buildTree([['1', '', 'Travel', '']])), /names 0 nodes/)
})

test('the deeper nodes\' trade words count for their tier-1 class: a benefits office is Personal Finance', async () => {
  assert.equal(await path({ title: 'Benefits Service', description: 'Apply for unemployment, disability and housing support online.', text: 'Check your eligibility. Carers allowance. Report a change of circumstances.' }), 'Personal Finance > Financial Assistance > Government Support and Welfare')
})

test('a node keyword every sibling\'s pages use is not a keyword: club leagues do not make a tennis club Rugby League', async () => {
  assert.equal(await path({ title: 'Parkside Tennis Club', description: 'Six floodlit tennis courts, coaching for all ages and club leagues.', text: 'Join the club and book a court online.' }), 'Sports > Tennis')
})

test('a trade word whose stem is a verb of every site is not evidence: "checks" names no bank', async () => {
  const eng = await sharedEngine()
  const r = await eng.categorize({ title: 'Watchdog says lender skipped checks on large deposits', description: 'The regulator said staff did not run source-of-funds checks when customers paid in large sums of money.', text: 'The firm said it now checks every deposit over a set amount.' })
  const finance = r.evidence.find((e) => e.category === 'Personal Finance')
  assert.ok(finance, 'the deposit words still count')
  assert.ok(!finance.terms.some((t) => t.startsWith('check')), JSON.stringify(finance))
})
