// cpuTurn (src/text/turns.ts): one waiter resumes per event-loop turn, in the order they asked, and I/O is polled
// between two of them. Turns are counted with a self-rescheduling setImmediate, which runs once per turn.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { stat } from 'node:fs/promises'
import { cpuTurn, cpuTurnsWaiting } from '../../../src/text/turns.ts'

test('waiters resume one per turn, first come first served', async () => {
  let turn = 0
  let spinning = true
  const spin = () => { turn++; if (spinning) setImmediate(spin) }
  setImmediate(spin)
  const order: number[] = []
  const turnOf: number[] = []
  await Promise.all(Array.from({ length: 10 }, async (_, i) => { await cpuTurn(); order.push(i); turnOf.push(turn) }))
  spinning = false
  assert.deepEqual(order, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  assert.equal(new Set(turnOf).size, 10, `turns the waiters resumed in: ${turnOf.join(',')}`)
  assert.equal(cpuTurnsWaiting(), 0)
})

test('I/O that completes while waiters queue is handled before the last of them resumes', async () => {
  let ioDone = false
  let resumedAfterIo = 0
  const io = stat(import.meta.filename).then(() => { ioDone = true })
  // Each waiter holds the thread for a moment, as a piece of CPU work would.
  const busy = () => { const end = performance.now() + 2; while (performance.now() < end) { /* CPU */ } }
  await Promise.all(Array.from({ length: 200 }, async () => { await cpuTurn(); busy(); if (ioDone) resumedAfterIo++ }))
  await io
  assert.ok(resumedAfterIo > 0, 'the file-system answer waited for all 200 pieces')
})
