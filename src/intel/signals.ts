/**
 * signalsFromHtml: the categorization signals of a page from one cheap htmlparser2 walk (no DOM, no
 * layout): title, meta description/keywords (and og: fallbacks), headings, visible text outside
 * navigation/script/style/footer, link and button texts, JSON-LD @types and the declared language.
 */
import { Parser } from 'htmlparser2'
import type { PageSignals } from './types.ts'

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head'])
const CHROME = new Set(['nav', 'footer', 'aside', 'form'])
// Mount points of single-page-application frameworks (React, Vue, Next.js, Nuxt, Angular, Gatsby, Svelte).
const APP_ROOT = /^(root|app|__next|__nuxt|___gatsby|svelte|main-app|app-root)$/i
const BLOCK = /^(p|div|section|article|main|li|ul|ol|h[1-6]|br|tr|td|th|table|header|footer|nav|aside|blockquote|pre|dd|dt|figcaption)$/

function jsonLdTypes(json: string, out: Set<string>): void {
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) { v.forEach(visit); return }
    if (!v || typeof v !== 'object') return
    const o = v as Record<string, unknown>
    const t = o['@type']
    for (const x of Array.isArray(t) ? t : [t]) if (typeof x === 'string') out.add(x)
    if (o['@graph']) visit(o['@graph'])
  }
  try { visit(JSON.parse(json)) } catch { /* malformed JSON-LD is common; ignore it */ }
}

export function signalsFromHtml(html: string, url?: string): PageSignals {
  const meta: Record<string, string> = {}
  const headings: string[] = [], links: string[] = [], types = new Set<string>()
  let title = '', lang: string | undefined
  const text: string[] = []
  const stack: string[] = []
  let skip = 0, chrome = 0, buf = '', ld = '', inLd = false
  let scripts = 0, appShell = false, passwordField = false
  const flushBuf = (into: string[]) => { const t = buf.replace(/\s+/g, ' ').trim(); if (t) into.push(t); buf = '' }
  const parser = new Parser({
    onopentag(name, attrs) {
      stack.push(name)
      if (name === 'html' && attrs.lang) lang = attrs.lang
      if (name === 'script') scripts++
      if (name === 'input' && (attrs.type ?? '').toLowerCase() === 'password') passwordField = true
      if (name === 'div' && attrs.id && APP_ROOT.test(attrs.id)) appShell = true
      if (name === 'meta') {
        const key = (attrs.name ?? attrs.property ?? '').toLowerCase()
        if (key && attrs.content && !(key in meta)) meta[key] = attrs.content
      }
      if (name === 'script' && (attrs.type ?? '').toLowerCase() === 'application/ld+json') { inLd = true; ld = '' }
      if (SKIP.has(name)) skip++
      if (CHROME.has(name)) chrome++
      if (/^(h[1-6]|a|button|title)$/.test(name) || BLOCK.test(name)) { if (!skip && !chrome) flushBuf(text); else buf = '' }
    },
    ontext(t) {
      if (inLd) { ld += t; return }
      const top = stack[stack.length - 1]
      // <title> inside inline SVG names the drawing, not the page.
      if (top === 'title' && !stack.includes('svg')) { title += t; return }
      if (skip) return
      buf += t
    },
    onclosetag(name) {
      stack.pop()
      if (name === 'script' && inLd) { inLd = false; jsonLdTypes(ld, types) }
      if (/^h[1-6]$/.test(name) && !skip) { const h = buf.replace(/\s+/g, ' ').trim(); if (h) headings.push(h); if (!chrome) flushBuf(text); else buf = '' }
      else if ((name === 'a' || name === 'button') && !skip) { const l = buf.replace(/\s+/g, ' ').trim(); if (l && l.length < 80) links.push(l); buf = '' }
      else if (BLOCK.test(name) && !skip) { if (!chrome) flushBuf(text); else buf = '' }
      if (SKIP.has(name)) skip = Math.max(0, skip - 1)
      if (CHROME.has(name)) chrome = Math.max(0, chrome - 1)
    },
  }, { decodeEntities: true, lowerCaseTags: true })
  parser.write(html)
  parser.end()
  flushBuf(text)
  const kw = meta.keywords
  return {
    url,
    title: (title.replace(/\s+/g, ' ').trim() || meta['og:title']) ?? undefined,
    description: meta.description ?? meta['og:description'] ?? meta['twitter:description'],
    keywords: kw ? kw.split(',').map((k) => k.trim()).filter(Boolean) : undefined,
    headings,
    text: text.join('\n'),
    linkTexts: links,
    jsonLdTypes: [...types],
    lang,
    scripts,
    appShell,
    passwordField,
  }
}
