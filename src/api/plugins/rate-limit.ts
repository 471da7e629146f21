import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import type { Services } from '../../services.ts'

const WINDOW_MS = 60_000

/**
 * Per-principal fixed-window limit with the IETF RateLimit-Policy / RateLimit fields
 * (draft-ietf-httpapi-ratelimit-headers) on every authenticated response; 429 + Retry-After past it.
 * When the limiter backend fails (Redis down) the request is let through: rate limits fail open,
 * authentication never does (docs/deployment.md).
 */
export function createRateLimitHook(services: Pick<Services, 'config' | 'rateLimiter' | 'usage'>) {
  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    const p = request.principal
    if (!p) return
    const limit = p.rateLimitPerMinute ?? services.config.core.rateLimitPerMinute
    let r
    try {
      r = await services.rateLimiter.hit(p.subject, limit, WINDOW_MS)
    } catch (err) {
      request.log.warn({ err }, '[ratelimit] backend failed; failing open')
      return
    }
    const resetS = Math.max(1, Math.ceil(r.resetMs / 1000))
    reply.header('RateLimit-Policy', `"default";q=${limit};w=${WINDOW_MS / 1000}`)
    reply.header('RateLimit', `"default";r=${r.remaining};t=${resetS}`)
    if (!r.allowed) {
      throw new AppError('rate_limited', `Rate limit of ${limit} requests per minute exceeded; retry in ${resetS} s`, {
        headers: { 'Retry-After': String(resetS) },
        details: { limit, window_seconds: WINDOW_MS / 1000, retry_after_seconds: resetS },
      })
    }
  }
}

/**
 * Charges `extra` more requests to the caller's limit and usage, for one HTTP request that carries several
 * operations (a JSON-RPC batch of MCP tool calls, a `queries` list of names to screen): all-or-nothing — when
 * they do not all fit in what is left of the window, nothing more is counted and rate_limited is thrown before
 * anything runs (the request itself stays counted, like any refused request). `unit` names what is counted
 * ("tool calls", "names"). Fails open like the hook when the limiter backend fails.
 */
export async function chargeExtra(services: Pick<Services, 'config' | 'rateLimiter' | 'usage'>, request: FastifyRequest, reply: FastifyReply, extra: number, operation: string, unit = 'tool calls') {
  const p = request.principal
  if (!p || extra <= 0) return
  const limit = p.rateLimitPerMinute ?? services.config.core.rateLimitPerMinute
  let r
  try {
    r = await services.rateLimiter.hit(p.subject, limit, WINDOW_MS, extra)
  } catch (err) {
    request.log.warn({ err }, '[ratelimit] backend failed; failing open')
    return
  }
  const resetS = Math.max(1, Math.ceil(r.resetMs / 1000))
  reply.header('RateLimit', `"default";r=${r.remaining};t=${resetS}`)
  if (!r.allowed) {
    const calls = extra + 1
    const why = calls > limit
      ? `this request holds ${calls} ${unit}, each counted as a request, more than the limit allows in any window: split it`
      : `this request holds ${calls} ${unit}, each counted as a request, and ${r.remaining + 1} were left in this window; retry in ${resetS} s`
    throw new AppError('rate_limited', `Rate limit of ${limit} requests per minute exceeded: ${why}`, {
      headers: { 'Retry-After': String(resetS) },
      details: { limit, window_seconds: WINDOW_MS / 1000, retry_after_seconds: resetS, calls, ...(calls > limit ? { reason: 'batch_over_limit' } : {}) },
    })
  }
  for (let i = 0; i < extra; i++) services.usage.record(p.usageSubject ?? p.subject, operation)
}

/** Counts a request for the usage chart once it passed validation (a rejected request changes nothing). */
export function createUsageHook(services: Pick<Services, 'config' | 'rateLimiter' | 'usage'>) {
  return async function countUsage(request: FastifyRequest) {
    const op = request.routeOptions.config?.operation
    if (op && request.principal) services.usage.record(request.principal.usageSubject ?? request.principal.subject, op)
  }
}
