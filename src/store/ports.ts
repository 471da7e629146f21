/**
 * Storage ports. Each method resolves with a result — "not found" is null/false — and
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

export interface UserRecord {
  id: string
  email: string
  name: string
  passwordHash: string
  createdAt: string
  updatedAt: string
}

export interface UserStore {
  /** False when the email is taken (unique constraint). */
  insert(user: UserRecord): Promise<boolean>
  findById(id: string): Promise<UserRecord | null>
  /** Emails are stored lower-cased; pass a lower-cased value. */
  findByEmail(email: string): Promise<UserRecord | null>
  setPassword(id: string, passwordHash: string, at: Date): Promise<void>
  /** Deletes the user row and its sessions; false when absent. The caller revokes keys, apps and tokens first. */
  delete(id: string): Promise<boolean>
}

export interface SessionRecord {
  idHash: string
  userId: string
  createdAt: string
  expiresAt: string
}

export interface SessionStore {
  insert(s: SessionRecord): Promise<void>
  find(idHash: string): Promise<SessionRecord | null>
  delete(idHash: string): Promise<void>
  /** Ends every session of a user, except the one given (password change). */
  deleteForUser(userId: string, exceptIdHash?: string): Promise<void>
  /**
   * Deletes up to `limit` sessions that expired before the given time, in one statement (docs/jobs.md
   * "Housekeeping"); returns how many went. Fewer than `limit` means none are left.
   */
  purgeExpired(before: Date, limit: number): Promise<number>
}

export interface OAuthClientRecord {
  id: string
  ownerId: string
  name: string
  redirectUris: string[]
  secretHash: string
  pkceRequired: boolean
  createdAt: string
  updatedAt: string
}

export interface OAuthCodeRecord {
  codeHash: string
  clientId: string
  userId: string
  redirectUri: string
  redirectUriSent: boolean
  codeChallenge: string | null
  scopes: string[]
  grantId: string
  createdAt: string
  expiresAt: string
  consumedAt: string | null
}

export interface OAuthTokenRecord {
  tokenHash: string
  kind: 'access' | 'refresh'
  grantId: string
  clientId: string
  userId: string
  scopes: string[]
  audience: string
  createdAt: string
  expiresAt: string
  revokedAt: string | null
  usedAt: string | null
}

export interface OAuthStore {
  insertClient(c: OAuthClientRecord): Promise<void>
  findClient(id: string): Promise<OAuthClientRecord | null>
  listClients(ownerId: string): Promise<OAuthClientRecord[]>
  setClientSecret(id: string, secretHash: string, at: Date): Promise<boolean>
  /** Changes a client's name, redirect URIs and PKCE rule; false when absent. */
  updateClient(id: string, change: { name: string; redirectUris: string[]; pkceRequired: boolean }, at: Date): Promise<boolean>
  /** Deletes the client, its consents and codes, and revokes its tokens; false when absent. */
  deleteClient(id: string, at: Date): Promise<boolean>
  /** Users with a remembered consent per client id. */
  countAuthorisedUsers(clientIds: string[]): Promise<Map<string, number>>

  findConsent(userId: string, clientId: string): Promise<string[] | null>
  saveConsent(userId: string, clientId: string, scopes: string[], at: Date): Promise<void>
  /** A user's remembered consents with the client's name, newest first. */
  listConsents(userId: string): Promise<{ clientId: string; clientName: string; scopes: string[]; updatedAt: string }[]>
  /** Forgets a consent and revokes the user's tokens for that client; false when there was none. */
  withdrawConsent(userId: string, clientId: string, at: Date): Promise<boolean>

  insertCode(c: OAuthCodeRecord): Promise<void>
  findCode(codeHash: string): Promise<OAuthCodeRecord | null>
  /** Atomic: true for exactly one caller (UPDATE … WHERE consumed_at IS NULL). */
  consumeCode(codeHash: string, at: Date): Promise<boolean>

  insertToken(t: OAuthTokenRecord): Promise<void>
  findToken(tokenHash: string): Promise<OAuthTokenRecord | null>
  /** Atomic rotation step: true for exactly one caller of an unused, unrevoked refresh token. */
  markRefreshUsed(tokenHash: string, at: Date): Promise<boolean>
  revokeToken(tokenHash: string, at: Date): Promise<void>
  /** Revokes every token of a grant (code replay, refresh reuse, RT revocation). */
  revokeGrant(grantId: string, at: Date): Promise<void>
  /** Revokes every token of a user (password change). */
  revokeUserTokens(userId: string, at: Date): Promise<void>
  /**
   * Deletes up to `limit` codes or tokens that expired before the given time, in one statement (docs/jobs.md
   * "Housekeeping"); returns how many went. Fewer than `limit` means none are left.
   */
  purgeExpired(what: 'codes' | 'tokens', before: Date, limit: number): Promise<number>
}

export interface SanctionsListRecord {
  name: string
  format: string
  source: string
  listDate: string | null
  importedAt: string
  entityCount: number
  aliasCount: number
}

/** An entity of a list: its id and its JSON document (the sanctions engine owns the shape). */
export interface SanctionsEntityRecord {
  id: string
  data: string
}

export interface SanctionsListStore {
  /** Replaces the list of that name (row and every entity) in one transaction: all or nothing. */
  replace(list: SanctionsListRecord, entities: SanctionsEntityRecord[], onProgress?: (written: number) => void): Promise<void>
  /** Lists by name. */
  lists(): Promise<SanctionsListRecord[]>
  /** Every entity of a list. */
  entities(list: string): Promise<SanctionsEntityRecord[]>
  /** False when there was no such list. */
  remove(name: string): Promise<boolean>
  /** Changes whenever a list is imported or removed (compared by running nodes to reload). */
  version(): Promise<string>
  /** What the download job remembers of a configured source (its validators, as JSON), or null. */
  sourceState(name: string): Promise<string | null>
  saveSourceState(name: string, state: string): Promise<void>
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres'
  readonly apiKeys: ApiKeyStore
  readonly usage: UsageStore
  readonly users: UserStore
  readonly sessions: SessionStore
  readonly oauth: OAuthStore
  readonly sanctions: SanctionsListStore
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  close(): Promise<void>
}
