import type { SafeFetcher, FetchedResponse } from '../fetch/types.ts'
import type { Limiter } from '../fetch/limiter.ts'
import { AppError, isAppError } from '../errors.ts'
import { cpuTurn } from '../text/turns.ts'
import { documentFromResponse } from './response.ts'
import type { ExtractedDocument, ExtractOptions } from './types.ts'
import type { ExtractPool, TaskOutcome } from './pool.ts'
import type { HtmlInput } from './engine.ts'
import { runPageTask, type PageTask } from './tasks.ts'

/** Extraction slots by lane; with `pool`, pages of the `large` lane are extracted in its worker threads. */
export interface ExtractionLanes extends Limiter {
  readonly pool?: ExtractPool
}

export interface ScrapedPage {
  response: FetchedResponse
  document: ExtractedDocument
  /** Candidate URLs that failed before the one that answered, with why (for warnings). */
  skipped: { url: string; code: string; message: string }[]
}

export interface ScrapeOptions {
  fresh?: boolean
  signal?: AbortSignal
  /** Extraction limits (config section `extract`). */
  extract?: ExtractOptions
  /**
   * Extraction slots, asked for by lane: `large` for bodies over LARGE_DOCUMENT_BYTES, `small` otherwise.
   * The page is parsed once a slot of its lane is free (bounded memory and CPU under load); a `large` page
   * in `slots.pool` when there is one, so its parse never holds the main thread (docs/extract.md, worker pool).
   */
  slots?: ExtractionLanes
  /**
   * The caller needs only `document` (Variant A). The fetcher's decoded `response.text` is dropped as soon
   * as the fetch returns (extraction decodes the body bytes piece by piece instead) and the body's memory is
   * given back right after extraction, so `response.body` is then empty. Under load the whole-page string
   * and the body otherwise stay allocated until V8 happens to collect them (bench/service/stages.ts).
   */
  documentOnly?: boolean
}

/** The response without `text`, copied by descriptor so that a lazily decoded `text` is never evaluated. */
function withoutText(response: FetchedResponse): FetchedResponse {
  const props = Object.getOwnPropertyDescriptors(response) as Record<string, PropertyDescriptor>
  delete props.text
  return Object.defineProperties({ text: undefined }, props) as FetchedResponse
}

/**
 * Frees the body's bytes now rather than at a later GC: ArrayBuffer.prototype.transfer (ES2024 §25.1.6.8)
 * detaches the buffer, which releases its backing store. Only a Buffer that owns its whole ArrayBuffer: a
 * small Buffer is a slice of Node's shared pool, and detaching that would empty other Buffers too.
 */
function releaseBody(body: Buffer): void {
  const ab = body.buffer
  if (ab instanceof ArrayBuffer && !ab.detached && body.byteOffset === 0 && body.byteLength === ab.byteLength) ab.transfer(0)
}

/**
 * Bodies above this size are extracted in their own lane, one at a time, so a few huge or hostile pages
 * (bombs cut at the cap, 200k attributes) cannot make ordinary pages wait behind them (docs/extract.md, worker pool).
 */
export const LARGE_DOCUMENT_BYTES = 512 * 1024

/**
 * One page task (tasks.ts: the categorizer's signals, the site entity) on a fetched response's text, the
 * way extraction runs: in the lane of the body's size, a page over LARGE_DOCUMENT_BYTES in the pool's worker
 * threads under their time and heap limits when there is a pool; a smaller one in this thread (each task is
 * linear in the page and stops at the extraction's nesting limit). `ok: false` when the worker gave up.
 */
export async function runInLane<T>(slots: ExtractionLanes | undefined, task: PageTask, response: FetchedResponse, opts: { signal?: AbortSignal; extract?: ExtractOptions } = {}): Promise<TaskOutcome<T>> {
  const input: HtmlInput = { text: response.text ?? '' }
  return runTaskInLane<T>(slots, task, input, laneOf(response), response.url, opts)
}

/** runInLane for any input: in `lane`, in the pool for a large page when there is one, else in this thread. */
export async function runTaskInLane<T>(slots: ExtractionLanes | undefined, task: PageTask, input: HtmlInput, lane: 'large' | 'small', url: string, opts: { signal?: AbortSignal; extract?: ExtractOptions } = {}): Promise<TaskOutcome<T>> {
  const release = await slots?.acquire(lane, opts.signal)
  try {
    const pool = lane === 'large' ? slots?.pool : undefined
    if (pool) return await pool.run<T>(task, input, url, opts.extract, opts.signal)
    return { ok: true, value: (await runPageTask(task, input, url, opts.extract)) as T }
  } finally { release?.() }
}

/**
 * A later candidate may succeed after these (e.g. https refused, http answers); a refusal by policy may not,
 * and neither may a decompression bomb: the same host would send it again.
 */
const retryable = (err: unknown) => isAppError(err) && (err.code === 'fetch_failed' || err.code === 'upstream_timeout') &&
  (err.details as { reason?: unknown } | undefined)?.reason !== 'decompression_bomb'

/**
 * Fetches the first candidate URL that answers (a bare domain: https, http, then the www variant). When every
 * candidate fails, the first failure is thrown: it says most about the site as the caller named it.
 */
export async function fetchFirst(fetcher: SafeFetcher, candidates: string[], opts: { fresh?: boolean; signal?: AbortSignal } = {}): Promise<{ response: FetchedResponse; skipped: ScrapedPage['skipped'] }> {
  const skipped: ScrapedPage['skipped'] = []
  let first: unknown
  for (const url of candidates) {
    try {
      const response = await fetcher.fetch(url, { fresh: opts.fresh, signal: opts.signal })
      // Parse after the I/O already waiting: responses that arrived in the same event-loop turn finish their
      // fetches first (each frees its per-host slot and starts the next request) instead of waiting behind
      // this page's extraction — L3's per-host slots were idle ≈ 7 ms between requests without this. One parse
      // starts per turn (cpuTurn), however many responses came in together.
      await cpuTurn()
      return { response, skipped }
    } catch (err) {
      if (!retryable(err)) throw err
      first ??= err
      const e = err as AppError
      skipped.push({ url, code: e.code, message: e.message })
    }
  }
  throw first ?? new AppError('invalid_request', 'nothing to fetch')
}

/** The lane of a fetched body: `large` over LARGE_DOCUMENT_BYTES. */
export const laneOf = (response: FetchedResponse): 'large' | 'small' => (response.body.length > LARGE_DOCUMENT_BYTES ? 'large' : 'small')

/** Fetches the first candidate URL that answers (fetchFirst) and extracts its document in its lane. */
export async function scrapeCandidates(fetcher: SafeFetcher, candidates: string[], opts: ScrapeOptions = {}): Promise<ScrapedPage> {
  const fetched = await fetchFirst(fetcher, candidates, opts)
  const { skipped } = fetched
  const response = opts.documentOnly && fetched.response.charset !== undefined ? withoutText(fetched.response) : fetched.response
  let document: ExtractedDocument
  try {
    const lane = laneOf(response)
    const release = await opts.slots?.acquire(lane, opts.signal)
    const pool = lane === 'large' ? opts.slots?.pool : undefined
    const inPool = pool && ((input: HtmlInput, u: string, o?: ExtractOptions) => pool.extract(input, u, o, opts.signal))
    try { document = await documentFromResponse(response, opts.extract, inPool) } finally { release?.() }
  } finally {
    if (opts.documentOnly) releaseBody(response.body)
  }
  return { response, document, skipped }
}
