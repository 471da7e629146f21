import type { Log } from '../context.ts'

/**
 * Builds the caches the first server start would build (word vectors, WordNet; docs/intel.md), for images and
 * installs (`webintel intel build-cache`). Resolves with where they are and whether they were built now.
 */
export async function buildIntelCache(dataDir: string, log: Log): Promise<{ builtNow: boolean; vocabulary: number }> {
  // Loaded on demand: the engine's resources are large and only this command needs them.
  const { createIntelEngine } = await import('../intel/engine.ts')
  const e = await createIntelEngine({ dataDir, log })
  return { builtNow: e.stats.builtCache, vocabulary: e.stats.vocabulary }
}
