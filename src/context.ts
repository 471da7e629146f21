/** Minimal structured logger (pino-compatible). */
export interface Log {
  debug(obj: object | string, msg?: string): void
  info(obj: object | string, msg?: string): void
  warn(obj: object | string, msg?: string): void
  error(obj: object | string, msg?: string): void
}

export const silentLog: Log = { debug() {}, info() {}, warn() {}, error() {} }

/** A non-fatal problem reported beside a result (documented `warnings` field). */
export interface Warning {
  source: string
  code: string
  message: string
}

