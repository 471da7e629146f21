/**
 * Storage ports (STYLE §3). Each method resolves with a result — "not found" is null/false — and
 * rejects only on a backend failure. Implemented once in src/store/sql/ over SQLite and PostgreSQL.
 */
export interface ApiKeyRecord {
  id: string
  name: string
  prefix: string
  keyHash: string
  secretHash: string
  ownerId: string | null
  rateLimitPerMinute: number | null
  scopes: string[]
  createdAt: string
  expiresAt: string | null
  revokedAt: string | null
  lastUsedAt: string | null
}

export type NewApiKey = Omit<ApiKeyRecord, 'revokedAt' | 'lastUsedAt'>

export interface ApiKeyStore {
  /** Null when no key has this hash. */
  findByHash(keyHash: string): Promise<ApiKeyRecord | null>
  findById(id: string): Promise<ApiKeyRecord | null>
  insert(key: NewApiKey): Promise<ApiKeyRecord>
  /** Newest first; all keys, or one owner's. */
  list(filter?: { ownerId?: string | null }): Promise<ApiKeyRecord[]>
  /** False when there is no such key or it was already revoked. */
  revoke(id: string, at: Date): Promise<boolean>
  /** Sets (or with null clears) the expiry; false when there is no such key. */
  setExpiry(id: string, expiresAt: Date | null): Promise<boolean>
  /** Records the last use (best effort, coarse). */
  touch(id: string, at: Date): Promise<void>
}

export interface UsageRow {
  keyId: string
  operation: string
  /** YYYY-MM-DD (UTC). */
  day: string
  count: number
}

export interface UsageStore {
  /** Adds counts (upsert-increment). */
  add(rows: UsageRow[]): Promise<void>
  /** Rows for the keys since a day (inclusive), oldest first. */
  list(keyIds: string[], sinceDay: string): Promise<UsageRow[]>
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres'
  readonly apiKeys: ApiKeyStore
  readonly usage: UsageStore
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  close(): Promise<void>
}
