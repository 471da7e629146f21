/**
 * The entity behind a website, for `type: 'url'` screening. Precedence: JSON-LD Organization
 * `legalName`, then its `name`, `og:site_name` (Open Graph protocol), the `<title>` (its site part when
 * it reads "Page | Site"), then the registrable domain's label ("acme" of acme.co.uk, capitalised).
 * `resolveEntityFromHtml` is pure; `createEntityResolver` fetches through the SafeFetcher.
 */
import { DomUtils, parseDocument } from 'htmlparser2'
import { getDomain, getDomainWithoutSuffix } from 'tldts'
import type { SafeFetcher } from '../fetch/types.ts'
import { fold } from './text.ts'

const ORG_TYPES = /^(?:Organization|Corporation|LocalBusiness|OnlineStore|OnlineBusiness|NGO|GovernmentOrganization|NewsMediaOrganization|EducationalOrganization|Store|FinancialService|BankOrCreditUnion|Airline|InsuranceAgency)$/

function orgFromJsonLd(raw: string): { legalName?: string; name?: string } | undefined {
  let data: unknown
  try { data = JSON.parse(raw) } catch { return undefined }
  const queue: unknown[] = [data]
  while (queue.length) {
    const node = queue.shift()
    if (Array.isArray(node)) { queue.push(...node); continue }
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

export function resolveEntityFromHtml(html: string, url: string): { name: string; domain: string } {
  const host = new URL(url).hostname.toLowerCase()
  const domain = getDomain(host) ?? host.replace(/^www\./, '')
  const doc = parseDocument(html.slice(0, 1_000_000))
  const els = DomUtils.getElementsByTagName.bind(DomUtils)
  let org: { legalName?: string; name?: string } | undefined
  for (const s of els('script', doc.children, true)) {
    if ((s.attribs.type ?? '').toLowerCase() !== 'application/ld+json') continue
    org = orgFromJsonLd(DomUtils.textContent(s))
    if (org) break
  }
  const meta = (p: string) => els('meta', doc.children, true).find((m) => (m.attribs.property ?? m.attribs.name ?? '').toLowerCase() === p)?.attribs.content?.trim()
  const titleEl = els('title', doc.children, true)[0]
  const title = titleEl ? DomUtils.textContent(titleEl).replace(/\s+/g, ' ').trim() : ''
  const label = getDomainWithoutSuffix(host) ?? domain.split('.')[0] ?? host
  // "Products | Acme Corp" or "Acme Corp – Home": the part that carries the domain label, else the last part
  const titleParts = title.split(/\s+[|–—-]\s+|\s*[|·»]\s*/).map((p) => p.trim()).filter(Boolean)
  const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, '')
  const titleName = titleParts.find((p) => squash(p).includes(squash(label))) ?? titleParts.at(-1)
  const name = org?.legalName || org?.name || meta('og:site_name') || (titleName && titleName.length <= 80 ? titleName : '') || label.charAt(0).toUpperCase() + label.slice(1)
  return { name: name.slice(0, 200), domain }
}

/** The resolver the engine takes, over the safe fetcher (its errors — fetch_blocked, fetch_failed … — propagate). */
export function createEntityResolver(fetcher: SafeFetcher): (url: string, signal?: AbortSignal) => Promise<{ name: string; domain: string }> {
  return async (url, signal) => {
    const res = await fetcher.fetch(url, { signal, maxBytes: 1_000_000 })
    return resolveEntityFromHtml(res.text ?? '', res.url)
  }
}
