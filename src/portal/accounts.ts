import { randomBytes } from 'node:crypto'
import type { Store, UserRecord } from '../store/ports.ts'
import { keyedHash } from '../auth/secret.ts'
import { base58, generateId } from '../auth/api-keys/key-format.ts'
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from './password.ts'

export const SESSION_TTL_MS = 7 * 24 * 3600_000

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

  return {
    normaliseEmail: (email: string) => email.trim().toLowerCase(),

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
