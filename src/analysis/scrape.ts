import type { SafeFetcher, FetchedResponse } from '../fetch/types.ts'
import type { Limiter } from '../fetch/limiter.ts'
import { AppError, isAppError } from '../errors.ts'
import { documentFromResponse } from '../extract/index.ts'
import type { ExtractedDocument, ExtractOptions } from '../extract/index.ts'

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
  /** Extraction slots: the page is parsed once a slot is free (bounded memory under load). */
  slots?: Limiter
  /**
   * Keep the fetcher's decoded `response.text` (default true; Variant B reads it for the categorizer).
   * With false it is dropped as soon as the fetch returns and extraction decodes the body bytes piece by
   * piece: under load the whole-page string otherwise survives scavenges and inflates the young generation.
   */
  keepText?: boolean
}

/** The response without `text`, copied by descriptor so that a lazily decoded `text` is never evaluated. */
function withoutText(response: FetchedResponse): FetchedResponse {
  const props = Object.getOwnPropertyDescriptors(response) as Record<string, PropertyDescriptor>
  delete props.text
  return Object.defineProperties({ text: undefined }, props) as FetchedResponse
}

/** A later candidate may succeed after these (e.g. https refused, http answers); a refusal by policy may not. */
const retryable = (err: unknown) => isAppError(err) && (err.code === 'fetch_failed' || err.code === 'upstream_timeout')

/**
 * Fetches the first candidate URL that answers (a bare domain: https, http, then the www variant) and
 * extracts its document. When every candidate fails, the first failure is thrown: it says most about
 * the site as the caller named it.
 */
export async function scrapeCandidates(fetcher: SafeFetcher, candidates: string[], opts: ScrapeOptions = {}): Promise<ScrapedPage> {
  const skipped: ScrapedPage['skipped'] = []
  let first: unknown
  for (const url of candidates) {
    try {
      let response = await fetcher.fetch(url, { fresh: opts.fresh, signal: opts.signal })
      if (opts.keepText === false && response.charset !== undefined) response = withoutText(response)
      const release = await opts.slots?.acquire('extract', opts.signal)
      let document: ExtractedDocument
      try { document = await documentFromResponse(response, opts.extract) } finally { release?.() }
      return { response, document, skipped }
    } catch (err) {
      if (!retryable(err)) throw err
      first ??= err
      const e = err as AppError
      skipped.push({ url, code: e.code, message: e.message })
    }
  }
  throw first ?? new AppError('invalid_request', 'nothing to fetch')
}
