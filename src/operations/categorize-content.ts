import { parseHttpUrl } from '../fetch/target.ts'
import { loadPage } from '../analysis/page.ts'
import type { OpContext, OpDeps } from './context.ts'

export interface CategorizeContentInput { url: string; custom_categories?: string[]; fresh?: boolean }

export function checkCategorizeContent(input: CategorizeContentInput): void { parseHttpUrl(input.url) }

/** The page's categories, best first, with the words behind them. */
export async function categorizeContent(deps: OpDeps, input: CategorizeContentInput, ctx: OpContext = {}) {
  const target = parseHttpUrl(input.url)
  const intel = await deps.engines.intel()
  const page = await loadPage(deps.engines.fetcher, target.href, { fresh: input.fresh, signal: ctx.signal })
  const r = await intel.categorize(page.signals, { customCategories: input.custom_categories })
  return { ...r, url: page.response.url, warnings: r.warnings ?? [] }
}
