/**
 * Turns of the event loop for CPU work, one piece at a time.
 *
 * `await setImmediate()` between two pieces of CPU work (a parse slice, the risk reading, the categorization)
 * lets pending I/O in only when one task yields alone. With many tasks in flight — the items of a batch job, 16 at
 * once by default — each yields into the same check phase, and Node runs every callback queued there, with the
 * synchronous piece each one resumes, before it polls for I/O again: one turn of the loop then holds up to 16
 * pieces back to back, and `/healthz` waits for all of them.
 *
 * `cpuTurn()` queues the caller instead: one waiter resumes per turn of the event loop, in the order they asked,
 * and I/O (new requests, fetched bytes, timers) is polled before the next one. The longest stall is then one
 * piece, not the sum of the pieces of every task in flight. A lone caller waits exactly one turn, as with
 * setImmediate.
 */

const waiting: (() => void)[] = []
let scheduled = false

function releaseOne(): void {
  const next = waiting.shift()
  // Scheduled from inside a check-phase callback, the next release runs in the next turn, after the poll phase.
  scheduled = waiting.length > 0
  if (scheduled) setImmediate(releaseOne)
  next?.()
}

/** Resolves in a later turn of the event loop, after at most one other cpuTurn waiter per turn ahead of it. */
export function cpuTurn(): Promise<void> {
  return new Promise<void>((resolve) => {
    waiting.push(resolve)
    if (!scheduled) { scheduled = true; setImmediate(releaseOne) }
  })
}

/** Waiters not yet resumed (for tests and diagnostics). */
export function cpuTurnsWaiting(): number {
  return waiting.length
}

/** Runs a computation written as steps (a generator that yields between two pieces of its work) to its end at once. */
export function runSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const r = steps.next()
    if (r.done) return r.value
  }
}

/** The same computation with a cpuTurn() between its pieces, so that other requests are answered meanwhile. */
export async function runStepsInTurns<T>(steps: Generator<void, T, void>): Promise<T> {
  for (;;) {
    const r = steps.next()
    if (r.done) return r.value
    await cpuTurn()
  }
}
