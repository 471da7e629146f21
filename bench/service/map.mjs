// Maps a Variant A scrape_metadata answer to the reference harness's field names.
export const FIELDS = ['title', 'description', 'author', 'site_name', 'lang', 'published_time', 'image', 'canonical', 'favicon', 'keywords']
export default (json) => {
  const d = json?.data ?? {}
  const v = (k) => (d[k] === '' || d[k] === undefined ? null : d[k])
  return {
    title: v('title'), description: v('description'), author: v('author'), siteName: v('site_name'), lang: v('lang'),
    publishedTime: v('published_time'), image: v('image'), canonicalUrl: v('canonical'), icon: v('favicon'),
    keywords: v('keywords'),
  }
}
