/**
 * The closed set of error codes. Variant-neutral: each surface renders an AppError in
 * its own envelope. `docs/errors.md` documents the same table; test/unit/errors.test.ts keeps them in step.
 */
export const ErrorCodes = {
  invalid_request: { status: 400, title: 'The request is invalid' },
  unauthorized: { status: 401, title: 'Missing or invalid credentials' },
  forbidden: { status: 403, title: 'Not allowed for this account' },
  insufficient_scope: { status: 403, title: 'The credential lacks a required scope' },
  not_found: { status: 404, title: 'No such resource' },
  request_timeout: { status: 408, title: 'The request was not received in time' },
  payload_too_large: { status: 413, title: 'The body is too large' },
  unsupported_media_type: { status: 415, title: 'The content type is not supported' },
  limit_reached: { status: 409, title: 'An account limit is reached' },
  fetch_blocked: { status: 422, title: 'The target address is not allowed' },
  rate_limited: { status: 429, title: 'Too many requests' },
  headers_too_large: { status: 431, title: 'The request headers are too large' },
  internal: { status: 500, title: 'Internal error' },
  not_implemented: { status: 501, title: 'This operation is not implemented yet' },
  fetch_failed: { status: 502, title: 'The target site or registry failed' },
  service_unavailable: { status: 503, title: 'The service is not ready' },
  upstream_timeout: { status: 504, title: 'The target site or registry timed out' },
} as const satisfies Record<string, { status: number; title: string }>

export type ErrorCode = keyof typeof ErrorCodes

export interface AppErrorOptions {
  cause?: unknown
  /** Public, structured detail (field names, upstream status …). Never secrets. */
  details?: Record<string, unknown>
  /** Extra response headers (Retry-After, WWW-Authenticate …). */
  headers?: Record<string, string>
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly details: Record<string, unknown> | undefined
  readonly headers: Record<string, string> | undefined

  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? ErrorCodes[code].title, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.status = ErrorCodes[code].status
    this.details = options.details
    this.headers = options.headers
  }

  /**
   * A refusal by a bounded waiting line (service_unavailable with `details.reason`, e.g. extract_queue_full):
   * the message and details were written for the caller, and the condition is load, not a fault.
   */
  get isLineFull(): boolean {
    return this.code === 'service_unavailable' && typeof this.details?.reason === 'string'
  }

  /** The message safe to send: for 5xx it is the code's title; the real cause only goes to the log. */
  get publicMessage(): string {
    return this.status >= 500 && this.code !== 'not_implemented' && this.code !== 'fetch_failed' && this.code !== 'upstream_timeout' && !this.isLineFull
      ? ErrorCodes[this.code].title
      : this.message
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError
}
