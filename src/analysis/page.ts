import type { SafeFetcher, FetchedResponse } from '../fetch/types.ts'
import type { Warning } from '../context.ts'
import type { ExtractOptions } from '../extract/types.ts'
import { signalsFromHtml } from '../intel/signals.ts'
import type { PageSignals } from '../intel/types.ts'
import { runInLane, type ExtractionLanes } from './scrape.ts'

export interface LoadedPage {
  response: FetchedResponse
  signals: PageSignals
  /** Why the page gave no signals beyond its URL (extract_time_limit, extract_failed). */
  warnings: Warning[]
}

export interface LoadPageOptions {
  fresh?: boolean
  signal?: AbortSignal
  /** Extraction lanes (and pool) the page is parsed in; without them, in this thread. */
  slots?: ExtractionLanes
  /** Extraction limits (config section `extract`); `maxHtmlChars` bounds the parse. */
  extract?: ExtractOptions
}

/** The signals of a fetched page, parsed the way extraction parses pages (runInLane). */
export async function pageSignals(response: FetchedResponse, opts: LoadPageOptions = {}): Promise<{ signals: PageSignals; warnings: Warning[] }> {
  const r = await runInLane<PageSignals>(opts.slots, 'signals', response, opts)
  if (r.ok) return { signals: r.value, warnings: [] }
  return { signals: signalsFromHtml('', response.url), warnings: [{ source: 'extract', code: r.code, message: r.message }] }
}

/**
 * Fetches one page through the safe fetcher and turns it into the categorizer's signals. A non-textual
 * answer (an image, a PDF) still yields signals from its URL, so the caller gets an answer, not a crash;
 * so does a page that hit the extraction time limit (with a warning).
 */
export async function loadPage(fetcher: SafeFetcher, url: string, opts: LoadPageOptions = {}): Promise<LoadedPage> {
  const response = await fetcher.fetch(url, { fresh: opts.fresh, signal: opts.signal })
  return { response, ...(await pageSignals(response, opts)) }
}
