/**
 * Variant B's composition (docs/architecture.md, "Page pipeline and Variant B"): the page is fetched once and
 * parsed once (./page.ts); metadata, category, risk score and summary, the site entity of adverse media and
 * sanctions all read that one PageRead. WHOIS runs from the start, the other Variant A operations once the page
 * is in, all concurrently. The page is the core: its failure fails the call. The other parts are extras: their
 * failure leaves them out and says why in `warnings`.
 */
import type { Warning } from '../context.ts'
import { AppError, isAppError } from '../errors.ts'
import { parseTarget } from '../fetch/target.ts'
import type { ExtractOptions } from '../extract/index.ts'
import { resolveEntityFromPage } from '../media/entity.ts'
import { readPage } from './page.ts'
import type { OpContext, OpDeps } from './context.ts'
import { siteCheck } from './site-check.ts'
import { sanctionsCheck } from './sanctions-check.ts'
import { HIGH_RISK_FLAG_THRESHOLD, toVariantB, type DomainAnalysis } from './variant-b/map.ts'
import type { AiResponse } from '../intel/engine.ts'

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

/** Variant B's input: the analysis options without the limits and signal the operation supplies itself. */
export type AnalyzeDomainInput = Omit<AnalyzeInput, 'extract' | 'signal'>

function warningOf(source: string, err: unknown): Warning {
  if (isAppError(err)) return { source, code: err.code, message: err.publicMessage }
  return { source, code: 'internal', message: 'failed' }
}

/** An extra part: started now, awaited at the end; an early rejection is never unhandled. */
function extra<T>(run: () => Promise<T>): Promise<T> {
  const p = run()
  p.catch(() => {})
  return p
}

/** `ai_response.category` of a page that could not be read without a browser. */
export const UNREAD_CATEGORY = 'Unknown'

/**
 * A page the categorizer found next to empty because its content is built by scripts (`needs_rendering`: no body
 * text, title and description under eight content words). Its category and risk rest on a few title words, so
 * Variant B does not present them as a reading of the site (docs/api.md): `category` is "Unknown" with confidence 0
 * (the guess stays in `categories`, flattened as categorize_content gives it), and `high_risk_matches` keeps only
 * classes at the flag, which a title alone can reach ("Replica Watches"); a weaker class from a word or two is left
 * out. The warning itself stays in `warnings`. Pages with text are not touched.
 */
export function unreadPageAnswer(ai: AiResponse): AiResponse {
  if (!ai.warnings?.some((w) => w.code === 'needs_rendering')) return ai
  return { ...ai, category: UNREAD_CATEGORY, categoryConfidenceScore: 0, highRiskMatches: ai.highRiskMatches.filter((m) => m.score >= HIGH_RISK_FLAG_THRESHOLD) }
}

/** Variant B in one call, in the Variant B field names (./variant-b/map.ts). */
export async function analyzeDomain(deps: OpDeps, input: AnalyzeDomainInput, ctx: OpContext = {}) {
  return toVariantB(await analyze(deps, input, ctx))
}

export type AnalyzeDomainResult = Awaited<ReturnType<typeof analyzeDomain>>

/**
 * Variant B's parts as domain objects: page metadata, category, merchant-risk score and summary, and optionally
 * WHOIS, adverse media, site checks and sanctions.
 */
export async function analyze(deps: OpDeps, input: AnalyzeDomainInput, ctx: OpContext = {}): Promise<DomainAnalysis> {
  const { engines } = deps
  const a: AnalyzeInput = { ...input, extract: deps.extract, signal: ctx.signal }
  const target = parseTarget(a.input)
  const warnings: Warning[] = []

  const whoisTask = a.includeWhois
    ? extra(async () => {
        const r = await engines.whois.lookup(target.host, { fresh: a.fresh, signal: a.signal })
        if (!r.found) throw new AppError('not_found', `${r.query} is not registered`)
        return r
      })
    : undefined

  const intelTask = extra(() => engines.intel())
  // One fetch, one parse: the document, the signals and (for adverse media and sanctions) the site entity.
  const needEntity = Boolean((a.includeAdverseMedia && engines.media) || (a.includeSanctions && engines.sanctions))
  const page = await readPage(engines.fetcher, target.candidates, { fresh: a.fresh, extract: a.extract, slots: engines.extractSlots, signal: a.signal, entity: needEntity })
  for (const s of page.skipped) warnings.push({ source: 'fetch', code: s.code, message: `${s.url}: ${s.message}` })
  for (const w of page.document.warnings) warnings.push(w)

  // The site review crawls the same site one page at a time, so it starts once this page is in: the site never
  // sees two of our requests at once, and its home page comes from the fetcher's cache. Its failure only leaves it out.
  const siteTask = a.includeSiteChecks ? extra(() => siteCheck({ engines }, { url: a.input, fresh: a.fresh }, { signal: a.signal })) : undefined

  const mediaTask = a.includeAdverseMedia
    ? extra(async () => {
        // The entity comes from this page's own parse: the page is not downloaded or parsed again.
        return engines.media.check({ query: page.response.url, type: 'url' }, { fresh: a.fresh, signal: a.signal, page: page.entity })
      })
    : undefined

  const sanctionsTask = a.includeSanctions
    ? extra(async () => {
        if (!engines.sanctions) throw new AppError('not_implemented', 'sanctions screening is not available')
        // The same organisation name the adverse-media screen starts from (JSON-LD Organization, og:site_name, title, host).
        const entity = resolveEntityFromPage(page.entity!)
        const [r] = await sanctionsCheck(engines.sanctions, [{ query: entity.name, schema: 'Organization' }], { maxMatches: a.sanctionsMaxMatches ?? 10 })
        return r!
      })
    : undefined

  const intel = await intelTask
  const ai = unreadPageAnswer(await intel.aiResponse(page.signals, { customCategories: a.customCategories, customHighRiskCategories: a.customHighRiskCategories }))
  for (const w of ai.warnings ?? []) warnings.push(w)

  const out: DomainAnalysis = { type: target.kind, domain: target.domain, url: page.response.url, document: page.document, ai, warnings }
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
