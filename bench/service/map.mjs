// Maps a Variant A scrape_metadata answer to the reference harness's field names, the same way
// bench/extract/adapter.mjs maps the in-process document (icon = logo, icons = every icon + favicon + logo).
export const FIELDS = ['title', 'description', 'author', 'site_name', 'lang', 'published_time', 'image', 'canonical', 'favicon', 'logo', 'icons', 'keywords']
export default (json) => {
  const d = json?.data ?? {}
  const v = (k) => (d[k] === '' || d[k] === undefined ? null : d[k])
  const list = (k) => (v(k) ? String(v(k)).split(', ').filter(Boolean) : [])
  return {
    title: v('title'), description: v('description'), author: v('author'), siteName: v('site_name'), lang: v('lang'),
    publishedTime: v('published_time'), image: v('image'), canonicalUrl: v('canonical'), icon: v('logo') ?? v('favicon'),
    icons: [...new Set([...list('icons'), ...list('favicon'), ...list('logo')])], keywords: v('keywords'),
  }
}
