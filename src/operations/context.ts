import type { Engines } from '../engines.ts'
import type { ExtractOptions } from '../extract/index.ts'

/**
 * What every operation needs: the engines and the extraction limits. The HTTP routes, the MCP tools and
 * the CLI build it once (from the server's services, or in-process from the configuration) and share it.
 */
export interface OpDeps {
  engines: Engines
  extract: ExtractOptions
  /** Most sanctions matches returned per screened name (WEBINTEL_SANCTIONS_MAX_MATCHES; default 10). */
  sanctionsMaxMatches?: number
}

/** Per-call context. `signal` cancels the outbound work (the client hung up, or the agent cancelled). */
export interface OpContext {
  signal?: AbortSignal
}
