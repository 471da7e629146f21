import type { Config } from './config/load.ts'
import { lineFull } from './fetch/errors.ts'
import type { Log } from './context.ts'
import type { Cache } from './cache/cache.ts'
import { createAdverseMediaEngineFromConfig } from './media/engine.ts'
import type { AdverseMediaEngine } from './media/engine.ts'
import { createEntityResolver } from './media/entity.ts'
import { createArticleReader } from './media/article.ts'
import { createSafeFetcher } from './fetch/safe-fetcher.ts'
import { createLimiter } from './fetch/limiter.ts'
import { availableParallelism } from 'node:os'
import { Agent, type Dispatcher } from 'undici'
import { createGuardedConnector, defaultConnector, defaultResolver, portRuleOf, type Connector, type Resolver } from './fetch/address-guard.ts'
import { createOutbound, type Outbound } from './fetch/outbound.ts'
import { createNewsHttp } from './media/http.ts'
import { createWhoisService, type WhoisService } from './whois/index.ts'
import { createIntelEngine, type IntelEngine } from './intel/engine.ts'
import { llmOptionsFrom } from './intel/config.ts'
import { instrumentFetcher } from './metrics/instrument.ts'
import { timeOutbound, type Metrics } from './metrics/registry.ts'
import type { SafeFetcher } from './fetch/types.ts'
import type { ExtractionLanes } from './extract/lanes.ts'
import { createExtractPool, type ExtractPool } from './extract/pool.ts'
import { Resolver as DnsPromisesResolver } from 'node:dns/promises'
import type { ConnectionOptions } from 'node:tls'
import { createSiteChecker, type SiteChecker } from './sitecheck/engine.ts'
import { createTlsProbe } from './sitecheck/checks/tls.ts'
import type { DnsResolver } from './sitecheck/checks/email-auth.ts'
import type { SitecheckConfig } from './sitecheck/config.ts'
import { createScreening, type Screening } from './sanctions/lists.ts'
import type { SanctionsListStore } from './store/ports.ts'

/**
 * The engines behind the operations, built once from config. No HTTP types here: the variants map
 * these results to their shapes. Sanctions screening is the one optional engine: without a store of
 * imported lists its operation answers 501.
 */
export interface Engines {
  fetcher: SafeFetcher
  /**
   * Slots for HTML extraction (WEBINTEL_EXTRACT_CONCURRENCY): bounds the memory of pages parsed at once. Large
   * pages go to the worker pool (WEBINTEL_EXTRACT_WORKERS) when there is one.
   */
  extractSlots: ExtractionLanes
  media: AdverseMediaEngine
  whois: WhoisService
  /** Merchant-website review (src/sitecheck, docs/site-check.md). */
  sitecheck: SiteChecker
  /** Sanctions and PEP screening over the lists stored in the database (docs/sanctions.md). */
  sanctions?: Screening
  /**
   * Outbound calls that are not page fetches (webhook deliveries): the same address guard as the fetcher,
   * pinned to the checked address; redirects are not followed.
   */
  guardedDispatcher: Dispatcher
  /**
   * The outbound policy for clients other than the web fetcher (src/fetch/outbound.ts): operator-configured
   * endpoints as configured, learned destinations public-only. Used by the sanctions list download job.
   */
  outbound: Outbound
  /** Whether the address guard lets private and loopback addresses through (WEBINTEL_FETCH_ALLOW_PRIVATE). */
  allowPrivate: boolean
  /**
   * The content-intelligence engine, loaded on first use (about 1 s; the first start on a new data
   * directory also converts the word vectors once). main.ts preloads it right after listening.
   */
  intel(): Promise<IntelEngine>
  close(): Promise<void>
}

export interface EngineDeps {
  config: Config
  log: Log
  cache: Cache
  /** Outbound latency and error metrics (webintel_{fetch,whois,news}_duration_seconds). */
  metrics?: Metrics
  /**
   * Test seams: DNS and TCP for the safe fetcher and the TLS probe (tests map public names to loopback fixtures),
   * MX/TXT lookups for the site check's email_authentication, extra TLS options (a private CA) for the TLS probe.
   */
  network?: { resolve?: Resolver; connect?: Connector; dns?: DnsResolver; tls?: ConnectionOptions }
  /** Where imported sanctions lists live; without it sanctions screening answers 501. */
  sanctionsStore?: SanctionsListStore
}

/**
 * Pages over LARGE_DOCUMENT_BYTES that may wait for the large lane, per lane slot. Each holds its body (up to
 * WEBINTEL_FETCH_MAX_BYTES) while it waits, so the line is bounded like the fetch line: one more is refused at
 * once with 503 service_unavailable (reason extract_queue_full) and Retry-After, instead of piling up bodies.
 */
export const LARGE_WAITING_PER_SLOT = 16

/**
 * Two extraction lanes: `small` pages use every slot in this thread, `large` ones (see LARGE_DOCUMENT_BYTES)
 * one per worker of `pool` (one at a time in this thread without a pool), with a bounded line.
 */
export function extractionLanes(slots: number, pool: ExtractPool | undefined, workers: number, metrics?: Metrics): ExtractionLanes {
  const small = createLimiter(slots, slots)
  const width = pool ? workers : 1
  const maxWaiting = LARGE_WAITING_PER_SLOT * width
  const large = createLimiter(width, width, { maxWaiting, overflow: () => lineFull('extract_queue_full', 'the extraction line is full: too many large pages are waiting to be extracted; retry after the Retry-After seconds', maxWaiting, 2) })
  return {
    pool,
    async acquire(lane, signal) {
      const release = await (lane === 'large' ? large : small).acquire(lane, signal)
      metrics?.extractPages.inc({ lane, where: lane === 'large' && pool && !pool.stats.fallback ? 'worker' : 'thread' }) // counted once admitted
      return release
    },
    get waiting() { return small.waiting + large.waiting },
  }
}

/** node:dns/promises Resolver with one try per query and the configured servers (system resolvers when unset). */
function systemDns(cfg: SitecheckConfig): DnsResolver {
  const r = new DnsPromisesResolver({ timeout: cfg.dnsTimeoutMs, tries: 1 })
  if (cfg.dnsServers && cfg.dnsServers.length > 0) r.setServers(cfg.dnsServers)
  return r
}

export async function createEngines(deps: EngineDeps): Promise<Engines> {
  const { config, log, cache } = deps
  const closers: (() => Promise<void>)[] = []
  let intelPromise: Promise<IntelEngine> | undefined
  const rawFetcher = createSafeFetcher({ ...config.fetch, cache, log, resolve: deps.network?.resolve, connect: deps.network?.connect })
  const fetcher = deps.metrics ? instrumentFetcher(rawFetcher, deps.metrics) : rawFetcher
  closers.push(() => fetcher.close())

  // One outbound policy for every client other than the web fetcher (news sources, the model provider, port-43
  // referrals, RDAP): operator-configured endpoints as configured, anything learned from outside public-only and pinned.
  const allowPrivate = config.fetch.allowPrivate
  const ports = portRuleOf(config.fetch.allowedPorts)
  const resolve = deps.network?.resolve ?? defaultResolver
  const connect = deps.network?.connect ?? defaultConnector
  const outbound = createOutbound({
    allowPrivate, ports, connectTimeoutMs: config.fetch.connectTimeoutMs, resolve, connect, userAgent: config.fetch.userAgent,
    timeoutMs: config.fetch.timeoutMs, maxBytes: config.fetch.maxBytes, maxCompressionRatio: config.fetch.maxCompressionRatio,
  })
  closers.push(() => outbound.close())

  // Webhook deliveries: the same address guard and port rule as page fetches, pinned; no redirects followed.
  const guardedDispatcher = new Agent({
    connect: createGuardedConnector({ allowPrivate, ports, connectTimeoutMs: config.fetch.connectTimeoutMs, resolve, connect }),
    headersTimeout: config.fetch.headersTimeoutMs,
    bodyTimeout: config.fetch.timeoutMs,
  })
  closers.push(() => guardedDispatcher.close())
  // Registration data: RDAP and port-43 referrals through the outbound stack (every RDAP URL and referral is
  // learned from outside: public only, pinned; docs/architecture.md "One outbound stack").
  const whoisService = createWhoisService({ config: config.whois, cache, log, outbound })
  const whois: WhoisService = { lookup: (input, ctx) => timeOutbound(deps.metrics, 'whois', 'lookup', () => whoisService.lookup(input, ctx)) }

  const slots = config.extract.concurrency || availableParallelism()
  // Started now, not on the first large page: a worker takes ~0.1–0.3 s to load the engine.
  const { workers, workerTimeoutMs, workerMaxHeapMb, workerNice } = config.extract
  const pool = workers > 0 ? createExtractPool({ workers, timeLimitMs: workerTimeoutMs, maxHeapMb: workerMaxHeapMb, nice: workerNice, log }) : undefined
  if (pool) { closers.push(() => pool.close()); deps.metrics?.setExtractPoolSource(() => pool.stats) }
  const extractSlots = extractionLanes(slots, pool, workers, deps.metrics)
  // Article pages of news stories go through the same safe fetcher and extraction lanes as any page.
  const readArticle = createArticleReader({ fetcher, slots: extractSlots, maxBytes: config.media.articleMaxBytes })
  const media = createAdverseMediaEngineFromConfig(config.media, { cache, log, resolveEntity: createEntityResolver(fetcher, {
    // the WHOIS/RDAP registrant organisation, when the registry publishes it
    registrant: async (domain, signal) => (await whois.lookup(domain, { signal })).registrantOrganization,
  }), readArticle, http: createNewsHttp(outbound) })
  closers.push(() => media.close())
  const screened: AdverseMediaEngine = { check: (input, ctx) => timeOutbound(deps.metrics, 'news', 'screen', () => media.check(input, ctx)) }
  const sitecheck = createSiteChecker({
    fetcher,
    config: config.sitecheck,
    extract: config.extract,
    whois,
    tlsProbe: createTlsProbe({ resolve, connect: deps.network?.connect ?? defaultConnector, allowPrivate, timeoutMs: config.fetch.connectTimeoutMs, tls: deps.network?.tls }),
    // A replaced address resolver (tests, sandboxes) must not be bypassed by system DNS for MX/TXT: without an
    // injected `dns` beside it, email_authentication answers unknown.
    dns: deps.network?.dns ?? (deps.network?.resolve ? undefined : systemDns(config.sitecheck)),
  })
  const sanctions = deps.sanctionsStore ? createScreening({ store: deps.sanctionsStore, log, refreshMs: config.sanctions.refreshMs }) : undefined
  if (sanctions) closers.push(async () => sanctions.close())
  return {
    fetcher,
    sanctions,
    extractSlots,
    media: screened,
    whois,
    sitecheck,
    guardedDispatcher,
    outbound,
    allowPrivate,
    intel() {
      intelPromise ??= createIntelEngine({ dataDir: config.core.intelCacheDir ?? config.core.dataDir, log, llm: llmOptionsFrom(config.intel), outbound })
        .catch((err) => { intelPromise = undefined; throw err })
      return intelPromise
    },
    async close() { for (const c of closers.reverse()) await c().catch(() => {}) },
  }
}
