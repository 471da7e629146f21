import type { Engines } from '../engines.ts'
import type { Warning } from '../context.ts'
import { AppError, isAppError } from '../errors.ts'
import { parseTarget } from '../fetch/target.ts'
import { toVariantBMetadata, type ExtractOptions, type VariantBMetadata } from '../extract/index.ts'
import type { AiResponse } from '../intel/engine.ts'
import { pageSignals } from './page.ts'
import { toVariantBWhois, type VariantBWhois } from '../whois/index.ts'
import type { AdverseMediaResult } from '../media/types.ts'
import { scrapeCandidates } from './scrape.ts'
import { siteCheck } from '../operations/site-check.ts'
import type { SiteCheckReport } from '../sitecheck/types.ts'
import { resolveEntityFromHtml } from '../media/entity.ts'
import { sanctionsCheck, type SanctionsCheckResult } from '../operations/sanctions-check.ts'

export interface AnalyzeInput {
  /** Extraction limits (config section `extract`). */
  extract?: ExtractOptions
  input: string
  customCategories?: string[]
  customHighRiskCategories?: string[]
  includeWhois?: boolean
  includeAdverseMedia?: boolean
  /** Add the merchant-website review (site_check) of the same input. */
  includeSiteChecks?: boolean
  /** Screen the site's organisation name (the adverse-media entity) against the loaded sanctions lists. */
  includeSanctions?: boolean
  /** Matches returned per name (config section `sanctions`). */
  sanctionsMaxMatches?: number
  fresh?: boolean
  /** Cancels the outbound work (the caller hung up). */
  signal?: AbortSignal
}

export interface Analysis {
  type: 'domain' | 'url'
  domain: string
  url: string
  metadata: VariantBMetadata
  ai: AiResponse
  whois?: VariantBWhois
  adverseMedia?: AdverseMediaResult
  siteChecks?: SiteCheckReport
  sanctions?: SanctionsCheckResult
  warnings: Warning[]
}

function warningOf(source: string, err: unknown): Warning {
  if (isAppError(err)) return { source, code: err.code, message: err.publicMessage }
  return { source, code: 'internal', message: 'failed' }
}

/**
 * Variant B in one call: fetch and extract the page, then categorize, score risk and
 * summarise it; WHOIS runs concurrently from the start, adverse media once the page named the
 * entity. The page is the core: its failure fails the call. WHOIS and adverse media are extras:
 * their failure leaves them out and says why in `warnings`.
 */
export async function analyze(engines: Engines, a: AnalyzeInput): Promise<Analysis> {
  const target = parseTarget(a.input)
  const warnings: Warning[] = []

  const whoisTask = a.includeWhois
    ? (async () => {
        const r = await engines.whois.lookup(target.host, { fresh: a.fresh, signal: a.signal })
        if (!r.found) throw new AppError('not_found', `${r.query} is not registered`)
        return toVariantBWhois(r)
      })()
    : undefined
  whoisTask?.catch(() => {}) // awaited below; keeps an early rejection from being unhandled

  const intelTask = engines.intel()
  intelTask.catch(() => {})
  const page = await scrapeCandidates(engines.fetcher, target.candidates, { fresh: a.fresh, extract: a.extract, slots: engines.extractSlots, signal: a.signal })
  for (const s of page.skipped) warnings.push({ source: 'fetch', code: s.code, message: `${s.url}: ${s.message}` })
  for (const w of page.document.warnings) warnings.push(w)

  // The site review crawls the same site one page at a time, so it starts once this page is in: the site never
  // sees two of our requests at once, and its home page comes from the fetcher's cache. Its failure only leaves it out.
  const siteTask = a.includeSiteChecks ? siteCheck({ engines }, { url: a.input, fresh: a.fresh }, { signal: a.signal }) : undefined
  siteTask?.catch(() => {})

  const mediaTask = a.includeAdverseMedia
    ? (async () => {
        // The final URL is in the fetcher's cache, so the entity comes from the same page without a second download.
        return engines.media.check({ query: page.response.url, type: 'url' }, { fresh: a.fresh, signal: a.signal })
      })()
    : undefined
  mediaTask?.catch(() => {})

  const sanctionsTask = a.includeSanctions
    ? (async () => {
        if (!engines.sanctions) throw new AppError('not_implemented', 'sanctions screening is not available')
        // The same organisation name the adverse-media screen uses (JSON-LD Organization, og:site_name, title, host).
        const entity = resolveEntityFromHtml(page.response.text ?? '', page.response.url)
        const [r] = await sanctionsCheck(engines.sanctions, [{ query: entity.name, schema: 'Organization' }], { maxMatches: a.sanctionsMaxMatches ?? 10 })
        return r!
      })()
    : undefined
  sanctionsTask?.catch(() => {})

  const intel = await intelTask
  const parsed = await pageSignals(page.response, { slots: engines.extractSlots, extract: a.extract, signal: a.signal })
  for (const w of parsed.warnings) warnings.push(w)
  const ai = await intel.aiResponse(parsed.signals, { customCategories: a.customCategories, customHighRiskCategories: a.customHighRiskCategories })
  for (const w of ai.warnings ?? []) warnings.push(w)

  const out: Analysis = {
    type: target.kind,
    domain: target.domain,
    url: page.response.url,
    metadata: toVariantBMetadata(page.document),
    ai,
    warnings,
  }
  if (whoisTask) {
    try { out.whois = await whoisTask } catch (err) { warnings.push(warningOf('whois', err)) }
  }
  if (siteTask) {
    try { out.siteChecks = await siteTask } catch (err) { warnings.push(warningOf('site_checks', err)) }
  }
  if (mediaTask) {
    try {
      out.adverseMedia = await mediaTask
      for (const w of out.adverseMedia.warnings ?? []) warnings.push(w)
    } catch (err) { warnings.push(warningOf('adverse_media', err)) }
  }
  if (sanctionsTask) {
    try { out.sanctions = await sanctionsTask } catch (err) { warnings.push(warningOf('sanctions', err)) }
  }
  return out
}
