import { bool, int, str } from '../config/vars.ts'

/** Native TLS, the plain-HTTP redirect listener and HSTS (docs/deployment.md "HTTPS"). */
export const tlsSection = {
  certFile: str('WEBINTEL_TLS_CERT_FILE', undefined, 'PEM certificate (optionally followed by its chain, e.g. fullchain.pem). With WEBINTEL_TLS_KEY_FILE, the server listens with TLS 1.2+ on PORT; reloaded when the file changes or on SIGHUP.'),
  keyFile: str('WEBINTEL_TLS_KEY_FILE', undefined, 'PEM private key of WEBINTEL_TLS_CERT_FILE (unencrypted). A missing, unreadable or mismatched pair stops the start (exit 78).'),
  caFile: str('WEBINTEL_TLS_CA_FILE', undefined, 'PEM intermediate certificates sent after the certificate, when WEBINTEL_TLS_CERT_FILE holds the leaf alone.'),
  reloadDebounceMs: int('WEBINTEL_TLS_RELOAD_DEBOUNCE_MS', 1000, 'Wait after the last change to the certificate files before reloading them (renewals write several files).', { min: 10, max: 60_000 }),
  redirectPort: int('WEBINTEL_HTTP_REDIRECT_PORT', undefined, 'Plain-HTTP port on HOST that redirects to https (301 GET/HEAD, 308 others). /healthz and /readyz answer there; /api/* is served there to loopback clients (Variant B local base). Needs native TLS.', { min: 0, max: 65535 }),
  hstsMaxAgeSeconds: int('WEBINTEL_HSTS_MAX_AGE_SECONDS', 31_536_000, 'Strict-Transport-Security max-age sent on every https answer (native TLS, or X-Forwarded-Proto: https with WEBINTEL_TRUST_PROXY). 0 = no header.', { min: 0, max: 63_072_000 }),
  hstsIncludeSubdomains: bool('WEBINTEL_HSTS_INCLUDE_SUBDOMAINS', false, 'Add includeSubDomains to Strict-Transport-Security (only when every subdomain serves https).'),
}

/** Limits on client connections to the API server (docs/fetch.md "Limits", docs/deployment.md). */
export const connectionsSection = {
  maxConnections: int('WEBINTEL_MAX_CONNECTIONS', 0, 'Open client connections in all. At the cap the oldest connection that has not sent a request yet is closed to make room; when every one is in use, new ones are refused (0 = three quarters of the process\'s open-file limit, or 10000 where it cannot be read).', { min: 0, max: 1_000_000 }),
  maxConnectionsPerClient: int('WEBINTEL_MAX_CONNECTIONS_PER_CLIENT', 256, 'Open connections one client address may hold; more are reset at once (0 = no per-address cap). Behind a reverse proxy every connection comes from the proxy: raise it or set 0 there.', { min: 0, max: 1_000_000 }),
  headersTimeoutMs: int('WEBINTEL_HEADERS_TIMEOUT_MS', 10_000, 'Time a connection has to send a complete request head (from connecting, or from the start of each request); then a started head gets 408 and a socket that sent nothing is closed.', { min: 500, max: 600_000 }),
}
