// Canonical URL: <link rel=canonical> (RFC 6596), then og:url, then the JSON-LD url / mainEntityOfPage,
// then the page URL itself.
import { defineBundle } from '../bundle.ts'
import { $jsonld, $link, $meta } from '../select.ts'
import { asUrl } from '../normalize.ts'

const PAGE = /Article$|BlogPosting$|Page$/

export default defineBundle({
  name: 'canonical',
  rules: {
    canonical: [
      asUrl($link('canonical')),
      asUrl($meta('og:url')),
      asUrl($meta('twitter:url')),
      asUrl($jsonld('mainEntityOfPage.@id', PAGE)),
      asUrl($jsonld('url', PAGE)),
      // Nothing declared: the page is its own canonical (RFC 6596 §1: the preferred of equivalent URLs).
      ({ url }) => url.href,
    ],
  },
})
