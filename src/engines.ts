import type { Config } from './config/load.ts'
import { lineFull } from './fetch/errors.ts'
import type { Log } from './context.ts'
import type { Cache } from './cache/cache.ts'
import { createAdverseMediaEngineFromConfig } from './media/engine.ts'
import type { AdverseMediaEngine } from './media/engine.ts'
import { createEntityResolver } from './media/entity.ts'
import { createSafeFetcher } from './fetch/safe-fetcher.ts'
import { createLimiter } from './fetch/limiter.ts'
import { availableParallelism } from 'node:os'
import { Agent } from 'undici'
import { checkAddress, checkUrl, createGuardedConnector, defaultConnector, defaultResolver, type Connector, type Resolver } from './fetch/address-guard.ts'
import { createWhoisService, type WhoisService } from './whois/index.ts'
import { createIntelEngine, type IntelEngine } from './intel/engine.ts'
import { llmOptionsFrom } from './intel/config.ts'
import { instrumentFetcher } from './metrics/instrument.ts'
import { timeOutbound, type Metrics } from './metrics/registry.ts'
import type { SafeFetcher } from './fetch/types.ts'
import type { ExtractionLanes } from './analysis/scrape.ts'
import { createExtractPool, type ExtractPool } from './extract/pool.ts'

/**
 * The engines behind the operations, built once from config. No HTTP types here: the variants map
 * these results to their shapes. An engine that is absent makes its operation answer 501.
 */
export interface Engines {
  fetcher: SafeFetcher
  /**
   * Slots for HTML extraction (WEBINTEL_EXTRACT_CONCURRENCY): bounds the memory of pages parsed at once. Large
   * pages go to the worker pool (WEBINTEL_EXTRACT_WORKERS) when there is one.
   */
  extractSlots: ExtractionLanes
  media?: AdverseMediaEngine
  whois?: WhoisService
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
  /** Test seams: DNS and TCP for the safe fetcher (tests map public names to loopback fixtures). */
  network?: { resolve?: Resolver; connect?: Connector }
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

export async function createEngines(deps: EngineDeps): Promise<Engines> {
  const { config, log, cache } = deps
  const closers: (() => Promise<void>)[] = []
  let intelPromise: Promise<IntelEngine> | undefined
  const rawFetcher = createSafeFetcher({ ...config.fetch, cache, log, resolve: deps.network?.resolve, connect: deps.network?.connect })
  const fetcher = deps.metrics ? instrumentFetcher(rawFetcher, deps.metrics) : rawFetcher
  closers.push(() => fetcher.close())

  // Registration data: RDAP over an agent with the web fetcher's address guard (registrar links come
  // from registry answers), and port-43 referrals checked by the same rules (a referral may only name a public host).
  const allowPrivate = config.fetch.allowPrivate
  const resolve = deps.network?.resolve ?? defaultResolver
  const rdapAgent = new Agent({
    connect: createGuardedConnector({ allowPrivate, connectTimeoutMs: config.fetch.connectTimeoutMs, resolve, connect: deps.network?.connect ?? defaultConnector }),
    headersTimeout: config.fetch.headersTimeoutMs,
    bodyTimeout: config.whois.timeoutMs,
  })
  closers.push(() => rdapAgent.close())
  const checkHost = async (host: string) => {
    const url = new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}/`)
    checkUrl(url, allowPrivate)
    if (/^[\d.]+$|:/.test(host)) return
    for (const a of await resolve(url.hostname)) checkAddress(a.address, `whois://${host}`, allowPrivate)
  }
  const whoisService = createWhoisService({ config: config.whois, cache, log, checkHost, dispatcher: rdapAgent })
  const whois: WhoisService = { lookup: (input, ctx) => timeOutbound(deps.metrics, 'whois', 'lookup', () => whoisService.lookup(input, ctx)) }

  const media = createAdverseMediaEngineFromConfig(config.media, { cache, log, resolveEntity: createEntityResolver(fetcher) })
  closers.push(() => media.close())
  const screened: AdverseMediaEngine = { check: (input, ctx) => timeOutbound(deps.metrics, 'news', 'screen', () => media.check(input, ctx)) }
  const slots = config.extract.concurrency || availableParallelism()
  // Started now, not on the first large page: a worker takes ~0.1–0.3 s to load the engine.
  const { workers, workerTimeoutMs, workerMaxHeapMb, workerNice } = config.extract
  const pool = workers > 0 ? createExtractPool({ workers, timeLimitMs: workerTimeoutMs, maxHeapMb: workerMaxHeapMb, nice: workerNice, log }) : undefined
  if (pool) { closers.push(() => pool.close()); deps.metrics?.setExtractPoolSource(() => pool.stats) }
  return {
    fetcher,
    extractSlots: extractionLanes(slots, pool, workers, deps.metrics),
    media: screened,
    whois,
    intel() {
      intelPromise ??= createIntelEngine({ dataDir: config.core.intelCacheDir ?? config.core.dataDir, log, llm: llmOptionsFrom(config.intel) })
        .catch((err) => { intelPromise = undefined; throw err })
      return intelPromise
    },
    async close() { for (const c of closers.reverse()) await c().catch(() => {}) },
  }
}
