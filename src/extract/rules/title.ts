// Title: structured data first (the publisher's own headline), then the social-card titles, then the
// document <title>, then the first <h1>.
import { defineBundle } from '../bundle.ts'
import { $h1, $jsonld, $meta, $micro, $parselyPage, $title } from '../select.ts'
import { asText } from '../normalize.ts'
import type { Rule } from '../bundle.ts'

// A title that is only a URL is a template bug (og:title = page address), not a title.
const notUrl = (rule: Rule<string>): Rule<string> => (ctx) => {
  const v = rule(ctx)
  return v && !/^(https?:)?\/\/\S+$/.test(v) ? v : undefined
}

const ARTICLE = /Article$|BlogPosting$|^Report$/

export default defineBundle({
  name: 'title',
  rules: {
    title: [
      notUrl(asText($meta('og:title'), 500)),
      notUrl(asText($meta('twitter:title'), 500)),
      asText($jsonld('headline', ARTICLE), 500),
      asText($meta('dc:title'), 500),
      asText($meta('dc.title'), 500),
      asText($meta('dcterms.title'), 500),
      asText($meta('citation_title'), 500),
      asText($meta('parsely-title'), 500),
      asText($parselyPage('title'), 500),
      asText($meta('sailthru.title'), 500),
      asText($title, 500),
      notUrl(asText($micro('headline'), 500)),
      asText($h1, 500),
    ],
  },
})
