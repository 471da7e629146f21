import type { Config } from './config/load.ts'
import type { Log } from './context.ts'
import type { Cache } from './cache/cache.ts'
import { createAdverseMediaEngineFromConfig } from './media/engine.ts'
import type { AdverseMediaEngine } from './media/engine.ts'
import { createEntityResolver } from './media/entity.ts'
import { createSafeFetcher } from './fetch/safe-fetcher.ts'
import type { Connector, Resolver } from './fetch/address-guard.ts'
import type { SafeFetcher } from './fetch/types.ts'

/**
 * The engines behind the operations, built once from config. No HTTP types here: the variants map
 * these results to their shapes. An engine that is absent makes its operation answer 501.
 */
export interface Engines {
  fetcher: SafeFetcher
  media?: AdverseMediaEngine
  close(): Promise<void>
}

export interface EngineDeps {
  config: Config
  log: Log
  cache: Cache
  /** Test seams: DNS and TCP for the safe fetcher (tests map public names to loopback fixtures). */
  network?: { resolve?: Resolver; connect?: Connector }
}

export async function createEngines(deps: EngineDeps): Promise<Engines> {
  const { config, log, cache } = deps
  const closers: (() => Promise<void>)[] = []
  const fetcher = createSafeFetcher({ ...config.fetch, cache, log, resolve: deps.network?.resolve, connect: deps.network?.connect })
  closers.push(() => fetcher.close())
  const media = createAdverseMediaEngineFromConfig(config.media, { cache, log, resolveEntity: createEntityResolver(fetcher) })
  closers.push(() => media.close())
  return {
    fetcher,
    media,
    async close() { for (const c of closers.reverse()) await c().catch(() => {}) },
  }
}
