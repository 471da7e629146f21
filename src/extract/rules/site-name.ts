// Site name: og:site_name (OGP), the JSON-LD publisher, then app names (HTML application-name).
import { defineBundle } from '../bundle.ts'
import { $jsonld, $meta } from '../select.ts'
import { asText } from '../normalize.ts'
import type { Rule } from '../bundle.ts'

// "Article headline | Site Name": the <title> convention; the last short segment names the site.
const $titleSuffix: Rule<string> = ({ scan }) => {
  const parts = (scan.title ?? '').split(/\s+[|\-–—·•:]{1,2}\s+/)
  const last = parts.length > 1 ? parts[parts.length - 1].trim() : ''
  return last && last.split(/\s+/).length <= 4 && last.length <= 40 ? last : undefined
}

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
      asText($titleSuffix, 200),
    ],
  },
})
