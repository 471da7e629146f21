/**
 * The parses of fetched HTML that may run in the extraction pool (pool.ts), by name: the extraction itself
 * (`document`), the categorizer's signals (`signals`, src/intel/signals.ts) and the site entity of adverse
 * media screening (`entity`, src/media/entity.ts). Each is linear and bounded by itself; in the pool it also
 * runs off the main thread, under the pool's time and heap limits, like every large page (docs/extract.md).
 */
import { extractHtml, type HtmlInput } from './engine.ts'
import type { ExtractOptions } from './types.ts'

export type PageTask = 'document' | 'signals' | 'entity'

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
  // Loaded on first use: a worker that only extracts starts as fast as before (the entity reader pulls in tldts).
  if (task === 'signals') return (await import('../intel/signals.ts')).signalsFromHtmlAsync(htmlText(input), url, options.maxHtmlChars)
  return (await import('../media/entity.ts')).resolveEntityFromHtmlAsync(htmlText(input), url)
}
