// Language: <html lang> (HTML §3.2.6.2; `xml:lang` in XHTML) as declared, then content-language, the `language`/`lang`
// metas, Dublin Core `DC.language`/`dcterms.language` (DCMI Metadata Terms; RFC 5646 tags), og:locale, JSON-LD inLanguage.
import { defineBundle } from '../bundle.ts'
import { $htmlLang, $jsonld, $meta } from '../select.ts'
import { asLang } from '../normalize.ts'

export default defineBundle({
  name: 'lang',
  rules: {
    lang: [
      asLang($htmlLang),
      asLang($meta('content-language')),
      asLang($meta('language')),
      asLang($meta('lang')),
      asLang($meta('dc.language')),
      asLang($meta('dcterms.language')),
      asLang($meta('dc:language')),
      asLang($meta('og:locale')),
      asLang($jsonld('inLanguage')),
      asLang($jsonld('inLanguage.alternateName')), // a schema.org Language object whose alternateName is the tag
    ],
  },
})
