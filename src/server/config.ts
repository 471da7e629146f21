import { int } from '../config/vars.ts'

/** Limits on client connections to the API server (docs/fetch.md "Limits", docs/deployment.md). */
export const connectionsSection = {
  maxConnections: int('WEBINTEL_MAX_CONNECTIONS', 0, 'Open client connections in all. At the cap the oldest connection that has not sent a request yet is closed to make room; when every one is in use, new ones are refused (0 = three quarters of the process\'s open-file limit, or 10000 where it cannot be read).', { min: 0, max: 1_000_000 }),
  maxConnectionsPerClient: int('WEBINTEL_MAX_CONNECTIONS_PER_CLIENT', 256, 'Open connections one client address may hold; more are reset at once (0 = no per-address cap). Behind a reverse proxy every connection comes from the proxy: raise it or set 0 there.', { min: 0, max: 1_000_000 }),
  headersTimeoutMs: int('WEBINTEL_HEADERS_TIMEOUT_MS', 10_000, 'Time a connection has to send a complete request head (from connecting, or from the start of each request); then a started head gets 408 and a socket that sent nothing is closed.', { min: 500, max: 600_000 }),
}
