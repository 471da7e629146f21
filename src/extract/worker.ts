/**
 * The extraction worker (pool.ts): one page at a time, HTML in, ExtractedDocument out. It runs the same
 * engine as the main thread, so its document equals the in-thread one; only the thread differs. It says
 * `ready` once its modules are loaded, so the pool never counts start-up against a page's time limit.
 */
import { readlinkSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { extractHtml } from './engine.ts'
import { inputOf, type WorkerData, type WorkerReply, type WorkerRequest } from './pool.ts'

const port = parentPort
if (!port) throw new Error('[extract] worker.ts runs only as a worker thread (see pool.ts)')

/**
 * Lowers this thread's CPU priority by `nice` steps. On Linux the nice value is per thread (setpriority(2),
 * NOTES), and /proc/thread-self names the thread. When the cores are busy, the scheduler then runs the main
 * thread, which serves every other request, before a large page. Best effort: on other systems, or if the
 * call is refused, nothing changes.
 */
function lowerPriority(nice: number): void {
  if (nice <= 0 || process.platform !== 'linux') return
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    setPriority(tid, Math.min(19, getPriority(tid) + nice)) // a new thread starts with its creator's nice value
  } catch { /* keep the default */ }
}

lowerPriority((workerData as WorkerData | undefined)?.nice ?? 0)

port.on('message', (req: WorkerRequest) => {
  extractHtml(inputOf(req), req.url, req.options).then(
    (document) => port.postMessage({ id: req.id, document } satisfies WorkerReply),
    (err: unknown) => port.postMessage({ id: req.id, error: { name: (err as Error)?.name ?? 'Error', message: String((err as Error)?.message ?? err) } } satisfies WorkerReply),
  )
})
port.postMessage({ ready: true } satisfies WorkerReply)
