/**
 * The entity behind a website, for `type: 'url'` screening. Precedence: JSON-LD Organization
 * `legalName`, then its `name`, `og:site_name` (Open Graph protocol), the `<title>` (its site part when
 * it reads "Page | Site"), then the registrable domain's label ("acme" of acme.co.uk, capitalised).
 * `resolveEntityFromHtml` is pure; `createEntityResolver` fetches through the SafeFetcher.
 */
import { Parser } from 'htmlparser2'
import { getDomain, getDomainWithoutSuffix } from 'tldts'
import type { FetchedResponse, SafeFetcher } from '../fetch/types.ts'
import { fold } from './text.ts'
import { MAX_ELEMENT_DEPTH as MAX_DEPTH, nestedDeeperThan, writeInSlices } from '../text/bounds.ts'

const ORG_TYPES = /^(?:Organization|Corporation|LocalBusiness|OnlineStore|OnlineBusiness|NGO|GovernmentOrganization|NewsMediaOrganization|EducationalOrganization|Store|FinancialService|BankOrCreditUnion|Airline|InsuranceAgency)$/

/** JSON-LD nodes looked at per block: enough for any real graph, and a bound on a hostile one. */
const MAX_LD_NODES = 10_000
const MAX_LD_SCRIPTS = 20
const MAX_LD_CHARS = 1_000_000
const MAX_TITLE_CHARS = 2000

function orgFromJsonLd(raw: string): { legalName?: string; name?: string } | undefined {
  if (nestedDeeperThan(raw)) return undefined
  let data: unknown
  try { data = JSON.parse(raw) } catch { return undefined }
  const queue: unknown[] = [data]
  for (let head = 0; head < queue.length && head < MAX_LD_NODES; head++) {
    const node = queue[head]
    if (Array.isArray(node)) { for (const x of node) queue.push(x); continue }
    if (!node || typeof node !== 'object') continue
    const o = node as Record<string, unknown>
    const types = ([] as unknown[]).concat(o['@type'] ?? []).map(String)
    if (types.some((t) => ORG_TYPES.test(t))) {
      const legalName = typeof o.legalName === 'string' ? o.legalName.trim() : undefined
      const name = typeof o.name === 'string' ? o.name.trim() : undefined
      if (legalName || name) return { legalName, name }
    }
    if (o['@graph']) queue.push(o['@graph'])
    for (const k of ['publisher', 'provider', 'brand', 'author']) if (o[k]) queue.push(o[k])
  }
  return undefined
}

/**
 * What the entity is named from, in one linear htmlparser2 pass (no DOM): the JSON-LD blocks, the first
 * `og:site_name` meta and the first `<title>`. Like the extraction scan (src/extract/scan.ts) it stops at
 * MAX_DEPTH open elements, where the parser's open-element stack makes each further tag cost O(depth).
 */
function entityWalk(): { parser: Parser; stopped(): boolean; finish(): EntityPage } {
  let deep = false
  const ld: string[] = []
  let siteName: string | undefined
  let title = ''
  let inTitle = false, titleDone = false
  let ldBuf: string | null = null
  let depth = 0
  const parser = new Parser({
    onopentag(name, a) {
      if (name === 'script' && (a.type ?? '').trim().toLowerCase() === 'application/ld+json' && ld.length < MAX_LD_SCRIPTS) ldBuf = ''
      else if (name === 'meta' && siteName === undefined && (a.property ?? a.name ?? '').toLowerCase() === 'og:site_name') siteName = a.content?.trim()
      else if (name === 'title' && !titleDone) inTitle = true
      if (++depth >= MAX_DEPTH) { deep = true; parser.pause() }
    },
    ontext(t) {
      if (ldBuf !== null) { if (ldBuf.length < MAX_LD_CHARS) ldBuf += t }
      else if (inTitle && title.length < MAX_TITLE_CHARS) title += t
    },
    onclosetag(name) {
      depth--
      if (name === 'script' && ldBuf !== null) { ld.push(ldBuf); ldBuf = null }
      if (name === 'title' && inTitle) { inTitle = false; titleDone = true }
    },
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true })
  return { parser, stopped: () => deep, finish: () => { parser.end(); return { ld, siteName, title } } }
}

interface EntityPage { ld: string[]; siteName?: string; title: string }
const MAX_ENTITY_HTML_CHARS = 1_000_000

export function resolveEntityFromHtml(html: string, url: string): { name: string; domain: string } {
  const walk = entityWalk()
  walk.parser.write(html.slice(0, MAX_ENTITY_HTML_CHARS))
  return entityOf(walk.finish(), url)
}

/** The same, the page fed in slices with the event loop let run between them (src/text/bounds.ts). */
export async function resolveEntityFromHtmlAsync(html: string, url: string): Promise<{ name: string; domain: string }> {
  const walk = entityWalk()
  await writeInSlices(walk.parser, html.slice(0, MAX_ENTITY_HTML_CHARS), walk.stopped)
  return entityOf(walk.finish(), url)
}

function entityOf(page: EntityPage, url: string): { name: string; domain: string } {
  const host = new URL(url).hostname.toLowerCase()
  const domain = getDomain(host) ?? host.replace(/^www\./, '')
  let org: { legalName?: string; name?: string } | undefined
  for (const raw of page.ld) {
    org = orgFromJsonLd(raw)
    if (org) break
  }
  const title = page.title.replace(/\s+/g, ' ').trim()
  const label = getDomainWithoutSuffix(host) ?? domain.split('.')[0] ?? host
  // "Products | Acme Corp" or "Acme Corp – Home": the part that carries the domain label, else the last part
  const titleParts = title.split(/\s+[|–—-]\s+|\s*[|·»]\s*/).map((p) => p.trim()).filter(Boolean)
  const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, '')
  const titleName = titleParts.find((p) => squash(p).includes(squash(label))) ?? titleParts.at(-1)
  const name = org?.legalName || org?.name || page.siteName || (titleName && titleName.length <= 80 ? titleName : '') || label.charAt(0).toUpperCase() + label.slice(1)
  return { name: name.slice(0, 200), domain }
}

/**
 * The resolver the engine takes, over the safe fetcher (its errors — fetch_blocked, fetch_failed … — propagate).
 * `parse` runs resolveEntityFromHtml on the fetched page; engines.ts gives it the extraction lanes, so a large
 * page is read in the extraction pool under its time limit. Without it, the page is read in this thread.
 */
export function createEntityResolver(fetcher: SafeFetcher, parse?: (res: FetchedResponse, signal?: AbortSignal) => Promise<{ name: string; domain: string }>): (url: string, signal?: AbortSignal) => Promise<{ name: string; domain: string }> {
  return async (url, signal) => {
    const res = await fetcher.fetch(url, { signal, maxBytes: 1_000_000 })
    return parse ? parse(res, signal) : resolveEntityFromHtml(res.text ?? '', res.url)
  }
}
