

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

/**
 * Periodic housekeeping windows shared by the nodes of a deployment without Redis (docs/jobs.md
 * "Housekeeping"): one row per `<group>:<job kind>`; a node runs a window only when its conditional update of
 * next_run_ms wins.
 */
export interface JobSchedulesTable {
  name: string
  next_run_ms: number
  last_run_ms: number | null
  last_owner: string | null
}

export interface MigrationRow {
  name: string
  applied_at: string
}

/** Portal sessions: the cookie carries a random id; only its keyed hash is stored. */
export interface SessionsTable {
  id_hash: string
  user_id: string
  created_at: string
  expires_at: string
}

/** OAuth clients registered in the portal or the CLI. Secrets are stored as keyed hashes only. */
export interface OAuthClientsTable {
  id: string
  owner_id: string
  name: string
  /** JSON array of exact redirect URIs. */
  redirect_uris: string
  secret_hash: string
  /** 1 = every authorization request needs PKCE S256 (default); 0 = PKCE optional (legacy clients). */
  pkce_required: number
  created_at: string
  updated_at: string
}

/** Remembered consent: the scopes a user granted a client. */
export interface OAuthConsentsTable {
  user_id: string
  client_id: string
  scopes: string
  created_at: string
  updated_at: string
}

/** Authorization codes (hashed), single use: consumed_at is set by one atomic UPDATE. */
export interface OAuthCodesTable {
  code_hash: string
  client_id: string
  user_id: string
  redirect_uri: string
  /** 1 when redirect_uri was present in the authorization request (RFC 6749 §4.1.3). */
  redirect_uri_sent: number
  code_challenge: string | null
  scopes: string
  grant_id: string
  created_at: string
  expires_at: string
  consumed_at: string | null
}

/** Access and refresh tokens (hashed). A grant (one code redemption) is the family revoked together. */
export interface OAuthTokensTable {
  token_hash: string
  kind: string
  grant_id: string
  client_id: string
  user_id: string
  scopes: string
  audience: string
  created_at: string
  expires_at: string
  revoked_at: string | null
  /** Refresh tokens: set when rotated; a second use is reuse (RFC 9700 §4.14.2). */
  used_at: string | null
}

/** An imported sanctions or PEP list (docs/sanctions.md). */
export interface SanctionsListsTable {
  name: string
  format: string
  source: string
  list_date: string | null
  imported_at: string
  entity_count: number
  alias_count: number
}

/** One listed entity of a list, as a JSON document (names, dates, countries, identifiers, programmes). */
export interface SanctionsEntitiesTable {
  list: string
  id: string
  data: string
}

/** Batch jobs (docs/jobs.md). `status`: queued | running | completed | failed | cancelled. */
export interface BatchJobsTable {
  id: string
  /** `user:<id>` for keys and tokens of a portal account, `key:<id>` for keys without an owner. */
  account: string
  /** Runners claim only the jobs of their own group (WEBINTEL_JOBS_GROUP). */
  job_group: string
  operation: string
  status: string
  total: number
  idempotency_key: string | null
  /** SHA-256 of the request, to tell a retried request from a different one under the same key. */
  request_hash: string
  rate_subject: string
  rate_limit: number | null
  usage_subject: string
  webhook_url: string | null
  /** Comma-separated event types. */
  webhook_events: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  /** Results are deleted after this (set when the job ends). */
  expires_at: string | null
  /** Set on the runs a monitor starts. */
  monitor_id: string | null
}

/** A job's items re-run on a cron schedule (docs/jobs.md "Monitors"). */
export interface MonitorsTable {
  id: string
  account: string
  /** Runs are started by processes of this group (WEBINTEL_JOBS_GROUP). */
  job_group: string
  source_job_id: string
  operation: string
  /** JSON array of the items (each the JSON the job stored), copied when the monitor is created. */
  items: string
  /** Cron expression, evaluated in UTC. */
  schedule: string
  threshold: number
  webhook_url: string | null
  rate_subject: string
  rate_limit: number | null
  usage_subject: string
  created_at: string
  /** Epoch milliseconds of the next run. */
  next_run_ms: number
  last_run_job_id: string | null
  last_run_at: string | null
  /** The run whose changes were last computed. */
  diffed_job_id: string | null
  /** JSON summary of the last comparison. */
  last_changes: string | null
}

/** What a monitor saw of one item at its last run (JSON), to tell what changed. */
export interface MonitorStatesTable {
  monitor_id: string
  idx: number
  state: string
}

/** One item of a job. `status`: pending | running | ok | error | cancelled. */
export interface BatchItemsTable {
  job_id: string
  idx: number
  /** JSON of the item as submitted. */
  input: string
  status: string
  /** JSON of the result (status ok). */
  result: string | null
  error_code: string | null
  error_message: string | null
  /** Claims so far (a crash part-way leaves a claim without a result). */
  attempts: number
  lease_owner: string | null
  /** Epoch milliseconds. */
  lease_until: number | null
  finished_at: string | null
}

/** Per-account webhook signing secret: derived from the server secret and this nonce, never stored. */
export interface WebhookSecretsTable {
  account: string
  nonce: string
  /** The secret before the last rotation, still signed with until previous_until. */
  previous_nonce: string | null
  previous_until: string | null
  created_at: string
}

/** One webhook message (Standard Webhooks): the same id on every attempt. `status`: pending | delivered | failed. */
export interface WebhookDeliveriesTable {
  id: string
  job_id: string
  /** Sent by processes of this group (WEBINTEL_JOBS_GROUP). */
  job_group: string
  account: string
  type: string
  url: string
  /** The exact JSON body sent on every attempt. */
  payload: string
  status: string
  attempts: number
  created_ms: number
  next_attempt_ms: number
  lease_until: number | null
  last_status_code: number | null
  last_error: string | null
  /** JSON array of attempts: { at, status_code?, error?, ms }. */
  log: string
  delivered_at: string | null
}

export interface Database {
  sanctions_lists: SanctionsListsTable
  sanctions_entities: SanctionsEntitiesTable
  monitors: MonitorsTable
  monitor_states: MonitorStatesTable
  batch_jobs: BatchJobsTable
  batch_items: BatchItemsTable
  webhook_secrets: WebhookSecretsTable
  webhook_deliveries: WebhookDeliveriesTable
  sessions: SessionsTable
  oauth_clients: OAuthClientsTable
  oauth_consents: OAuthConsentsTable
  oauth_codes: OAuthCodesTable
  oauth_tokens: OAuthTokensTable
  users: UsersTable
  api_keys: ApiKeysTable
  usage_daily: UsageDailyTable
  kv: KvTable
  job_schedules: JobSchedulesTable
  webintel_migrations: MigrationRow
}
