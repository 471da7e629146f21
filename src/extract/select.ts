/**
 * Selectors: small functions from the page index to a raw value (string or undefined). They never throw
 * on missing data; normalisers (normalize.ts) turn raw values into field values.
 */
import type { Rule, RuleContext } from './bundle.ts'
import { getPath, typesOf, type JsonLdObject } from './jsonld.ts'

/** First non-blank value of a meta key (`og:title`, `description`; any of name/property/itemprop). */
export function $meta(key: string): Rule<string> {
  return ({ meta }) => meta.get(key)?.find((v) => v.trim() !== '')
}

/** Every value of a meta key. */
export function $metaAll(key: string): Rule<string[]> {
  return ({ meta }) => {
    const v = meta.get(key)?.filter((x) => x.trim() !== '')
    return v && v.length ? v : undefined
  }
}

// Types whose properties describe the page itself, tried before any other object.
const PAGE_TYPES = /^(\w*Article|BlogPosting|LiveBlogPosting|Report|WebPage|\w*Page|VideoObject|Recipe|Product|Event|Review|Podcast\w*|CreativeWork|Movie|Book|Course|JobPosting)$/

// A page object can hold the story as its `mainEntity` (`{"@type": "WebPage", "mainEntity": {"@type": "NewsArticle", …}}`):
// that nested object is read as one of the page's own.
function withMainEntities(objects: JsonLdObject[]): JsonLdObject[] {
  const out: JsonLdObject[] = []
  for (const o of objects) {
    out.push(o)
    for (const m of [o.mainEntity].flat()) {
      if (m && typeof m === 'object' && !Array.isArray(m) && typesOf(m as JsonLdObject).length) out.push(m as JsonLdObject)
    }
  }
  return out
}

function ordered(all: JsonLdObject[]): JsonLdObject[] {
  const objects = withMainEntities(all)
  const first = objects.filter((o) => typesOf(o).some((t) => /Article$|BlogPosting$|^Report$/.test(t)))
  const second = objects.filter((o) => !first.includes(o) && typesOf(o).some((t) => PAGE_TYPES.test(t)))
  return [...first, ...second, ...objects.filter((o) => !first.includes(o) && !second.includes(o))]
}

/** `{"@id": "…#logo"}` is a reference to a node elsewhere in the graph (JSON-LD 1.1 §4.5): follow it. */
export function deref(v: unknown, all: JsonLdObject[]): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v
  const o = v as JsonLdObject
  if (typeof o['@id'] !== 'string' || Object.keys(o).length !== 1) return v
  return all.find((x) => x !== o && x['@id'] === o['@id']) ?? undefined
}

/**
 * First JSON-LD value at a dotted path, page-describing objects (Article, WebPage…) first.
 * `types` restricts the objects searched (plain schema.org type names).
 */
export function $jsonld(path: string, types?: RegExp): Rule<unknown> {
  const parts = path.split('.')
  return ({ jsonLd }) => {
    for (const obj of ordered(jsonLd)) {
      if (types && !typesOf(obj).some((t) => types.test(t))) continue
      const found = getPath(obj, parts)
      // a list of references (`"author": [{"@id": "#p1"}, {"@id": "#p2"}]`, Yoast's graph) is followed member by member
      const v = Array.isArray(found) ? found.map((x) => deref(x, jsonLd)).filter((x) => x !== undefined) : deref(found, jsonLd)
      if (v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)) return v
    }
    return undefined
  }
}

/** First microdata value of an itemprop path (`headline`, `author.name`). */
export function $micro(prop: string): Rule<string> {
  return ({ microdata }) => microdata.get(prop)?.find((v) => v.trim() !== '')
}

/** href of the first `<link>` carrying every given rel token. */
export function $link(...rel: string[]): Rule<string> {
  return ({ scan }) => scan.links.find((l) => l.href.trim() && rel.every((r) => l.rel.includes(r)))?.href
}

export const $title: Rule<string> = ({ scan }) => scan.title
export const $htmlLang: Rule<string> = ({ scan }) => scan.htmlLang
export const $h1: Rule<string> = ({ scan }) => scan.headings.find((h) => h.level === 1)?.text
export const $byline: Rule<string> = ({ scan }) => scan.bylines[0]

/** Chains: the first selector that yields a value. */
export function $first<T>(...rules: Array<Rule<T>>): Rule<T> {
  return (ctx: RuleContext) => {
    for (const r of rules) {
      const v = r(ctx)
      if (v !== undefined) return v
    }
    return undefined
  }
}

/**
 * A key of Parse.ly's `parsely-page` meta, whose content is one JSON object (`{"title": …, "pub_date": …,
 * "author": …, "tags": […], "image_url": …}`), the older form of its repeated `parsely-*` metas.
 */
export function $parselyPage(key: string): Rule<unknown> {
  return ({ meta }) => {
    const raw = meta.get('parsely-page')?.find((v) => v.trim().startsWith('{'))
    if (!raw || raw.length > 100_000) return undefined
    try {
      const o: unknown = JSON.parse(raw)
      if (!o || typeof o !== 'object' || Array.isArray(o)) return undefined
      const v = (o as Record<string, unknown>)[key]
      return v === null || v === '' || (Array.isArray(v) && v.length === 0) ? undefined : v
    } catch { return undefined }
  }
}
