/**
 * The extraction worker's work (loaded by worker.ts): one page task at a time (tasks.ts: the ExtractedDocument,
 * the categorizer's signals or the site entity). It runs the same code as the main thread, so its result
 * equals the in-thread one; only the thread differs. It says `ready` once its modules are loaded, so the pool never counts start-up against a page's time limit,
 * with its OS thread id (Linux), so the pool can time pages in CPU time.
 */
import { parentPort } from 'node:worker_threads'
import { runPageTask } from './tasks.ts'
import { inputOf, type WorkerReply, type WorkerRequest } from './pool.ts'
import { osThreadId } from './os-thread.ts'

const port = parentPort
if (!port) throw new Error('[extract] worker.ts runs only as a worker thread (see pool.ts)')

port.on('message', (req: WorkerRequest) => {
  runPageTask(req.task, inputOf(req), req.url, req.options).then(
    (result) => port.postMessage({ id: req.id, result } satisfies WorkerReply),
    (err: unknown) => port.postMessage({ id: req.id, error: { name: (err as Error)?.name ?? 'Error', message: String((err as Error)?.message ?? err) } } satisfies WorkerReply),
  )
})
port.postMessage({ ready: true, tid: osThreadId() } satisfies WorkerReply)
