// Description: the page's own summary, in the order link previews use it (Open Graph Protocol first).
import { defineBundle } from '../bundle.ts'
import { $jsonld, $meta, $micro } from '../select.ts'
import { asText } from '../normalize.ts'

export default defineBundle({
  name: 'description',
  rules: {
    description: [
      asText($jsonld('description', /Article$|BlogPosting$/)),
      asText($meta('og:description')),
      asText($meta('description')),
      asText($meta('twitter:description')),
      asText($jsonld('description')),
      asText($meta('dc:description')),
      asText($micro('description')),
      // No declared summary: the first real paragraph of the content, as Readability's excerpt does.
      asText(({ scan }) => scan.paragraphs[0], 1000),
    ],
  },
})
