/**
 * Runs `code` (CommonJS, evaluated in a worker thread; it posts one message with its result) and resolves with that
 * message, or with `stopped: <what>` when the worker has not answered within `limitMs`. A super-linear return in
 * synchronous code would otherwise hang the test run; here it fails the assertion on the result instead, with a limit
 * hundreds of times what linear work needs.
 */
import { Worker } from 'node:worker_threads'

export async function runBounded(code: string, what: string, limitMs = 60_000): Promise<unknown> {
  const worker = new Worker(code, { eval: true })
  const stop = setTimeout(() => { void worker.terminate() }, limitMs)
  const result = await new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', () => resolve(`stopped: ${what} within ${limitMs / 1000} s`))
  })
  clearTimeout(stop)
  await worker.terminate()
  return result
}
