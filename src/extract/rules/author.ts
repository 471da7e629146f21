// Author: structured data first, then meta tags, then visible bylines (rel=author, .byline).
import { defineBundle } from '../bundle.ts'
import { $byline, $jsonld, $meta, $metaAll, $micro, $parselyPage } from '../select.ts'
import { asAuthor } from '../normalize.ts'

export default defineBundle({
  name: 'author',
  rules: {
    author: [
      asAuthor($jsonld('author')), // a list of people is joined with ", "
      asAuthor($jsonld('creator')),
      asAuthor($meta('author')),
      asAuthor($meta('dc.creator')),
      asAuthor($meta('dc:creator')),
      asAuthor($meta('dcterms.creator')),
      asAuthor($meta('article:author')),
      asAuthor($metaAll('parsely-author')), // repeatable, one tag per author
      asAuthor($parselyPage('authors')),
      asAuthor($parselyPage('author')),
      asAuthor($meta('sailthru.author')),
      asAuthor($metaAll('citation_author')), // one tag per author (Highwire Press tags)
      asAuthor($micro('author.name')),
      asAuthor($micro('author')),
      asAuthor($byline),
    ],
  },
})
