import type { Config } from './config/load.ts'
import type { Log } from './context.ts'
import type { Cache } from './cache/cache.ts'
import { createAdverseMediaEngineFromConfig } from './media/engine.ts'
import type { AdverseMediaEngine } from './media/engine.ts'

/**
 * The engines behind the operations, built once from config. No HTTP types here: the variants map
 * these results to their shapes. An engine that is absent makes its operation answer 501.
 */
export interface Engines {
  media?: AdverseMediaEngine
  close(): Promise<void>
}

export interface EngineDeps {
  config: Config
  log: Log
  cache: Cache
}

export async function createEngines(deps: EngineDeps): Promise<Engines> {
  const { config, log, cache } = deps
  const closers: (() => Promise<void>)[] = []
  const media = createAdverseMediaEngineFromConfig(config.media, { cache, log })
  closers.push(() => media.close())
  return {
    media,
    async close() { for (const c of closers.reverse()) await c().catch(() => {}) },
  }
}
