/**
 * Typed errors. Every failure the API answers carries a stable `code` (docs/errors.md); match on it, never on
 * the message. Variant A sends `{ success: false, error: { code, message, details? } }`, Variant B
 * `{ error: { code, message } }`; both become a `WebintelError`.
 */

/** The closed set of error codes the API answers (test/sdk checks it against the server's table). */
export const ERROR_CODES = [
  'invalid_request', 'unauthorized', 'forbidden', 'insufficient_scope', 'not_found', 'payload_too_large',
  'unsupported_media_type', 'limit_reached', 'fetch_blocked', 'rate_limited', 'internal', 'not_implemented', 'fetch_failed',
  'service_unavailable', 'upstream_timeout', 'request_timeout', 'headers_too_large',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

export class WebintelError extends Error {
  override readonly name = 'WebintelError'
  /**
   * The API's error code; `network_error` when no answer came, `invalid_response` when it was not the API's shape,
   * `wait_timeout` when `waitForJob` gave up.
   */
  readonly code: ErrorCode | 'network_error' | 'invalid_response' | 'wait_timeout'
  /** HTTP status; 0 when no answer came. */
  readonly status: number
  readonly details?: Record<string, unknown>
  /** The server's X-Request-Id: quote it when reporting a problem. */
  readonly requestId?: string
  /** Seconds the server asked to wait (Retry-After), when it said. */
  readonly retryAfter?: number

  constructor(init: { code: WebintelError['code']; message: string; status: number; details?: Record<string, unknown>; requestId?: string; retryAfter?: number; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.code = init.code
    this.status = init.status
    if (init.details !== undefined) this.details = init.details
    if (init.requestId !== undefined) this.requestId = init.requestId
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter
  }
}

/** Narrows an unknown error to a `WebintelError`, optionally of one code: `if (isWebintelError(e, 'not_found')) …`. */
export function isWebintelError<C extends WebintelError['code']>(err: unknown, code?: C): err is WebintelError & { code: C } {
  return err instanceof WebintelError && (code === undefined || err.code === code)
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date, RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const v = value.trim()
  if (/^\d+$/.test(v)) return Number(v)
  const at = Date.parse(v)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

/** Builds the error for a failed answer from its body (already parsed, or undefined when it was not JSON). */
export function errorFromResponse(response: Response, body: unknown): WebintelError {
  const requestId = response.headers.get('x-request-id') ?? undefined
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'))
  const e = (body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined) as { code?: unknown; message?: unknown; details?: unknown } | string | undefined
  if (e && typeof e === 'object' && typeof e.code === 'string') {
    return new WebintelError({
      code: e.code as ErrorCode, message: typeof e.message === 'string' ? e.message : e.code, status: response.status,
      details: e.details && typeof e.details === 'object' ? e.details as Record<string, unknown> : undefined, requestId, retryAfter,
    })
  }
  // /user_data answers RFC 6750 errors: { error: "invalid_token", error_description }.
  if (typeof e === 'string') {
    const desc = (body as { error_description?: unknown }).error_description
    const code: ErrorCode = response.status === 401 ? 'unauthorized' : response.status === 403 ? 'insufficient_scope' : response.status === 429 ? 'rate_limited' : 'invalid_request'
    return new WebintelError({ code, message: typeof desc === 'string' ? desc : e, status: response.status, requestId, retryAfter, details: { error: e } })
  }
  return new WebintelError({ code: 'invalid_response', message: `HTTP ${response.status} without an error body`, status: response.status, requestId, retryAfter })
}
