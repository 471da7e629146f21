import { bool, int, list, oneOf, str, url } from './vars.ts'

const min16 = (v: string) => (v.length < 16 ? 'must be at least 16 characters' : undefined)

/** Core service settings. Engine sections live beside their engines and are joined in load.ts. */
export const coreSection = {
  host: str('HOST', '127.0.0.1', 'Listen address.'),
  port: int('PORT', 5003, 'Listen port (0 picks a free one).', { min: 0, max: 65535 }),
  dataDir: str('WEBINTEL_DATA_DIR', './data', 'Directory of the embedded database, the generated server secret and caches.'),
  intelPreload: bool('WEBINTEL_INTEL_PRELOAD', true, 'Load the content-intelligence engine right after start instead of on the first request that needs it: 1–3 s and about 170 MiB once its caches exist; the first start on a data directory builds them first (about 10 s on an idle core, logged as progress).'),
  intelCacheDir: str('WEBINTEL_INTEL_CACHE_DIR', undefined, 'Directory of the converted word-vector cache (about 40 MB, built once on first use). Default: WEBINTEL_DATA_DIR.'),
  databaseUrl: url('DATABASE_URL', undefined, 'postgres://… — use PostgreSQL instead of the embedded SQLite database.', ['postgres:', 'postgresql:']),
  redisUrl: url('REDIS_URL', undefined, 'redis://… — share cache and rate limits through Redis across nodes.', ['redis:', 'rediss:']),
  redisPrefix: str('WEBINTEL_REDIS_PREFIX', 'webintel:', 'Prefix of every Redis key and channel, so several deployments can share one Redis. Nodes of one deployment must agree.', (v) => (/^[A-Za-z0-9:_.-]{1,64}$/.test(v) ? undefined : 'use 1–64 characters of A-Z a-z 0-9 : _ . -')),
  bootstrapApiKey: str('WEBINTEL_BOOTSTRAP_API_KEY', undefined, 'Ensure this API key exists at start (dev, CI, benchmarks); 16+ characters. Needs WEBINTEL_BOOTSTRAP_SECRET_KEY.', min16),
  bootstrapSecretKey: str('WEBINTEL_BOOTSTRAP_SECRET_KEY', undefined, 'Secret key paired with WEBINTEL_BOOTSTRAP_API_KEY; 16+ characters.', min16),
  secret: str('WEBINTEL_SECRET', undefined, 'Server secret for keyed hashes and signing (32+ characters). Generated into the data directory when unset; set the same value on every node.', (v) => (v.length < 32 ? 'must be at least 32 characters' : undefined)),
  rateLimitPerMinute: int('WEBINTEL_RATE_LIMIT_PER_MINUTE', 120, 'Default per-key request limit per minute (a key may carry its own).', { min: 1, max: 1_000_000 }),
  publicUrl: url('WEBINTEL_PUBLIC_URL', undefined, 'External base URL (OAuth issuer, portal links, https redirects); an https URL makes the portal cookies Secure and __Host- prefixed. Default http://HOST:PORT (https://HOST:PORT with native TLS).'),
  corsOrigins: list('WEBINTEL_CORS_ORIGINS', undefined, 'Comma-separated origins allowed by CORS (`*` for any). CORS is off when unset.'),
  logLevel: oneOf('WEBINTEL_LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'Log level (pino).'),
  bodyLimitBytes: int('WEBINTEL_BODY_LIMIT_BYTES', 65536, 'Maximum request body size; larger bodies get 413.', { min: 1024, max: 10_485_760 }),
  requestTimeoutMs: int('WEBINTEL_REQUEST_TIMEOUT_MS', 60000, 'Server-side limit for receiving a whole request and sending its response.', { min: 1000 }),
  keepAliveTimeoutMs: int('WEBINTEL_KEEP_ALIVE_TIMEOUT_MS', 72000, 'Idle keep-alive socket timeout (above common load balancer idle timeouts).', { min: 1000 }),
  shutdownGraceMs: int('WEBINTEL_SHUTDOWN_GRACE_MS', 25000, 'On SIGTERM, how long in-flight requests may take to finish before the process exits.', { min: 0 }),
  trustProxy: bool('WEBINTEL_TRUST_PROXY', false, 'Trust X-Forwarded-* headers from a reverse proxy.'),
}
