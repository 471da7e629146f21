/**
 * The page pipeline (docs/architecture.md, "Page pipeline and Variant B"): a page is fetched once (one fetch cache
 * key per page, src/fetch/safe-fetcher.ts) and parsed once — one htmlparser2 pass, in the extraction worker pool for
 * pages over LARGE_DOCUMENT_BYTES — into one PageRead: the extracted document (metadata and contacts), the
 * categorizer's signals and, when asked, the site entity of adverse-media and sanctions screening.
 */
import type { Warning } from '../context.ts'
import type { SafeFetcher, FetchedResponse } from '../fetch/types.ts'
import type { ExtractedDocument, ExtractOptions } from '../extract/types.ts'
import { EXTRACT_DEFAULTS } from '../extract/engine.ts'
import { completeHtmlDocument, describeNonHtml, htmlInputOf } from '../extract/response.ts'
import { failedDocument } from '../extract/pool.ts'
import type { PageParts } from '../extract/tasks.ts'
import { fetchFirst, laneOf, runInLane, runTaskInLane, type ExtractionLanes, type ScrapedPage } from '../extract/lanes.ts'
import { signalsFromHtml } from '../intel/signals.ts'
import type { PageSignals } from '../intel/types.ts'
import { readEntity, type PageEntityRead } from '../media/entity.ts'

export interface PageOptions {
  fresh?: boolean
  signal?: AbortSignal
  /** Extraction lanes (and pool) the page is parsed in; without them, in this thread. */
  slots?: ExtractionLanes
  /** Extraction limits (config section `extract`): `maxHtmlChars` bounds the parse, `maxTextChars` the text categorization and summaries see. */
  extract?: ExtractOptions
}

/** One page, read once. */
export interface PageRead {
  response: FetchedResponse
  document: ExtractedDocument
  signals: PageSignals
  /** The site entity (adverse media, sanctions), when asked for. */
  entity?: PageEntityRead
  /** Candidate URLs that failed before the one that answered, with why. */
  skipped: ScrapedPage['skipped']
}

/**
 * The text categorization and summaries see is the page's main text cut to `maxTextChars`
 * (WEBINTEL_EXTRACT_MAX_TEXT_CHARS), like the document's `text`.
 */
function bounded(signals: PageSignals, extract: ExtractOptions | undefined): PageSignals {
  const max = extract?.maxTextChars ?? EXTRACT_DEFAULTS.maxTextChars
  return signals.text.length > max ? { ...signals, text: signals.text.slice(0, max) } : signals
}

/** The signals of a fetched page on their own (categorize_content, similarity_score): no document is built. */
export async function pageSignals(response: FetchedResponse, opts: PageOptions = {}): Promise<{ signals: PageSignals; warnings: Warning[] }> {
  const r = await runInLane<PageSignals>(opts.slots, 'signals', response, opts)
  if (r.ok) return { signals: bounded(r.value, opts.extract), warnings: [] }
  return { signals: signalsFromHtml('', response.url), warnings: [{ source: 'extract', code: r.code, message: r.message }] }
}

/**
 * Fetches one page and turns it into the categorizer's signals. A non-textual answer (an image, a PDF) still
 * yields signals from its URL, so the caller gets an answer, not a crash; so does a page that hit the extraction
 * time limit (with a warning).
 */
export async function loadSignals(fetcher: SafeFetcher, url: string, opts: PageOptions = {}): Promise<{ response: FetchedResponse; signals: PageSignals; warnings: Warning[] }> {
  const response = await fetcher.fetch(url, { fresh: opts.fresh, signal: opts.signal })
  return { response, ...(await pageSignals(response, opts)) }
}

/**
 * The whole page for Variant B: the first candidate URL that answers, fetched once and parsed once into the
 * document, the signals and (with `entity`) the site entity. An HTML page is one parse (the `page` task of
 * src/extract/tasks.ts); a response that is not HTML is described from its headers, and its signals and entity
 * come from its text, as before. A page that hit the extraction time limit still answers, from its URL, with the
 * warning in the document.
 */
export async function readPage(fetcher: SafeFetcher, candidates: string[], opts: PageOptions & { entity?: boolean } = {}): Promise<PageRead> {
  const { response, skipped } = await fetchFirst(fetcher, candidates, opts)
  const input = htmlInputOf(response)
  if (!input) {
    const document = describeNonHtml(response, opts.extract)
    const { signals, warnings } = await pageSignals(response, opts)
    document.warnings.push(...warnings)
    const entity = opts.entity ? readEntity(response.text ?? '', response.url) : undefined
    return { response, document, signals, ...(entity ? { entity } : {}), skipped }
  }
  // Nothing reads the body after this parse: a large page's bytes move to the worker without a copy (its
  // `response.body` is then empty).
  if ('bytes' in input) input.handOver = true
  const r = await runTaskInLane<PageParts>(opts.slots, opts.entity ? 'page+entity' : 'page', input, laneOf(response), response.url, opts)
  const parts: PageParts = r.ok ? r.value : {
    document: failedDocument(response.url, r.code, r.message),
    signals: signalsFromHtml('', response.url),
    ...(opts.entity ? { entity: readEntity('', response.url) } : {}),
  }
  return { response, document: completeHtmlDocument(parts.document, response), signals: bounded(parts.signals, opts.extract), ...(parts.entity ? { entity: parts.entity } : {}), skipped }
}
