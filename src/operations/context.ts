import type { Engines } from '../engines.ts'
import type { Config } from '../config/load.ts'

/** What an operation needs: the engines, the extraction limits, and a signal that cancels its outbound work. */
export interface OpDeps {
  engines: Engines
  extract: Config['extract']
}

export interface OpContext {
  /** Aborted when the caller hung up, the job was cancelled or the process is stopping. */
  signal?: AbortSignal
}
