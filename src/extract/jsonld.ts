/**
 * JSON-LD (W3C JSON-LD 1.1; schema.org) read leniently: real pages wrap it in comments or CDATA, leave
 * trailing commas and raw newlines inside strings. Every object is kept; `@graph` members are flattened
 * into the list (JSON-LD 1.1 §4.9) so a rule can look for `Article` without knowing the nesting.
 */
import { MAX_JSONLD_DEPTH, nestedDeeperThan } from '../text/bounds.ts'

export { MAX_JSONLD_DEPTH, nestedDeeperThan }

export type JsonLdObject = Record<string, unknown>

const MAX_OBJECTS = 200
function tryParse(text: string): unknown {
  try { return JSON.parse(text) } catch { /* try the repairs below */ }
  const repaired = text
    .replace(/[\u0000-\u001f]+/g, ' ') // raw control characters inside strings (invalid JSON, common)
    .replace(/,\s*([}\]])/g, '$1') // trailing commas
  try { return JSON.parse(repaired) } catch { /* give up below */ }
  return undefined
}

function strip(raw: string): string {
  return raw.trim()
    .replace(/^<!--/, '').replace(/-->$/, '')
    .replace(/^\/\/\s*<!\[CDATA\[/, '').replace(/\/\/\s*\]\]>$/, '')
    .replace(/^<!\[CDATA\[/, '').replace(/\]\]>$/, '')
    .replace(/;\s*$/, '')
    .trim()
}

function collect(value: unknown, out: JsonLdObject[]): void {
  if (out.length >= MAX_OBJECTS) return
  if (Array.isArray(value)) { for (const v of value) collect(v, out); return }
  if (!value || typeof value !== 'object') return
  const obj = value as JsonLdObject
  const graph = obj['@graph']
  const own = Object.keys(obj).filter((k) => k !== '@context' && k !== '@graph')
  if (own.length) out.push(obj)
  if (graph !== undefined) collect(graph, out)
}

/**
 * Parses every script body; returns the objects, the count of scripts that could not be read and, of
 * those, the count skipped for nesting deeper than MAX_JSONLD_DEPTH.
 */
export function parseJsonLd(scripts: string[]): { objects: JsonLdObject[]; failed: number; tooDeep: number } {
  const objects: JsonLdObject[] = []
  let failed = 0
  let tooDeep = 0
  for (const raw of scripts) {
    const text = strip(raw)
    if (!text) continue
    if (nestedDeeperThan(text)) { failed++; tooDeep++; continue }
    const parsed = tryParse(text)
    if (parsed === undefined) { failed++; continue }
    collect(parsed, objects)
  }
  return { objects, failed, tooDeep }
}

/** `@type` as a list of plain names (`schema:NewsArticle` and full IRIs reduced to `NewsArticle`). */
export function typesOf(obj: JsonLdObject): string[] {
  const t = obj['@type']
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t]
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/:#]/, ''))
}

/** Reads `a.b.c`; arrays are searched for the first element that has the rest of the path. */
export function getPath(value: unknown, path: string[]): unknown {
  if (path.length === 0) return value
  if (Array.isArray(value)) {
    for (const v of value) {
      const r = getPath(v, path)
      if (r !== undefined && r !== null && r !== '') return r
    }
    return undefined
  }
  if (!value || typeof value !== 'object') return undefined
  return getPath((value as JsonLdObject)[path[0]], path.slice(1))
}
