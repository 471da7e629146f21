/**
 * Retries with back-off for the client's fetch. It retries what the server refused before doing the work:
 * 429 rate_limited and 503 service_unavailable (and a failed connection), waiting as the server said —
 * Retry-After (RFC 9110 §10.2.3), else the reset time of an exhausted `RateLimit` header
 * (draft-ietf-httpapi-ratelimit-headers: `"default";r=0;t=12`) — or, when it said nothing, exponentially with
 * jitter. A wait longer than `maxDelayMs` is not taken: the answer is returned as is.
 */
import { parseRetryAfter } from './errors.ts'

export interface RetryOptions {
  /** Further attempts after the first; 0 turns retrying off. Default 2. */
  maxRetries?: number
  /** First back-off when the server gave no wait, doubled each attempt. Default 500 ms. */
  baseDelayMs?: number
  /** Longest wait accepted, from the server or the back-off. Default 30,000 ms. */
  maxDelayMs?: number
  /** Statuses retried. Default [429, 503]. */
  statuses?: number[]
  /** Waits `ms` (tests replace it). */
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>
}

/** Milliseconds the server asked to wait: Retry-After first, then a `RateLimit` field with nothing remaining. */
export function serverDelayMs(headers: Headers, now = Date.now()): number | undefined {
  const ra = parseRetryAfter(headers.get('retry-after'), now)
  if (ra !== undefined) return ra * 1000
  const rl = headers.get('ratelimit')
  if (!rl) return undefined
  let wait: number | undefined
  // One or more list members: "policy";r=<remaining>;t=<seconds>. The longest wait of an exhausted one counts.
  for (const member of rl.split(',')) {
    const r = /;\s*r=(\d+)/.exec(member)
    const t = /;\s*t=(\d+)/.exec(member)
    if (r && t && Number(r[1]) === 0) wait = Math.max(wait ?? 0, Number(t[1]) * 1000)
  }
  return wait
}

export const defaultSleep = (ms: number, signal?: AbortSignal | null) => new Promise<void>((resolve, reject) => {
  if (signal?.aborted) return reject(signal.reason)
  const t = setTimeout(() => { signal?.removeEventListener('abort', onAbort); resolve() }, ms)
  const onAbort = () => { clearTimeout(t); reject(signal?.reason) }
  signal?.addEventListener('abort', onAbort, { once: true })
})

/** Wraps a fetch so that it retries as described above. The request body is replayed from a clone. */
export function withRetries(fetchFn: (input: Request) => Promise<Response>, opts: RetryOptions = {}): (input: Request) => Promise<Response> {
  const maxRetries = opts.maxRetries ?? 2
  const base = opts.baseDelayMs ?? 500
  const cap = opts.maxDelayMs ?? 30_000
  const statuses = opts.statuses ?? [429, 503]
  const sleep = opts.sleep ?? defaultSleep
  return async (input: Request) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= maxRetries
      const request = last ? input : input.clone()
      let response: Response
      try {
        response = await fetchFn(request)
      } catch (err) {
        if (last || input.signal?.aborted) throw err
        await sleep(Math.min(cap, backoff(base, attempt)), input.signal)
        continue
      }
      if (last || !statuses.includes(response.status)) return response
      const wait = serverDelayMs(response.headers) ?? backoff(base, attempt)
      if (wait > cap) return response
      await response.body?.cancel().catch(() => {})
      await sleep(wait, input.signal)
    }
  }
}

/** Full-jitter exponential back-off: a random wait in [base·2^attempt / 2, base·2^attempt]. */
function backoff(base: number, attempt: number): number {
  const ceiling = base * 2 ** attempt
  return ceiling / 2 + Math.random() * ceiling / 2
}
