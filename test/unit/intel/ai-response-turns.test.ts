// aiResponse's CPU pieces (risk reading, categorization, summary) run one per event-loop turn across all callers
// (src/text/turns.ts). Sixteen calls at once — the items of a batch job — used to run each stage of all sixteen in
// one turn: risk in the callers' turn, then sixteen categorizations back to back, so nothing else (a /healthz
// request) got in for the sum of them. The test counts event-loop turns (a self-rescheduling setImmediate) while
// sixteen calls run: at least one per piece, 3 × 16. Before the change it counted 2. Results are the same as one
// call alone gives.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { sharedEngine } from './helpers.ts'

test('sixteen concurrent aiResponse calls take one event-loop turn per piece, with the results of one call alone', async () => {
  const e = await sharedEngine()
  const page = signalsFromHtml(readFileSync(new URL('../../fixtures/intel/casino.html', import.meta.url), 'utf8'), 'https://casino.example/')
  const alone = await e.aiResponse(page)
  let turns = 0
  let spinning = true
  const spin = () => { turns++; if (spinning) setImmediate(spin) }
  setImmediate(spin)
  const all = await Promise.all(Array.from({ length: 16 }, () => e.aiResponse(page)))
  spinning = false
  assert.ok(turns >= 3 * 16, `event-loop turns while 16 calls ran: ${turns}`)
  for (const r of all) assert.deepEqual(r, alone)
})
