/**
 * The Variant B `metadata` shape of an ExtractedDocument (docs/api.md). Pure mapping; no HTTP types. The
 * Variant A shape is built in operations/variant-a/map.ts.
 */
import type { ExtractedDocument } from './types.ts'

/**
 * Variant B `metadata` (docs/api.md), exactly these keys. Element types (the spec leaves them open):
 * `emails` are lower-cased addresses (`info@acme.co.uk`), `phoneNumbers` E.164 strings
 * (`+442079460958`), `socialMediaLinks` normalised profile URLs (`https://www.linkedin.com/company/acme`).
 * `keywords` is the keyword list joined with ", ".
 */
export interface VariantBMetadata {
  title: string
  description: string
  keywords: string
  emails: string[]
  phoneNumbers: string[]
  socialMediaLinks: string[]
}

export function toVariantBMetadata(doc: ExtractedDocument): VariantBMetadata {
  return {
    title: doc.title ?? '',
    description: doc.description ?? '',
    keywords: doc.keywords.join(', '),
    emails: [...doc.emails],
    phoneNumbers: [...doc.phoneNumbers],
    socialMediaLinks: [...doc.socialLinks],
  }
}
