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
 * operations (a JSON-RPC batch of MCP tool calls): throws rate_limited, before anything runs, when they do not
 * all fit in the window. Fails open like the hook when the limiter backend fails.
 */
export async function chargeExtra(services: Pick<Services, 'config' | 'rateLimiter' | 'usage'>, request: FastifyRequest, reply: FastifyReply, extra: number, operation: string) {
  const p = request.principal
  if (!p || extra <= 0) return
  const limit = p.rateLimitPerMinute ?? services.config.core.rateLimitPerMinute
  let r
  try {
    for (let i = 0; i < extra; i++) {
      r = await services.rateLimiter.hit(p.subject, limit, WINDOW_MS)
      if (!r.allowed) break
    }
  } catch (err) {
    request.log.warn({ err }, '[ratelimit] backend failed; failing open')
    return
  }
  if (!r) return
  const resetS = Math.max(1, Math.ceil(r.resetMs / 1000))
  reply.header('RateLimit', `"default";r=${r.remaining};t=${resetS}`)
  if (!r.allowed) {
    throw new AppError('rate_limited', `Rate limit of ${limit} requests per minute exceeded: this batch holds ${extra + 1} tool calls, each counted as a request; retry in ${resetS} s`, {
      headers: { 'Retry-After': String(resetS) },
      details: { limit, window_seconds: WINDOW_MS / 1000, retry_after_seconds: resetS, calls: extra + 1 },
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
