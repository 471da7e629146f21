// Adapter for the shared metadata harness (shared/bench/metadata, README "Adapter interface"):
// runs webintel's extractor in-process on the HTML (parse-only, no network).
// Loaded by run.mjs under Node 24, which strips the TypeScript types of src/.
// The harness's `icon` field is a site logo/icon (metascraper `logo`, goose `meta_favicon`; data README):
// it gets our `logo` (largest square logo or icon, else the favicon), and `icons` every declared icon
// plus the favicon and logo. bench/service/map.mjs maps the Variant A answer the same way.
import { extractDocument } from '../../src/extract/engine.ts'

export const name = 'webintel'
export const mode = 'html'

export async function extract({ html, url }) {
  const d = extractDocument(html, url)
  return {
    title: d.title, description: d.description, author: d.author, siteName: d.siteName, lang: d.lang, locale: d.locale,
    publishedTime: d.publishedTime, image: d.image, canonicalUrl: d.canonical,
    icon: d.logo, icons: [...new Set([...d.icons.map((i) => i.url), d.favicon, d.logo].filter(Boolean))], keywords: d.keywords,
    emails: d.emails, phones: d.phoneNumbers, socialProfiles: d.socialLinks,
  }
}
