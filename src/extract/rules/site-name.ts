// Site name: og:site_name (OGP), the JSON-LD publisher, then app names (HTML application-name).
import { defineBundle } from '../bundle.ts'
import { $jsonld, $meta } from '../select.ts'
import { asText } from '../normalize.ts'

export default defineBundle({
  name: 'site-name',
  rules: {
    siteName: [
      asText($jsonld('publisher.name', /Article$|BlogPosting$/), 200),
      asText($meta('og:site_name'), 200),
      asText($jsonld('publisher.name'), 200),
      asText($meta('application-name'), 200),
      asText($meta('apple-mobile-web-app-title'), 200),
      asText($jsonld('name', /^(WebSite|Organization|NewsMediaOrganization)$/), 200),
    ],
  },
})
