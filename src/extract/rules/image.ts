// Main image: og:image (OGP §4.1 structured properties included), Twitter card, JSON-LD, microdata,
// <link rel=image_src> (the pre-OGP convention).
import { defineBundle } from '../bundle.ts'
import { $jsonld, $link, $meta, $micro } from '../select.ts'
import { asUrl } from '../normalize.ts'

export default defineBundle({
  name: 'image',
  rules: {
    image: [
      asUrl($meta('og:image:secure_url')),
      asUrl($meta('og:image')),
      asUrl($meta('og:image:url')),
      asUrl($meta('twitter:image')),
      asUrl($meta('twitter:image:src')),
      asUrl($jsonld('image.url')),
      asUrl($jsonld('image')),
      asUrl($jsonld('thumbnailUrl')),
      asUrl($micro('image')),
      asUrl($link('image_src')),
      asUrl($meta('thumbnail')),
      asUrl(({ scan }) => scan.firstImage), // nothing declared: the first image in the markup
    ],
  },
})
