/**
 * Adverse-media screening (issue 6): validate → derive the entity → build the query → run every provider
 * concurrently under one deadline → de-duplicate → classify and match each story → score → cache.
 * A failing provider becomes a `warnings` entry (`{ source: 'news:<name>', code: 'provider_failed' |
 * 'provider_timeout' }`); when all fail the call throws `fetch_failed`.
 */
import { cached, type Cache } from '../cache/cache.ts'
import { silentLog, type Log, type Warning } from '../context.ts'
import { AppError, isAppError } from '../errors.ts'
import type { MediaConfig } from './config.ts'
import { dedupe } from './dedup.ts'
import { createNewsHttp, type NewsHttp } from './http.ts'
import { buildSearchQuery } from './query.ts'
import { screenStories } from './screen.ts'
import { createProviders } from './sources/index.ts'
import { fold } from './text.ts'
import type { AdverseMediaInput, AdverseMediaResult, NewsItem, NewsProvider } from './types.ts'

export const MAX_QUERY_LENGTH = 200

export interface AdverseMediaEngineOptions {
  providers: NewsProvider[]
  /** Deadline for all providers together, milliseconds. */
  timeoutMs: number
  cache?: Cache
  /** Result cache TTL, milliseconds (0 disables). Partial results are cached for a tenth of it. */
  cacheTtlMs?: number
  /** For `type: 'url'`: the site's entity (og:site_name, JSON-LD legalName, title, domain label). */
  resolveEntity?: (url: string, signal?: AbortSignal) => Promise<{ name: string; domain: string }>
  log?: Log
  now?: () => number
}

export interface AdverseMediaCallContext { signal?: AbortSignal; fresh?: boolean }

export interface AdverseMediaEngine {
  /** Throws AppError invalid_request (bad input), fetch_failed (every provider failed), or what resolveEntity throws. */
  check(input: AdverseMediaInput, ctx?: AdverseMediaCallContext): Promise<AdverseMediaResult>
}

function validate(input: AdverseMediaInput): { query: string; type: 'entity' | 'url'; schemeless?: boolean } {
  const type = input.type ?? 'entity'
  if (type !== 'entity' && type !== 'url') throw new AppError('invalid_request', 'type must be "entity" or "url"', { details: { field: 'type' } })
  const query = typeof input.query === 'string' ? input.query.trim() : ''
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
      if (r.status === 'fulfilled') { items.push(...r.value); return }
      const timeout = (isAppError(r.reason) && r.reason.code === 'upstream_timeout') || deadline.aborted
      log.warn({ provider: name, err: r.reason }, 'news provider failed')
      warnings.push({ source: `news:${name}`, code: timeout ? 'provider_timeout' : 'provider_failed', message: timeout ? `${name} did not answer in time` : `${name} failed: ${isAppError(r.reason) ? r.reason.message : 'error'}` })
    })
    if (signal?.aborted) throw new AppError('upstream_timeout', 'screening was cancelled', { cause: signal.reason })
    if (warnings.length === opts.providers.length) throw new AppError('fetch_failed', 'every news source failed', { details: { providers: warnings.map((w) => w.source) } })
    return { variants: q.names, items, warnings }
  }

  return {
    async check(input, ctx = {}) {
      const { query, type, schemeless } = validate(input)
      let entity: { name: string; domain?: string } = { name: query }
      if (type === 'url') {
        if (!opts.resolveEntity) throw new AppError('not_implemented', 'URL screening needs an entity resolver')
        const host = new URL(query).hostname.replace(/^www\./, '')
        const r = await resolveWithFallback(opts.resolveEntity, query, schemeless === true, ctx.signal)
        entity = { name: r.name?.trim() || host.split('.')[0]!, domain: r.domain || host }
      }
      const key = `media:v1:${type}:${fold(entity.name)}:${entity.domain ?? ''}:${providerKey}`
      const run = async (): Promise<AdverseMediaResult> => {
        const { variants, items, warnings } = await search(entity, ctx.signal)
        const stories = dedupe(items)
        const { hits, risk } = screenStories(stories, variants, now())
        return { adverse_media_found: hits.length > 0, risk_score: risk, sources: hits, screened_count: stories.length, warnings, entity }
      }
      if (ctx.fresh || !opts.cache || ttl <= 0) {
        const r = await run()
        if (opts.cache && ttl > 0) await opts.cache.set(key, r, r.warnings.length ? ttl / 10 : ttl).catch(() => undefined)
        return r
      }
      return cached(opts.cache, key, ttl, run)
    },
  }
}

/** Convenience: an engine from the loaded config section (providers over one undici agent). */
export function createAdverseMediaEngineFromConfig(cfg: MediaConfig, deps: Omit<AdverseMediaEngineOptions, 'providers' | 'timeoutMs' | 'cacheTtlMs'> & { http?: NewsHttp }): AdverseMediaEngine & { close(): Promise<void> } {
  const http = deps.http ?? createNewsHttp()
  const engine = createAdverseMediaEngine({ ...deps, providers: createProviders(cfg, http), timeoutMs: (cfg.timeoutMs ?? 8000) + 500, cacheTtlMs: cfg.cacheTtlMs ?? 21600000 })
  return { ...engine, close: () => (deps.http ? Promise.resolve() : http.close()) }
}
