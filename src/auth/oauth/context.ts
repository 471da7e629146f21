import { randomBytes } from 'node:crypto'
import type { OAuthStore } from '../../store/ports.ts'
import type { RateLimiter } from '../ratelimit/limiter.ts'
import type { Cache } from '../../cache/cache.ts'
import { keyedHash } from '../secret.ts'
import { base58 } from '../../text/ids.ts'

/** Lifetimes (checklist AS-6, AS-14, AS-22). */
export const CODE_TTL_S = 60
export const ACCESS_TOKEN_TTL_S = 1800
/** Refresh tokens expire after this much inactivity; each rotation starts a new period. */
export const REFRESH_TOKEN_IDLE_TTL_S = 14 * 86400
export const SCOPES = ['read', 'write'] as const
export const DEFAULT_SCOPES = ['read']

export interface OAuthOptions {
  store: OAuthStore
  secret: string
  /** The issuer (WEBINTEL_PUBLIC_URL or http://HOST:PORT): resolved lazily because PORT may be 0 until listen. */
  issuer: () => string
  rateLimiter?: RateLimiter
  cache?: Cache
  now?: () => Date
}

/** What every OAuth step shares. */
export interface OAuthCtx {
  store: OAuthStore
  issuer: () => string
  /** The audience of our access tokens: this API (RFC 9700 §2.3). */
  audience: () => string
  hash: (purpose: 'code' | 'token' | 'client-secret', value: string) => string
  now: () => Date
  rateLimiter?: RateLimiter
  cache?: Cache
}

export function createCtx(opts: OAuthOptions): OAuthCtx {
  return {
    store: opts.store,
    issuer: opts.issuer,
    audience: opts.issuer,
    hash: (purpose, value) => keyedHash(opts.secret, `oauth-${purpose}`, value),
    now: opts.now ?? (() => new Date()),
    rateLimiter: opts.rateLimiter,
    cache: opts.cache,
  }
}

/** 256 random bits, base58, with a type prefix so a leaked value is recognisable (secret scanners). */
export const randomToken = (prefix: string) => prefix + base58(randomBytes(32))

export const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000).toISOString()

/** Parses a space-delimited scope (RFC 6749 §3.3): known, case-sensitive values; canonical order. Null if unknown. */
export function parseScope(raw: string | undefined): string[] | null {
  if (raw === undefined) return [...DEFAULT_SCOPES]
  const asked = raw.split(' ').filter(Boolean)
  if (asked.length === 0) return null
  if (asked.some((s) => !(SCOPES as readonly string[]).includes(s))) return null
  return SCOPES.filter((s) => asked.includes(s))
}
