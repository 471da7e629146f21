// Canonical URL: the page's own declaration of its preferred URL. og:url (OGP §4: "the canonical URL of
// your object that will be used as its permanent ID in the graph") comes first because it is the URL the
// page tells link previews and sharers to use, and because <link rel=canonical> (RFC 6596) is a
// search-engine hint that may legitimately point to another site's copy (RFC 6596 §3, syndication).
// Then twitter:url, rel=canonical, the JSON-LD url / mainEntityOfPage, and finally the page URL itself.
import { defineBundle, type Rule } from '../bundle.ts'
import { $jsonld, $link, $meta } from '../select.ts'
import { asUrl } from '../normalize.ts'

const PAGE = /Article$|BlogPosting$|Page$/

/**
 * og:url, unless it is only the site's root while rel=canonical names a deeper page: a template that
 * stamps the home page into og:url on every article describes the site, not this page.
 */
const ogUrl: Rule<string> = (ctx) => {
  const og = asUrl($meta('og:url'))(ctx)
  if (!og) return undefined
  const canon = asUrl($link('canonical'))(ctx)
  if (canon && new URL(og).pathname === '/' && new URL(canon).pathname !== '/') return undefined
  return og
}

export default defineBundle({
  name: 'canonical',
  rules: {
    canonical: [
      ogUrl,
      asUrl($meta('twitter:url')),
      asUrl($link('canonical')),
      asUrl($jsonld('mainEntityOfPage.@id', PAGE)),
      asUrl($jsonld('url', PAGE)),
      // Nothing declared: the page is its own canonical (RFC 6596 §1: the preferred of equivalent URLs).
      ({ url }) => url.href,
    ],
  },
})
