/**
 * The parses of fetched HTML that may run in the extraction pool (pool.ts), by name: the extraction itself
 * (`document`), the categorizer's signals (`signals`, src/intel/signals.ts), the site entity of adverse
 * media screening (`entity`, src/media/entity.ts), and the page pipeline's one pass (`page`: the document with
 * the signals, `page+entity`: with the entity too, all from one parse; docs/architecture.md, "Page pipeline
 * and Variant B"). Each is linear and bounded by itself; in the pool it also runs off the main thread, under
 * the pool's time and heap limits, like every large page (docs/extract.md).
 */
import { extractHtml, type HtmlInput } from './engine.ts'
import type { ExtractedDocument, ExtractOptions } from './types.ts'
import type { PageSignals } from '../intel/types.ts'
import type { PageEntityRead } from '../media/entity.ts'
import type { ReadersOf } from './scan.ts'

export type PageTask = 'document' | 'signals' | 'entity' | 'page' | 'page+entity'

/** What the page pipeline's one pass reads: the document, the categorizer's signals, and (when asked) the site entity. */
export interface PageParts {
  document: ExtractedDocument
  signals: PageSignals
  entity?: PageEntityRead
}

/** The `page` and `page+entity` tasks: one parse, the extraction scan with the signals (and entity) readers on it. */
async function readPage(input: HtmlInput, url: string, options: ExtractOptions, entity: boolean): Promise<PageParts> {
  const [{ createSignalsReader }, media] = await Promise.all([import('../intel/signals.ts'), entity ? import('../media/entity.ts') : undefined])
  let position = () => 0
  const signals = createSignalsReader(url)
  const site = media?.createEntityReader(url, () => position())
  const readers: ReadersOf = (pos) => { position = pos; return site ? [signals.handler, site.handler] : [signals.handler] }
  const document = await extractHtml(input, url, options, readers)
  return { document, signals: signals.finish(), ...(site ? { entity: site.finish() } : {}) }
}

/** The page as text: `signals` and `entity` read a string (the bytes are decoded with the page's charset). */
export function htmlText(input: HtmlInput): string {
  if ('text' in input) return input.text
  try { return new TextDecoder(input.charset).decode(input.bytes) } catch { return new TextDecoder('utf-8').decode(input.bytes) }
}

/**
 * Runs one task in the calling thread, letting the event loop run between slices of the page (in the main
 * thread no single stretch of one page is longer than a slice); `options` apply to `document` (limits) and
 * `signals` (maxHtmlChars).
 */
export async function runPageTask(task: PageTask, input: HtmlInput, url: string, options: ExtractOptions = {}): Promise<unknown> {
  if (task === 'document') return extractHtml(input, url, options)
  if (task === 'page' || task === 'page+entity') return readPage(input, url, options, task === 'page+entity')
  // Loaded on first use: a worker that only extracts starts as fast as before (the entity reader pulls in tldts).
  if (task === 'signals') return (await import('../intel/signals.ts')).signalsFromHtmlAsync(htmlText(input), url, options.maxHtmlChars)
  return (await import('../media/entity.ts')).resolveEntityFromHtmlAsync(htmlText(input), url)
}
