import type { Warning } from '../context.ts'

/** One `<meta>` element: the attribute that named it, its lower-cased key and its content. */
export interface MetaTag {
  attr: 'name' | 'property' | 'itemprop' | 'http-equiv'
  key: string
  value: string
}

export interface LinkTag {
  rel: string[]
  href: string
  type: string
  sizes: string
  title: string
  hreflang: string
}

export interface Anchor {
  /** Raw href as written (resolved later). */
  href: string
  text: string
  rel: string[]
}

export interface Heading {
  level: 1 | 2 | 3
  text: string
}

export interface Icon {
  /** Absolute URL. */
  url: string
  rel: string
  sizes: string
  type: string
}

export interface FeedLink {
  url: string
  type: string
  title: string
}

export interface LinkOut {
  url: string
  text: string
}

/** Everything one parse of an HTML page yields. Absent values are `undefined`, lists are empty. */
export interface ExtractedDocument {
  /** The page URL (after redirects), absolute. */
  url: string
  /** `text/html` for pages; the response MIME type for non-HTML documents. */
  contentType: string
  title: string | undefined
  description: string | undefined
  /** Keyword list, de-duplicated (case-insensitive), source order. */
  keywords: string[]
  canonical: string | undefined
  /** Language: the primary subtag of `locale`, lower case (ISO 639, e.g. `en`). */
  lang: string | undefined
  /** The BCP 47 tag as declared (e.g. `en-US`, `zh-Hant-TW`), whitespace trimmed, `_` → `-`. */
  locale: string | undefined
  author: string | undefined
  /** ISO 8601 UTC (`2024-01-31T12:00:00.000Z`). */
  publishedTime: string | undefined
  modifiedTime: string | undefined
  siteName: string | undefined
  /** Main image, absolute URL. */
  image: string | undefined
  /** Best favicon, absolute; `/favicon.ico` of the page's origin when the page declares none. */
  favicon: string | undefined
  /** The site's square logo or largest icon (docs/extract.md), absolute; else `favicon`. */
  logo: string | undefined
  icons: Icon[]
  feeds: FeedLink[]
  /** Every meta value by lower-cased key (`og:image`, `description`, `theme-color`…), source order. */
  meta: Record<string, string[]>
  openGraph: Record<string, string[]>
  twitter: Record<string, string[]>
  article: Record<string, string[]>
  /** Every JSON-LD object, `@graph` members flattened into the list. */
  jsonLd: Record<string, unknown>[]
  /** Microdata basics: itemprop → values (content/href/src/datetime attribute or text). */
  microdata: Record<string, string[]>
  headings: Heading[]
  /** Visible main text (no script/style/nav/header/footer/aside), whitespace collapsed, capped. */
  text: string
  links: LinkOut[]
  /** Lower-cased addresses. */
  emails: string[]
  /** E.164 (`+14155550123`). */
  phoneNumbers: string[]
  /** Normalised profile URLs (`https://www.facebook.com/acme`). */
  socialLinks: string[]
  /** Rules that threw, caps that were hit: non-fatal. */
  warnings: Warning[]
}

export interface ExtractOptions {
  /** Characters of HTML processed; the rest is ignored (a warning says so). */
  maxHtmlChars?: number
  /** Characters of visible main text kept. */
  maxTextChars?: number
  /** Links kept in `links`. */
  maxLinks?: number
  /**
   * What the caller reads besides the metadata fields (title … feeds, meta, JSON-LD, microdata, headings):
   * `contacts` (emails, phone numbers, social links) and `content` (main `text` and `links`). Each is true when
   * absent; a part set to false is left empty and costs nothing (docs/extract.md, "Speed").
   */
  contacts?: boolean
  content?: boolean
}
