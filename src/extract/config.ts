// Extraction limits (env section, joined in config/load.ts).
import { int, type Section } from '../config/vars.ts'

export const extractVars = {
  maxHtmlChars: int('WEBINTEL_EXTRACT_MAX_HTML_CHARS', 3_000_000, 'Characters of a page\'s HTML the extractor parses; the rest is ignored with a warning.', { min: 10_000, max: 50_000_000 }),
  maxTextChars: int('WEBINTEL_EXTRACT_MAX_TEXT_CHARS', 20_000, 'Characters of visible main text kept per page (input to categorization and summaries).', { min: 0, max: 1_000_000 }),
  concurrency: int('WEBINTEL_EXTRACT_CONCURRENCY', 0, 'Pages extracted at once per process (0 = the number of CPU cores). Extraction is CPU-bound: more at once only adds memory, not speed; fetches stay concurrent.', { min: 0, max: 256 }),
  workers: int('WEBINTEL_EXTRACT_WORKERS', 1, 'Worker threads that extract large pages (over 512 KiB) off the main thread, so a huge or hostile page cannot stall other requests (0 = extract every page in the main thread).', { min: 0, max: 32 }),
  workerTimeoutMs: int('WEBINTEL_EXTRACT_WORKER_TIMEOUT_MS', 2000, 'Time one large page may take in an extraction worker (CPU time of its thread on Linux, at most 4x in wall-clock time); then the worker is replaced and the page\'s document is empty with an extract_time_limit warning.', { min: 50, max: 600_000 }),
  workerMaxHeapMb: int('WEBINTEL_EXTRACT_WORKER_MAX_HEAP_MB', 256, 'V8 old-generation heap cap of each extraction worker, MiB; a page that needs more stops only its worker (extract_failed warning).', { min: 32, max: 16_384 }),
  workerNice: int('WEBINTEL_EXTRACT_WORKER_NICE', 10, 'How far the extraction workers\' CPU priority is below the main thread\'s (Linux nice steps; 0 = the same): when the cores are busy, other requests run before large pages.', { min: 0, max: 19 }),
  maxLinks: int('WEBINTEL_EXTRACT_MAX_LINKS', 500, 'Links kept per page in the extracted document.', { min: 0, max: 100_000 }),
}

export type ExtractConfig = Section<typeof extractVars>
