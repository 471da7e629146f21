/**
 * The webintel client: one method per operation over openapi-fetch, typed by the generated `schema.ts`.
 * Variant A methods return the `data` of the `{ success, data }` envelope; Variant B returns the bare object.
 * Failures throw `WebintelError` (by `code`). Runs wherever `fetch` does: Node 20+, browsers, workers.
 */
import createFetchClient, { type Client } from 'openapi-fetch'
import type { paths } from './schema.ts'
import { WebintelError, errorFromResponse } from './errors.ts'
import { withRetries, type RetryOptions } from './retry.ts'
import { jobsApi, type JobsApi } from './jobs.ts'

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never
type Ok<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends { responses: { 200: infer R } } ? Json<R> : never
type Body<P extends keyof paths> = paths[P] extends { post: { requestBody: infer R } } ? Json<R> : never

export type ScrapeMetadataRequest = Body<'/v1/scrape_metadata'>
export type ScrapeMetadataData = Ok<'/v1/scrape_metadata', 'post'>['data']
export type CategorizeContentRequest = Body<'/v1/categorize_content'>
export type CategorizeContentData = Ok<'/v1/categorize_content', 'post'>['data']
export type SimilarityScoreRequest = Body<'/v1/similarity_score'>
export type SimilarityScoreData = Ok<'/v1/similarity_score', 'post'>['data']
export type WhoisLookupRequest = NonNullable<paths['/v1/whois_lookup']['get']['parameters']['query']>
export type WhoisLookupData = Ok<'/v1/whois_lookup', 'get'>['data']
export type AdverseMediaCheckRequest = Body<'/v1/adverse_media_check'>
export type AdverseMediaCheckData = Ok<'/v1/adverse_media_check', 'post'>['data']
export type AnalyzeDomainRequest = Body<'/api/scrape_metadata'>
export type AnalyzeDomainResult = Ok<'/api/scrape_metadata', 'post'>
export type UserData = Ok<'/user_data', 'get'>
export type SiteCheckRequest = Body<'/v1/site_check'>
export type SiteCheckData = Ok<'/v1/site_check', 'post'>['data']
export type SanctionsCheckRequest = Body<'/v1/sanctions_check'>
/** One screened name (for `query`), or `{ results }` (for `queries`). */
export type SanctionsCheckData = Ok<'/v1/sanctions_check', 'post'>['data']

export interface WebintelOptions {
  /** The server, e.g. `https://api.example.com` (no trailing path). */
  baseUrl: string
  /** `X-API-Key` for Variant A (and B, with `secretKey`). */
  apiKey?: string
  /** `X-Secret-Key`, needed by Variant B (`analyzeDomain`). */
  secretKey?: string
  /** OAuth access token for Variant A and `userData()`, or a function returning the current one. */
  accessToken?: string | (() => string | Promise<string>)
  /** Retry policy for 429/503 and failed connections; `false` = never retry. */
  retry?: RetryOptions | false
  /** A fetch to use instead of the global one. */
  fetch?: (input: Request) => Promise<Response>
  /** Extra headers on every request. */
  headers?: Record<string, string>
}

export interface CallOptions {
  signal?: AbortSignal
}

export interface Webintel extends JobsApi {
  scrapeMetadata(body: ScrapeMetadataRequest, opts?: CallOptions): Promise<ScrapeMetadataData>
  categorizeContent(body: CategorizeContentRequest, opts?: CallOptions): Promise<CategorizeContentData>
  similarityScore(body: SimilarityScoreRequest, opts?: CallOptions): Promise<SimilarityScoreData>
  whoisLookup(query: WhoisLookupRequest, opts?: CallOptions): Promise<WhoisLookupData>
  adverseMediaCheck(body: AdverseMediaCheckRequest, opts?: CallOptions): Promise<AdverseMediaCheckData>
  siteCheck(body: SiteCheckRequest, opts?: CallOptions): Promise<SiteCheckData>
  /** Send `query` (one name) or `queries` (up to 100): the answer is one result or `{ results }`. */
  sanctionsCheck(body: SanctionsCheckRequest, opts?: CallOptions): Promise<SanctionsCheckData>
  /** Variant B `POST /api/scrape_metadata`: needs `apiKey` and `secretKey`. */
  analyzeDomain(body: AnalyzeDomainRequest, opts?: CallOptions): Promise<AnalyzeDomainResult>
  /** `GET /user_data`: the user behind `accessToken`. */
  userData(opts?: CallOptions): Promise<UserData>
  /** The underlying openapi-fetch client (typed paths), for anything the methods do not cover. */
  readonly raw: Client<paths>
}

export function createWebintel(options: WebintelOptions): Webintel {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const plain = options.fetch ?? ((input: Request) => globalThis.fetch(input))
  const raw = createFetchClient<paths>({
    baseUrl,
    fetch: options.retry === false ? plain : withRetries(plain, options.retry),
    headers: options.headers,
  })
  const token = async () => typeof options.accessToken === 'function' ? options.accessToken() : options.accessToken
  raw.use({
    async onRequest({ request, schemaPath }) {
      const h = request.headers
      if (schemaPath.startsWith('/api/')) {
        if (options.apiKey) h.set('X-API-Key', options.apiKey)
        if (options.secretKey) h.set('X-Secret-Key', options.secretKey)
      } else if (schemaPath.startsWith('/v1/') && options.apiKey) {
        h.set('X-API-Key', options.apiKey)
      } else if (schemaPath.startsWith('/v1/') || schemaPath === '/user_data') {
        const t = await token()
        if (t) h.set('Authorization', `Bearer ${t}`)
      }
      return request
    },
  })

  /** Runs one call: a failed answer or connection becomes a WebintelError. */
  async function call<T>(run: () => Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<T> {
    let r: { data?: unknown; error?: unknown; response: Response }
    try { r = await run() } catch (err) {
      if (err instanceof WebintelError) throw err
      // The caller's signal fired (controller.abort() or AbortSignal.timeout): its reason, not a network error.
      const name = (err as { name?: string })?.name
      if (name === 'AbortError' || name === 'TimeoutError') throw err
      throw new WebintelError({ code: 'network_error', message: `could not reach ${baseUrl}: ${(err as Error)?.message ?? err}`, status: 0, cause: err })
    }
    if (!r.response.ok || r.data === undefined) throw errorFromResponse(r.response, r.error)
    return r.data as T
  }
  const unwrap = <T>(d: { data: T }) => d.data

  return {
    raw,
    ...jobsApi(raw, call),
    scrapeMetadata: async (body, o = {}) => unwrap(await call(() => raw.POST('/v1/scrape_metadata', { body, signal: o.signal }))),
    categorizeContent: async (body, o = {}) => unwrap(await call(() => raw.POST('/v1/categorize_content', { body, signal: o.signal }))),
    similarityScore: async (body, o = {}) => unwrap(await call(() => raw.POST('/v1/similarity_score', { body, signal: o.signal }))),
    whoisLookup: async (query, o = {}) => unwrap(await call(() => raw.GET('/v1/whois_lookup', { params: { query }, signal: o.signal }))),
    adverseMediaCheck: async (body, o = {}) => unwrap(await call(() => raw.POST('/v1/adverse_media_check', { body, signal: o.signal }))),
    siteCheck: async (body, o = {}) => unwrap(await call(() => raw.POST('/v1/site_check', { body, signal: o.signal }))),
    sanctionsCheck: async (body, o = {}) => unwrap(await call(() => raw.POST('/v1/sanctions_check', { body, signal: o.signal }))),
    analyzeDomain: (body, o = {}) => call(() => raw.POST('/api/scrape_metadata', { body, signal: o.signal })),
    userData: (o = {}) => call(() => raw.GET('/user_data', { signal: o.signal })),
  }
}
