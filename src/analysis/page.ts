import type { SafeFetcher, FetchedResponse } from '../fetch/types.ts'
import { signalsFromHtml } from '../intel/engine.ts'
import type { PageSignals } from '../intel/types.ts'

export interface LoadedPage {
  response: FetchedResponse
  signals: PageSignals
}

/**
 * Fetches one page through the safe fetcher and turns it into the categorizer's signals. A non-textual
 * answer (an image, a PDF) still yields signals from its URL, so the caller gets an answer, not a crash.
 */
export async function loadPage(fetcher: SafeFetcher, url: string, opts: { fresh?: boolean; signal?: AbortSignal } = {}): Promise<LoadedPage> {
  const response = await fetcher.fetch(url, { fresh: opts.fresh, signal: opts.signal })
  return { response, signals: signalsFromHtml(response.text ?? '', response.url) }
}
