/**
 * The one place where network and undici errors become AppErrors. Matches on `code`
 * (and `name` for DOMException aborts), never on message text.
 */
import { AppError, isAppError } from '../errors.ts'
import type { DecompressionBombError } from './body-limit.ts'

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT', 'ESOCKETTIMEDOUT',
])
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL', 'ENONAME', 'EREFUSED', 'ECONNREFUSED_DNS'])
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ECONNABORTED',
  'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'UND_ERR_DESTROYED',
])

export type FailureReason = 'dns' | 'connection' | 'tls' | 'protocol' | 'headers_too_large' | 'too_large' | 'redirects' | 'status' | 'aborted' | 'other'

function codeOf(err: unknown): string | undefined {
  // undici sometimes wraps the socket error; look one level down as well.
  for (let e: any = err, depth = 0; e && depth < 3; e = e.cause, depth++) {
    if (typeof e.code === 'string' && e.code !== '') return e.code
  }
  return undefined
}

function reasonFor(code: string): FailureReason {
  if (DNS_CODES.has(code)) return 'dns'
  if (CONNECTION_CODES.has(code)) return 'connection'
  if (code === 'UND_ERR_HEADERS_OVERFLOW') return 'headers_too_large'
  if (code.startsWith('HPE_') || code === 'UND_ERR_INFO' || code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') return 'protocol'
  if (code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_') || code.includes('CERT') || code.includes('SELF_SIGNED')) return 'tls'
  return 'other'
}

export function fetchBlocked(message: string, details: Record<string, unknown>): AppError {
  return new AppError('fetch_blocked', message, { details })
}

export function fetchFailed(message: string, details: Record<string, unknown>, cause?: unknown): AppError {
  return new AppError('fetch_failed', message, { details, cause })
}

/** A body over the cap where a cut one is of no use (a JSON answer): refused, never parsed half. */
export function bodyTooLarge(url: string, maxBytes: number): AppError {
  return fetchFailed(`the answer of ${url} is larger than ${maxBytes} bytes`, { url, reason: 'too_large', max_bytes: maxBytes })
}

/** A coded body that expanded past the allowed ratio: refused rather than cut (docs/fetch.md). */
export function decompressionBomb(url: string, err: DecompressionBombError): AppError {
  return fetchFailed(`${url}: ${err.message}; refused as a decompression bomb`,
    { url, reason: 'decompression_bomb', decoded_bytes: err.decodedBytes, coded_bytes: err.codedBytes }, err)
}

export function upstreamTimeout(url: string, cause?: unknown): AppError {
  return new AppError('upstream_timeout', `timed out fetching ${url}`, { details: { url }, cause })
}

/**
 * The fetch line is full: refused at once rather than queued until the caller's deadline.
 * Retry-After (RFC 9110 §10.2.3) is half the fetch deadline: slots free as fetches end, and a line that
 * full means the fetches ahead are slow ones, so an earlier retry would most likely be refused again.
 */
export function fetchQueueFull(queueMax: number, timeoutMs: number): AppError {
  return lineFull('fetch_queue_full', 'too many outbound fetches are waiting; retry later', queueMax, Math.max(1, Math.ceil(timeoutMs / 2000)))
}

/** A bounded waiting line is full: 503 service_unavailable with the line's reason, its size and Retry-After. */
export function lineFull(reason: string, message: string, queueMax: number, retryAfterS: number): AppError {
  return new AppError('service_unavailable', message, {
    details: { reason, queue_max: queueMax },
    headers: { 'retry-after': String(retryAfterS) },
  })
}

export interface MapContext {
  url: string
  /** True when the fetcher's own overall deadline fired. */
  deadlineHit: boolean
}

/** Maps anything thrown while fetching to an AppError; AppErrors pass through unchanged. */
export function toFetchError(err: unknown, ctx: MapContext): AppError {
  if (isAppError(err)) return err
  if (ctx.deadlineHit) return upstreamTimeout(ctx.url, err)
  const name = (err as { name?: unknown } | null)?.name
  if (name === 'TimeoutError') return upstreamTimeout(ctx.url, err)
  const code = codeOf(err)
  if (code && TIMEOUT_CODES.has(code)) return upstreamTimeout(ctx.url, err)
  if (name === 'AbortError' || code === 'UND_ERR_ABORTED' || code === 'ABORT_ERR') {
    return fetchFailed(`fetch of ${ctx.url} was cancelled`, { url: ctx.url, reason: 'aborted' }, err)
  }
  if (code === 'WEBINTEL_CONNECT_FAILED') {
    // One answer for refused, reset, unreachable and timed-out connections: open, closed and filtered ports look alike.
    return fetchFailed(`could not connect to ${ctx.url}`, { url: ctx.url, reason: 'connection' }, err)
  }
  const reason = code ? reasonFor(code) : 'other'
  const what = reason === 'dns' ? 'could not resolve the host of'
    : reason === 'headers_too_large' ? 'response headers too large from'
      : reason === 'tls' ? 'TLS handshake failed with'
        : 'could not fetch'
  // A socket code says how a connection ended (refused, reset …): kept for the log (cause), not the answer.
  return fetchFailed(`${what} ${ctx.url}`, { url: ctx.url, reason, ...(code && reason !== 'connection' ? { code } : {}) }, err)
}
