// Main image: og:image (OGP §4.1 structured properties included), Twitter card, JSON-LD, microdata,
// <link rel=image_src> (the pre-OGP convention).
import { defineBundle } from '../bundle.ts'
import { $jsonld, $link, $meta, $micro, $parselyPage } from '../select.ts'
import { asUrl } from '../normalize.ts'
import type { Rule } from '../bundle.ts'

// a video or audio file declared as the image (og:image pointing at an .mp4) is not an image
const VIDEO = /\.(?:mp4|m4v|mov|webm|mkv|avi|m3u8|mpd|mp3|m4a|ogg|ogv|wav)$/i
const still = (rule: Rule<string>): Rule<string> => (ctx) => {
  const v = rule(ctx)
  if (v === undefined) return undefined
  try { return VIDEO.test(new URL(v).pathname) ? undefined : v } catch { return v }
}

export default defineBundle({
  name: 'image',
  rules: {
    image: [
      still(asUrl($meta('og:image:secure_url'))),
      still(asUrl($meta('og:image'))),
      still(asUrl($meta('og:image:url'))),
      still(asUrl($meta('twitter:image'))),
      still(asUrl($meta('twitter:image:src'))),
      still(asUrl($jsonld('image.url'))),
      still(asUrl($jsonld('image'))),
      still(asUrl($jsonld('thumbnailUrl'))),
      still(asUrl($jsonld('thumbnail'))), // schema.org CreativeWork.thumbnail: an ImageObject
      still(asUrl($micro('image'))),
      still(asUrl($link('image_src'))),
      still(asUrl($meta('thumbnail'))),
      still(asUrl($meta('parsely-image-url'))),
      still(asUrl($parselyPage('image_url'))),
      still(asUrl($meta('sailthru.image.full'))),
      still(asUrl(({ scan }) => scan.firstImage)), // nothing declared: the first image in the markup
    ],
  },
})
