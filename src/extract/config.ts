// Extraction limits (env section; the lead adds it to the global config schema).
import { int, type Section } from '../config/vars.ts'

export const extractVars = {
  maxHtmlChars: int('WEBINTEL_EXTRACT_MAX_HTML_CHARS', 3_000_000, 'Characters of a page\'s HTML the extractor parses; the rest is ignored with a warning.', { min: 10_000, max: 50_000_000 }),
  maxTextChars: int('WEBINTEL_EXTRACT_MAX_TEXT_CHARS', 20_000, 'Characters of visible main text kept per page (input to categorization and summaries).', { min: 0, max: 1_000_000 }),
  concurrency: int('WEBINTEL_EXTRACT_CONCURRENCY', 0, 'Pages extracted at once per process (0 = the number of CPU cores). Extraction is CPU-bound: more at once only adds memory, not speed; fetches stay concurrent.', { min: 0, max: 256 }),
  maxLinks: int('WEBINTEL_EXTRACT_MAX_LINKS', 500, 'Links kept per page in the extracted document.', { min: 0, max: 100_000 }),
}

export type ExtractConfig = Section<typeof extractVars>
