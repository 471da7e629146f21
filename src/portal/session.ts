import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Services } from '../services.ts'
import type { UserRecord } from '../store/ports.ts'
import { base58 } from '../text/ids.ts'
import { SESSION_TTL_MS } from '../auth/accounts.ts'

export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    const k = part.slice(0, i).trim()
    if (k && !out.has(k)) out.set(k, part.slice(i + 1).trim())
  }
  return out
}

/** Parsed form body with repeated names noted (kept as the first value). */
export function formOf(request: FastifyRequest): Map<string, string> {
  const body = typeof request.body === 'string' ? request.body : ''
  const out = new Map<string, string>()
  for (const [k, v] of new URLSearchParams(body)) if (!out.has(k)) out.set(k, v)
  return out
}

/** Registers a raw-string parser for HTML forms in this (encapsulated) plugin. */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body))
}

/** Page security headers (RFC 9700 §4.16 framing, §4.2.4 referrer; no caching of pages with secrets). */
export function pageHeaders(reply: FastifyReply) {
  reply.header('Content-Security-Policy', "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'")
  reply.header('X-Frame-Options', 'DENY')
  reply.header('Referrer-Policy', 'no-referrer')
  reply.header('X-Content-Type-Options', 'nosniff')
  reply.header('Cache-Control', 'no-store')
}

export interface SessionKit {
  /** The signed-in user, or null. Cached per request. */
  user(request: FastifyRequest): Promise<UserRecord | null>
  /** CSRF token for forms on this page; sets a pre-session cookie for visitors not signed in. */
  csrf(request: FastifyRequest, reply: FastifyReply): Promise<string>
  checkCsrf(request: FastifyRequest, form: Map<string, string>): Promise<boolean>
  signIn(reply: FastifyReply, userId: string): Promise<void>
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>
  sessionId(request: FastifyRequest): string | undefined
}

/**
 * Cookie sessions: `__Host-` names, Secure, HttpOnly, SameSite=Lax when the public URL is https (Lax so
 * a top-level redirect from a client to /oauth/authorize still carries the session). Over plain http
 * (local development and tests) browsers drop Secure cookies, so the flag and the prefix are left out.
 */
export function createSessionKit(services: Pick<Services, 'accounts' | 'publicUrl'>): SessionKit {
  const secure = () => services.publicUrl().startsWith('https:')
  const name = (base: string) => (secure() ? `__Host-${base}` : base)
  const cookie = (n: string, value: string, maxAgeS: number) =>
    `${name(n)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}${secure() ? '; Secure' : ''}`
  const cache = new WeakMap<FastifyRequest, UserRecord | null>()
  const sessionId = (request: FastifyRequest) => parseCookies(request.headers.cookie).get(name('wi_session'))
  const preId = (request: FastifyRequest) => parseCookies(request.headers.cookie).get(name('wi_pre'))
  const addCookie = (reply: FastifyReply, c: string) => {
    const prev = reply.getHeader('Set-Cookie')
    reply.header('Set-Cookie', [...(Array.isArray(prev) ? prev : prev ? [String(prev)] : []), c])
  }

  const kit: SessionKit = {
    sessionId,
    async user(request) {
      if (cache.has(request)) return cache.get(request)!
      const u = await services.accounts.sessionUser(sessionId(request))
      cache.set(request, u)
      return u
    },
    async csrf(request, reply) {
      const sid = sessionId(request)
      if (sid && await kit.user(request)) return services.accounts.csrfToken(sid)
      let pre = preId(request)
      if (!pre || pre.length > 100) {
        pre = base58(randomBytes(24))
        addCookie(reply, cookie('wi_pre', pre, 3600 * 12))
        ;(request as { newPre?: string }).newPre = pre
      }
      return services.accounts.csrfToken(pre)
    },
    async checkCsrf(request, form) {
      const given = form.get('_csrf') ?? ''
      const sid = sessionId(request)
      const basis = sid && await kit.user(request) ? sid : preId(request)
      if (!basis) return false
      const want = Buffer.from(services.accounts.csrfToken(basis))
      const got = Buffer.from(given)
      return want.length === got.length && timingSafeEqual(want, got)
    },
    async signIn(reply, userId) {
      const s = await services.accounts.startSession(userId)
      addCookie(reply, cookie('wi_session', s.id, Math.floor(SESSION_TTL_MS / 1000)))
    },
    async signOut(request, reply) {
      const sid = sessionId(request)
      if (sid) await services.accounts.endSession(sid)
      addCookie(reply, cookie('wi_session', '', 0))
    },
  }
  return kit
}

/** True when a return_to carries C0 control characters or DEL (CR/LF header injection and the like): a 400. */
export function hostileReturnTo(v: string | undefined): boolean {
  return v !== undefined && /[\x00-\x1f\x7f]/.test(v)
}

/** Same-origin path only (no scheme, no //host, no backslash tricks): open-redirect guard for return_to. */
export function safeReturnTo(v: string | undefined): string | undefined {
  if (!v || v.length > 4000) return undefined
  // Only printable ASCII goes into a Location header: CR/LF (header injection), other controls, spaces and
  // non-ASCII make the return address void (the default page is used instead).
  if (!/^[\x21-\x7e]+$/.test(v)) return undefined
  if (!v.startsWith('/') || v.startsWith('//') || v.includes('\\')) return undefined
  return v.startsWith('/portal') || v.startsWith('/oauth/authorize') ? v : undefined
}
