// Public surface of the extraction engine.
export { extractDocument, extractDocumentAsync, EXTRACT_DEFAULTS } from './engine.ts'
export { documentFromResponse } from './response.ts'
export { toVariantAFields, toVariantBMetadata, DEFAULT_VARIANT_A_FIELDS, DERIVED_FIELDS, RESERVED_FIELD_NAMES, type VariantBMetadata } from './output.ts'
export { extractVars, type ExtractConfig } from './config.ts'
export type { ExtractedDocument, ExtractOptions } from './types.ts'
