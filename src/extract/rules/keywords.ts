// Keywords: what the publisher declared — <meta name=keywords> (HTML §4.2.5.1: comma-separated), then
// news_keywords (Google News), JSON-LD `keywords` (schema.org: text or list), article:tag (OGP).
import { defineBundle, type Rule } from '../bundle.ts'
import { $jsonld, $meta, $metaAll, $parselyPage } from '../select.ts'
import { cleanText } from '../normalize.ts'

export function splitKeywords(raw: unknown): string[] {
  const parts: string[] = []
  const add = (v: unknown): void => {
    if (typeof v === 'string') for (const p of v.split(/[,;\uff0c\u3001]/)) parts.push(cleanText(p))
    else if (Array.isArray(v)) v.forEach(add)
    // schema.org keywords may be DefinedTerm objects ({"@type": "DefinedTerm", "name": "harbour"})
    else if (v && typeof v === 'object' && typeof (v as Record<string, unknown>).name === 'string') add((v as Record<string, unknown>).name)
  }
  add(raw)
  const seen = new Set<string>()
  return parts.filter((p) => {
    const k = p.toLowerCase()
    if (!p || p.length > 100 || seen.has(k)) return false
    seen.add(k)
    return true
  }).slice(0, 100)
}

function asKeywords(rule: Rule<unknown>): Rule<string[]> {
  return (ctx) => {
    const list = splitKeywords(rule(ctx))
    return list.length ? list : undefined
  }
}

export default defineBundle({
  name: 'keywords',
  rules: {
    keywords: [
      asKeywords($meta('keywords')),
      asKeywords($meta('news_keywords')),
      asKeywords($jsonld('keywords')),
      asKeywords($metaAll('article:tag')),
      asKeywords($meta('parsely-tags')),
      asKeywords($parselyPage('tags')),
      asKeywords($meta('sailthru.tags')),
    ],
  },
})
