import { parseHttpUrl } from '../fetch/target.ts'
import { loadSignals } from './page.ts'
import type { OpContext, OpDeps } from './context.ts'
import type { CategorizeContentData } from './variant-a/schemas.ts'
import { categorizeData } from './variant-a/map.ts'

export interface CategorizeContentInput {
  url: string
  /** Used zero-shot instead of the built-in taxonomy. */
  customCategories?: string[]
  fresh?: boolean
}

/** The page's categories, best first, with the URL analysed (after redirects) and non-fatal warnings. */
export async function categorizeContent(deps: OpDeps, input: CategorizeContentInput, ctx: OpContext = {}): Promise<CategorizeContentData> {
  const target = parseHttpUrl(input.url, 'url')
  const intel = await deps.engines.intel()
  const page = await loadSignals(deps.engines.fetcher, target.href, { fresh: input.fresh, signal: ctx.signal, slots: deps.engines.extractSlots, extract: deps.extract })
  const r = await intel.categorize(page.signals, { customCategories: input.customCategories })
  return categorizeData(r, page.response.url, [...page.warnings, ...(r.warnings ?? [])])
}

export type CategorizeContentResult = CategorizeContentData
