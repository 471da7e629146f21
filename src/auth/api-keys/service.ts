import type { ApiKeyRecord, ApiKeyStore } from '../../store/ports.ts'
import { keyedHash, safeEqualHex } from '../secret.ts'
import { generateId } from '../../text/ids.ts'
import { displayPrefix, generateApiKey, generateSecretKey, hasValidChecksum } from './key-format.ts'

export interface CreatedKey {
  record: ApiKeyRecord
  /** Plain values: shown once, never stored. */
  apiKey: string
  secretKey: string
}

export interface CreateKeyInput {
  name: string
  ownerId?: string | null
  expiresAt?: Date | null
  rateLimitPerMinute?: number | null
  scopes?: string[]
  /** Operator-chosen values (bootstrap); generated when absent. */
  apiKey?: string
  secretKey?: string
}

/** Why a credential was refused — for logs only; responses never say which part was wrong. */
export type KeyCheck = { ok: true; key: ApiKeyRecord } | { ok: false; reason: 'missing' | 'malformed' | 'unknown' | 'revoked' | 'expired' | 'secret_mismatch' }

export interface ApiKeyServiceOptions {
  store: ApiKeyStore
  secret: string
  now?: () => Date
  /** How long a looked-up key record is trusted in memory (bounds revocation delay across nodes). */
  cacheTtlMs?: number
}

export function createApiKeyService(opts: ApiKeyServiceOptions) {
  const { store, secret } = opts
  const now = opts.now ?? (() => new Date())
  const ttl = opts.cacheTtlMs ?? 10_000
  const hashKey = (v: string) => keyedHash(secret, 'api-key', v)
  const hashSecret = (v: string) => keyedHash(secret, 'secret-key', v)
  const memo = new Map<string, { rec: ApiKeyRecord | null; at: number }>()
  const lastTouch = new Map<string, number>()

  async function lookup(keyHash: string): Promise<ApiKeyRecord | null> {
    const m = memo.get(keyHash)
    const t = Date.now()
    if (m && t - m.at < ttl) return m.rec
    const rec = await store.findByHash(keyHash)
    if (memo.size > 10_000) memo.clear()
    memo.set(keyHash, { rec, at: t })
    return rec
  }

  return {
    hashKey,

    async create(input: CreateKeyInput): Promise<CreatedKey> {
      const apiKey = input.apiKey ?? generateApiKey()
      const secretKey = input.secretKey ?? generateSecretKey()
      const record = await store.insert({
        id: generateId('key'),
        name: input.name,
        prefix: displayPrefix(apiKey),
        keyHash: hashKey(apiKey),
        secretHash: hashSecret(secretKey),
        ownerId: input.ownerId ?? null,
        rateLimitPerMinute: input.rateLimitPerMinute ?? null,
        scopes: input.scopes ?? ['read', 'write'],
        createdAt: now().toISOString(),
        expiresAt: input.expiresAt ? input.expiresAt.toISOString() : null,
      })
      return { record, apiKey, secretKey }
    },

    /** Ensures an operator-chosen pair exists (WEBINTEL_BOOTSTRAP_*); returns false when it already did. */
    async ensure(name: string, apiKey: string, secretKey: string): Promise<boolean> {
      const existing = await store.findByHash(hashKey(apiKey))
      if (existing && !existing.revokedAt && safeEqualHex(existing.secretHash, hashSecret(secretKey))) return false
      if (existing) throw new Error('WEBINTEL_BOOTSTRAP_API_KEY exists with another secret or was revoked; choose a new key')
      await this.create({ name, apiKey, secretKey })
      return true
    },

    /**
     * Checks a key (and, for Variant B, its secret). Always computes both hashes so timing does not
     * tell a missing key from a wrong secret; the stored hash is compared in constant time.
     */
    async verify(apiKey: string | undefined, secretKey?: string | undefined, requireSecret = false): Promise<KeyCheck> {
      if (!apiKey || (requireSecret && !secretKey)) return { ok: false, reason: 'missing' }
      const secretHash = hashSecret(secretKey ?? '')
      if (apiKey.length > 256 || !hasValidChecksum(apiKey)) return { ok: false, reason: 'malformed' }
      const rec = await lookup(hashKey(apiKey))
      if (!rec) return { ok: false, reason: 'unknown' }
      if (requireSecret && !safeEqualHex(rec.secretHash, secretHash)) return { ok: false, reason: 'secret_mismatch' }
      if (rec.revokedAt) return { ok: false, reason: 'revoked' }
      if (rec.expiresAt && Date.parse(rec.expiresAt) <= now().getTime()) return { ok: false, reason: 'expired' }
      // last_used_at is coarse (once a minute per key per node) so it costs no write per request.
      const t = Date.now()
      if ((lastTouch.get(rec.id) ?? 0) + 60_000 < t) {
        lastTouch.set(rec.id, t)
        store.touch(rec.id, now()).catch(() => {})
      }
      return { ok: true, key: rec }
    },

    list: (filter?: { ownerId?: string | null }) => store.list(filter),

    async revoke(id: string): Promise<boolean> {
      const done = await store.revoke(id, now())
      memo.clear()
      return done
    },

    async setExpiry(id: string, at: Date | null): Promise<boolean> {
      const done = await store.setExpiry(id, at)
      memo.clear()
      return done
    },

    /** Forget cached lookups (called on revocation broadcasts from other nodes). */
    invalidate() { memo.clear() },
  }
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>
