// Dates, ISO 8601 UTC: JSON-LD datePublished/dateModified, then OGP article:* and common news metas,
// then microdata and <time datetime>, then a date printed in the page.
import { defineBundle, type Rule } from '../bundle.ts'
import { $jsonld, $meta, $micro, $parselyPage } from '../select.ts'
import { asDate, parseDate } from '../normalize.ts'

const $time = (prop?: string): Rule<string> => ({ scan }) =>
  scan.times.find((t) => (prop ? t.prop === prop : true))?.datetime

export default defineBundle({
  name: 'date',
  rules: {
    publishedTime: [
      asDate($jsonld('datePublished')),
      asDate($meta('article:published_time')),
      asDate($meta('og:published_time')),
      asDate($meta('datepublished')),
      asDate($meta('date')),
      asDate($meta('pubdate')),
      asDate($meta('publish-date')),
      asDate($meta('parsely-pub-date')),
      asDate($parselyPage('pub_date')),
      asDate($meta('sailthru.date')),
      asDate($meta('citation_publication_date')),
      asDate($meta('citation_date')),
      asDate($meta('citation_online_date')),
      asDate($meta('dc.date.issued')),
      asDate($meta('dc.date')),
      asDate($meta('dcterms.date')),
      asDate($meta('dcterms.issued')),
      asDate($meta('dcterms.created')),
      asDate($meta('dc.date.created')),
      asDate($meta('article.published')),
      asDate($meta('og:updated_time')),
      asDate($micro('datePublished')),
      asDate($time('datePublished')),
      asDate($jsonld('dateCreated')),
      // schema.org MediaObject: a video or audio page says when it was uploaded (YouTube: itemprop=uploadDate)
      asDate($jsonld('uploadDate')),
      asDate($micro('uploadDate')),
      asDate($meta('uploaddate')),
      asDate($time()),
      // nothing machine-readable: a date printed next to the story (`<time>` text, a `.date`/`.published` element)
      ({ scan }) => { for (const t of scan.dateTexts) { const d = parseDate(t); if (d) return d } return undefined },
    ],
    modifiedTime: [
      asDate($jsonld('dateModified')),
      asDate($meta('article:modified_time')),
      asDate($meta('og:updated_time')),
      asDate($meta('datemodified')),
      asDate($meta('last-modified')),
      asDate($micro('dateModified')),
    ],
  },
})
