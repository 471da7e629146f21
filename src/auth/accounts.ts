import { randomBytes } from 'node:crypto'
import type { Store, UserRecord } from '../store/ports.ts'
import { keyedHash, safeEqualHex } from './secret.ts'
import { base58, generateId } from '../text/ids.ts'
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from './password.ts'

export const SESSION_TTL_MS = 7 * 24 * 3600_000
/** How long a password-reset link works. */
export const RESET_TTL_MS = 3600_000

export interface AccountsOptions {
  store: Pick<Store, 'users' | 'sessions' | 'oauth'>
  secret: string
  now?: () => Date
}

/** `exists`: the address already has an account (the portal must not tell; the operator's CLI may). */
export type SignUpResult = { ok: true; user: UserRecord } | { ok: false; field: 'email' | 'name' | 'password'; message: string; exists?: true }

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,63}$/

/** Accounts and portal sessions. No Fastify here: the CLI uses it too. */
export function createAccounts(opts: AccountsOptions) {
  const { store, secret } = opts
  const now = opts.now ?? (() => new Date())
  const hashSession = (id: string) => keyedHash(secret, 'session', id)

  /** The user a reset token belongs to, or null (malformed, expired, forged, or already used). */
  async function resetTokenUser(token: string | undefined): Promise<UserRecord | null> {
    if (!token || token.length > 300) return null
    const [body, mac] = token.split('.')
    if (!body || !mac) return null
    const [userId, exp] = Buffer.from(body, 'base64url').toString('utf8').split('.')
    if (!userId || !(Number(exp) > now().getTime())) return null
    const user = await store.users.findById(userId)
    if (!user || !safeEqualHex(keyedHash(secret, 'reset', `${body}.${user.passwordHash}`), mac)) return null
    return user
  }

  return {
    normaliseEmail: (email: string) => email.trim().toLowerCase(),

    /** Every problem of a sign-up form at once (field → message), so the form can show them together. */
    signUpProblems(input: { email: string; name: string; password: string }): Partial<Record<'email' | 'name' | 'password', string>> {
      const out: Partial<Record<'email' | 'name' | 'password', string>> = {}
      const name = input.name.trim()
      if (!EMAIL.test(input.email.trim().toLowerCase())) out.email = 'Enter an email address like name@example.com.'
      if (name.length === 0 || name.length > 200) out.name = 'Enter your name (up to 200 characters).'
      const problem = passwordProblem(input.password)
      if (problem) out.password = problem
      return out
    },

    async signUp(input: { email: string; name: string; password: string }): Promise<SignUpResult> {
      const email = input.email.trim().toLowerCase()
      const name = input.name.trim()
      if (!EMAIL.test(email)) return { ok: false, field: 'email', message: 'Enter an email address like name@example.com.' }
      if (name.length === 0 || name.length > 200) return { ok: false, field: 'name', message: 'Enter your name (up to 200 characters).' }
      const problem = passwordProblem(input.password, { email })
      if (problem) return { ok: false, field: 'password', message: problem }
      const t = now().toISOString()
      const user: UserRecord = { id: generateId('usr'), email, name, passwordHash: await hashPassword(input.password), createdAt: t, updatedAt: t }
      // The password is hashed before the insert either way, so a taken address costs the same time as a free one.
      if (!(await store.users.insert(user))) return { ok: false, field: 'email', message: 'An account with this email already exists. Log in instead.', exists: true }
      return { ok: true, user }
    },

    /** Null for an unknown email or a wrong password (the caller says neither which). */
    async authenticate(email: string, password: string): Promise<UserRecord | null> {
      const user = await store.users.findByEmail(email.trim().toLowerCase())
      const ok = await verifyPassword(password, user?.passwordHash ?? await dummyHash())
      return user && ok ? user : null
    },

    findUser: (id: string) => store.users.findById(id),
    findUserByEmail: (email: string) => store.users.findByEmail(email.trim().toLowerCase()),

    /** Changes the password, ends the user's other sessions and revokes their OAuth tokens (RFC 9700 §4.14.2). */
    async changePassword(userId: string, current: string, next: string, keepSessionId?: string): Promise<{ ok: true } | { ok: false; field: 'current' | 'next'; message: string }> {
      const user = await store.users.findById(userId)
      if (!user || !(await verifyPassword(current, user.passwordHash))) return { ok: false, field: 'current', message: 'Your current password is not correct.' }
      const problem = passwordProblem(next, { email: user.email })
      if (problem) return { ok: false, field: 'next', message: problem }
      await store.users.setPassword(userId, await hashPassword(next), now())
      await store.sessions.deleteForUser(userId, keepSessionId ? hashSession(keepSessionId) : undefined)
      await store.oauth.revokeUserTokens(userId, now())
      return { ok: true }
    },

    /**
     * A one-time password-reset token (valid RESET_TTL_MS): the user id and expiry, signed with the server
     * secret over the current password hash, so it stops working once the password changes (used or not).
     * Nothing is stored. Null for an unknown email.
     */
    async resetToken(email: string): Promise<{ token: string; user: UserRecord; expiresAt: Date } | null> {
      const user = await store.users.findByEmail(email.trim().toLowerCase())
      if (!user) return null
      const expiresAt = new Date(now().getTime() + RESET_TTL_MS)
      const body = Buffer.from(`${user.id}.${expiresAt.getTime()}`).toString('base64url')
      return { token: `${body}.${keyedHash(secret, 'reset', `${body}.${user.passwordHash}`)}`, user, expiresAt }
    },

    resetTokenUser,

    /** Sets a new password from a reset token; ends every session and revokes OAuth tokens (as a change does). */
    async resetPassword(token: string, next: string): Promise<{ ok: true; user: UserRecord } | { ok: false; field: 'token' | 'next'; message: string }> {
      const user = await resetTokenUser(token)
      if (!user) return { ok: false, field: 'token', message: 'This reset link is invalid, expired or already used. Ask for a new one.' }
      const problem = passwordProblem(next)
      if (problem) return { ok: false, field: 'next', message: problem }
      await store.users.setPassword(user.id, await hashPassword(next), now())
      await store.sessions.deleteForUser(user.id)
      await store.oauth.revokeUserTokens(user.id, now())
      return { ok: true, user }
    },

    /** Starts a session; returns the cookie value (256 random bits), stored only as a keyed hash. */
    async startSession(userId: string): Promise<{ id: string; expiresAt: Date }> {
      const id = base58(randomBytes(32))
      const expiresAt = new Date(now().getTime() + SESSION_TTL_MS)
      await store.sessions.insert({ idHash: hashSession(id), userId, createdAt: now().toISOString(), expiresAt: expiresAt.toISOString() })
      return { id, expiresAt }
    },

    async sessionUser(id: string | undefined): Promise<UserRecord | null> {
      if (!id || id.length > 100) return null
      const s = await store.sessions.find(hashSession(id))
      if (!s) return null
      if (Date.parse(s.expiresAt) <= now().getTime()) { await store.sessions.delete(s.idHash); return null }
      return store.users.findById(s.userId)
    },

    endSession: (id: string) => store.sessions.delete(hashSession(id)),

    /** CSRF token bound to the session (or pre-session) id: HMAC, so nothing extra is stored. */
    csrfToken: (sessionId: string) => keyedHash(secret, 'csrf', sessionId),
  }
}

export type Accounts = ReturnType<typeof createAccounts>
