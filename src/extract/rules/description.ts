// Description: the page's own summary, in the order link previews use it (Open Graph Protocol first).
import { defineBundle } from '../bundle.ts'
import { $jsonld, $meta, $micro } from '../select.ts'
import { asText } from '../normalize.ts'
import { MAX_WORD_CHARS } from '../../text/bounds.ts'

// A "word" of over MAX_WORD_CHARS letters in a script written with spaces is not prose (tokenizers skip such
// words: docs/fetch.md § Limits); a paragraph holding one does not describe the page.
const HUGE_WORD = new RegExp(`[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{Script=Arabic}\\p{Script=Hebrew}]{${MAX_WORD_CHARS + 1}}`, 'u')

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
      asText($meta('dc.description')),
      asText($meta('dcterms.description')),
      asText($meta('dcterms.abstract')),
      asText($meta('citation_abstract')),
      asText($meta('sailthru.description')),
      asText($micro('description')),
      // No declared summary: the first real paragraph of the content, as Readability's excerpt does.
      asText(({ scan }) => scan.paragraphs.find((p) => !HUGE_WORD.test(p)), 1000),
    ],
  },
})
