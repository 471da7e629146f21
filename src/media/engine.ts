/**
 * Adverse-media screening (docs/media.md): validate → derive the entity → build the query → run every provider
 * concurrently under one deadline → de-duplicate → classify and match each story → score → cache.
 * A failing provider becomes a `warnings` entry (`{ source: 'news:<name>', code: 'provider_failed' |
 * 'provider_timeout' }`); when all fail the call throws `fetch_failed`.
 */
import { cached, type Cache } from '../cache/cache.ts'
import { silentLog, type Log, type Warning } from '../context.ts'
import { AppError, isAppError } from '../errors.ts'
import type { MediaConfig } from './config.ts'
import { dedupe, type Story } from './dedup.ts'
import { createNewsHttp, type NewsHttp } from './http.ts'
import { buildSearchQuery } from './query.ts'
import { screenStoriesInSlices } from './screen.ts'
import { createProviders } from './sources/index.ts'
import { readArticles, type ArticleReader, type ReadLimits } from './article.ts'
import { normalisedName } from './names.ts'
import { rankForReading } from './rank.ts'
import { MAX_FIELD_CHARS } from './text.ts'
import type { AdverseMediaInput, AdverseMediaResult, NewsItem, NewsProvider } from './types.ts'
import type { PageEntity } from './entity.ts'

export const MAX_QUERY_LENGTH = 200

/**
 * Story text screened per check, all stories together (a search feed of 100 items has about 30,000
 * characters): screening runs in the main thread, linear in this, about 0.15 s at the limit. Later stories
 * beyond it are screened on their titles.
 */
export const MAX_SCREENED_CHARS = 300_000

/**
 * A story as screening reads it, whatever the provider sent: title and text cut to MAX_FIELD_CHARS, runs of
 * spaces and blank lines collapsed as stripHtml does for feeds (the sentence splitter's regex backtracks over
 * long whitespace runs).
 */
const squeeze = (t: string): string => t.slice(0, MAX_FIELD_CHARS).replace(/[ \t\f\v\r]+/g, ' ').replace(/\n\s*/g, '\n')
const bounded = (it: NewsItem): NewsItem => ({ ...it, title: squeeze(it.title), text: squeeze(it.text) })

export interface AdverseMediaEngineOptions {
  providers: NewsProvider[]
  /** Deadline for all providers together, milliseconds. */
  timeoutMs: number
  cache?: Cache
  /** Result cache TTL, milliseconds (0 disables). Partial results are cached for a tenth of it. */
  cacheTtlMs?: number
  /**
   * For `type: 'url'`: the site's entity (og:site_name, JSON-LD legalName, title, domain label). With `page`, the
   * page was already read (the page pipeline, docs/architecture.md) and is not fetched again.
   */
  resolveEntity?: (url: string, signal?: AbortSignal, page?: PageEntity) => Promise<{ name: string; domain: string; source?: string }>
  /** Reads an article page (createArticleReader); without it stories are judged on the feed's headline and snippet. */
  readArticle?: ArticleReader
  /** Bounds of article reading per screening (defaults: 8 articles, 4 at once, 6 s). */
  readLimits?: Partial<ReadLimits>
  log?: Log
  now?: () => number
}

export interface AdverseMediaCallContext {
  signal?: AbortSignal
  fresh?: boolean
  /** For `type: 'url'`: the entity candidates of the page at `query`, read by the caller's own parse of it. */
  page?: PageEntity
}

export interface AdverseMediaEngine {
  /** Throws AppError invalid_request (bad input), fetch_failed (every provider failed), or what resolveEntity throws. */
  check(input: AdverseMediaInput, ctx?: AdverseMediaCallContext): Promise<AdverseMediaResult>
}

/**
 * Bidirectional marks and embeddings (U+200E/F, U+061C, U+202A–E, U+2066–9) are invisible: a name pasted from
 * right-to-left text often carries them, and they would be searched for and echoed back in `entity.name`.
 * They are dropped; line breaks and tabs are spaces; any other control character is refused. Joiners
 * (U+200C/D) stay: Persian and Indic spellings need them.
 */
function plainQuery(raw: string): string {
  const s = raw.replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '').replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ').trim()
  if (/\p{Cc}/u.test(s)) throw new AppError('invalid_request', 'query may not contain control characters', { details: { field: 'query' } })
  if (!s.isWellFormed()) throw new AppError('invalid_request', 'query is not well-formed Unicode (a lone surrogate)', { details: { field: 'query' } })
  return s
}

function validate(input: AdverseMediaInput): { query: string; type: 'entity' | 'url'; schemeless?: boolean } {
  const type = input.type ?? 'entity'
  if (type !== 'entity' && type !== 'url') throw new AppError('invalid_request', 'type must be "entity" or "url"', { details: { field: 'type' } })
  const query = typeof input.query === 'string' ? plainQuery(input.query) : ''
  if (!query) throw new AppError('invalid_request', 'query must not be empty', { details: { field: 'query' } })
  if (query.length > MAX_QUERY_LENGTH) throw new AppError('invalid_request', `query must be at most ${MAX_QUERY_LENGTH} characters`, { details: { field: 'query', max: MAX_QUERY_LENGTH } })
  if (type === 'url') {
    let u: URL | undefined
    try { u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(query) ? query : `https://${query}`) } catch { /* below */ }
    if (!u || !/^https?:$/.test(u.protocol) || !u.hostname.includes('.')) throw new AppError('invalid_request', 'query must be an http(s) URL or a domain when type is "url"', { details: { field: 'query' } })
    return { query: u.toString(), type, schemeless: !/^[a-z][a-z0-9+.-]*:\/\//i.test(query) }
  }
  return { query, type }
}

/**
 * A domain or host/path given without a scheme is tried over https, then over http when https fails to
 * connect or answer (the same rule as Variant B's bare domains); a refusal by policy is not retried.
 */
async function resolveWithFallback(resolve: NonNullable<AdverseMediaEngineOptions['resolveEntity']>, url: string, schemeless: boolean, signal?: AbortSignal) {
  try {
    return await resolve(url, signal)
  } catch (err) {
    const retry = schemeless && isAppError(err) && (err.code === 'fetch_failed' || err.code === 'upstream_timeout') && !signal?.aborted
    if (!retry) throw err
    const http = new URL(url)
    http.protocol = 'http:'
    try { return await resolve(http.href, signal) } catch { throw err }
  }
}

export function createAdverseMediaEngine(opts: AdverseMediaEngineOptions): AdverseMediaEngine {
  const log = opts.log ?? silentLog
  const now = opts.now ?? Date.now
  const ttl = opts.cacheTtlMs ?? 6 * 3600 * 1000
  const providerKey = opts.providers.map((p) => p.name).join(',')

  async function search(names: { name: string; domain?: string }, signal: AbortSignal | undefined) {
    const q = buildSearchQuery(names.name, names.domain)
    const deadline = AbortSignal.timeout(opts.timeoutMs)
    const sig = signal ? AbortSignal.any([signal, deadline]) : deadline
    const warnings: Warning[] = []
    const settled = await Promise.allSettled(opts.providers.map((p) => p.search(q, { signal: sig })))
    const items: NewsItem[] = []
    settled.forEach((r, i) => {
      const name = opts.providers[i]!.name
      if (r.status === 'fulfilled') { for (const it of r.value) items.push(bounded(it)); return }
      const timeout = (isAppError(r.reason) && r.reason.code === 'upstream_timeout') || deadline.aborted
      log.warn({ provider: name, err: r.reason }, 'news provider failed')
      warnings.push({ source: `news:${name}`, code: timeout ? 'provider_timeout' : 'provider_failed', message: timeout ? `${name} did not answer in time` : `${name} failed: ${isAppError(r.reason) ? r.reason.message : 'error'}` })
    })
    if (signal?.aborted) throw new AppError('upstream_timeout', 'screening was cancelled', { cause: signal.reason })
    if (warnings.length === opts.providers.length) throw new AppError('fetch_failed', 'every news source failed', { details: { providers: warnings.map((w) => w.source) } })
    return { variants: q.names, items, warnings }
  }

  const limits: ReadLimits = { maxArticles: 8, concurrency: 4, budgetMs: 6000, ...opts.readLimits }

  /**
   * Reads the best-ranked stories' pages. Returns the article text by story index, and one warning for the
   * stories whose page could not be read (they are judged on the headline and snippet).
   */
  async function readBest(stories: Story[], variants: string[], signal: AbortSignal | undefined) {
    const order = rankForReading(stories, variants, now()).slice(0, limits.maxArticles)
    const outcomes = await readArticles(opts.readArticle!, order.map((i) => stories[i]!.url), limits, signal)
    const texts = new Map<number, string>()
    const failed: string[] = []
    for (const o of outcomes) {
      const i = order[o.index]!
      if (o.article) texts.set(i, articleBody(o.article, stories[i]!.text))
      else failed.push(`${stories[i]!.url}: ${o.error?.message ?? 'not read'}`)
    }
    const unread: Warning[] = failed.length
      ? [{ source: 'news:articles', code: 'article_unread', message: `${failed.length} of ${outcomes.length} articles could not be read and were judged on the headline and snippet (${failed.slice(0, 3).join('; ')}${failed.length > 3 ? '; …' : ''})` }]
      : []
    return { texts, unread }
  }

  return {
    async check(input, ctx = {}) {
      const { query, type, schemeless } = validate(input)
      let entity: { name: string; domain?: string; source?: string } = { name: query }
      if (type === 'url') {
        if (!opts.resolveEntity) throw new AppError('not_implemented', 'URL screening needs an entity resolver')
        const host = new URL(query).hostname.replace(/^www\./, '')
        const r = ctx.page ? await opts.resolveEntity(query, ctx.signal, ctx.page) : await resolveWithFallback(opts.resolveEntity, query, schemeless === true, ctx.signal)
        entity = { name: r.name?.trim() || host.split('.')[0]!, domain: r.domain || host, ...(r.source ? { source: r.source } : {}) }
      }
      // The key is the normalised name ("Wïrecard", "WIRECARD" and "wirecard" share one entry); the answer
      // always echoes the caller's own spelling.
      // v4: results are domain objects (camelCase fields); v3 entries held the response shape.
      const key = `media:v4:${type}:${normalisedName(entity.name)}:${entity.domain ?? ''}:${providerKey}`
      const echo = (r: AdverseMediaResult): AdverseMediaResult => ({ ...r, entity: { ...entity } })
      const run = async (): Promise<AdverseMediaResult> => {
        const { variants, items, warnings } = await search(entity, ctx.signal)
        let budget = MAX_SCREENED_CHARS
        const stories = dedupe(items).map((st) => {
          const text = st.text.length <= budget ? st.text : st.text.slice(0, budget)
          budget -= text.length
          return text === st.text ? st : { ...st, text }
        })
        const read = opts.readArticle ? await readBest(stories, variants, ctx.signal) : { texts: new Map<number, string>(), unread: [] }
        for (const w of read.unread) warnings.push(w)
        const { hits, risk } = await screenStoriesInSlices(stories, variants, now(), read.texts)
        return { adverseMediaFound: hits.length > 0, riskScore: risk, sources: hits, screenedCount: stories.length, warnings, entity }
      }
      if (ctx.fresh || !opts.cache || ttl <= 0) {
        const r = await run()
        if (opts.cache && ttl > 0) await opts.cache.set(key, r, r.warnings.length ? ttl / 10 : ttl).catch(() => undefined)
        return echo(r)
      }
      return echo(await cached(opts.cache, key, ttl, run))
    },
  }
}

/** The text to classify: the snippet when the page does not contain it (a standfirst), then the page's lead and main text. */
function articleBody(a: { lead: string; text: string }, snippet: string): string {
  const parts: string[] = []
  const has = (t: string) => a.text.replace(/\s+/g, ' ').includes(t.replace(/\s+/g, ' ').slice(0, 120))
  if (a.lead && !has(a.lead)) parts.push(a.lead)
  if (snippet && !has(snippet.replace(/…$/, '')) && !parts.some((p) => p.includes(snippet.slice(0, 80)))) parts.push(snippet)
  parts.push(a.text)
  return parts.join('\n')
}

/** Convenience: an engine from the loaded config section (providers over one undici agent). */
export function createAdverseMediaEngineFromConfig(cfg: MediaConfig, deps: Omit<AdverseMediaEngineOptions, 'providers' | 'timeoutMs' | 'cacheTtlMs'> & { http?: NewsHttp }): AdverseMediaEngine & { close(): Promise<void> } {
  const http = deps.http ?? createNewsHttp()
  const engine = createAdverseMediaEngine({
    ...deps, providers: createProviders(cfg, http), timeoutMs: (cfg.timeoutMs ?? 8000) + 500, cacheTtlMs: cfg.cacheTtlMs ?? 21600000,
    readArticle: (cfg.articleMax ?? 8) > 0 ? deps.readArticle : undefined,
    readLimits: { maxArticles: cfg.articleMax ?? 8, concurrency: cfg.articleConcurrency ?? 4, budgetMs: cfg.articleBudgetMs ?? 6000 },
  })
  return { ...engine, close: () => (deps.http ? Promise.resolve() : http.close()) }
}
