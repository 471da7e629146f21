

/** Table shapes shared by SQLite and PostgreSQL. Timestamps are ISO 8601 UTC strings (portable, sortable). */
export interface UsersTable {
  id: string
  email: string
  name: string
  password_hash: string
  created_at: string
  updated_at: string
}

export interface ApiKeysTable {
  id: string
  name: string
  /** First characters of the plain key, shown in listings to recognise it. */
  prefix: string
  /** HMAC-SHA256(server secret, key), hex. */
  key_hash: string
  /** HMAC-SHA256(server secret, secret key), hex. */
  secret_hash: string
  owner_id: string | null
  rate_limit_per_minute: number | null
  scopes: string
  created_at: string
  expires_at: string | null
  revoked_at: string | null
  last_used_at: string | null
}

export interface UsageDailyTable {
  key_id: string
  operation: string
  day: string
  count: number
}

export interface KvTable {
  k: string
  v: string
  expires_at: string | null
}

export interface MigrationRow {
  name: string
  applied_at: string
}

export interface Database {
  users: UsersTable
  api_keys: ApiKeysTable
  usage_daily: UsageDailyTable
  kv: KvTable
  webintel_migrations: MigrationRow
}
