// Language: <html lang> (HTML §3.2.6.2) as declared, then content-language, og:locale, JSON-LD inLanguage.
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
      asLang($meta('og:locale')),
      asLang($jsonld('inLanguage')),
    ],
  },
})
