/**
 * The extraction worker's entry (pool.ts starts it). It lowers its own CPU priority first, and only then
 * loads the engine (worker-extract.ts), so that the start-up (about 150 ms of module loading) also runs
 * below the main thread: a flood of pages over the time limit replaces workers, and each start costs that.
 * Node built-ins only here: static imports would all load before this code runs.
 */
import { getPriority, setPriority } from 'node:os'
import { workerData } from 'node:worker_threads'
import type { WorkerData } from './pool.ts'
import { osThreadId } from './os-thread.ts'

/**
 * Lowers this thread's CPU priority by `nice` steps. On Linux the nice value is per thread (setpriority(2),
 * NOTES), and /proc/thread-self names the thread. When the cores are busy, the scheduler then runs the main
 * thread, which serves every other request, before a large page. Best effort: on other systems, or if the
 * call is refused, nothing changes.
 */
function lowerPriority(nice: number): void {
  const tid = osThreadId()
  if (nice <= 0 || tid === undefined) return
  try {
    setPriority(tid, Math.min(19, getPriority(tid) + nice)) // a new thread starts with its creator's nice value
  } catch { /* keep the default */ }
}

lowerPriority((workerData as WorkerData | undefined)?.nice ?? 0)

await import('./worker-extract.ts')
