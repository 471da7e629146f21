// Public surface of the extraction engine.
export { extractDocument, extractDocumentAsync, EXTRACT_DEFAULTS } from './engine.ts'
export { documentFromResponse } from './response.ts'
export { resolveUrl } from './normalize.ts'
export { extractVars, type ExtractConfig } from './config.ts'
export type { ExtractedDocument, ExtractOptions } from './types.ts'
