/** Finding 16: with WEBINTEL_FETCH_ALLOW_PRIVATE=true some cloud metadata endpoints were still fetched. */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createSafeFetcher } from '../../src/fetch/safe-fetcher.ts'
import { isBlockedAddress } from '../../src/fetch/special-ranges.ts'
import { stubNet } from '../helpers/net-stub.ts'
import { rejectsWith } from './helpers.ts'

const METADATA = ['169.254.169.254', '169.254.170.2', '169.254.170.23', '169.254.0.23', '100.100.100.200', '192.0.0.192', '168.63.129.16', 'fd00:ec2::254']

test('every cloud metadata address stays refused with the private allowance on', () => {
  for (const a of METADATA) {
    assert.equal(isBlockedAddress(a, true), true, a)
    assert.equal(isBlockedAddress(a, false), true, a)
  }
  // …while their neighbours are ordinary private addresses the allowance lifts.
  for (const a of ['100.100.100.201', '169.254.0.24', '192.0.0.193', '10.0.0.1', 'fd00:ec2::253']) assert.equal(isBlockedAddress(a, true), false, a)
})

test('the fetcher opens no connection to them, by literal or by name', async () => {
  const zone = Object.fromEntries(METADATA.map((a, i) => [`meta${i}.fixture-web.com`, [[a]]]))
  const net = stubNet(zone, () => undefined)
  const fetcher = createSafeFetcher({ allowPrivate: true, connectTimeoutMs: 300, timeoutMs: 1500, resolve: net.resolve, connect: net.connect })
  try {
    for (const [i, a] of METADATA.entries()) {
      await rejectsWith(fetcher.fetch(`http://${a.includes(':') ? `[${a}]` : a}/latest/meta-data/`), 'fetch_blocked')
      await rejectsWith(fetcher.fetch(`http://meta${i}.fixture-web.com/`), 'fetch_blocked')
    }
    assert.equal(net.connects.length, 0)
  } finally {
    await fetcher.close()
  }
})
