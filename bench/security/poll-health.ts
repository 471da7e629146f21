import { request, type Agent } from 'undici'

/**
 * Asks `{url}/healthz` every 10 ms over `dispatcher` (give it a connection of its own) until stopped; each answer is
 * timed from when it was due, so `maxMs` is the longest the server kept a cheap request waiting.
 */
export function pollHealth(url: string, dispatcher: Agent): { stop: () => Promise<{ maxMs: number; answers: number }> } {
  let running = true, maxMs = 0, answers = 0
  const poll = (async () => {
    let due = performance.now()
    while (running) {
      const res = await request(url + '/healthz', { dispatcher })
      await res.body.text()
      answers++
      const now = performance.now()
      maxMs = Math.max(maxMs, now - due)
      due = now + 10
      await new Promise((r) => setTimeout(r, 10))
    }
  })()
  return { stop: async () => { running = false; await poll; return { maxMs, answers } } }
}
