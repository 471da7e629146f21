/**
 * The entity behind a website, for `type: 'url'` screening: the organisation's legal name, never a page's
 * marketing text. Sources, most reliable first:
 *   1. JSON-LD (schema.org) Organization `legalName` (any organisation type, nested in `@graph`, `publisher`,
 *      `provider`, `brand`, `parentOrganization`, `mainEntity`…), or microdata `itemprop="legalName"`;
 *   2. the imprint / legal notice / "about" page linked from the page (same site), its JSON-LD legalName or
 *      the first line naming a company with a legal form ("Acme Bank GmbH");
 *   3. the copyright line when it names a company with a legal form ("© 2025 Acme Bank, N.A.");
 *   4. JSON-LD Organization `name`;
 *   5. `og:site_name` (Open Graph protocol);
 *   6. the copyright holder without a legal form;
 *   7. the WHOIS/RDAP registrant organisation (when the registry publishes it);
 *   8. the part of `<title>` that carries the domain's label ("Acme Online" in "Spring sale | Acme Online"),
 *      never another part: "Checking, Savings, Mortgages & Business Banking" is a tagline, not a name;
 *   9. the registrable domain's label ("acme" of acme.co.uk, capitalised); for a site addressed by IP, the address.
 * `resolveEntityFromHtml` is pure; `createEntityResolver` fetches through the safe fetcher.
 */
import type { Handler } from 'htmlparser2'
import { isIP } from 'node:net'
import { getDomain, getDomainWithoutSuffix } from 'tldts'
import type { SafeFetcher } from '../fetch/types.ts'
import { isLegalForm } from './query.ts'
import { fold } from './text.ts'
import { MAX_ELEMENT_DEPTH } from '../text/bounds.ts'
import { parserOf, type PageReader } from '../intel/signals.ts'

/** Characters of a page the entity reader looks at; it also stops at the nesting limit (src/text/bounds.ts). */
export const MAX_ENTITY_HTML_CHARS = 1_000_000
/** Characters of an element's text kept for the imprint-link and microdata tests. */
const MAX_ELEMENT_TEXT = 2000

const ORG_TYPE = /(?:^|[/#:])(?:Organization|Corporation|LocalBusiness|OnlineStore|OnlineBusiness|NGO|GovernmentOrganization|NewsMediaOrganization|EducationalOrganization|Store|FinancialService|BankOrCreditUnion|Airline|InsuranceAgency|\w+Business|\w+Organization|\w+Store)$/
const NESTED = ['@graph', 'publisher', 'provider', 'brand', 'author', 'parentOrganization', 'mainEntity', 'about', 'isPartOf', 'sourceOrganization', 'creator', 'copyrightHolder', 'operator', 'seller']

export interface EntitySource { name: string; source: 'jsonld_legal_name' | 'imprint' | 'copyright' | 'jsonld_name' | 'og_site_name' | 'registrant' | 'title' | 'domain' }

/** JSON-LD nodes (objects, arrays and values) the entity reader visits in one block, breadth first. */
const ENTITY_JSONLD_NODES = 2000

function orgsFromJsonLd(raw: string): { legalName?: string; name?: string }[] {
  let data: unknown
  try { data = JSON.parse(raw) } catch { return [] }
  const out: { legalName?: string; name?: string }[] = []
  const queue: unknown[] = [data]
  let guard = 0
  while (queue.length && guard++ < ENTITY_JSONLD_NODES) {
    const node = queue.shift()
    // One by one, and no more than the guard can still visit: an array of 200,000 items spread as arguments
    // overflowed the stack and failed the request.
    if (Array.isArray(node)) { for (const x of node) { if (queue.length >= ENTITY_JSONLD_NODES) break; queue.push(x) } continue }
    if (!node || typeof node !== 'object') continue
    const o = node as Record<string, unknown>
    const types = ([] as unknown[]).concat(o['@type'] ?? []).map(String)
    const legalName = typeof o.legalName === 'string' ? o.legalName.trim() : undefined
    if (types.some((t) => ORG_TYPE.test(t)) || legalName) {
      const name = typeof o.name === 'string' ? o.name.trim() : undefined
      if (legalName || name) out.push({ legalName, name })
    }
    for (const k of NESTED) if (o[k]) queue.push(o[k])
  }
  return out
}

/** Words that may stand in a company name before its legal form (capitalised words, "&", "of", "and", digits). */
const NAME_WORD = "(?:[\\p{Lu}\\p{N}][\\p{L}\\p{N}'’.&-]*|&|of|and|und|et|y|e|de|der|la|le|di|van|von)"
/** A company name ending in a legal form, e.g. "Acme Bank GmbH", "First Example Bank, N.A.", "Foo & Bar Ltd." */
const LEGAL_NAME = new RegExp(`(${NAME_WORD}(?:[^\\S\\n]+${NAME_WORD}){0,7},?[^\\S\\n]+(?:N\\.A\\.|GmbH(?: & Co\\. KG)?|AG|SE|KG|Ltd\\.?|Limited|PLC|plc|LLC|L\\.L\\.C\\.|LLP|Inc\\.?|Incorporated|Corp\\.?|Corporation|S\\.A\\.(?:S\\.)?|SA|SAS|S\\.p\\.A\\.|SpA|S\\.r\\.l\\.|Srl|S\\.L\\.|SL|B\\.V\\.|BV|N\\.V\\.|NV|Oy|Oyj|AB|ASA|A/S|ApS|Pty Ltd|Pte\\.? Ltd\\.?|Sdn Bhd|S\\.à r\\.l\\.|SARL|Sàrl))(?![\\p{L}])`, 'u')

/** A legal-form company name in a text, else undefined. */
export function legalNameIn(text: string): string | undefined {
  const m = LEGAL_NAME.exec(text)
  if (!m) return undefined
  // years and numbers before the name ("© 2026 Acme Bank, N.A.") are not part of it
  const name = m[1]!.replace(/\s+/g, ' ').trim().replace(/^(?:[\d–-]+\s+)+/, '')
  // the name must carry more than the legal form and not start with a sentence word
  const words = name.split(' ')
  if (words.length < 2 || isLegalForm(name) || /^(?:The|All|Copyright|Rights|Reserved|Our|We|This|By)$/i.test(words[0]!)) return words.length >= 3 && /^the$/i.test(words[0]!) ? name.slice(4) : undefined
  return name
}

/** The holder named by a copyright line: "© 2019–2025 Acme Bank, N.A. All rights reserved." → "Acme Bank, N.A." */
export function copyrightHolder(text: string): string | undefined {
  const re = /(?:©|\(c\)|copyright)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–—]\s*\d{2,4})?\s*,?\s*)?(?:by\s+)?([^\n|•·]{2,100}?)\s*(?:[.,]?\s*(?:all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados|tutti i diritti riservati|todos os direitos reservados|alle rechten voorbehouden)|\.?\s*$|\s*[|•·\n])/gimu
  let last: string | undefined
  for (const m of text.matchAll(re)) {
    const h = m[1]!.replace(/^\d{4}\s*/, '').replace(/[\s,.]+$/, '').trim()
    if (h && /\p{L}/u.test(h) && !/^(?:all rights|the|our|this)\b/i.test(h)) last = h
  }
  return last
}

const BLOCK = /^(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|footer|header|section|article|address|dd|dt|dl|hr|main|nav|aside|blockquote|pre)$/

const IMPRINT_LINK = /(?:impressum|imprint|legal[-_ ]?notice|legal[-_ ]?information|mentions[-_ ]?l[eé]gales|aviso[-_ ]?legal|note[-_ ]?legali|colof[oó]n|about[-_ ]?us|\/about\b|[uü]ber[-_ ]?uns|qui[-_ ]?sommes[-_ ]?nous|chi[-_ ]?siamo|qui[eé]nes[-_ ]?somos|sobre[-_ ]?n[oó]s|over[-_ ]?ons|company[-_ ]?info)/i

export interface PageEntity {
  /** Candidates found on the page, most reliable first (without imprint or registrant, which need fetches). */
  candidates: EntitySource[]
  /** Same-site link to the imprint / legal notice / about page, when the page has one. */
  imprintUrl?: string
  domain: string
  /** The name from the domain's label ("Acme"). */
  label: string
  /** The title part carrying the domain's label, if any. */
  titleName?: string
}

/** What the entity reader saw of a page: its candidates, and the page's visible body text (block elements on their own lines). */
export interface PageEntityRead extends PageEntity {
  pageText: string
}

const SKIP_TEXT = new Set(['script', 'style', 'noscript'])

/**
 * The entity candidates of a page, read from a parse someone else feeds (the page pipeline's one pass, or
 * entityCandidatesFromHtml). `position` is the parser's offset in the page: events past MAX_ENTITY_HTML_CHARS
 * are ignored. Reads JSON-LD organisations, the first microdata `legalName`, `og:site_name`, the first
 * `<title>`, the body text with a line break at every block element (for the copyright line) and the links.
 */
export function createEntityReader(url: string, position: () => number): PageReader<PageEntityRead> {
  let depth = 0
  let deep = false
  const orgs: { legalName?: string; name?: string }[] = []
  let ld: string | undefined
  let micro: { depth: number; text: string } | undefined
  let microLegal: string | undefined
  let site: string | undefined
  let siteSeen = false
  let title: { depth: number; text: string } | undefined
  let titleText: string | undefined
  let body: { depth: number; skip: number } | undefined
  let bodyDone = false
  const bodyParts: string[] = []
  let bodyChars = 0
  const anchors: { depth: number; href: string; text: string }[] = []
  const links: { href: string; text: string }[] = []
  // Past MAX_ENTITY_HTML_CHARS nothing more is read (elements still open then end with the page).
  let stopped = false
  const past = () => stopped || (stopped = position() >= MAX_ENTITY_HTML_CHARS)
  const blockBreak = () => { if (body && body.skip === 0 && bodyChars < MAX_ENTITY_HTML_CHARS) { bodyParts.push('\n'); bodyChars++ } }
  const handler: Partial<Handler> = {
    onopentag(name, attrs) {
      if (past()) return
      depth++
      if (depth >= MAX_ELEMENT_DEPTH) deep = true
      if (name === 'script' && (attrs.type ?? '').toLowerCase() === 'application/ld+json') ld = ''
      if (micro === undefined && microLegal === undefined && attrs.itemprop === 'legalName') micro = { depth, text: '' }
      if (name === 'meta' && !siteSeen && (attrs.property ?? attrs.name ?? '').toLowerCase() === 'og:site_name') { siteSeen = true; site = attrs.content?.trim() }
      if (name === 'title' && title === undefined && titleText === undefined) title = { depth, text: '' }
      if (name === 'a') anchors.push({ depth, href: attrs.href ?? '', text: '' })
      if (body) {
        if (SKIP_TEXT.has(name) || body.skip > 0) body.skip++
        else if (BLOCK.test(name)) blockBreak()
      } else if (name === 'body' && !bodyDone) body = { depth, skip: 0 }
    },
    ontext(t) {
      if (past()) return
      if (ld !== undefined) ld += t
      if (micro && micro.text.length < MAX_ELEMENT_TEXT) micro.text += t
      if (title && title.text.length < MAX_ENTITY_HTML_CHARS) title.text += t
      for (const a of anchors) if (a.text.length < MAX_ELEMENT_TEXT) a.text += t
      if (body && body.skip === 0 && bodyChars < MAX_ENTITY_HTML_CHARS) { bodyParts.push(t); bodyChars += t.length }
    },
    onclosetag(name) {
      if (past() || depth === 0) return
      if (name === 'script' && ld !== undefined) { orgs.push(...orgsFromJsonLd(ld)); ld = undefined }
      if (micro && micro.depth === depth) { microLegal = micro.text.trim(); micro = undefined }
      if (title && title.depth === depth) { titleText = title.text; title = undefined }
      const a = anchors.at(-1)
      if (a && a.depth === depth) { anchors.pop(); if (a.href) links.push({ href: a.href, text: a.text }) }
      if (body) {
        if (body.depth === depth) { body = undefined; bodyDone = true }
        else if (body.skip > 0) body.skip--
        else if (BLOCK.test(name)) blockBreak()
      }
      depth--
    },
  }
  const finish = (): PageEntityRead => {
    const host = new URL(url).hostname.toLowerCase()
    // A site addressed by IP has no domain label: its name falls back to the address itself, never to an
    // octet ("127" of 127.0.0.1).
    const ip = isIP(host.replace(/^\[|\]$/g, '')) !== 0
    const domain = ip ? host : getDomain(host) ?? host.replace(/^www\./, '')
    const titleLine = (titleText ?? title?.text ?? '').replace(/\s+/g, ' ').trim()
    const label = ip ? host : getDomainWithoutSuffix(host) ?? domain.split('.')[0] ?? host
    const titleParts = titleLine.split(/\s+[|–—-]\s+|\s*[|·»]\s*/).map((p) => p.trim()).filter(Boolean)
    const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, '')
    const titleName = titleParts.find((p) => p.length <= 80 && squash(p).includes(squash(label)))
    const pageText = bodyParts.join('').replace(/[ \t\u00a0]+/g, ' ').replace(/ *\n[\s]*/g, '\n').trim()
    const holder = copyrightHolder(pageText.slice(-4000))
    const c: EntitySource[] = []
    const legal = orgs.find((o) => o.legalName)?.legalName ?? microLegal ?? (micro ? micro.text.trim() : undefined)
    if (legal) c.push({ name: legal, source: 'jsonld_legal_name' })
    const holderLegal = holder ? legalNameIn(holder) ?? (isLegalFormName(holder) ? holder : undefined) : undefined
    if (holderLegal) c.push({ name: holderLegal, source: 'copyright' })
    const orgName = orgs.find((o) => o.name)?.name
    if (orgName) c.push({ name: orgName, source: 'jsonld_name' })
    if (site) c.push({ name: site, source: 'og_site_name' })
    if (holder && !holderLegal && holder.length <= 80 && holder.split(/\s+/).length <= 8) c.push({ name: holder, source: 'copyright' })
    let imprintUrl: string | undefined
    for (const a of anchors) if (a.href) links.push({ href: a.href, text: a.text })
    for (const a of links) {
      if (!(IMPRINT_LINK.test(a.href) || IMPRINT_LINK.test(a.text))) continue
      try {
        const u = new URL(a.href, url)
        if (/^https?:$/.test(u.protocol) && (getDomain(u.hostname) ?? u.hostname) === domain && u.toString() !== url) { imprintUrl = u.toString(); break }
      } catch { /* not a URL */ }
    }
    const candidates = c.map((x) => ({ ...x, name: x.name.replace(/\s+/g, ' ').trim().slice(0, 200) })).filter((x) => x.name.length >= 2)
    return { candidates, imprintUrl, domain, label, titleName, pageText }
  }
  return { handler, deep: () => deep, finish }
}

/** The entity reader over one page on its own parse (what the page pipeline reads in its shared pass). */
export function readEntity(html: string, url: string): PageEntityRead {
  let position = () => 0
  const reader = createEntityReader(url, () => position())
  const parser = parserOf(reader)
  position = () => parser.startIndex
  parser.write(html.length > MAX_ENTITY_HTML_CHARS ? html.slice(0, MAX_ENTITY_HTML_CHARS) : html)
  parser.end()
  return reader.finish()
}

export function entityCandidatesFromHtml(html: string, url: string): PageEntity {
  const { pageText: _text, ...entity } = readEntity(html, url)
  return entity
}

function isLegalFormName(s: string): boolean {
  const words = s.trim().split(/\s+/)
  return words.length >= 2 && isLegalForm(words.at(-1)!.replace(/,$/, ''))
}

/** The page-only resolution (no imprint or registrant lookups): see the precedence above. */
export function resolveEntityFromHtml(html: string, url: string): { name: string; domain: string; source: EntitySource['source'] } {
  return resolveEntityFromPage(entityCandidatesFromHtml(html, url))
}

/** The page-only resolution from candidates already read (createEntityReader). */
export function resolveEntityFromPage(p: PageEntity): { name: string; domain: string; source: EntitySource['source'] } {
  return pick(p, undefined, undefined)
}

function pick(p: PageEntity, imprint: string | undefined, registrant: string | undefined): { name: string; domain: string; source: EntitySource['source'] } {
  const first = p.candidates[0]
  if (first?.source === 'jsonld_legal_name') return { name: first.name, domain: p.domain, source: first.source }
  if (imprint) return { name: imprint.slice(0, 200), domain: p.domain, source: 'imprint' }
  if (first) return { name: first.name, domain: p.domain, source: first.source }
  if (registrant) return { name: registrant.slice(0, 200), domain: p.domain, source: 'registrant' }
  if (p.titleName) return { name: p.titleName, domain: p.domain, source: 'title' }
  return { name: p.label.charAt(0).toUpperCase() + p.label.slice(1), domain: p.domain, source: 'domain' }
}

/** The legal name an imprint / legal notice page states: its JSON-LD legalName, else its first legal-form company name. */
export function legalNameFromImprint(html: string, url: string): string | undefined {
  const p = readEntity(html, url)
  const ld = p.candidates.find((c) => c.source === 'jsonld_legal_name')
  if (ld) return ld.name
  return legalNameIn(p.pageText)
}

const REDACTED = /redacted|privacy|private|proxy|whois|data protected|not disclosed|statutory masking|domains by proxy|withheld/i

/**
 * The resolver the engine takes, over the safe fetcher (the page's errors — fetch_blocked, fetch_failed … —
 * propagate). The imprint page and the registrant are looked up only when the page itself gives no legal
 * name; their failures are ignored (the next source is used).
 */
export function createEntityResolver(fetcher: SafeFetcher, opts: { registrant?: (domain: string, signal?: AbortSignal) => Promise<string | null | undefined> } = {}): (url: string, signal?: AbortSignal, page?: PageEntity) => Promise<{ name: string; domain: string; source?: string }> {
  return async (url, signal, page) => {
    // The page itself: read by the caller's parse when given (the page pipeline), else fetched through the
    // fetcher's cache (one key per page, whatever size cap: src/fetch/safe-fetcher.ts) and read here.
    let p = page
    if (!p) {
      const res = await fetcher.fetch(url, { signal, maxBytes: 1_000_000 })
      p = entityCandidatesFromHtml(res.text ?? '', res.url)
    }
    if (p.candidates[0]?.source === 'jsonld_legal_name') return pick(p, undefined, undefined)
    let imprint: string | undefined
    if (p.imprintUrl) {
      try {
        const r = await fetcher.fetch(p.imprintUrl, { signal, maxBytes: 1_000_000 })
        imprint = legalNameFromImprint(r.text ?? '', r.url)
      } catch { /* the page's own sources remain */ }
    }
    let registrant: string | undefined
    if (!imprint && p.candidates.length === 0 && opts.registrant) {
      try {
        const org = await opts.registrant(p.domain, signal)
        if (org && !REDACTED.test(org)) registrant = org.trim()
      } catch { /* registry unavailable: the title or domain label remains */ }
    }
    return pick(p, imprint, registrant)
  }
}

/** The page-only resolution for the extraction pool's `entity` task (src/extract/tasks.ts). */
export async function resolveEntityFromHtmlAsync(html: string, url: string): Promise<{ name: string; domain: string; source: EntitySource['source'] }> {
  return resolveEntityFromHtml(html, url)
}
