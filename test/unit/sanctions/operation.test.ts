import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sanctionsCheck } from '../../../src/operations/sanctions-check.ts'
import type { Screening } from '../../../src/sanctions/lists.ts'

// Tried as an attacker would: 100 long names in one call were screened back to back without a turn for the
// event loop (2.6 s during which /healthz did not answer). The operation lets other work run between two names.
test('sanctionsCheck lets the event loop turn between two names of one call', async () => {
  const order: string[] = []
  const screening = {
    lists: async () => [{ name: 'l' }],
    search: async (q: { name: string }) => { order.push(`search ${q.name}`); return [] },
  } as unknown as Screening
  setImmediate(() => order.push('other request'))
  const out = await sanctionsCheck(screening, [{ query: 'a' }, { query: 'b' }, { query: 'c' }], { maxMatches: 10 })
  assert.equal(out.length, 3)
  assert.deepEqual(order, ['search a', 'other request', 'search b', 'search c'])
})

test('a batch job refuses a sanctions item with no letters or digits before the job exists', async () => {
  const { checkItem } = await import('../../../src/api/variant-a/job-items.ts')
  assert.deepEqual(checkItem('sanctions_check', ' ... ', 3), { problem: { index: 3, field: 'items.3.query', problem: 'has no letters or digits to screen', message: 'query has no letters or digits to screen' } })
  assert.deepEqual(checkItem('sanctions_check', 'Anatoly Grebnev', 0), { item: { query: 'Anatoly Grebnev' } })
})
